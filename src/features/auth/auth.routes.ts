import { Elysia, t } from 'elysia'
import type { AuthPlugin } from '../../core/auth'
import { bearerToken } from '../../core/auth'
import { clientIp } from '../../core/client-ip'
import { ok } from '../../core/envelope'
import { Ok } from '../../core/input'
import { TICKET_DISPLAY_VIEW } from '../../definitions/tickets'
import { LoginBody, LoginResult, SetupBody, SetupState, TicketBody, TicketResult } from './auth.schema'
import type { AuthService } from './auth.service'

const DISPLAY_TICKET_VIEWS = Object.values(TICKET_DISPLAY_VIEW).filter((view) => view !== null)

export function authRoutes(deps: { auth: AuthPlugin; service: AuthService; trustProxy: boolean }) {
  const { service } = deps
  return new Elysia({ name: 'auth-routes', detail: { tags: ['Auth'] } as never })
    .use(deps.auth)
    .post('/login', async ({ body, request, server }) => ok(await service.login(body, clientIp(request, server, deps.trustProxy))), {
      body: LoginBody,
      response: Ok(LoginResult),
      detail: { tags: ['Auth'], summary: 'Sign in with username and MD5 password digest', 'x-foyer-refusals': [401, 429] },
    })
    .post(
      '/logout',
      ({ headers }) => {
        service.logout(bearerToken(headers)!)
        return ok('Logged out.')
      },
      { auth: true, response: Ok(t.String()), detail: { tags: ['Auth'], summary: 'End this session on the server' } },
    )
    .post('/tickets', ({ headers, body, user, display }) => ok(service.ticket(bearerToken(headers)!, body, user, display)), {
      auth: true,
      // A wall display of the stream hub asks for its cameras' sockets (the service refuses any other purpose).
      display: DISPLAY_TICKET_VIEWS,
      body: TicketBody,
      response: Ok(TicketResult),
      detail: {
        tags: ['Auth'],
        summary: 'A single-use, 30-second ticket for one websocket of this session',
        // An id that names no stream of the caller's.
        'x-foyer-refusals': [404],
        description:
          'Websockets cannot send the Authorization header, and a session token in a URL ends up in proxy logs and browser history: the socket is opened with ?ticket= instead. A ticket works once, for its purpose only, and only while the session that asked for it lives; the socket then closes when that session ends. A session holds at most 8 unused tickets (a ninth drops the oldest). A wall display whose views include the stream hub may ask for stream tickets naming its owner’s cameras (id); its socket closes when the display is revoked or stops showing the hub.',
      },
    })
    .get('/setup', async () => ok({ required: await service.setupRequired() }), {
      response: Ok(SetupState),
      detail: { tags: ['Auth'], summary: 'Whether the first administrator still has to be created' },
    })
    .post('/setup', async ({ body }) => ok(await service.setup(body)), {
      body: SetupBody,
      response: Ok(LoginResult),
      detail: { tags: ['Auth'], summary: 'Create the first administrator (403 once any user exists)', 'x-foyer-refusals': [403] },
    })
}
