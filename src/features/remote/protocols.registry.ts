import type { ConnectionTarget, ConnectionType } from '../../definitions/devices'
import type { GuacdProtocol, GuacdValue } from './protocols/protocol'
import { rdp } from './protocols/rdp'
import { ssh } from './protocols/ssh'
import { telnet } from './protocols/telnet'
import { vnc } from './protocols/vnc'

/** Every connection type's guacd parameters; the compiler refuses a type without an entry. */
const PROTOCOLS = { ssh, rdp, vnc, telnet } satisfies Record<ConnectionType, GuacdProtocol>

/** guacd's settings for a device's connection: its address and sign-in, then its protocol's own, empty values left out. */
export function guacdSettings(target: ConnectionTarget): Record<string, string | number | boolean> {
  const all: Record<string, GuacdValue> = { username: target.username, password: target.password, ...PROTOCOLS[target.type](target) }
  const settings: Record<string, string | number | boolean> = { hostname: target.hostname, port: target.port }
  for (const [name, value] of Object.entries(all)) if (value !== null && value !== '' && value !== false) settings[name] = value
  return settings
}
