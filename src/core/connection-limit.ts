import { readFileSync } from 'node:fs'
import { Elysia } from 'elysia'
import { dropOldest } from './bounded'

/**
 * Connections one client address may open within the idle timeout: a household's browsers and displays hold a few
 * dozen, a reverse proxy in front of Foyer (all clients on one address) a few hundred, a script without keep-alive ~40/s.
 */
const MAX_CONNECTIONS_PER_ADDRESS = 512
/** File handles kept free for the server's own work (database, uploads, camera relays) whatever the clients hold. */
const HANDLES_FOR_SERVER = 1024
/** Bun closes a keep-alive connection idle this long (Bun.serve idleTimeout); a connection not seen for longer is gone. */
export const IDLE_TIMEOUT_S = 10
// Addresses remembered at most: a flood of addresses cannot grow the map past this.
const MAX_ADDRESSES = 10_000
const BUSY = 'Too many connections from this address. Close some and try again.'

/** Connections all clients may hold under a limit on open files: a quarter of a small limit (a container's 1024) stays the server's. */
export const connectionBudget = (openFiles: number) => openFiles - Math.min(HANDLES_FOR_SERVER, Math.floor(openFiles / 4))

/** The soft limit on open files (Linux /proc; Bun raises it to the hard limit at start), or none known. */
function openFilesLimit(): number {
  try {
    const line = readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('Max open files'))
    const soft = Number(line?.split(/\s{2,}/)[1])
    return Number.isFinite(soft) && soft > 0 ? soft : Number.POSITIVE_INFINITY
  } catch {
    return Number.POSITIVE_INFINITY
  }
}

/**
 * Bun's HTTP server has no per-connection hook, but each request names its connection: the client's address and port.
 * A port seen within the idle timeout is an open connection; a request on a new one, past its address's cap or past what
 * the file-handle limit leaves the server, is answered 503 with `Connection: close`, which makes Bun close it at once.
 */
export function createConnectionLimit(opts: { perAddress: number; total: number; windowMs: number; now: () => number }) {
  // Both in the order of last use (set again on each request), so the stale ones are first.
  const byAddress = new Map<string, Map<number, number>>()
  let open = 0
  const prune = (ports: Map<number, number>, now: number) =>
    dropOldest(
      ports,
      (port) => now - ports.get(port)! > opts.windowMs,
      (port) => {
        ports.delete(port)
        open--
      },
    )
  return {
    /** True when this connection may be served. */
    admit(address: string, port: number): boolean {
      const now = opts.now()
      const ports = byAddress.get(address) ?? new Map<number, number>()
      byAddress.delete(address)
      byAddress.set(address, ports)
      prune(ports, now)
      const known = ports.delete(port)
      if (!known && (ports.size >= opts.perAddress || open >= opts.total)) {
        if (ports.size === 0) byAddress.delete(address)
        return false
      }
      ports.set(port, now)
      if (!known) open++
      dropOldest(byAddress, (a) => {
        const p = byAddress.get(a)!
        prune(p, now)
        return p.size === 0 || byAddress.size > MAX_ADDRESSES
      })
      return true
    },
    /** Connections counted as open (tests). */
    get open() {
      return open
    },
  }
}

/** The limit on every request of the app, where Bun serves it (app.handle in tests has no connection). */
export function connectionLimit(limits: { perAddress?: number; total?: number } = {}) {
  const limit = createConnectionLimit({
    perAddress: limits.perAddress ?? MAX_CONNECTIONS_PER_ADDRESS,
    total: limits.total ?? connectionBudget(openFilesLimit()),
    windowMs: (IDLE_TIMEOUT_S + 2) * 1000,
    now: Date.now,
  })
  return new Elysia({ name: 'connection-limit' }).onRequest(({ request, server, set }) => {
    const peer = server?.requestIP(request)
    if (!peer || limit.admit(peer.address, peer.port)) return
    set.status = 503
    set.headers.connection = 'close'
    return { error: true, message: BUSY }
  })
}
