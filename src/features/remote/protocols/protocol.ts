import type { ConnectionTarget } from '../../../definitions/devices'

/** A guacd parameter's value; an empty one (null, '', false) is left out of the handshake. */
export type GuacdValue = string | number | boolean | null
/** The guacd parameters one protocol adds to the address and sign-in every protocol sends (guacamole's protocol reference). */
export type GuacdProtocol = (target: ConnectionTarget) => Record<string, GuacdValue>
