import { TICKET_DISPLAY_VIEW, type TicketPurpose } from '../definitions/tickets'
import { dropOldest } from './bounded'
import type { Clock } from './clock'
import type { DisplayGrant } from './display-access'
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

/** A redeemed ticket: the session or wall display that asked for it (still live) and what it named. */
export interface Admitted {
  user: SessionUser
  /** The bearer token that asked: a session's, or a display's when `display` is set. */
  session: string
  subject?: number
  display?: DisplayGrant
}

/** A wall display token's owner and grant, or null when it is no live display (revoked, unknown). */
export type DisplayLookup = (token: string) => { user: SessionUser; display: DisplayGrant } | null

/**
 * Single-use, short-lived tickets for connections that cannot send the bearer header (websockets): asked for over an
 * authenticated call, held only in this process, each for one purpose (and optionally one object, the `subject`) and
 * bound to the session that asked, so its connection is held and closed with that session like any other. A wall
 * display's token may hold them too, for a purpose one of its views needs (TICKET_DISPLAY_VIEW), bound to that display.
 */
export function createTickets(deps: { clock: Clock; sessions: Sessions; displays?: DisplayLookup }) {
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
    /**
     * The ticket's session (or display) and subject, once; null when it is unknown, used, expired, for another purpose,
     * or its session ended (its display was revoked, or no longer shows what the purpose needs).
     */
    redeem(ticket: string, purpose: string): Admitted | null {
      const now = deps.clock.now()
      forgetExpired(now)
      const h = held.get(ticket)
      if (!h) return null
      // Spent by any attempt: a ticket tried at the wrong door cannot be tried again.
      drop(ticket)
      if (h.purpose !== purpose || h.expiresAt <= now) return null
      const user = deps.sessions.verify(h.session)
      if (user) return { user, session: h.session, subject: h.subject }
      const shown = deps.displays?.(h.session)
      const needs = TICKET_DISPLAY_VIEW[purpose as TicketPurpose] ?? null
      if (!shown || !needs || !shown.display.views.some((view) => view.kind === needs)) return null
      return { user: shown.user, session: h.session, subject: h.subject, display: shown.display }
    },
    /** Unused tickets held (tests check the caps). */
    get size() {
      return held.size
    },
  }
}

export type Tickets = ReturnType<typeof createTickets>
