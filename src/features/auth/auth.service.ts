import type { Clock } from '../../core/clock'
import type { DiskReserve } from '../../core/disk-reserve'
import { badRequest, unauthorized } from '../../core/errors'
import type { Sessions } from '../../core/sessions'
import type { Tickets } from '../../core/tickets'
import type { TicketPurpose } from '../../definitions/tickets'
import type { UsersService } from '../users/users.service'
import { checkDigest } from '../users/users.service'
import { createLoginThrottle } from './auth.throttle'
import type { LoginResult } from './auth.schema'

/** firstAdmin: the environment's first administrator while it is being made; sign-in and setup wait for it. */
export function createAuthService(deps: {
  users: UsersService
  sessions: Sessions
  tickets: Tickets
  clock: Clock
  firstAdmin?: Promise<unknown>
  reserve?: DiskReserve
}) {
  const throttle = createLoginThrottle(deps.clock)

  const issue = (user: { id: number; isSuperAdmin: boolean; colorTheme: string }): LoginResult => {
    // A sign-in is how anyone frees space from inside Foyer: it may use the disk's reserve.
    const issue = () => deps.sessions.issue(user.id)
    const { token, expiresAt } = deps.reserve ? deps.reserve.withRoom(issue) : issue()
    return { token, role: user.isSuperAdmin ? 'admin' : 'user', colorTheme: user.colorTheme, expiresAt }
  }

  return {
    async login(body: { username: string; password: string }, ip: string): Promise<LoginResult> {
      const username = body.username.trim().toLowerCase()
      if (!username) throw badRequest('Username must not be empty.')
      const digest = checkDigest(body.password)
      await deps.firstAdmin
      const user = await throttle.check(ip, username, () => deps.users.verify(username, digest))
      if (!user) throw unauthorized('Login failed. Please check the credentials.')
      return issue(user)
    },
    async setup(body: { username: string; password: string; fullName?: string }): Promise<LoginResult> {
      await deps.firstAdmin
      const id = await deps.users.createFirstAdmin(body)
      return issue({ id, isSuperAdmin: true, colorTheme: deps.users.userData(id)!.colorTheme })
    },
    /** A session for a user another sign-in method has recognised (OIDC). */
    signInAs(userId: number): LoginResult {
      const user = deps.users.userData(userId)!
      return issue({ id: user.id, isSuperAdmin: user.isSuperAdmin, colorTheme: user.colorTheme })
    },
    async setupRequired() {
      await deps.firstAdmin
      return deps.users.count() === 0
    },
    logout: (token: string) => deps.sessions.revoke(token),
    /** A websocket's way in without the session token in its URL. */
    ticket: (token: string, purpose: TicketPurpose) => deps.tickets.issue(token, purpose),
  }
}

export type AuthService = ReturnType<typeof createAuthService>
