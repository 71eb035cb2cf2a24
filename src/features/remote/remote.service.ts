import type { Database } from '../../core/db'
import { badRequest, forbidden } from '../../core/errors'
import type { Sessions } from '../../core/sessions'
import type { Tickets } from '../../core/tickets'
import { type ConnectionTarget, DEVICE_MESSAGES, DEFAULT_GUACD, isPort } from '../../definitions/devices'
import { createConnectionSettingsRepo } from './connection-settings.repo'
import type { GuacdGateway } from './guacd-gateway'
import type { ConnectionSettingsBody } from './remote.schema'

export const REMOTE_MESSAGES = {
  guacdRequired: 'The guacd address and port are required when connections are enabled.',
  saved: 'Connection settings saved.',
  badTicket: 'This connection link is invalid, used or expired. Open the device again.',
} as const

// Not a TICKET_PURPOSES entry: only GET /servers/connect/{id} issues these, each naming its device.
const PURPOSE = 'remote'

export function createRemoteService(opts: {
  db: Database
  sessions: Sessions
  tickets: Tickets
  gateway: GuacdGateway
  /** The device's connection with its secrets (the devices feature, wired in app.ts); throws 404 when not the user's. */
  target: (userId: number, deviceId: number) => ConnectionTarget
}) {
  const settings = createConnectionSettingsRepo(opts.db)
  const { tickets } = opts

  return {
    settings: () => settings.get(),
    saveSettings(body: ConnectionSettingsBody) {
      const current = settings.get()
      const host = body.guacdIp?.trim() || ''
      const port = body.guacdPort == null || body.guacdPort === '' ? null : Number(body.guacdPort)
      // Spec 3 §5: the address is required only when connections are on; off keeps what was there.
      if (body.enableServerConnection && (!host || port === null)) throw badRequest(REMOTE_MESSAGES.guacdRequired)
      if (port !== null && !isPort(port)) throw badRequest(DEVICE_MESSAGES.port)
      if (host && !/^[A-Za-z0-9.:[\]-]{1,255}$/.test(host)) throw badRequest('The guacd address must be a host name or an IP address.')
      settings.save({
        enableServerConnection: body.enableServerConnection,
        guacdIp: host || current.guacdIp || DEFAULT_GUACD.host,
        guacdPort: port ?? current.guacdPort,
      })
    },
    /** The dashboard's connectionSetup: the device screens offer Connect only when this is on. */
    enabled: () => settings.get().enableServerConnection,
    /** A one-use ticket for the /guacamole websocket to this device (403 while connections are off). */
    connect(userId: number, session: string, deviceId: number) {
      const target = opts.target(userId, deviceId)
      if (!settings.get().enableServerConnection) throw forbidden(DEVICE_MESSAGES.connectionsOff)
      const { ticket } = tickets.issue(session, PURPOSE, deviceId)
      return { connectionUrl: `/guacamole?token=${ticket}`, connectionType: target.type }
    },
    /** Checks a ticket before the websocket opens: its session must still be live and the device still the user's. */
    admit(token: string) {
      const admitted = tickets.redeem(token, PURPOSE)
      if (!admitted) throw forbidden(REMOTE_MESSAGES.badTicket)
      const current = settings.get()
      if (!current.enableServerConnection) throw forbidden(DEVICE_MESSAGES.connectionsOff)
      return { session: admitted.session, target: opts.target(admitted.user.id, admitted.subject!), guacd: { host: current.guacdIp, port: current.guacdPort } }
    },
    hold: (session: string, close: () => void) => opts.sessions.hold(session, close),
    gateway: opts.gateway,
  }
}

export type RemoteService = ReturnType<typeof createRemoteService>
