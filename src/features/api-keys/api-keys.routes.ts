import { Elysia, t } from 'elysia'
import type { AuthPlugin } from '../../core/auth'
import { ok } from '../../core/envelope'
import { IdParam, Ok } from '../../core/input'
import { ApiKey, ApiKeyBody } from './api-keys.schema'
import type { ApiKeysService } from './api-keys.service'

const tags = ['API keys']

export function apiKeysRoutes(deps: { auth: AuthPlugin; service: ApiKeysService }) {
  const { service } = deps
  return new Elysia({ name: 'api-keys-routes', prefix: '/api-keys' })
    .use(deps.auth)
    .get('/', ({ user }) => ok(service.list(user.id)), {
      auth: true,
      response: Ok(t.Array(ApiKey)),
      detail: { tags, summary: "The caller's API keys, newest first (the whole key: the screen masks it)" },
    })
    .post('/', ({ user, body }) => ok(service.create(user, body)), {
      auth: true,
      body: ApiKeyBody,
      response: Ok(ApiKey),
      detail: { tags, summary: 'Create a key: name, permissions, expiresAt (null never expires)' },
    })
    .get(
      '/delete/:id',
      ({ user, params }) => {
        service.remove(user.id, params.id)
        return ok('API key deleted.')
      },
      { auth: true, params: IdParam, response: Ok(t.String()), detail: { tags, summary: 'Delete one of the caller’s keys' } },
    )
    .get('/:id', ({ user, params }) => ok(service.get(user.id, params.id)), {
      auth: true,
      params: IdParam,
      response: Ok(ApiKey),
      detail: { tags, summary: 'One of the caller’s keys' },
    })
    .post('/:id', ({ user, params, body }) => ok(service.update(user, params.id, body)), {
      auth: true,
      params: IdParam,
      body: ApiKeyBody,
      response: Ok(ApiKey),
      detail: { tags, summary: 'Change a key’s name, permissions or expiry (the key itself stays)' },
    })
}
