import type { Database } from '../../core/db'
import type { Icon } from '../../core/input'
import type { AuthType, ConnectionType } from '../../definitions/devices'
import type { DeviceSummary } from './devices.schema'

interface Row {
  id: number
  device_name: string
  device_ip: string
  device_icon: string
  supports_wol: number
  device_mac: string | null
  broadcast_address: string | null
  broadcast_port: number
  is_alive: number
  is_connection_setup: number
  connection_type: ConnectionType
  hostname: string | null
  port: number | null
  auth_type: AuthType
  username: string | null
  password_sealed: string | null
  private_key_sealed: string | null
  passphrase_sealed: string | null
  color_scheme: string
  enable_sftp: number
  domain: string | null
  security: string
  ignore_cert: number
  terminal_type: string | null
  credential_id: number | null
}

/** A device as stored: secrets still sealed. */
export interface StoredDevice {
  id: number
  deviceName: string
  deviceIp: string
  deviceIcon: Icon
  supportsWol: boolean
  deviceMac: string | null
  broadcastAddress: string | null
  broadcastPort: number
  isAlive: boolean
  isConnectionSetup: boolean
  connectionType: ConnectionType
  hostname: string | null
  port: number | null
  authType: AuthType
  username: string | null
  passwordSealed: string | null
  privateKeySealed: string | null
  passphraseSealed: string | null
  colorScheme: string
  enableSftp: boolean
  domain: string | null
  security: string
  ignoreCert: boolean
  terminalType: string | null
  credentialId: number | null
}

export type DeviceFields = Omit<StoredDevice, 'id' | 'isAlive'>

const toStored = (r: Row): StoredDevice => ({
  id: r.id,
  deviceName: r.device_name,
  deviceIp: r.device_ip,
  deviceIcon: JSON.parse(r.device_icon) as Icon,
  supportsWol: r.supports_wol === 1,
  deviceMac: r.device_mac,
  broadcastAddress: r.broadcast_address,
  broadcastPort: r.broadcast_port,
  isAlive: r.is_alive === 1,
  isConnectionSetup: r.is_connection_setup === 1,
  connectionType: r.connection_type,
  hostname: r.hostname,
  port: r.port,
  authType: r.auth_type,
  username: r.username,
  passwordSealed: r.password_sealed,
  privateKeySealed: r.private_key_sealed,
  passphraseSealed: r.passphrase_sealed,
  colorScheme: r.color_scheme,
  enableSftp: r.enable_sftp === 1,
  domain: r.domain,
  security: r.security,
  ignoreCert: r.ignore_cert === 1,
  terminalType: r.terminal_type,
  credentialId: r.credential_id,
})

export const summaryOf = (d: StoredDevice): DeviceSummary => ({
  id: d.id,
  deviceName: d.deviceName,
  deviceIp: d.deviceIp,
  deviceMac: d.deviceMac,
  supportsWol: d.supportsWol,
  deviceIcon: d.deviceIcon,
  isAlive: d.isAlive,
  isConnectionSetup: d.isConnectionSetup,
  connectionType: d.connectionType,
})

const COLUMNS = [
  'device_name',
  'device_ip',
  'device_icon',
  'supports_wol',
  'device_mac',
  'broadcast_address',
  'broadcast_port',
  'is_connection_setup',
  'connection_type',
  'hostname',
  'port',
  'auth_type',
  'username',
  'password_sealed',
  'private_key_sealed',
  'passphrase_sealed',
  'color_scheme',
  'enable_sftp',
  'domain',
  'security',
  'ignore_cert',
  'terminal_type',
  'credential_id',
] as const

type Value = string | number | null
const values = (d: DeviceFields): Value[] => [
  d.deviceName,
  d.deviceIp,
  JSON.stringify(d.deviceIcon),
  d.supportsWol ? 1 : 0,
  d.deviceMac,
  d.broadcastAddress,
  d.broadcastPort,
  d.isConnectionSetup ? 1 : 0,
  d.connectionType,
  d.hostname,
  d.port,
  d.authType,
  d.username,
  d.passwordSealed,
  d.privateKeySealed,
  d.passphraseSealed,
  d.colorScheme,
  d.enableSftp ? 1 : 0,
  d.domain,
  d.security,
  d.ignoreCert ? 1 : 0,
  d.terminalType,
  d.credentialId,
]

export function createDevicesRepo(db: Database) {
  const list = db.query<Row, [number]>('SELECT * FROM devices WHERE user_id = ? ORDER BY position, id')
  const one = db.query<Row, [number, number]>('SELECT * FROM devices WHERE id = ? AND user_id = ?')
  const insert = db.query<{ id: number }, Value[]>(
    `INSERT INTO devices (user_id, position, created_at, updated_at, ${COLUMNS.join(', ')})
     VALUES (?1, (SELECT coalesce(max(position) + 1, 0) FROM devices WHERE user_id = ?1), ?2, ?2, ${COLUMNS.map((_, i) => `?${i + 3}`).join(', ')})
     RETURNING id`,
  )
  const update = db.query<unknown, Value[]>(
    `UPDATE devices SET updated_at = ?3, ${COLUMNS.map((c, i) => `${c} = ?${i + 4}`).join(', ')} WHERE id = ?2 AND user_id = ?1`,
  )
  const remove = db.query<unknown, [number, number]>('DELETE FROM devices WHERE id = ? AND user_id = ?')
  const place = db.query<unknown, [number, number, number]>('UPDATE devices SET position = ? WHERE id = ? AND user_id = ?')
  const alive = db.query<unknown, [number, number, number, number]>('UPDATE devices SET is_alive = ?, checked_at = ? WHERE id = ? AND user_id = ?')

  return {
    list: (userId: number) => list.all(userId).map(toStored),
    get(userId: number, id: number): StoredDevice | null {
      const row = one.get(id, userId)
      return row ? toStored(row) : null
    },
    insert: (userId: number, d: DeviceFields, now: number) => insert.get(userId, now, ...values(d))!.id,
    update: (userId: number, id: number, d: DeviceFields, now: number) => update.run(userId, id, now, ...values(d)),
    remove: (userId: number, id: number) => remove.run(id, userId).changes > 0,
    place: (userId: number, id: number, position: number) => place.run(position, id, userId),
    setAlive: (userId: number, id: number, isAlive: boolean, now: number) => alive.run(isAlive ? 1 : 0, now, id, userId),
  }
}
