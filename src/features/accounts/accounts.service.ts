import { badRequest, forbidden, notFound } from '../../core/errors'
import { parseId, type Icon } from '../../core/input'
import type { Sessions, SessionUser } from '../../core/sessions'
import type { UserData } from '../users/users.schema'
import { normaliseUsername, typedPasswordDigest, type UsersService } from '../users/users.service'
import type { AccountRow, SaveAccountBody } from './accounts.schema'

const row = (u: UserData): AccountRow => ({
  id: u.id,
  fullName: u.fullName,
  username: u.username,
  siteName: u.siteName,
  isSuperAdmin: u.isSuperAdmin,
  avatar: u.userAvatar,
})

/** Profile and user accounts: a user manages only themselves, a super admin everyone. */
export function createAccountsService(deps: { users: UsersService; sessions: Sessions }) {
  const { users } = deps

  /** The target account, when the caller may act on it: 403 for someone else's, 404 for none. */
  const target = (caller: SessionUser, userId: number): UserData => {
    if (caller.id !== userId && !caller.isSuperAdmin) throw forbidden('You can only change your own account.')
    const user = users.userData(userId)
    if (!user) throw notFound('User not found.')
    return user
  }

  const required = (value: string | undefined) => {
    const v = value?.trim() ?? ''
    if (!v) throw badRequest('Please fill all the fields')
    return v
  }

  return {
    list: () => users.list().map(row),
    info: (caller: SessionUser, userId: number) => row(target(caller, userId)),

    /** Creates a user (super admins only) or updates a profile; username and password of an existing user stay as they are. */
    async save(caller: SessionUser, body: typeof SaveAccountBody.static) {
      const userId = parseId(body.userId)
      if (userId === null && !caller.isSuperAdmin) throw forbidden('Only an administrator can do this.')
      const existing = userId === null ? null : target(caller, userId)
      const fullName = required(body.fullName)
      const siteName = required(body.siteName)
      if (existing) {
        users.setProfile(existing.id, { fullName, siteName })
        return row(users.userData(existing.id)!)
      }
      const username = required(body.username)
      if (!body.password) throw badRequest('Please fill all the fields')
      const password = typedPasswordDigest(body.password)
      const id = await users.create({ username: normaliseUsername(username), password, fullName, siteName, isSuperAdmin: false })
      return row(users.userData(id)!)
    },

    /** Ends every session of that user; a user changing their own password gets a fresh token back for this browser. */
    async setPassword(caller: SessionUser, userId: number, password: string | undefined): Promise<{ token: string | null }> {
      const user = target(caller, userId)
      if (!password) throw badRequest('Password and Repeat Password are required.')
      if (!(await users.setPassword(user.id, typedPasswordDigest(password)))) throw notFound('User not found.')
      deps.sessions.endAll(user.id)
      return { token: user.id === caller.id ? deps.sessions.issue(user.id).token : null }
    },

    setAvatar(caller: SessionUser, userId: number, avatar: Icon | null) {
      const user = target(caller, userId)
      // AvatarBody's Icon schema has already checked the address; a missing light variant is stored as null.
      users.setAvatar(user.id, avatar && { ...avatar, iconUrlLight: avatar.iconUrlLight ?? null })
    },

    setBranding: (caller: SessionUser, hidden: boolean) => users.setBranding(caller.id, hidden),

    remove(caller: SessionUser, userId: number) {
      const user = target(caller, userId)
      if (user.isSuperAdmin) throw forbidden('A super admin cannot be deleted.')
      users.remove(user.id)
      deps.sessions.endAll(user.id)
    },
  }
}

export type AccountsService = ReturnType<typeof createAccountsService>
