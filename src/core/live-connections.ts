/** Keeps a long-lived connection open only while its session lives: `close` runs when it ends; call the returned release when the connection ends first. */
export type Hold = (close: () => void) => () => void

/** Event streams and sockets one session holds open at most (a wall display with many cameras and codes holds about 20). */
export const MAX_HELD_PER_SESSION = 32
/** The same over all of a user's sessions (several displays and phones). */
export const MAX_HELD_PER_USER = 100

interface Connection {
  session: string
  userId: number
  close: () => void
}

/**
 * Every open event stream and websocket, filed under its session (token hash) and user. Ending a session or all
 * of a user's sessions closes theirs at once; a periodic sweep asks `isLive` about each session so expiry, and any
 * way of ending sessions that forgot to say so, still closes them within `sweepMs`. The sweep runs only while
 * something is open.
 */
export function createLiveConnections(opts: { sweepMs: number; isLive: (session: string) => boolean }) {
  // Both in the order opened, so the oldest is first.
  const bySession = new Map<string, Set<Connection>>()
  const byUser = new Map<number, Set<Connection>>()
  let timer: ReturnType<typeof setInterval> | undefined

  const release = (c: Connection) => {
    const set = bySession.get(c.session)
    if (!set?.delete(c)) return
    if (set.size === 0) bySession.delete(c.session)
    const mine = byUser.get(c.userId)!
    mine.delete(c)
    if (mine.size === 0) byUser.delete(c.userId)
    if (bySession.size > 0) return
    clearInterval(timer)
    timer = undefined
  }
  const end = (connections: Iterable<Connection>) => {
    for (const c of [...connections]) {
      release(c)
      try {
        c.close()
      } catch {}
    }
  }
  const alive = (session: string) => {
    try {
      return opts.isLive(session)
    } catch {
      // Cannot tell (database gone): close; a client that still has a session simply reconnects.
      return false
    }
  }
  const sweep = () => {
    for (const [session, set] of [...bySession]) if (!alive(session)) end(set)
  }

  return {
    add(session: string, userId: number, close: () => void): () => void {
      const c: Connection = { session, userId, close }
      const set = bySession.get(session) ?? new Set()
      bySession.set(session, set.add(c))
      const mine = byUser.get(userId) ?? new Set()
      byUser.set(userId, mine.add(c))
      // A client that opens and never closes (a loop, a leak) loses its oldest: far above what screens hold open.
      if (set.size > MAX_HELD_PER_SESSION) end([set.values().next().value!])
      if (mine.size > MAX_HELD_PER_USER) end([mine.values().next().value!])
      if (!timer) {
        timer = setInterval(sweep, opts.sweepMs)
        timer.unref?.()
      }
      return () => release(c)
    },
    endSession: (session: string) => end(bySession.get(session) ?? []),
    endUser: (userId: number) => end(byUser.get(userId) ?? []),
    get size() {
      let n = 0
      for (const set of bySession.values()) n += set.size
      return n
    },
  }
}
