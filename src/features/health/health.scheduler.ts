import type { Clock } from '../../core/clock'
import type { ItemRow } from './health.repo'
import type { HealthService } from './health.service'

const TICK_MS = 1_000
/** Checks running at once for all users: a router reboot does not open hundreds of sockets at a time. */
export const MAX_IN_FLIGHT = 8
// The item list is read again this often (new links, changed settings); results are written this often, in one transaction.
const RELOAD_MS = 30_000
const FLUSH_MS = 15_000
const COMPACT_MS = 3_600_000

/**
 * One scheduler for every user's items: each item is first due at a point of its interval fixed by its id, so a start or
 * a reload spreads the checks over the interval instead of running them all at :00.
 *
 * With nothing to check (a new server, checks switched off) it stops ticking: a tick a second would keep JavaScript
 * running on an idle server (its JIT then costs ~2 MiB of RSS within a minute). It then only asks every idlePollMs
 * whether the database changed (a new link or device) and reads its items again when it did, or at reload().
 */
export function createHealthScheduler(deps: {
  service: HealthService
  clock: Clock
  log: (line: string) => void
  /** A number that moves at every database write (core/db.ts changeCounter). */
  changes: () => number
  idlePollMs?: number
}) {
  const { service, clock } = deps
  const idlePollMs = deps.idlePollMs ?? RELOAD_MS
  const next = new Map<number, number>()
  const running = new Set<number>()
  let items: ItemRow[] = []
  let timer: ReturnType<typeof setInterval> | undefined
  let idleTimer: ReturnType<typeof setTimeout> | undefined
  // The change count when the items were last read; -1 before the first read.
  let readAt = -1
  let started = false
  let reloadAt = 0
  let flushAt = 0
  let compactAt = 0

  function tick() {
    const now = clock.now()
    if (now >= reloadAt) {
      items = service.checkable()
      readAt = deps.changes()
      reloadAt = now + RELOAD_MS
    }
    for (const row of items) {
      if (running.size >= MAX_IN_FLIGHT) break
      if (running.has(row.id)) continue
      const interval = service.intervalMs(row)
      const due = next.get(row.id) ?? now + ((row.id * 7_919) % interval)
      next.set(row.id, due)
      if (due > now) continue
      next.set(row.id, due + interval <= now ? now + interval : due + interval)
      running.add(row.id)
      service
        .check(row)
        .catch((error: Error) => deps.log(`health: check of item ${row.id} failed: ${error.message}`))
        .finally(() => running.delete(row.id))
    }
    service.sendAlerts()
    if (now >= flushAt) {
      service.flush()
      flushAt = now + FLUSH_MS
    }
    if (now >= compactAt) {
      service.compact()
      compactAt = now + COMPACT_MS
    }
  }

  /** Nothing to check, none running, no result or alert waiting: ticking would do nothing. */
  const idle = () => items.length === 0 && running.size === 0 && service.settled()

  function step() {
    try {
      tick()
    } catch (error) {
      deps.log(`health: ${(error as Error).message}`)
    }
    if (idle()) sleep()
  }

  function sleep() {
    clearInterval(timer)
    timer = undefined
    idleTimer = setTimeout(poll, idlePollMs)
  }

  function poll() {
    idleTimer = undefined
    if (deps.changes() === readAt) idleTimer = setTimeout(poll, idlePollMs)
    else wake()
  }

  function wake() {
    clearTimeout(idleTimer)
    idleTimer = undefined
    reloadAt = 0
    timer ??= setInterval(step, TICK_MS)
  }

  return {
    tick,
    start() {
      started = true
      wake()
    },
    stop() {
      started = false
      clearInterval(timer)
      clearTimeout(idleTimer)
      timer = idleTimer = undefined
      service.flush()
    },
    /** Items reloaded at the next tick (a setting changed); a sleeping scheduler wakes for it. */
    reload: () => {
      reloadAt = 0
      if (started && !timer) wake()
    },
    running: () => running.size,
    /** Whether it ticks (false while it sleeps with nothing to check). */
    ticking: () => timer !== undefined,
  }
}
