import { outboundUrl } from './http-client'
import { nodeNet } from './node-builtins'

// Probes of a host that are not HTTP: a TCP connect and an ICMP echo. Devices' liveness and the TCP port and Ping
// live apps share them; the system ping gets the host as one argument, never through a shell.

/** How a TCP connect went: accepted (in ms), refused (the host answered: nothing listens there), or no answer at all. */
export type TcpAnswer = { outcome: 'open'; ms: number } | { outcome: 'refused' } | { outcome: 'silent'; why: string }

/** One TCP connect, closed again as soon as it is made. */
export function tcpConnect(host: string, port: number, timeoutMs: number): Promise<TcpAnswer> {
  return new Promise((resolve) => {
    const started = performance.now()
    const socket = nodeNet().connect({ host, port })
    const finish = (answer: TcpAnswer) => {
      clearTimeout(timer)
      socket.destroy()
      resolve(answer)
    }
    const timer = setTimeout(() => finish({ outcome: 'silent', why: `no answer within ${timeoutMs / 1000} s` }), timeoutMs)
    socket.once('connect', () => finish({ outcome: 'open', ms: performance.now() - started }))
    socket.once('error', (e: NodeJS.ErrnoException) =>
      finish(e.code === 'ECONNREFUSED' || e.code === 'ECONNRESET' ? { outcome: 'refused' } : { outcome: 'silent', why: e.code ?? e.message }),
    )
  })
}

// A host name or an IP address, as the URL parser leaves it: no spaces, no option-like leading dash.
const HOST = /^[\w.:%-]+$/

/** The ping command for one echo of a host: the host is its last argument, and only a host (null for anything else). */
export function pingCommand(binary: string, host: string, timeoutS: number): string[] | null {
  if (!HOST.test(host) || host.startsWith('-')) return null
  return [binary, '-n', '-c', '1', '-W', String(timeoutS), host]
}

/**
 * ICMP through the system ping (it needs no root where ping is installed as usual): the round trip in ms, false for no
 * reply, null when ping cannot run here (not installed, not permitted) or the host is not one.
 */
export async function icmpPing(host: string, timeoutS: number): Promise<number | false | null> {
  const binary = Bun.which('ping')
  const command = binary && pingCommand(binary, host, timeoutS)
  if (!command) return null
  const proc = Bun.spawn(command, { stdout: 'pipe', stderr: 'ignore' })
  const [code, said] = await Promise.all([proc.exited, new Response(proc.stdout).text()])
  // 0: a reply; 1: no reply; anything else: ping itself failed (no permission, no network).
  if (code !== 0) return code === 1 ? false : null
  return Number(/time[=<]([\d.]+)/.exec(said)?.[1] ?? 0)
}

/** The host and port an http(s) address names, through the one outbound check (the port its scheme implies when it names none). */
export function hostOf(address: string): { host: string; port: number } {
  const url = outboundUrl(address)
  const port = url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80
  // An IPv6 literal is bracketed in a URL, bare for a socket or ping.
  return { host: url.hostname.replace(/^\[(.*)\]$/, '$1'), port }
}
