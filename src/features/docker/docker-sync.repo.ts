import type { Database } from '../../core/db'

/** What a user's card of one container was given at import or by the last sync (live_app still sealed). */
export interface Remembered {
  listingId: number
  endpoint: number
  container: string
  name: string
  url: string
  description: string | null
  icon: string | null
  liveApp: string | null
  removedAt: number | null
}

interface Row {
  id: number
  endpoint_id: number
  container: string
  name: string
  url: string
  description: string | null
  icon: string | null
  live_app: string | null
  removed_at: number | null
}

const toRemembered = (r: Row): Remembered => ({
  listingId: r.id,
  endpoint: r.endpoint_id,
  container: r.container,
  name: r.name,
  url: r.url,
  description: r.description,
  icon: r.icon,
  liveApp: r.live_app,
  removedAt: r.removed_at,
})

// Every query is scoped by the user: one user's sync never reads or writes another's cards.
export function createDockerSyncRepo(db: Database) {
  const syncing = db.query<{ host: string | null }, [number]>('SELECT host FROM docker_sync_users WHERE user_id = ?')
  const start = db.query('INSERT INTO docker_sync_users (user_id, host, since) VALUES (?, ?, ?) ON CONFLICT (user_id) DO UPDATE SET host = excluded.host')
  const stop = db.query('DELETE FROM docker_sync_users WHERE user_id = ?')
  const users = db.query<{ user_id: number }, []>('SELECT user_id FROM docker_sync_users ORDER BY user_id')
  const seen = db.query<{ endpoint_id: number; container: string }, [number]>(
    'SELECT endpoint_id, container FROM docker_sync_seen WHERE sync_id = (SELECT id FROM docker_sync_users WHERE user_id = ?)',
  )
  const see = db.query('INSERT OR IGNORE INTO docker_sync_seen (sync_id, endpoint_id, container) SELECT id, ?, ? FROM docker_sync_users WHERE user_id = ?')
  const rows = db.query<Row, [number]>(
    'SELECT id, endpoint_id, container, name, url, description, icon, live_app, removed_at FROM docker_synced_cards WHERE user_id = ? ORDER BY id',
  )
  const put = db.query(
    `INSERT INTO docker_synced_cards (id, user_id, endpoint_id, container, name, url, description, icon, live_app, removed_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (id) DO UPDATE SET name = excluded.name, url = excluded.url, description = excluded.description, icon = excluded.icon,
       live_app = excluded.live_app, removed_at = excluded.removed_at WHERE user_id = excluded.user_id`,
  )
  const removed = db.query('UPDATE docker_synced_cards SET removed_at = ? WHERE user_id = ? AND id = ?')
  return {
    /** The user's sync, with the host their browser reached Foyer at (a local socket's published ports are on it); null: off. */
    sync: (userId: number) => syncing.get(userId) ?? null,
    /** Off forgets the containers seen: turned on again, whatever is offered then counts as seen. */
    setSync: (userId: number, on: boolean, host: string | null, now: number) => (on ? start.run(userId, host, now) : stop.run(userId)),
    syncingUsers: () => users.all().map((r) => r.user_id),
    /** The containers a syncing user has seen, as endpoint and name keys. */
    seen: (userId: number) => seen.all(userId).map((r) => [r.endpoint_id, r.container] as const),
    /** Counts a container as seen while the user syncs (nothing when they do not). */
    see: (userId: number, endpoint: number, container: string) => see.run(endpoint, container, userId),
    remembered: (userId: number) => rows.all(userId).map(toRemembered),
    remember: (userId: number, r: Remembered) =>
      put.run(r.listingId, userId, r.endpoint, r.container, r.name, r.url, r.description, r.icon, r.liveApp, r.removedAt),
    markRemoved: (userId: number, listingId: number, at: number) => removed.run(at, userId, listingId),
  }
}
