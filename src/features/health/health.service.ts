import type { Clock } from '../../core/clock'
import { type Database, tx } from '../../core/db'
import { badRequest, notFound } from '../../core/errors'
import { type Alerted, downAlert, downDigest, inQuietHours, knownTimeZone, upAlert, upDigest } from './health.alerts'
import { type CheckResult, checkDevice, checkHttp } from './health.checks'
import { createHealthRepo, type ItemRow, type ItemState, type Result } from './health.repo'
import type { HealthItem, HealthKind, HealthRange, History, ItemBody, Settings, SettingsBody } from './health.schema'

const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS
/** Failed checks in a row before an item is down (and its owner told). */
const GRACE_FAILURES = 2
/** Downs of one user within this window go out together: one by one, or as one digest past the threshold. */
export const ALERT_WINDOW_MS = 60_000
export const KEEP = { rawMs: 48 * HOUR_MS, fiveMinuteMs: 30 * DAY_MS, dayMs: 365 * DAY_MS }
// The strip's bars per range: 48 half-hours, 42 four-hour spans, 30 days.
const RANGES: Record<HealthRange, { size: number; count: number }> = {
  day: { size: HOUR_MS / 2, count: 48 },
  week: { size: 4 * HOUR_MS, count: 42 },
  month: { size: DAY_MS, count: 30 },
}
const DEFAULTS: Settings = { checksEnabled: true, intervalSeconds: 60, quietHours: null, timeZone: 'UTC', digestThreshold: 5 }

export interface HealthNotice {
  type: 'success' | 'warning'
  title: string
  message: string
  clickUrl: string
}

