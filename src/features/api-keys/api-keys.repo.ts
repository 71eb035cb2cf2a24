import type { Database } from '../../core/db'

interface Row {
  id: number
  user_id: number
  name: string
  key_sealed: string
  permissions: string
  created_at: number
  expires_at: number | null
}

export interface KeyRecord {
  id: number
  userId: number
  name: string
  sealed: string
  permissions: string[]
  createdAt: number
  expiresAt: number | null
}

const toRecord = (r: Row): KeyRecord => ({
  id: r.id,
  userId: r.user_id,
  name: r.name,
  sealed: r.key_sealed,
  permissions: JSON.parse(r.permissions),
  createdAt: r.created_at,
  expiresAt: r.expires_at,
})

export function createApiKeysRepo(db: Database) {
  const list = db.query<Row, [number]>('SELECT * FROM api_keys WHERE user_id = ? ORDER BY id DESC')
  const one = db.query<Row, [number, number]>('SELECT * FROM api_keys WHERE id = ? AND user_id = ?')
  const byHash = db.query<Row, [string]>('SELECT * FROM api_keys WHERE key_hash = ?')
  const insert = db.query<{ id: number }, [number, string, string, string, string, number, number | null, number]>(
    `INSERT INTO api_keys (user_id, name, key_hash, key_sealed, permissions, created_at, expires_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
  )
  const update = db.query('UPDATE api_keys SET name = ?, permissions = ?, expires_at = ?, updated_at = ? WHERE id = ? AND user_id = ?')
  const remove = db.query('DELETE FROM api_keys WHERE id = ? AND user_id = ?')
  const count = db.query<{ n: number }, [number]>('SELECT count(*) AS n FROM api_keys WHERE user_id = ?')
  return {
    list: (userId: number) => list.all(userId).map(toRecord),
    get: (userId: number, id: number) => {
      const row = one.get(id, userId)
      return row ? toRecord(row) : null
    },
    byHash: (hash: string) => {
      const row = byHash.get(hash)
      return row ? toRecord(row) : null
    },
    insert: (userId: number, k: { name: string; hash: string; sealed: string; permissions: string[]; expiresAt: number | null }, now: number) =>
      insert.get(userId, k.name, k.hash, k.sealed, JSON.stringify(k.permissions), now, k.expiresAt, now)!.id,
    update: (userId: number, id: number, k: { name: string; permissions: string[]; expiresAt: number | null }, now: number) =>
      update.run(k.name, JSON.stringify(k.permissions), k.expiresAt, now, id, userId).changes > 0,
    remove: (userId: number, id: number) => remove.run(id, userId).changes > 0,
    count: (userId: number) => count.get(userId)!.n,
  }
}
