import type { Database } from '../../core/db'
import type { HealthKind, Settings } from './health.schema'

/** One checked item with what a check needs: its owner's defaults and the address read from its link or device. */
export interface ItemRow {
  id: number
  user_id: number
  listing_id: number | null
  device_id: number | null
  enabled: number | null
  interval_seconds: number | null
  alert: number
  expect_status: number | null
  state: 'up' | 'down' | 'unknown'
  since: number | null
  last_checked_at: number | null
  latency_ms: number | null
  reason: string | null
  failures: number
  failing_since: number | null
  alerted_at: number | null
  name: string
  local_url: string | null
  listing_url: string | null
  live_app_id: string | null
  device_ip: string | null
  defaults_on: number
  /** The user's Health switch (General Settings): off pauses every item, whatever its own choice. */
  feature_on: number
  default_interval: number
}

/** The state a check leaves on its item, written with the batch. */
export interface ItemState {
  id: number
  state: 'up' | 'down' | 'unknown'
  since: number | null
  lastCheckedAt: number
  latencyMs: number | null
  reason: string | null
  failures: number
  failingSince: number | null
  alertedAt: number | null
}

export interface Result {
  itemId: number
  at: number
  up: boolean
  latencyMs: number | null
}

const SELECT = `SELECT h.*, coalesce(l.user_id, d.user_id) AS user_id, coalesce(l.listing_name, d.device_name) AS name, l.local_url, l.listing_url,
    CASE WHEN l.live_app_enabled = 1 THEN l.live_app_id END AS live_app_id, d.device_ip,
    coalesce(s.checks_enabled, 1) AS defaults_on, coalesce(s.interval_seconds, 60) AS default_interval, coalesce(u.health, 0) AS feature_on
  FROM health_items h LEFT JOIN listings l ON l.id = h.listing_id LEFT JOIN devices d ON d.id = h.device_id
  LEFT JOIN health_settings s ON s.id = coalesce(l.user_id, d.user_id) LEFT JOIN users u ON u.id = coalesce(l.user_id, d.user_id)`
const HTTP = (c: string) => `(${c} LIKE 'http://%' OR ${c} LIKE 'https://%')`
const DAY_S = 86_400

