import { Elysia, t } from 'elysia'
import type { AuthPlugin } from '../../core/auth'
import { ok } from '../../core/envelope'
import { Id, IdParam, Ok } from '../../core/input'
import { CREDENTIAL_MESSAGES as M } from '../../definitions/devices'
import { CredentialBody, CredentialDetails, CredentialSummary, TypeParam } from './credentials.schema'
import type { CredentialsService } from './credentials.service'

const tags = ['Credentials']
const Saved = Ok(t.Object({ id: Id }))

export function credentialsRoutes(deps: { auth: AuthPlugin; service: CredentialsService }) {
  const { service } = deps
  return new Elysia({ name: 'credentials-routes', prefix: '/credentials' })
    .use(deps.auth)
    .get('/', ({ user }) => ok(service.list(user.id)), {
      auth: true,
      response: Ok(t.Array(CredentialSummary)),
      detail: { tags, summary: "The user's credential locker: names and types, never a secret" },
    })
    .post('/', ({ user, body }) => ok(service.create(user.id, body)), {
      auth: true,
      body: CredentialBody,
      response: Saved,
      detail: { tags, summary: 'Add a credential (secrets sealed at rest); answers its id' },
    })
    .get('/type/:type', ({ user, params }) => ok(service.forConnection(user.id, params.type)), {
      auth: true,
      params: TypeParam,
      response: Ok(t.Array(CredentialSummary)),
      detail: { tags, summary: 'The entries a connection type can sign in with (SSH: password and private key; RDP, telnet: password; VNC: password only)' },
    })
    .get(
      '/delete/:id',
      ({ user, params }) => {
        service.remove(user.id, params.id)
        return ok(M.deleted)
      },
      { auth: true, params: IdParam, response: Ok(t.String()), detail: { tags, summary: 'Delete a credential; devices using it keep no credential' } },
    )
    .get('/:id', ({ user, params }) => ok(service.details(user.id, params.id)), {
      auth: true,
      params: IdParam,
      response: Ok(CredentialDetails),
      detail: { tags, summary: 'One credential for its edit form: secrets as a placeholder' },
    })
    .post('/:id', ({ user, params, body }) => ok(service.update(user.id, params.id, body)), {
      auth: true,
      params: IdParam,
      body: CredentialBody,
      response: Saved,
      detail: { tags, summary: 'Edit a credential; a secret sent back as the placeholder keeps the stored one' },
    })
}
