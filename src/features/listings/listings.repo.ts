import type { Database } from '../../core/db'
import type { Icon } from '../../core/input'
import type { ListingType } from '../../definitions/listing-kinds'
import type { FolderRef, Listing } from './listings.schema'

interface ListingRow {
  id: number
  parent_id: number | null
  listing_type: ListingType
  listing_name: string
  listing_url: string | null
  local_url: string | null
  description: string | null
  listing_icon: string | null
  in_sidebar: number
  live_app_configured: number
  live_app_enabled: number
  live_app_id: string | null
  live_app_refresh: number | null
  live_app_datapoints: string | null
}

/** What a save writes; parent and order are set on insert and by move/reorder only. */
export interface ListingWrite {
  listingType: ListingType
  listingName: string
  listingUrl: string | null
  localUrl: string | null
  description: string | null
  /** Null only for kinds without an icon field (streams). */
  listingIcon: Icon | null
  inSidebar: boolean
  liveAppConfigured: boolean
  liveAppEnabled: boolean
  liveAppId: string | null
  liveAppRefresh: number | null
  /** Already sealed. */
  liveAppConfig: string | null
  liveAppDatapoints: string[] | null
}

// Lists never read the sealed live-app config: cards do not need it and 1,000 decryptions per page would.
const COLUMNS = `id, parent_id, listing_type, listing_name, listing_url, local_url, description, listing_icon,
  in_sidebar, live_app_configured, live_app_enabled, live_app_id, live_app_refresh, live_app_datapoints`

function toListing(r: ListingRow): Listing {
  return {
    id: r.id,
    listingName: r.listing_name,
    listingType: r.listing_type,
    parentId: r.parent_id,
    listingUrl: r.listing_url,
    localUrl: r.local_url,
    description: r.description,
    listingIcon: r.listing_icon ? (JSON.parse(r.listing_icon) as Icon) : null,
    inSidebar: r.in_sidebar === 1,
    liveAppConfigured: r.live_app_configured === 1,
    liveAppEnabled: r.live_app_enabled === 1,
    integration: r.live_app_id
      ? {
          appId: r.live_app_id,
          autoRefreshAfter: r.live_app_refresh,
          datapoints: r.live_app_datapoints ? (JSON.parse(r.live_app_datapoints) as string[]) : null,
        }
      : null,
  }
}

