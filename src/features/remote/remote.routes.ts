import { Elysia, t } from 'elysia'
import { type AuthPlugin, bearerToken } from '../../core/auth'
import { ok } from '../../core/envelope'
import { IdParam, Ok } from '../../core/input'
import { ConnectInfo, ConnectionSettings, ConnectionSettingsBody, GuacamoleQuery } from './remote.schema'
import type { GatewaySession } from './guacd-gateway'
import { REMOTE_MESSAGES, type RemoteService } from './remote.service'

const tags = ['Remote sessions']

/** /settings/connection and /servers/connect/{id} under /api/v1. */
export function remoteRoutes(deps: { auth: AuthPlugin; service: RemoteService }) {
  const { service } = deps
  return new Elysia({ name: 'remote-routes' })
    .use(deps.auth)
    .get('/settings/connection', () => ok(service.settings()), {
      admin: true,
      response: Ok(ConnectionSettings),
      detail: { tags, summary: 'Remote connection settings: on or off, the guacd address and port (super admin)' },
    })
    .post(
      '/settings/connection',
      ({ body }) => {
        service.saveSettings(body)
        return ok(REMOTE_MESSAGES.saved)
      },
      { admin: true, body: ConnectionSettingsBody, response: Ok(t.String()), detail: { tags, summary: 'Save the remote connection settings (super admin)' } },
    )
    .get('/servers/connect/:id', ({ user, params, headers }) => ok(service.connect(user.id, bearerToken(headers)!, params.id)), {
      auth: true,
      params: IdParam,
      response: Ok(ConnectInfo),
      detail: { tags, summary: 'A one-use, 30-second websocket address for a remote session to the device (403 while connections are off)' },
    })
}

/**
 * The /guacamole websocket (at the root, as guacamole-common-js expects): the ticket is checked before the upgrade,
 * then the socket is relayed to guacd and closed when the session that asked for it ends.
 */
export function guacamoleSocket(deps: { service: RemoteService }) {
  const { service } = deps
  const open = new Map<object, { session: Promise<GatewaySession | null>; release: () => void }>()
  return new Elysia({ name: 'guacamole-socket' })
    .resolve(({ query }) => ({ admitted: service.admit(String(query.token ?? '')) }))
    .ws('/guacamole', {
      query: GuacamoleQuery,
      detail: { hide: true },
      open(ws) {
        const { admitted } = ws.data
        const { width, height, dpi } = ws.data.query
        const browser = { send: (text: string) => ws.send(text), close: (code: number, reason: string) => ws.close(code, reason) }
        const release = service.hold(admitted.session, () => ws.close(1008, 'Session ended'))
        const session = service.gateway.open(browser, admitted.target, admitted.guacd, { width, height, dpi }).catch(() => {
          ws.close(1011, 'guacd unavailable')
          return null
        })
        open.set(ws.raw, { session, release })
      },
      message(ws, message) {
        const text = typeof message === 'string' ? message : JSON.stringify(message)
        void open.get(ws.raw)?.session.then((s) => s?.receive(text))
      },
      close(ws) {
        const entry = open.get(ws.raw)
        open.delete(ws.raw)
        entry?.release()
        void entry?.session.then((s) => s?.closed())
      },
    })
}
