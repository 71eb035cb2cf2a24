import { Elysia, t } from 'elysia'
import type { AuthPlugin } from '../../core/auth'
import { ok } from '../../core/envelope'
import { IdParam, Ok } from '../../core/input'
import { ReorderBody, SaveBody, TotpDetails } from './totp.schema'
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
      response: Ok(TotpDetails),
      detail: {
        tags,
        summary: 'Add (no authId) or edit an authenticator from a base32 secret or an otpauth://totp URI; editing without a new secret keeps the old one',
      },
    })
    .post(
      '/reorder',
      ({ user, body }) => {
        service.reorder(user.id, body.items)
        return ok('Order saved.')
      },
      { auth: true, body: ReorderBody, response: Ok(t.String()), detail: { tags, summary: 'Save the order of the authenticators' } },
    )
    .get(
      '/delete/:id',
      ({ user, params }) => {
        service.remove(user.id, params.id)
        return ok('TOTP item deleted.')
      },
      { auth: true, params: IdParam, response: Ok(t.String()), detail: { tags, summary: 'Delete an authenticator' } },
    )
    .get('/stream/:id', ({ user, params, request, hold }) => codeStream(service.codes(user.id, params.id), service.msToNextSecond, request.signal, hold), {
      stream: 'sse',
      params: IdParam,
      query: t.Object({ token: t.Optional(t.String({ description: 'The session token, as spec 1 §7 defines this call (or send the bearer header)' })) }),
      detail: {
        tags,
        summary: 'Server-sent events, one per second: { code, remainingSeconds, period } or { error, message }; token in ?token=',
        description:
          "One `data:` line of JSON at once, then one on every second boundary: { code, remainingSeconds, period }, or { error: true, message: 'Failed to generate OTP' } when the seed cannot be used. EventSource cannot send headers, so the session token rides in ?token=. A missing or someone else's authenticator is a 404 before the stream starts.",
        responses: { 200: { description: 'text/event-stream of code events', content: { 'text/event-stream': { schema: { type: 'string' } } } } },
      },
    })
    .get('/:id', ({ user, params }) => ok(service.details(user.id, params.id)), {
      auth: true,
      params: IdParam,
      response: Ok(TotpDetails),
      detail: { tags, summary: 'One authenticator for the edit form (never the secret)' },
    })
}
