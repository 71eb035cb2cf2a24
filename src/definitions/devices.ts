// Pure data and checks (importing only other definitions): the server's device and credential rules and the web's
// forms share these, so a form refuses exactly what the server would, in the same words (spec 2 §5, §9).

import { inIpv4Ranges, isIpv4 } from './ipv4'

/** Remote connection kinds: the form offers the first three; telnet is accepted by the server only (spec 2 §1). */
export const CONNECTION_TYPES = ['ssh', 'rdp', 'vnc', 'telnet'] as const
export type ConnectionType = (typeof CONNECTION_TYPES)[number]
export const OFFERED_CONNECTION_TYPES: readonly ConnectionType[] = ['ssh', 'rdp', 'vnc']
export const CONNECTION_LABELS: Record<ConnectionType, string> = { ssh: 'SSH', rdp: 'RDP', vnc: 'VNC', telnet: 'Telnet' }

/** Spec 2 §9: each type's default port, and wake-on-LAN's. */
export const DEFAULT_PORTS: Record<ConnectionType, number> = { ssh: 22, rdp: 3389, vnc: 5900, telnet: 23 }
export const WOL_DEFAULT_PORT = 9
/** Spec 3 §9: where guacd is looked for unless the super admin says otherwise. */
export const DEFAULT_GUACD = { host: '127.0.0.1', port: 4822 } as const

export const AUTH_TYPES = ['none', 'password', 'privateKey'] as const
export type AuthType = (typeof AUTH_TYPES)[number]
/** Spec 2 §5: which ways to sign in each connection type offers. */
export const AUTH_BY_CONNECTION: Record<ConnectionType, readonly AuthType[]> = {
  ssh: ['none', 'password', 'privateKey'],
  rdp: ['none', 'password'],
  vnc: ['none', 'password'],
  telnet: ['none', 'password'],
}
export const AUTH_LABELS: Record<AuthType, string> = { none: 'None', password: 'Password', privateKey: 'Private Key' }

export const COLOR_SCHEMES = ['gray-black', 'green-black', 'white-black', 'black-white'] as const
export const RDP_SECURITY = ['any', 'nla', 'rdp', 'tls'] as const
export const TERMINAL_TYPES = ['ansi', 'linux', 'vt100', 'vt200', 'xterm', 'xterm-256color'] as const
export const CREDENTIAL_TABS = ['store', 'manual'] as const

/** The credential locker's kinds, with the spec's labels. */
export const CREDENTIAL_TYPES = ['password', 'private_key', 'api_key', 'xpassword'] as const
export type CredentialType = (typeof CREDENTIAL_TYPES)[number]
export const CREDENTIAL_LABELS: Record<CredentialType, string> = {
  password: 'Username & Password',
  private_key: 'Username & Private Key',
  api_key: 'API Key',
  xpassword: 'Password Only',
}
/** Spec 2 §5: the locker kinds a connection type can use. */
export const CREDENTIALS_FOR: Record<ConnectionType, readonly CredentialType[]> = {
  ssh: ['password', 'private_key'],
  rdp: ['password'],
  telnet: ['password'],
  vnc: ['xpassword'],
}

/** A device's remote connection with its secrets opened: for the server's guacd handshake only, never an answer. */
export interface ConnectionTarget {
  deviceId: number
  type: ConnectionType
  hostname: string
  port: number
  username: string | null
  password: string | null
  privateKey: string | null
  passphrase: string | null
  colorScheme: string
  enableSftp: boolean
  domain: string | null
  security: string
  ignoreCert: boolean
  terminalType: string | null
}

export const DEVICE_MESSAGES = {
  nameAndIp: 'Name and IP are required fields',
  icon: 'Please choose an icon for the device.',
  ip: 'Invalid IP address format. Please enter a valid IPv4.',
  broadcast: 'Invalid broadcast address format. Please enter a valid IPv4.',
  broadcastNotLocal: 'The broadcast address must be on a local network: 10.x, 172.16-31.x, 192.168.x, 169.254.x, 100.64-127.x, 127.x or 255.255.255.255.',
  wolFields: 'All Wake-on-LAN fields are required when enabled',
  mac: 'Invalid MAC address format. Please enter a valid MAC address.',
  port: 'Invalid port number. Please enter a value between 1 and 65535.',
  hostAndPort: 'Hostname and port are required',
  authType: 'This connection type does not offer that way to sign in.',
  username: 'Username is required',
  password: 'Password is required',
  privateKey: 'Private key is required',
  credential: 'Please select a credential from the locker.',
  notFound: 'Device not found.',
  saved: 'Device saved.',
  deleted: 'Item deleted successfully.',
  noWol: 'Wake-on-LAN is not enabled for this device.',
  sendFailed: 'Failed to send packet',
  noConnection: 'This device has no remote connection set up.',
  connectionsOff: 'Remote connections are turned off. A super admin can turn them on in Connection Settings.',
  reordered: 'Order saved.',
} as const

