import type { Database } from './db'
import type { Clock } from './clock'

export interface SessionUser {
  id: number
  username: string
  isSuperAdmin: boolean
}

const hashToken = (token: string) => new Bun.CryptoHasher('sha256').update(token).digest('hex')

/** Opaque bearer tokens: random, stored only as a hash, tied to the user's session version. */
export function createSessions(db: Database, clock: Clock, ttlMs: number) {
  const insert = db.query(
    `INSERT INTO sessions (user_id, token_hash, session_version, created_at, expires_at)
     SELECT id, ?, session_version, ?, ? FROM users WHERE id = ?`,
  )
  const find = db.query<{ id: number; username: string; isSuperAdmin: number }, [string, number]>(
    `SELECT u.id, u.username, u.is_super_admin AS isSuperAdmin
       FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.token_hash = ? AND s.expires_at > ? AND s.session_version = u.session_version`,
  )
  const purge = db.query('DELETE FROM sessions WHERE expires_at <= ?')
  const remove = db.query('DELETE FROM sessions WHERE token_hash = ?')

  return {
    issue(userId: number): { token: string; expiresAt: number } {
      const now = clock.now()
      purge.run(now)
      const token = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url')
      const expiresAt = now + ttlMs
      insert.run(hashToken(token), now, expiresAt, userId)
      return { token, expiresAt }
    },
    verify(token: string): SessionUser | null {
      const row = find.get(hashToken(token), clock.now())
      return row ? { id: row.id, username: row.username, isSuperAdmin: row.isSuperAdmin === 1 } : null
    },
    revoke(token: string) {
      remove.run(hashToken(token))
    },
  }
}

export type Sessions = ReturnType<typeof createSessions>