export function createListingsRepo(db: Database) {
  const byId = db.query<ListingRow, [number, number]>(`SELECT ${COLUMNS} FROM listings WHERE id = ? AND user_id = ?`)
  const countAll = db.query<{ n: number }, [number]>('SELECT count(*) AS n FROM listings WHERE user_id = ?')
  const sealedConfig = db.query<{ live_app_config: string | null }, [number, number]>('SELECT live_app_config FROM listings WHERE id = ? AND user_id = ?')
  // `IS` matches NULL too, so the root (parent_id NULL) and folders share one statement.
  const children = db.query<ListingRow, [number, number | null]>(`SELECT ${COLUMNS} FROM listings WHERE user_id = ? AND parent_id IS ? ORDER BY sort_order, id`)
  const childIds = db.query<{ id: number }, [number, number | null]>('SELECT id FROM listings WHERE user_id = ? AND parent_id IS ? ORDER BY sort_order, id')
  const sidebar = db.query<ListingRow, [number]>(
    `SELECT ${COLUMNS} FROM listings WHERE user_id = ? AND in_sidebar = 1 ORDER BY listing_name COLLATE NOCASE, id`,
  )
  const ofType = db.query<ListingRow, [number, string]>(
    `SELECT ${COLUMNS} FROM listings WHERE user_id = ? AND listing_type = ? ORDER BY listing_name COLLATE NOCASE, id`,
  )
  const adminLinks = db.query<{ localUrl: string | null; listingUrl: string | null }, [string]>(
    `SELECT l.local_url AS localUrl, l.listing_url AS listingUrl FROM listings l JOIN users u ON u.id = l.user_id
     WHERE u.is_super_admin = 1 AND l.live_app_id = ?`,
  )
  const all = db.query<ListingRow, [number]>(`SELECT ${COLUMNS} FROM listings WHERE user_id = ? ORDER BY listing_type, listing_name COLLATE NOCASE, id`)
  // The folder and its ancestors, top first (depth counts up from the folder itself).
  const chain = db.query<FolderRef & { depth: number }, [number, number]>(
    `WITH RECURSIVE up(id, parent_id, listing_name, depth) AS (
       SELECT id, parent_id, listing_name, 0 FROM listings WHERE id = ? AND user_id = ?
       UNION ALL
       SELECT l.id, l.parent_id, l.listing_name, up.depth + 1 FROM listings l JOIN up ON l.id = up.parent_id
     )
     SELECT id, listing_name AS listingName, depth FROM up ORDER BY depth DESC`,
  )
  const nextOrder = db.query<{ n: number }, [number, number | null]>(
    'SELECT coalesce(max(sort_order) + 1, 0) AS n FROM listings WHERE user_id = ? AND parent_id IS ?',
  )
  const insert = db.query<{ id: number }, Array<string | number | null>>(
    `INSERT INTO listings (user_id, parent_id, sort_order, listing_type, listing_name, listing_url, local_url, description, listing_icon,
       in_sidebar, live_app_configured, live_app_enabled, live_app_id, live_app_refresh, live_app_config, live_app_datapoints, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
  )
  const update = db.query<null, Array<string | number | null>>(
    `UPDATE listings SET listing_name = ?, listing_url = ?, local_url = ?, description = ?, listing_icon = ?, in_sidebar = ?,
       live_app_configured = ?, live_app_enabled = ?, live_app_id = ?, live_app_refresh = ?, live_app_config = ?, live_app_datapoints = ?,
       updated_at = ?
     WHERE id = ? AND user_id = ?`,
  )
  const setParent = db.query<null, [number | null, number, number, number, number]>(
    'UPDATE listings SET parent_id = ?, sort_order = ?, updated_at = ? WHERE id = ? AND user_id = ?',
  )
  const setOrder = db.query<null, [number, number, number]>('UPDATE listings SET sort_order = ? WHERE id = ? AND user_id = ?')
  // The whole subtree in one statement; foreign keys then cascade into other features' rows.
  const deleteSubtree = db.query<null, [number, number]>(
    `DELETE FROM listings WHERE id IN (
       WITH RECURSIVE down(id) AS (
         SELECT id FROM listings WHERE id = ? AND user_id = ?
         UNION ALL
         SELECT l.id FROM listings l JOIN down ON l.parent_id = down.id
       ) SELECT id FROM down)`,
  )

  const values = (w: ListingWrite) => [
    w.listingName,
    w.listingUrl,
    w.localUrl,
    w.description,
    w.listingIcon ? JSON.stringify(w.listingIcon) : null,
    w.inSidebar ? 1 : 0,
    w.liveAppConfigured ? 1 : 0,
    w.liveAppEnabled ? 1 : 0,
    w.liveAppId,
    w.liveAppRefresh,
    w.liveAppConfig,
    w.liveAppDatapoints ? JSON.stringify(w.liveAppDatapoints) : null,
  ]

  return {
    count: (userId: number) => countAll.get(userId)!.n,
    adminLinks: (appId: string) => adminLinks.all(appId),
    get: (userId: number, id: number) => {
      const row = byId.get(id, userId)
      return row ? toListing(row) : null
    },
    sealedConfig: (userId: number, id: number) => sealedConfig.get(id, userId)?.live_app_config ?? null,
    children: (userId: number, parentId: number | null) => children.all(userId, parentId).map(toListing),
    childIds: (userId: number, parentId: number | null) => childIds.all(userId, parentId).map((r) => r.id),
    sidebar: (userId: number) => sidebar.all(userId).map(toListing),
    all: (userId: number) => all.all(userId).map(toListing),
    ofType: (userId: number, type: ListingType) => ofType.all(userId, type).map(toListing),
    /** The folder's chain from the top ancestor down to itself; empty when it is not the user's. */
    chain: (userId: number, id: number): FolderRef[] => chain.all(id, userId).map(({ id, listingName }) => ({ id, listingName })),
    insert(userId: number, parentId: number | null, w: ListingWrite, now: number) {
      const [name, ...rest] = values(w)
      return insert.get(userId, parentId, nextOrder.get(userId, parentId)!.n, w.listingType, name!, ...rest, now, now)!.id
    },
    update: (userId: number, id: number, w: ListingWrite, now: number) => void update.run(...values(w), now, id, userId),
    /** Puts the item last in its new parent. */
    move: (userId: number, id: number, parentId: number | null, now: number) =>
      void setParent.run(parentId, nextOrder.get(userId, parentId)!.n, now, id, userId),
    setOrder: (userId: number, ids: number[]) => {
      for (const [index, id] of ids.entries()) setOrder.run(index, id, userId)
    },
    deleteSubtree: (userId: number, id: number) => deleteSubtree.run(id, userId).changes,
  }
}
