import { t } from 'elysia'
import { BodyId, Id, OneOf, OptionalBodyId, OptionalIcon, OrNull, StoredIcon, Text } from '../../core/input'
import { AUTH_TYPES, COLOR_SCHEMES, CONNECTION_TYPES, CREDENTIAL_TYPES, CREDENTIAL_TABS, RDP_SECURITY, TERMINAL_TYPES } from '../../definitions/devices'
import { KEPT_SECRET } from '../../definitions/kept-secret'

// Ports and addresses arrive as numbers or as a form's text; the rules (definitions/devices.ts) read both.
const PortInput = t.Optional(t.Nullable(t.Union([t.Integer({ minimum: 0, maximum: 1_000_000 }), t.String({ maxLength: 10 })])))
const Secret = (what: string) => t.Optional(t.Nullable(Text(16_384, { description: `${what}; '${KEPT_SECRET}' keeps the stored one` })))

export const DeviceBody = t.Object({
  deviceId: OptionalBodyId,
  deviceName: Text(100),
  deviceIp: Text(100, { description: 'IPv4 address' }),
  deviceIcon: OptionalIcon,
  supportsWol: t.Optional(t.Boolean()),
  deviceMac: t.Optional(t.Nullable(Text(100, { description: 'Six hex pairs separated by : or -' }))),
  broadcastAddress: t.Optional(t.Nullable(Text(100, { description: 'IPv4 broadcast address for the magic packet' }))),
  broadcastPort: PortInput,
  isConnectionSetup: t.Optional(t.Boolean({ description: 'The device has a remote connection' })),
  connectionType: t.Optional(t.Nullable(OneOf(CONNECTION_TYPES))),
  connectionHostname: t.Optional(t.Nullable(Text(255))),
  connectionPort: PortInput,
  connectionAuthType: t.Optional(t.Nullable(OneOf(AUTH_TYPES))),
  connectionUsername: t.Optional(t.Nullable(Text(200))),
  connectionPassword: Secret('Password'),
  connectionPrivateKey: Secret('Private key (PEM)'),
  connectionPrivateKeyPassphrase: Secret("The private key's passphrase"),
  connectionColorScheme: t.Optional(t.Nullable(OneOf(COLOR_SCHEMES))),
  enableSftp: t.Optional(t.Boolean()),
  domain: t.Optional(t.Nullable(Text(255))),
  security: t.Optional(t.Nullable(OneOf(RDP_SECURITY))),
  ignoreCert: t.Optional(t.Boolean()),
  terminalType: t.Optional(t.Nullable(OneOf(TERMINAL_TYPES))),
  credentialTab: t.Optional(t.Nullable(OneOf(CREDENTIAL_TABS, { description: "'store': sign in with a locker credential; 'manual': the fields above" }))),
  credentialId: t.Optional(OrNull(BodyId)),
})
export type DeviceBody = typeof DeviceBody.static

/** A card on /servers: never a secret. */
export const DeviceSummary = t.Object({
  id: Id,
  deviceName: t.String(),
  deviceIp: t.String(),
  deviceMac: t.Nullable(t.String()),
  supportsWol: t.Boolean(),
  deviceIcon: StoredIcon,
  isAlive: t.Boolean(),
  isConnectionSetup: t.Boolean(),
  connectionType: OneOf(CONNECTION_TYPES),
})
export type DeviceSummary = typeof DeviceSummary.static

/** The edit form's view: stored secrets only as the placeholder that keeps them, '' where none is stored. */
export const DeviceDetails = t.Object({
  ...DeviceSummary.properties,
  broadcastAddress: t.Nullable(t.String()),
  broadcastPort: t.Integer(),
  connectionHostname: t.Nullable(t.String()),
  connectionPort: t.Nullable(t.Integer()),
  connectionAuthType: OneOf(AUTH_TYPES),
  connectionUsername: t.Nullable(t.String()),
  connectionPassword: t.String(),
  connectionPrivateKey: t.String(),
  connectionPrivateKeyPassphrase: t.String(),
  connectionColorScheme: t.String(),
  enableSftp: t.Boolean(),
  domain: t.Nullable(t.String()),
  security: t.String(),
  ignoreCert: t.Boolean(),
  terminalType: t.Nullable(t.String()),
  credentialTab: OneOf(CREDENTIAL_TABS),
  credentialId: t.Nullable(Id),
  selectedCredential: t.Nullable(t.Object({ id: Id, profileName: t.String(), profileType: OneOf(CREDENTIAL_TYPES) })),
})
export type DeviceDetails = typeof DeviceDetails.static

export const ReorderBody = t.Object({
  items: t.Array(BodyId, { maxItems: 10_000, description: 'Device ids in their new order; any left out follow in their old order' }),
})
