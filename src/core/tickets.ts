import { dropOldest } from './bounded'
import type { Clock } from './clock'
import { randomBytes } from './node-builtins'
import type { Sessions, SessionUser } from './sessions'

/** How long a ticket waits for its connection: enough to open a socket, too short for a logged URL to be worth anything. */
export const TICKET_TTL_MS = 30_000
// Unused tickets a session may hold; one more drops its oldest (a screen opens a handful of sockets at once).
const PER_SESSION = 8
// Unused tickets held in all: many sessions asking at once drop the oldest (nearest expiry) rather than grow memory.
const MAX_HELD = 10_000

interface Held {
  session: string
  purpose: string
  subject?: number
  expiresAt: number
}

/** A redeemed ticket: the session that asked for it (still live) and what it named. */
export interface Admitted {
  user: SessionUser
  session: string
  subject?: number
}

/**
 * Single-use, short-lived tickets for connections that cannot send the bearer header (websockets): asked for over an
 * authenticated call, held only in this process, each for one purpose (and optionally one object, the `subject`) and
 * bound to the session that asked, so its connection is held and closed with that session like any other.
 */
export function createTickets(deps: { clock: Clock; sessions: Sessions }) {
  // In issue order, which is expiry order: one lifetime for all.
  const held = new Map<string, Held>()
  const bySession = new Map<string, Set<string>>()

  const drop = (ticket: string) => {
    const h = held.get(ticket)
    if (!h) return
    held.delete(ticket)
    const mine = bySession.get(h.session)
    mine?.delete(ticket)
    if (mine?.size === 0) bySession.delete(h.session)
  }
  const forgetExpired = (now: number) => dropOldest(held, (ticket) => held.get(ticket)!.expiresAt <= now, drop)

  return {
    issue(session: string, purpose: string, subject?: number): { ticket: string; expiresAt: number } {
      const now = deps.clock.now()
      forgetExpired(now)
      const mine = bySession.get(session) ?? new Set<string>()
      if (mine.size >= PER_SESSION) drop(mine.values().next().value!)
      dropOldest(held, () => held.size >= MAX_HELD, drop)
      const ticket = randomBytes(32).toString('base64url')
      const expiresAt = now + TICKET_TTL_MS
      held.set(ticket, { session, purpose, subject, expiresAt })
      bySession.set(session, mine.add(ticket))
      return { ticket, expiresAt }
    },
    /** The ticket's session and subject, once; null when it is unknown, used, expired, for another purpose or its session ended. */
    redeem(ticket: string, purpose: string): Admitted | null {
      const now = deps.clock.now()
      forgetExpired(now)
      const h = held.get(ticket)
      if (!h) return null
      // Spent by any attempt: a ticket tried at the wrong door cannot be tried again.
      drop(ticket)
      if (h.purpose !== purpose || h.expiresAt <= now) return null
      const user = deps.sessions.verify(h.session)
      return user && { user, session: h.session, subject: h.subject }
    },
    /** Unused tickets held (tests check the caps). */
    get size() {
      return held.size
    },
  }
}

export type Tickets = ReturnType<typeof createTickets>