export const CREDENTIAL_MESSAGES = {
  name: 'Credential Name is required',
  type: 'Credential Type is required',
  username: 'Username is required',
  secret: { password: 'Password is required', xpassword: 'Password is required', private_key: 'Private Key is required', api_key: 'API Key is required' },
  created: 'Credential saved successfully!',
  updated: 'Credential updated successfully!',
  deleted: 'Credential deleted.',
  notFound: 'Credential not found.',
} as const satisfies Record<string, unknown>

const MAC = /^[0-9A-Fa-f]{2}([:-])[0-9A-Fa-f]{2}(\1[0-9A-Fa-f]{2}){4}$/
const isMac = (value: string) => MAC.test(value)
export const isPort = (value: number | string | null | undefined) => {
  const n = typeof value === 'string' ? Number(value) : value
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 65535
}
// Loopback, private, link-local, carrier-grade NAT and the limited broadcast: a magic packet stays on this machine's
// networks, so no user can make the server send UDP to a host on the internet.
const WAKE_RANGES = ['127.0.0.0/8', '10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', '169.254.0.0/16', '100.64.0.0/10', '255.255.255.255/32']
/** Whether a broadcast address is one a magic packet may be sent to (checked at save and again before sending). */
export const isWakeAddress = (value: string) => inIpv4Ranges(value, WAKE_RANGES)
const blank = (value: string | null | undefined) => !value?.trim()

/** The device form's fields as the rules read them (numbers may still be text while typed). */
export interface DeviceDraft {
  deviceName: string
  deviceIp: string
  deviceIcon?: unknown
  supportsWol: boolean
  deviceMac?: string | null
  broadcastAddress?: string | null
  broadcastPort?: number | string | null
  isConnectionSetup: boolean
  connectionType?: ConnectionType | null
  connectionHostname?: string | null
  connectionPort?: number | string | null
  connectionAuthType?: AuthType | null
  connectionUsername?: string | null
  connectionPassword?: string | null
  connectionPrivateKey?: string | null
  credentialTab?: 'store' | 'manual' | null
  credentialId?: number | string | null
}

/** The first rule a device breaks, in the spec's order and words; null when it may be saved. */
export function deviceProblem(d: DeviceDraft): string | null {
  if (blank(d.deviceName) || blank(d.deviceIp)) return DEVICE_MESSAGES.nameAndIp
  if (!d.deviceIcon) return DEVICE_MESSAGES.icon
  if (!isIpv4(d.deviceIp.trim())) return DEVICE_MESSAGES.ip
  if (d.supportsWol) {
    if (blank(d.deviceMac) || blank(d.broadcastAddress) || d.broadcastPort == null || d.broadcastPort === '') return DEVICE_MESSAGES.wolFields
    if (!isMac(d.deviceMac!.trim())) return DEVICE_MESSAGES.mac
    if (!isIpv4(d.broadcastAddress!.trim())) return DEVICE_MESSAGES.broadcast
    if (!isWakeAddress(d.broadcastAddress!.trim())) return DEVICE_MESSAGES.broadcastNotLocal
    if (!isPort(d.broadcastPort)) return DEVICE_MESSAGES.port
  }
  if (!d.isConnectionSetup) return null
  const type = d.connectionType ?? 'ssh'
  if (blank(d.connectionHostname) || d.connectionPort == null || d.connectionPort === '') return DEVICE_MESSAGES.hostAndPort
  if (!isPort(d.connectionPort)) return DEVICE_MESSAGES.port
  const auth = d.connectionAuthType ?? 'none'
  if (!AUTH_BY_CONNECTION[type].includes(auth)) return DEVICE_MESSAGES.authType
  if (auth === 'none') return null
  if (d.credentialTab === 'store') return d.credentialId ? null : DEVICE_MESSAGES.credential
  if (type !== 'vnc' && blank(d.connectionUsername)) return DEVICE_MESSAGES.username
  if (auth === 'privateKey') return blank(d.connectionPrivateKey) ? DEVICE_MESSAGES.privateKey : null
  return blank(d.connectionPassword) ? DEVICE_MESSAGES.password : null
}

export interface CredentialDraft {
  profileName: string
  profileType: CredentialType | '' | null
  username?: string | null
  userkey?: string | null
}

/** The first rule a credential breaks (spec 2 §5); null when it may be saved. */
export function credentialProblem(c: CredentialDraft): string | null {
  if (blank(c.profileName)) return CREDENTIAL_MESSAGES.name
  if (!c.profileType) return CREDENTIAL_MESSAGES.type
  const needsUser = c.profileType === 'password' || c.profileType === 'private_key'
  if (needsUser && blank(c.username)) return CREDENTIAL_MESSAGES.username
  if (!c.userkey) return CREDENTIAL_MESSAGES.secret[c.profileType]
  return null
}