export function createHealthService(deps: {
  db: Database
  clock: Clock
  /** The notifications feature's feed, with its Web Push unless push is false. */
  notify: (userId: number, notice: HealthNotice, opts: { push: boolean }) => void
  /** The devices feature's liveness probe. */
  probe: (ip: string) => Promise<boolean>
  /** Whether the link's live app is set to ignore TLS errors. */
  ignoresTls: (userId: number, listingId: number, appId: string) => boolean
  timeoutMs?: number
}) {
  const { db, clock } = deps
  const repo = createHealthRepo(db)
  const timeoutMs = deps.timeoutMs ?? 10_000
  // The latest state of every item checked since start; states and results not yet written wait for the next flush.
  const live = new Map<number, ItemState>()
  const unwritten = new Set<number>()
  const results: Result[] = []
  const pending = new Map<number, { until: number; downs: Map<number, Alerted>; ups: Array<Alerted & { id: number; at: number }> }>()

  const kindOf = (row: ItemRow): HealthKind => (row.listing_id !== null ? 'link' : 'device')
  const targetId = (row: ItemRow) => (row.listing_id ?? row.device_id) as number
  const isHttp = (url: string | null) => !!url && /^https?:\/\//i.test(url)
  /** The local URL when the link has one (spec 1 §5), else the remote one; a device's IP. */
  const address = (row: ItemRow): string | null =>
    row.device_id !== null ? row.device_ip : isHttp(row.local_url) ? row.local_url : isHttp(row.listing_url) ? row.listing_url : null
  const enabled = (row: ItemRow) => row.feature_on === 1 && (row.enabled ?? row.defaults_on) === 1
  const intervalMs = (row: ItemRow) => (row.interval_seconds ?? row.default_interval) * 1000
  const stateOf = (row: ItemRow): ItemState =>
    live.get(row.id) ?? {
      id: row.id,
      state: row.state,
      since: row.since,
      lastCheckedAt: row.last_checked_at ?? 0,
      latencyMs: row.latency_ms,
      reason: row.reason,
      failures: row.failures,
      failingSince: row.failing_since,
      alertedAt: row.alerted_at,
    }

  const settings = (userId: number): Settings => {
    const s = repo.settings(userId)
    if (!s) return DEFAULTS
    return {
      checksEnabled: s.checks_enabled === 1,
      intervalSeconds: s.interval_seconds,
      quietHours: s.quiet_start && s.quiet_end ? { start: s.quiet_start, end: s.quiet_end } : null,
      timeZone: s.time_zone,
      digestThreshold: s.digest_threshold,
    }
  }

  /** Writes every result and state change since the last flush in one transaction. */
  function flush() {
    if (!results.length && !unwritten.size) return
    tx(db, () => {
      for (const r of results) repo.addResult(r)
      for (const id of unwritten) {
        const s = live.get(id)
        if (s) repo.saveState(s)
      }
    })
    results.length = 0
    unwritten.clear()
  }

  function toItem(row: ItemRow): HealthItem {
    const s = stateOf(row)
    const now = clock.now()
    const uptime = (ms: number) => {
      const u = repo.uptime(row.id, now - ms)
      return u?.total ? (u.up ?? 0) / u.total : null
    }
    return {
      kind: kindOf(row),
      id: targetId(row),
      name: row.name,
      address: address(row) ?? '',
      state: enabled(row) ? s.state : 'paused',
      since: s.since,
      lastCheckedAt: s.lastCheckedAt || null,
      latencyMs: s.latencyMs,
      reason: s.reason,
      enabled: enabled(row),
      intervalSeconds: intervalMs(row) / 1000,
      alert: row.alert === 1,
      expectStatus: row.expect_status,
      uptime: { day: uptime(DAY_MS), week: uptime(7 * DAY_MS), month: uptime(30 * DAY_MS) },
    }
  }

  const owned = (userId: number, kind: HealthKind, id: number) => {
    const row = repo.item(userId, kind, id)
    if (!row) throw notFound(kind === 'link' ? 'Link not found.' : 'Device not found.')
    return row
  }

  const alerted = (row: ItemRow, s: ItemState): Alerted => ({
    name: row.name,
    address: address(row) ?? '',
    reason: s.reason ?? 'no answer',
    since: s.failingSince ?? clock.now(),
    clickUrl: `/health?kind=${kindOf(row)}&id=${targetId(row)}`,
  })

  const batchFor = (userId: number) => {
    const batch = pending.get(userId) ?? { until: clock.now() + ALERT_WINDOW_MS, downs: new Map<number, Alerted>(), ups: [] }
    pending.set(userId, batch)
    return batch
  }

  /** Applies one check's result: the grace before down, the incident, and the alert owed. */
  function record(row: ItemRow, result: CheckResult) {
    const now = clock.now()
    const s = { ...stateOf(row), lastCheckedAt: now, latencyMs: result.latencyMs, reason: result.reason }
    results.push({ itemId: row.id, at: now, up: result.up, latencyMs: result.latencyMs })
    if (result.up) {
      if (s.state === 'down') repo.closeIncident(row.id, now)
      if (s.state !== 'up') s.since = now
      // A told down is owed its "back up"; alertedAt stays set until that is sent, so a restart still sends it.
      if (s.state === 'down' && s.alertedAt !== null) batchFor(row.user_id).ups.push({ ...alerted(row, s), id: row.id, at: now })
      // A down not yet told is not told at all.
      pending.get(row.user_id)?.downs.delete(row.id)
      Object.assign(s, { state: 'up', failures: 0, failingSince: null })
    } else {
      s.failures += 1
      s.failingSince ??= now
      if (s.state !== 'down' && s.failures >= GRACE_FAILURES) {
        s.state = 'down'
        s.since = s.failingSince
        repo.openIncident(row.id, s.failingSince, s.reason ?? 'no answer')
        if (row.alert === 1) batchFor(row.user_id).downs.set(row.id, alerted(row, s))
      }
    }
    live.set(row.id, s)
    unwritten.add(row.id)
  }

  /** Sends each user's alerts whose window has closed: one each, or one digest when more than the threshold went down. */
  function sendAlerts() {
    const now = clock.now()
    for (const [userId, batch] of pending) {
      if (batch.until > now) continue
      pending.delete(userId)
      const s = settings(userId)
      const push = !inQuietHours(now, s.quietHours, s.timeZone)
      const downs = [...batch.downs.values()]
      if (downs.length > s.digestThreshold) deps.notify(userId, downDigest(downs), { push })
      else for (const d of downs) deps.notify(userId, downAlert(d, s.timeZone), { push })
      for (const id of batch.downs.keys()) {
        const state = live.get(id)
        if (state) {
          state.alertedAt = now
          unwritten.add(id)
        }
      }
      if (batch.ups.length > s.digestThreshold) deps.notify(userId, upDigest(batch.ups), { push })
      else for (const u of batch.ups) deps.notify(userId, upAlert(u, u.at, s.timeZone), { push })
      for (const u of batch.ups) {
        const state = live.get(u.id)
        if (state?.state === 'up') {
          state.alertedAt = null
          unwritten.add(u.id)
        }
      }
    }
  }

  /** The alerts owed when Foyer stopped (their window lives in memory): downs not yet told, and backs-up not yet sent. */
  function recoverAlerts() {
    for (const row of repo.all()) {
      const s = stateOf(row)
      const down = s.state === 'down' && s.alertedAt === null && row.alert === 1
      const back = s.state === 'up' && s.alertedAt !== null ? repo.incidents(row.id, 0)[0] : undefined
      if (!down && !back) continue
      // Kept live like a checked item's, so sending the alert marks it.
      live.set(row.id, s)
      if (down) batchFor(row.user_id).downs.set(row.id, alerted(row, s))
      if (back) batchFor(row.user_id).ups.push({ ...alerted(row, s), id: row.id, since: back.start, at: back.end ?? clock.now() })
    }
  }
  recoverAlerts()

  return {
    flush,
    sendAlerts,
    /** No result waiting to be written and no alert waiting to be sent. */
    settled: () => results.length === 0 && unwritten.size === 0 && pending.size === 0,
    /** Every enabled item with an address, for the scheduler; new links and devices get their item first. */
    checkable() {
      repo.sync()
      return repo.all().filter((row) => enabled(row) && address(row) !== null)
    },
    intervalMs,
    /** Runs one check of the item and records it (written at the next flush). */
    async check(row: ItemRow) {
      const target = address(row)
      if (!target) return
      const result =
        row.device_id !== null
          ? await checkDevice(target, deps.probe)
          : await checkHttp(target, {
              expectStatus: row.expect_status,
              insecureTls: row.live_app_id !== null && deps.ignoresTls(row.user_id, row.listing_id as number, row.live_app_id),
              timeoutMs,
            })
      record(row, result)
    },
    compact() {
      flush()
      tx(db, () => repo.compact(clock.now(), KEEP))
    },

    list(userId: number): HealthItem[] {
      flush()
      repo.sync()
      const order = { down: 0, unknown: 1, up: 2, paused: 3 }
      const items = repo
        .ofUser(userId)
        .filter((row) => address(row) !== null)
        .map(toItem)
      // Worst first: down, unknown, up, paused; then the lowest month's uptime.
      return items.sort((a, b) => order[a.state] - order[b.state] || (a.uptime.month ?? 1) - (b.uptime.month ?? 1))
    },
    history(userId: number, kind: HealthKind, id: number, range: HealthRange = 'day'): History {
      flush()
      const row = owned(userId, kind, id)
      const { size, count } = RANGES[range]
      const end = Math.ceil((clock.now() + 1) / size) * size
      const start = end - size * count
      const buckets = Array.from({ length: count }, (_, i) => ({ start: start + i * size, up: 0, down: 0, latencySum: 0 }))
      for (const sample of repo.samples(row.id, start)) {
        const bucket = buckets[Math.floor((sample.at - start) / size)]
        if (!bucket) continue
        bucket.up += sample.up
        bucket.down += sample.down
        bucket.latencySum += sample.latency_sum ?? 0
      }
      return {
        buckets: buckets.map((b) => ({ start: b.start, up: b.up, down: b.down, latencyMs: b.up ? Math.round(b.latencySum / b.up) : null })),
        incidents: repo.incidents(row.id, start),
      }
    },
    setItem(userId: number, kind: HealthKind, id: number, body: ItemBody): HealthItem {
      flush()
      const row = owned(userId, kind, id)
      if (body.enabled !== undefined) row.enabled = body.enabled ? 1 : 0
      if (body.intervalSeconds !== undefined) row.interval_seconds = body.intervalSeconds
      if (body.alert !== undefined) row.alert = body.alert ? 1 : 0
      if (body.expectStatus !== undefined) row.expect_status = body.expectStatus
      repo.setItem(row)
      return toItem(row)
    },
    settings,
    saveSettings(userId: number, body: SettingsBody): Settings {
      if (body.timeZone !== undefined && !knownTimeZone(body.timeZone)) throw badRequest('A time zone is an IANA name such as Europe/Paris.')
      const next = { ...settings(userId), ...body }
      repo.saveSettings(userId, next)
      return next
    },
  }
}

export type HealthService = ReturnType<typeof createHealthService>
