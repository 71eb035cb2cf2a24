import { t } from 'elysia'
import { OneOf } from '../../core/input'
import { CONNECTION_TYPES } from '../../definitions/devices'

/** Spec 3 §3: the installation's remote-connection settings (super admin). */
export const ConnectionSettings = t.Object({
  enableServerConnection: t.Boolean(),
  guacdIp: t.String({ description: 'Where guacd listens, as seen from the Foyer server (default 127.0.0.1)' }),
  guacdPort: t.Integer({ description: 'Default 4822' }),
})
export type ConnectionSettings = typeof ConnectionSettings.static

export const ConnectionSettingsBody = t.Object({
  enableServerConnection: t.Boolean(),
  guacdIp: t.Optional(t.Nullable(t.String({ maxLength: 255 }))),
  guacdPort: t.Optional(t.Nullable(t.Union([t.Integer({ minimum: 0, maximum: 1_000_000 }), t.String({ maxLength: 10 })]))),
})
export type ConnectionSettingsBody = typeof ConnectionSettingsBody.static

export const ConnectInfo = t.Object({
  connectionUrl: t.String({
    description: '/guacamole?token=<one use, 30 s, bound to the session and device>; open it as a websocket on this host adding width, height and dpi',
  }),
  connectionType: OneOf(CONNECTION_TYPES),
})

export const GuacamoleQuery = t.Object({
  token: t.String({ maxLength: 4096 }),
  width: t.Optional(t.Numeric({ minimum: 1, maximum: 8192 })),
  height: t.Optional(t.Numeric({ minimum: 1, maximum: 8192 })),
  dpi: t.Optional(t.Numeric({ minimum: 1, maximum: 1000 })),
})
