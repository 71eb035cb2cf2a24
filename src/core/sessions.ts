import { changeCounter, type Database, tx } from './db'
import type { Clock } from './clock'
import { createLiveConnections, type Hold } from './live-connections'

export interface SessionUser {
  id: number
  username: string
  isSuperAdmin: boolean
}

const hashToken = (token: string) => new Bun.CryptoHasher('sha256').update(token).digest('hex')

// How often open streams re-check their session: the longest an expired or otherwise ended session keeps one open.
const SWEEP_MS = 2000
// Live sessions kept per user: far more than one person's browsers, phones and wall displays, yet a script signing in
// in a loop leaves at most this many rows (the oldest sign-in gives way, as if logged out).
export const MAX_SESSIONS_PER_USER = 50
// Sessions verified since the last write that are kept in memory; past it the memo starts again (random tokens are never kept).
const VERIFIED_MAX = 1024

/**
 * Opaque bearer tokens: random, stored only as a hash, tied to the user's session version.
 * Long-lived connections (event streams, websockets) are held here too, so ending a session closes them.
 */
export function createSessions(deps: { db: Database; clock: Clock; ttlMs: number; sweepMs?: number }) {
  const { db, clock, ttlMs } = deps
  const insert = db.query(
    `INSERT INTO sessions (user_id, token_hash, session_version, created_at, expires_at)
     SELECT id, ?, session_version, ?, ? FROM users WHERE id = ?`,
  )
  const find = db.query<{ id: number; username: string; isSuperAdmin: number; expiresAt: number }, [string, number]>(
    `SELECT u.id, u.username, u.is_super_admin AS isSuperAdmin, s.expires_at AS expiresAt
       FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.token_hash = ? AND s.expires_at > ? AND s.session_version = u.session_version`,
  )
  const purge = db.query('DELETE FROM sessions WHERE expires_at <= ?')
  // A user's sessions past their newest ?2, by sign-in order (the schema records no use, and recording it would cost a write per call).
  const crowdedOut = db.query<{ tokenHash: string }, [number, number]>(
    `DELETE FROM sessions WHERE user_id = ?1 AND id NOT IN (SELECT id FROM sessions WHERE user_id = ?1 ORDER BY id DESC LIMIT ?2)
     RETURNING token_hash AS tokenHash`,
  )
  const remove = db.query('DELETE FROM sessions WHERE token_hash = ?')
  const removeAll = db.query('DELETE FROM sessions WHERE user_id = ?')
  const userOf = (tokenHash: string) => find.get(tokenHash, clock.now())?.id
  // Every way a session ends early (logout, password change, user deleted or changed) is a write: a session verified
  // since the last write is still valid until its expiry, so a screen polling the API costs no query per call.
  const changes = changeCounter(db)
  const verified = new Map<string, { user: SessionUser; expiresAt: number }>()
  let verifiedAt = -1
  const live = createLiveConnections({ sweepMs: deps.sweepMs ?? SWEEP_MS, isLive: (tokenHash) => userOf(tokenHash) !== undefined })

  return {
    issue(userId: number): { token: string; expiresAt: number } {
      const now = clock.now()
      const token = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url')
      const expiresAt = now + ttlMs
      const dropped = tx(db, () => {
        purge.run(now)
        insert.run(hashToken(token), now, expiresAt, userId)
        return crowdedOut.all(userId, MAX_SESSIONS_PER_USER)
      })
      // Ended like a logout: their open streams close now, not at the next sweep.
      for (const { tokenHash } of dropped) live.endSession(tokenHash)
      return { token, expiresAt }
    },
    verify(token: string): SessionUser | null {
      const tokenHash = hashToken(token)
      const now = clock.now()
      const writes = changes()
      if (writes !== verifiedAt) {
        verified.clear()
        verifiedAt = writes
      }
      const known = verified.get(tokenHash)
      if (known && known.expiresAt > now) return known.user
      const row = find.get(tokenHash, now)
      if (!row) return null
      const user = { id: row.id, username: row.username, isSuperAdmin: row.isSuperAdmin === 1 }
      if (verified.size >= VERIFIED_MAX) verified.clear()
      verified.set(tokenHash, { user, expiresAt: row.expiresAt })
      return user
    },
    revoke(token: string) {
      const tokenHash = hashToken(token)
      remove.run(tokenHash)
      live.endSession(tokenHash)
    },
    /** After a password change or deleting the user: every session of theirs ends and their open streams close now. */
    endAll(userId: number) {
      removeAll.run(userId)
      live.endUser(userId)
    },
    /** Holds a long-lived connection of this token's session; one that already ended is closed at once. */
    hold(token: string, close: () => void): ReturnType<Hold> {
      const tokenHash = hashToken(token)
      const userId = userOf(tokenHash)
      if (userId === undefined) {
        close()
        return () => {}
      }
      return live.add(tokenHash, userId, close)
    },
    /** How many connections are held (tests check none leak). */
    get held() {
      return live.size
    },
  }
}

export type Sessions = ReturnType<typeof createSessions>
