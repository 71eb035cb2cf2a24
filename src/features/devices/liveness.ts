import { icmpPing, tcpConnect } from '../../core/host-probe'

// Ports a home server usually answers on; a refused connection proves the host is up as well as an accepted one.
const PROBE_PORTS = [22, 80, 443, 445, 3389, 5900, 8006, 9]
const PING_TIMEOUT_S = 1
const TCP_TIMEOUT_MS = 1500

/** Whether the host is up: a ping reply, else any TCP answer (hosts that drop ICMP still refuse or accept connections). */
export async function isUp(ip: string): Promise<boolean> {
  if (typeof (await icmpPing(ip, PING_TIMEOUT_S)) === 'number') return true
  // The host answers at all: it accepts or refuses.
  const answers = await Promise.all(PROBE_PORTS.map((port) => tcpConnect(ip, port, TCP_TIMEOUT_MS)))
  return answers.some((a) => a.outcome !== 'silent')
}

export type Prober = (ip: string) => Promise<boolean>
