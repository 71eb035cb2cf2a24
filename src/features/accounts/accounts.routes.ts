import { Elysia, t } from 'elysia'
import type { AuthPlugin } from '../../core/auth'
import { ok } from '../../core/envelope'
import { forbidden } from '../../core/errors'
import { Ok, parseId } from '../../core/input'
import { AccountRow, AvatarBody, NewSession, PasswordBody, SaveAccountBody, UserIdParams } from './accounts.schema'
import type { AccountsService } from './accounts.service'

const tags = ['Accounts']
const Done = Ok(t.String())

export function accountsRoutes(deps: { auth: AuthPlugin; service: AccountsService }) {
  const { service } = deps
  return new Elysia({ name: 'accounts-routes', prefix: '/accounts' })
    .use(deps.auth)
    .get('/list', () => ok(service.list()), {
      admin: true,
      response: Ok(t.Array(AccountRow)),
      detail: { tags, summary: 'All users: id, fullName, username, siteName, isSuperAdmin, avatar (super admins only)' },
    })
    .get('/info/:userId', ({ user, params }) => ok(service.info(user, params.userId)), {
      auth: true,
      params: UserIdParams,
      response: Ok(AccountRow),
      detail: { tags, summary: 'One account: fullName, username, siteName (oneself, or anyone for a super admin)' },
    })
    .post(
      '/save',
      async ({ user, body, viaKey }) => {
        // An API key with create_user provisions new users; it never edits one.
        if (viaKey && parseId(body.userId) !== null) throw forbidden('An API key can only create users.')
        await service.save(user, body)
        return ok('Account saved.')
      },
      {
        key: 'create_user',
        body: SaveAccountBody,
        response: Done,
        detail: {
          tags,
          summary: 'Create a user (no userId; super admins, or an x-api-key with create_user) or update fullName and siteName of an account',
        },
      },
    )
    .post('/password/:userId', async ({ user, params, body }) => ok(await service.setPassword(user, params.userId, body.password)), {
      auth: true,
      params: UserIdParams,
      body: PasswordBody,
      response: Ok(NewSession),
      detail: {
        tags,
        summary: "Set a password (oneself, or anyone for a super admin). Ends that user's sessions; { token } is a fresh session when it was one's own",
      },
    })
    .post(
      '/avatar/:userId',
      ({ user, params, body }) => {
        service.setAvatar(user, params.userId, body.avatar)
        return ok('Avatar updated successfully.')
      },
      {
        auth: true,
        params: UserIdParams,
        body: AvatarBody,
        response: Done,
        detail: { tags, summary: "Set a user's avatar (oneself, or anyone for a super admin)" },
      },
    )
    .post(
      '/avatar',
      ({ user, body }) => {
        service.setAvatar(user, user.id, body.avatar)
        return ok('Avatar updated successfully.')
      },
      { auth: true, body: AvatarBody, response: Done, detail: { tags, summary: 'Set the avatar of the current user' } },
    )
    .get(
      '/delete/:userId',
      ({ user, params }) => {
        service.remove(user, params.userId)
        return ok('User deleted.')
      },
      {
        admin: true,
        params: UserIdParams,
        response: Done,
        detail: { tags, summary: 'Delete a user and all their data (super admins only; a super admin row cannot be deleted)' },
      },
    )
    .get(
      '/debrand',
      ({ user }) => {
        service.setBranding(user, true)
        return ok('Branding hidden.')
      },
      { auth: true, response: Done, detail: { tags, summary: "Hide the product's branding for the current user" } },
    )
    .get(
      '/rebrand',
      ({ user }) => {
        service.setBranding(user, false)
        return ok('Branding shown.')
      },
      { auth: true, response: Done, detail: { tags, summary: "Show the product's branding again for the current user" } },
    )
}