export function createHealthRepo(db: Database) {
  const q = {
    // Every link with an http(s) address and every device has an item; a new one is picked up at the next sync.
    syncLinks: db.query(
      `INSERT INTO health_items (listing_id) SELECT id FROM listings l WHERE listing_type = 'link'
         AND (${HTTP('local_url')} OR ${HTTP('listing_url')}) AND NOT EXISTS (SELECT 1 FROM health_items h WHERE h.listing_id = l.id)`,
    ),
    syncDevices: db.query(
      'INSERT INTO health_items (device_id) SELECT id FROM devices d WHERE NOT EXISTS (SELECT 1 FROM health_items h WHERE h.device_id = d.id)',
    ),
    all: db.query<ItemRow, []>(SELECT),
    ofUser: db.query<ItemRow, [number]>(`${SELECT} WHERE coalesce(l.user_id, d.user_id) = ? ORDER BY h.id`),
    ofLink: db.query<ItemRow, [number, number]>(`${SELECT} WHERE h.listing_id = ? AND l.user_id = ?`),
    ofDevice: db.query<ItemRow, [number, number]>(`${SELECT} WHERE h.device_id = ? AND d.user_id = ?`),
    ownsLink: db.query<{ id: number }, [number, number]>("SELECT id FROM listings WHERE id = ? AND user_id = ? AND listing_type = 'link'"),
    ownsDevice: db.query<{ id: number }, [number, number]>('SELECT id FROM devices WHERE id = ? AND user_id = ?'),
    addLink: db.query('INSERT OR IGNORE INTO health_items (listing_id) VALUES (?)'),
    addDevice: db.query('INSERT OR IGNORE INTO health_items (device_id) VALUES (?)'),
    setItem: db.query('UPDATE health_items SET enabled = ?, interval_seconds = ?, alert = ?, expect_status = ? WHERE id = ?'),
    saveState: db.query(
      `UPDATE health_items SET state = $state, since = $since, last_checked_at = $lastCheckedAt, latency_ms = $latencyMs,
         reason = $reason, failures = $failures, failing_since = $failingSince, alerted_at = $alertedAt WHERE id = $id`,
    ),
    addResult: db.query('INSERT OR REPLACE INTO health_results (item_id, at, up, latency_ms) VALUES (?, ?, ?, ?)'),
    openIncident: db.query('INSERT INTO health_incidents (item_id, start, reason) VALUES (?, ?, ?)'),
    closeIncident: db.query('UPDATE health_incidents SET end = ? WHERE item_id = ? AND end IS NULL'),
    settings: db.query<
      { checks_enabled: number; interval_seconds: number; quiet_start: string | null; quiet_end: string | null; time_zone: string; digest_threshold: number },
      [number]
    >('SELECT * FROM health_settings WHERE id = ?'),
    saveSettings: db.query(
      `INSERT INTO health_settings (id, checks_enabled, interval_seconds, quiet_start, quiet_end, time_zone, digest_threshold)
       VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO UPDATE SET checks_enabled = excluded.checks_enabled,
         interval_seconds = excluded.interval_seconds, quiet_start = excluded.quiet_start, quiet_end = excluded.quiet_end,
         time_zone = excluded.time_zone, digest_threshold = excluded.digest_threshold`,
    ),
    // Every check is counted once: in the raw results (48 h), then a 5-minute row (30 days), then a day's row (a year).
    samples: db.query<{ at: number; up: number; down: number; latency_sum: number | null }, [number, number, number, number]>(
      `SELECT at, up, 1 - up AS down, CASE WHEN up = 1 THEN latency_ms END AS latency_sum FROM health_results WHERE item_id = ? AND at >= ?
       UNION ALL SELECT start * 1000, up, down, latency_ms * up FROM health_buckets WHERE item_id = ? AND start * 1000 >= ?`,
    ),
    incidents: db.query<{ start: number; end: number | null; reason: string }, [number, number]>(
      'SELECT start, end, reason FROM health_incidents WHERE item_id = ? AND (end IS NULL OR end >= ?) ORDER BY start DESC LIMIT 100',
    ),
    uptime: db.query<{ up: number | null; total: number | null }, [number, number, number, number]>(
      `SELECT sum(up) AS up, sum(n) AS total FROM (SELECT up, 1 AS n FROM health_results WHERE item_id = ? AND at >= ?
       UNION ALL SELECT up, up + down FROM health_buckets WHERE item_id = ? AND start * 1000 >= ?)`,
    ),
    // Compaction: raw results older than the cut into 5-minute rows, 5-minute rows into days, then what is past a year goes.
    rollRaw: db.query(
      `INSERT INTO health_buckets (item_id, span, start, up, down, latency_ms)
       SELECT item_id, 300, (at / 1000) / 300 * 300 AS s, sum(up), sum(1 - up), avg(CASE WHEN up = 1 THEN latency_ms END)
       FROM health_results WHERE at < ? GROUP BY item_id, s
       ON CONFLICT (item_id, span, start) DO UPDATE SET latency_ms = (coalesce(latency_ms, 0) * up + coalesce(excluded.latency_ms, 0) * excluded.up)
         / nullif(up + excluded.up, 0), up = up + excluded.up, down = down + excluded.down`,
    ),
    dropRaw: db.query('DELETE FROM health_results WHERE at < ?'),
    rollFive: db.query(
      `INSERT INTO health_buckets (item_id, span, start, up, down, latency_ms)
       SELECT item_id, ${DAY_S}, start / ${DAY_S} * ${DAY_S} AS s, sum(up), sum(down), sum(latency_ms * up) / nullif(sum(up), 0)
       FROM health_buckets WHERE span = 300 AND start < ? GROUP BY item_id, s
       ON CONFLICT (item_id, span, start) DO UPDATE SET latency_ms = (coalesce(latency_ms, 0) * up + coalesce(excluded.latency_ms, 0) * excluded.up)
         / nullif(up + excluded.up, 0), up = up + excluded.up, down = down + excluded.down`,
    ),
    dropFive: db.query('DELETE FROM health_buckets WHERE span = 300 AND start < ?'),
    dropDays: db.query(`DELETE FROM health_buckets WHERE span = ${DAY_S} AND start < ?`),
    dropIncidents: db.query('DELETE FROM health_incidents WHERE end IS NOT NULL AND end < ?'),
  }

  return {
    sync() {
      q.syncLinks.run()
      q.syncDevices.run()
    },
    all: () => q.all.all(),
    ofUser: (userId: number) => q.ofUser.all(userId),
    /** The user's item for this link or device, made when the link or device is theirs; null when it is not. */
    item(userId: number, kind: HealthKind, id: number): ItemRow | null {
      if (kind === 'link') {
        if (!q.ownsLink.get(id, userId)) return null
        q.addLink.run(id)
        return q.ofLink.get(id, userId)
      }
      if (!q.ownsDevice.get(id, userId)) return null
      q.addDevice.run(id)
      return q.ofDevice.get(id, userId)
    },
    setItem(row: ItemRow) {
      q.setItem.run(row.enabled, row.interval_seconds, row.alert, row.expect_status, row.id)
    },
    saveState: (s: ItemState) => q.saveState.run(s as never),
    addResult: (r: Result) => q.addResult.run(r.itemId, r.at, r.up ? 1 : 0, r.latencyMs),
    openIncident: (itemId: number, start: number, reason: string) => q.openIncident.run(itemId, start, reason),
    closeIncident: (itemId: number, end: number) => q.closeIncident.run(end, itemId),
    settings: (userId: number) => q.settings.get(userId),
    saveSettings(userId: number, s: Settings) {
      q.saveSettings.run(
        userId,
        s.checksEnabled ? 1 : 0,
        s.intervalSeconds,
        s.quietHours?.start ?? null,
        s.quietHours?.end ?? null,
        s.timeZone,
        s.digestThreshold,
      )
    },
    samples: (itemId: number, from: number) => q.samples.all(itemId, from, itemId, from),
    incidents: (itemId: number, from: number) => q.incidents.all(itemId, from),
    uptime: (itemId: number, from: number) => q.uptime.get(itemId, from, itemId, from),
    compact(now: number, keep: { rawMs: number; fiveMinuteMs: number; dayMs: number }) {
      const rawCut = now - keep.rawMs
      q.rollRaw.run(rawCut)
      q.dropRaw.run(rawCut)
      // 5-minute rows roll up whole days only, so a day's row is made once, not topped up.
      const fiveCut = Math.floor((now - keep.fiveMinuteMs) / 1000 / DAY_S) * DAY_S
      q.rollFive.run(fiveCut)
      q.dropFive.run(fiveCut)
      q.dropDays.run(Math.floor((now - keep.dayMs) / 1000))
      q.dropIncidents.run(now - keep.dayMs)
    },
  }
}
