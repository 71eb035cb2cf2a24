import type { GuacdProtocol } from './protocol'
import { terminal } from './terminal'

export const telnet: GuacdProtocol = terminal
