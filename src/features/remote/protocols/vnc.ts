import type { GuacdProtocol } from './protocol'

/** VNC needs nothing beyond the address and the password. */
export const vnc: GuacdProtocol = () => ({})
