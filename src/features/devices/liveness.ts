import { nodeNet } from '../../core/node-builtins'

// Ports a home server usually answers on; a refused connection proves the host is up as well as an accepted one.
const PROBE_PORTS = [22, 80, 443, 445, 3389, 5900, 8006, 9]
const PING_TIMEOUT_S = 1
const TCP_TIMEOUT_MS = 1500

/** One TCP connect: true when the host answers at all (accepts or refuses), false on silence or unreachable. */
function answersOn(ip: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = nodeNet().connect({ host: ip, port })
    const finish = (up: boolean) => {
      clearTimeout(timer)
      socket.destroy()
      resolve(up)
    }
    const timer = setTimeout(() => finish(false), TCP_TIMEOUT_MS)
    socket.once('connect', () => finish(true))
    socket.once('error', (e: NodeJS.ErrnoException) => finish(e.code === 'ECONNREFUSED' || e.code === 'ECONNRESET'))
  })
}

/** ICMP through the system ping (it needs no root where ping is installed as usual); null when ping cannot run here. */
async function ping(ip: string): Promise<boolean | null> {
  const binary = Bun.which('ping')
  if (!binary) return null
  const proc = Bun.spawn([binary, '-n', '-c', '1', '-W', String(PING_TIMEOUT_S), ip], { stdout: 'ignore', stderr: 'ignore' })
  const code = await proc.exited
  // 0: a reply; 1: no reply; anything else: ping itself failed (no permission, no network).
  return code === 0 ? true : code === 1 ? false : null
}

/** Whether the host is up: a ping reply, else any TCP answer (hosts that drop ICMP still refuse or accept connections). */
export async function isUp(ip: string): Promise<boolean> {
  if (await ping(ip)) return true
  const answers = await Promise.all(PROBE_PORTS.map((port) => answersOn(ip, port)))
  return answers.some(Boolean)
}

export type Prober = (ip: string) => Promise<boolean>
