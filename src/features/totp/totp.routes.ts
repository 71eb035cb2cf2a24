import { Elysia } from 'elysia'
import type { AuthPlugin } from '../../core/auth'
import { ok } from '../../core/envelope'
import { IdParams, ReorderBody, SaveBody } from './totp.schema'
import type { TotpService } from './totp.service'
import { codeStream } from './totp.stream'

const tags = ['Authenticator']

export function totpRoutes(deps: { auth: AuthPlugin; service: TotpService }) {
  const { service } = deps
  return new Elysia({ name: 'totp-routes', prefix: '/totp' })
    .use(deps.auth)
    .post('/save', ({ user, body }) => ok(service.save(user.id, body)), {
      auth: true,
      body: SaveBody,
      detail: { tags, summary: 'Add (no authId) or edit an authenticator from a base32 secret or an otpauth://totp URI; editing without a new secret keeps the old one' },
    })
    .post(
      '/reorder',
      ({ user, body }) => {
        service.reorder(user.id, body.items)
        return ok('Order saved.')
      },
      { auth: true, body: ReorderBody, detail: { tags, summary: 'Save the order of the authenticators' } },
    )
    .get(
      '/delete/:id',
      ({ user, params }) => {
        service.remove(user.id, params.id)
        return ok('TOTP item deleted.')
      },
      { auth: true, params: IdParams, detail: { tags, summary: 'Delete an authenticator' } },
    )
    .get('/stream/:id', ({ user, params, request, hold }) => codeStream(service.codes(user.id, params.id), service.msToNextSecond, request.signal, hold), {
      stream: 'sse',
      params: IdParams,
      detail: { tags, summary: 'Server-sent events, one per second: { code, remainingSeconds, period } or { error, message }; token in ?token=' },
    })
    .get('/:id', ({ user, params }) => ok(service.details(user.id, params.id)), {
      auth: true,
      params: IdParams,
      detail: { tags, summary: 'One authenticator for the edit form (never the secret)' },
    })
}
