import type { GuacdProtocol } from './protocol'

/** What the text-terminal protocols (SSH, Telnet) share: the colours and the terminal guacd emulates. */
export const terminal: GuacdProtocol = (target) => ({ 'color-scheme': target.colorScheme, 'terminal-type': target.terminalType })
