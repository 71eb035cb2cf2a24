import type { Database } from '../../core/db'
import type { DisplaySettings } from './displays.schema'

interface Row {
  id: number
  user_id: number
  name: string
  token_hash: string
  token_hint: string
  config: string
  created_at: number
  last_seen_at: number | null
  last_address: string | null
}

export interface DisplayRecord {
  id: number
  userId: number
  /** The SHA-256 of its token: the key its open sockets are held under. */
  tokenHash: string
  hint: string
  settings: DisplaySettings
  createdAt: number
  lastSeenAt: number | null
  lastAddress: string | null
}

const toRecord = (r: Row): DisplayRecord => ({
  id: r.id,
  userId: r.user_id,
  tokenHash: r.token_hash,
  hint: r.token_hint,
  settings: { ...JSON.parse(r.config), name: r.name },
  createdAt: r.created_at,
  lastSeenAt: r.last_seen_at,
  lastAddress: r.last_address,
})

export function createDisplaysRepo(db: Database) {
  const list = db.query<Row, [number]>('SELECT * FROM displays WHERE user_id = ? ORDER BY id DESC')
  const byHash = db.query<Row, [string]>('SELECT * FROM displays WHERE token_hash = ?')
  const insert = db.query<{ id: number }, [number, string, string, string, string, number]>(
    'INSERT INTO displays (user_id, name, token_hash, token_hint, config, created_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING id',
  )
  const remove = db.query<{ tokenHash: string }, [number, number]>('DELETE FROM displays WHERE id = ? AND user_id = ? RETURNING token_hash AS tokenHash')
  const update = db.query<{ id: number }, [string, string, number, number]>(
    'UPDATE displays SET name = ?, config = ? WHERE id = ? AND user_id = ? RETURNING id',
  )
  const seen = db.query('UPDATE displays SET last_seen_at = ?, last_address = ? WHERE id = ?')
  const count = db.query<{ n: number }, [number]>('SELECT count(*) AS n FROM displays WHERE user_id = ?')
  return {
    list: (userId: number) => list.all(userId).map(toRecord),
    byHash: (hash: string) => {
      const row = byHash.get(hash)
      return row ? toRecord(row) : null
    },
    insert(userId: number, hash: string, hint: string, { name, ...config }: DisplaySettings, now: number) {
      return insert.get(userId, name, hash, hint, JSON.stringify(config), now)!.id
    },
    /** False when the user has no such display. */
    update: (userId: number, id: number, { name, ...config }: DisplaySettings) => update.get(name, JSON.stringify(config), id, userId) !== null,
    remove: (userId: number, id: number) => remove.get(id, userId)?.tokenHash ?? null,
    seen: (id: number, at: number, address: string) => seen.run(at, address, id),
    count: (userId: number) => count.get(userId)!.n,
  }
}
