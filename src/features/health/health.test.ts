import { afterEach, beforeEach, describe, expect, test } from 'bun:test'
import { statSync } from 'node:fs'
import { join } from 'node:path'
import { selfSigned, startPushService } from '../../../tests/helpers/push-service'
import { eventually } from '../../../tests/helpers/eventually'
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app'
import { changeCounter } from '../../core/db'
import { createNotificationsService } from '../notifications/notifications.service'
import { createHealthScheduler, MAX_IN_FLIGHT } from './health.scheduler'
import { ALERT_WINDOW_MS, createHealthService, KEEP } from './health.service'

const ICON = { iconUrl: '/api/v1/icons/tabler/3/dark/link.svg', iconProvider: 'tabler', iconId: 'link' }
const MIN = 60_000

/** A service on 127.0.0.1 whose answer the test sets: ok, 502, silent (a timeout) or stopped (refused). */
function fakeService() {
  let mode: 'ok' | '502' | 'slow' = 'ok'
  const serve = (port = 0) =>
    Bun.serve({
      port,
      hostname: '127.0.0.1',
      fetch: async () => {
        if (mode === 'slow') await Bun.sleep(1_000)
        return new Response('hi', { status: mode === '502' ? 502 : 200 })
      },
    })
  let server = serve()
  const port = server.port as number
  return {
    url: `http://127.0.0.1:${port}/`,
    set: (m: typeof mode) => {
      mode = m
    },
    down: () => server.stop(true),
    up: () => {
      server = serve(port)
    },
    stop: () => server.stop(true),
  }
}

let t: TestApp
let alice: string
let bob: string
const stops: Array<() => void> = []

beforeEach(async () => {
  t = createTestApp({ FOYER_PUSH_ALLOW_PRIVATE: '1' })
  alice = await t.signIn('alice')
  bob = await t.signIn('bob')
})
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
  t.close()
})

function setUp() {
  const notifications = createNotificationsService({ db: t.db, clock: t.clock, secrets: t.secrets, allowPrivatePush: true, log: () => {} })
  const health = createHealthService({
    db: t.db,
    clock: t.clock,
    notify: (userId, notice, opts) => void notifications.post(userId, notice, opts),
    probe: async () => false,
    ignoresTls: () => false,
    timeoutMs: 300,
  })
  return { notifications, health }
}

async function link(token: string, name: string, url: string, extra: object = {}) {
  const res = await t.call('POST', '/api/v1/listing/save/link', {
    token,
    body: { linkName: name, linkIcon: ICON, linkURL: url, localUrl: '', description: '', parentId: null, showInSidebar: false, integration: null, ...extra },
  })
  if (res.status !== 200) throw new Error(JSON.stringify(res.body))
  return res.body.message.id as number
}

/** Checks every checkable item once, a minute after the last round. */
async function round(health: ReturnType<typeof createHealthService>) {
  t.clock.advance(MIN)
  await Promise.all(health.checkable().map((row) => health.check(row)))
  health.flush()
}
const feed = async (token: string) => (await t.call('GET', '/api/v1/notifications', { token })).body.message.notifications as Array<Record<string, unknown>>
const items = async (token: string) => (await t.call('GET', '/api/v1/health', { token })).body.message as Array<Record<string, any>>

describe('a link that goes down and comes back', () => {
  test('states, incident, the down and back-up notifications with their wording, and the push to the subscribed browser', async () => {
    const svc = fakeService()
    stops.push(svc.stop)
    const push = startPushService()
    stops.push(push.stop)
    await t.call('POST', '/api/v1/notifications/fcm-token', { token: alice, body: { token: push.subscription('phone') } })
    const { health, notifications } = setUp()
    const id = await link(alice, 'Sonarr', svc.url)

    expect((await items(alice))[0]).toMatchObject({ kind: 'link', id, name: 'Sonarr', state: 'unknown', uptime: { day: null } })
    await round(health)
    expect((await items(alice))[0]).toMatchObject({ state: 'up', reason: null, uptime: { day: 1 } })
    expect(typeof (await items(alice))[0]!.latencyMs).toBe('number')

    svc.down()
    await round(health)
    // One failure is within the grace: still up, nobody told.
    expect((await items(alice))[0]).toMatchObject({ state: 'up', reason: 'refused' })
    const downAt = t.clock.now()
    await round(health)
    expect((await items(alice))[0]).toMatchObject({ state: 'down', since: downAt, reason: 'refused' })
    t.clock.advance(ALERT_WINDOW_MS)
    health.sendAlerts()
    const [down] = await feed(alice)
    expect(down).toMatchObject({ type: 'warning', title: 'Sonarr is down', message: `${svc.url} has not answered since 12:02 (refused).` })
    expect(down!.clickUrl).toBe(`/health?kind=link&id=${id}`)
    await notifications.push.settled()
    expect(push.deliveries.map((d) => (d.payload as { title: string }).title)).toEqual(['Sonarr is down'])

    svc.up()
    t.clock.advance(4 * MIN)
    await round(health)
    expect((await items(alice))[0]).toMatchObject({ state: 'up' })
    t.clock.advance(ALERT_WINDOW_MS)
    health.sendAlerts()
    const [back] = await feed(alice)
    expect(back).toMatchObject({ type: 'success', title: 'Sonarr is back up after 7 min', message: `${svc.url} answers again; it was down since 12:02.` })
    await notifications.push.settled()
    expect(push.deliveries).toHaveLength(2)

    const history = (await t.call('GET', `/api/v1/health/link/${id}/history?range=day`, { token: alice })).body.message
    expect(history.incidents).toEqual([{ start: downAt, end: t.clock.now() - ALERT_WINDOW_MS, reason: 'refused' }])
    // Bob sees none of it.
    expect(await items(bob)).toEqual([])
    expect((await t.call('GET', `/api/v1/health/link/${id}/history`, { token: bob })).status).toBe(404)
  })

  test('why it is down: a timeout, status 502, a TLS error (unless its live app ignores TLS errors)', async () => {
    const svc = fakeService()
    stops.push(svc.stop)
    const tls = Bun.serve({ port: 0, hostname: '127.0.0.1', tls: selfSigned(), fetch: () => new Response('secure') })
    stops.push(() => tls.stop(true))
    const { health } = setUp()
    await link(alice, 'Radarr', svc.url)
    await link(alice, 'Vault', `https://127.0.0.1:${tls.port}/`)
    const reasons = async () => Object.fromEntries((await items(alice)).map((i) => [i.name, i.reason]))
    svc.set('502')
    await round(health)
    expect(await reasons()).toEqual({ Radarr: 'status 502', Vault: 'TLS error' })
    svc.set('slow')
    await round(health)
    expect((await reasons()).Radarr).toBe('timeout')

    const lenient = createHealthService({ db: t.db, clock: t.clock, notify: () => {}, probe: async () => false, ignoresTls: () => true })
    t.db.run("UPDATE listings SET live_app_enabled = 1, live_app_id = 'x' WHERE listing_name = 'Vault'")
    await Promise.all(lenient.checkable().map((row) => lenient.check(row)))
    lenient.flush()
    expect((await reasons()).Vault).toBeNull()
  })

  test('an expected status: anything else is down; a paused item is not checked', async () => {
    const svc = fakeService()
    stops.push(svc.stop)
    const { health } = setUp()
    const id = await link(alice, 'Api', svc.url)
    const set = (body: object) => t.call('POST', `/api/v1/health/link/${id}`, { token: alice, body })
    expect((await set({ expectStatus: 204, intervalSeconds: 30 })).body.message).toMatchObject({ expectStatus: 204, intervalSeconds: 30 })
    await round(health)
    expect((await items(alice))[0]).toMatchObject({ reason: 'status 200' })
    expect((await set({ enabled: false })).body.message.state).toBe('paused')
    expect(health.checkable()).toHaveLength(0)
    expect((await set({ intervalSeconds: 5 })).status).toBe(400)
    expect((await t.call('POST', `/api/v1/health/link/${id}`, { token: bob, body: { enabled: true } })).status).toBe(404)
    expect((await t.call('POST', '/api/v1/health/device/99', { token: alice, body: { enabled: true } })).status).toBe(404)
  })
  test("the user's Health switch in General Settings off pauses every item, even one switched on by itself", async () => {
    const svc = fakeService()
    stops.push(svc.stop)
    const { health } = setUp()
    const id = await link(alice, 'Api', svc.url)
    await link(bob, 'Bobs', svc.url)
    await t.call('POST', `/api/v1/health/link/${id}`, { token: alice, body: { enabled: true } })
    const general = (await t.call('GET', '/api/v1/settings', { token: alice })).body.message
    expect((await t.call('POST', '/api/v1/settings', { token: alice, body: { ...general, health: false } })).status).toBe(200)
    expect(health.checkable().map((row) => row.name)).toEqual(['Bobs'])
    expect((await items(alice))[0]).toMatchObject({ id, state: 'paused' })
  })
})

describe('a restart', () => {
  test('sends the alerts still owed: a down not yet told, then its back-up, each once', async () => {
    const svc = fakeService()
    stops.push(svc.stop)
    const first = setUp()
    await link(alice, 'Nas', svc.url)
    svc.down()
    await round(first.health)
    await round(first.health)
    // Foyer stops inside the alert window: the down was recorded, not yet told.
    const restarted = setUp()
    t.clock.advance(ALERT_WINDOW_MS)
    restarted.health.sendAlerts()
    restarted.health.flush()
    expect((await feed(alice)).map((n) => n.title)).toEqual(['Nas is down'])

    svc.up()
    await round(restarted.health)
    const again = setUp()
    t.clock.advance(ALERT_WINDOW_MS)
    again.health.sendAlerts()
    again.health.flush()
    expect((await feed(alice)).map((n) => n.title)).toEqual(['Nas is back up after 3 min', 'Nas is down'])
    // Told once: the next start owes nothing.
    const last = setUp()
    t.clock.advance(ALERT_WINDOW_MS)
    last.health.sendAlerts()
    expect(await feed(alice)).toHaveLength(2)
  })
})

describe('alert settings', () => {
  test('quiet hours put the alert in the feed but send no push', async () => {
    const svc = fakeService()
    stops.push(svc.stop)
    const push = startPushService()
    stops.push(push.stop)
    await t.call('POST', '/api/v1/notifications/fcm-token', { token: alice, body: { token: push.subscription('phone') } })
    // 12:00 UTC is 13:00 in Paris in November.
    const saved = await t.call('POST', '/api/v1/health/settings', {
      token: alice,
      body: { quietHours: { start: '12:30', end: '07:00' }, timeZone: 'Europe/Paris' },
    })
    expect(saved.body.message).toMatchObject({ quietHours: { start: '12:30', end: '07:00' }, timeZone: 'Europe/Paris', digestThreshold: 5 })
    expect((await t.call('POST', '/api/v1/health/settings', { token: alice, body: { timeZone: 'Mars/Olympus' } })).status).toBe(400)
    const { health, notifications } = setUp()
    await link(alice, 'Nas', svc.url)
    svc.down()
    await round(health)
    await round(health)
    t.clock.advance(ALERT_WINDOW_MS)
    health.sendAlerts()
    expect((await feed(alice)).map((n) => n.title)).toEqual(['Nas is down'])
    await notifications.push.settled()
    expect(push.deliveries).toHaveLength(0)
  })

  test('forty items down within a minute give one digest', async () => {
    const { health } = setUp()
    for (let i = 0; i < 40; i++) await link(alice, `Svc${i}`, 'http://127.0.0.1:9/')
    await round(health)
    await round(health)
    t.clock.advance(ALERT_WINDOW_MS)
    health.sendAlerts()
    const notes = await feed(alice)
    expect(notes).toHaveLength(1)
    expect(notes[0]).toMatchObject({ type: 'warning', title: '40 services are down', clickUrl: '/health' })
    expect(notes[0]!.message).toStartWith('Svc0, Svc1,')
  })
})

describe('history and storage', () => {
  test('the buckets add up to the checks made; compaction keeps every check counted once', async () => {
    const svc = fakeService()
    stops.push(svc.stop)
    const { health } = setUp()
    const id = await link(alice, 'Counted', svc.url)
    for (let i = 0; i < 90; i++) {
      if (i === 30) svc.set('502')
      if (i === 40) svc.set('ok')
      await round(health)
    }
    const sum = async (range: string) => {
      const { buckets } = (await t.call('GET', `/api/v1/health/link/${id}/history?range=${range}`, { token: alice })).body.message
      return buckets.reduce((s: { up: number; down: number }, b: { up: number; down: number }) => ({ up: s.up + b.up, down: s.down + b.down }), {
        up: 0,
        down: 0,
      })
    }
    expect(await sum('day')).toEqual({ up: 80, down: 10 })
    // Three days on, the raw results are 5-minute rows: still 90 checks in the week and the month.
    t.clock.advance(3 * 24 * 60 * MIN)
    health.compact()
    expect(t.db.query('SELECT count(*) AS n FROM health_results').get()).toEqual({ n: 0 })
    expect(await sum('week')).toEqual({ up: 80, down: 10 })
    expect(await sum('month')).toEqual({ up: 80, down: 10 })
    expect((await items(alice))[0]!.uptime.week).toBeCloseTo(80 / 90)
  })

  test('a deleted link stops being checked and leaves no rows', async () => {
    const { health } = setUp()
    const id = await link(alice, 'Gone', 'http://127.0.0.1:9/')
    await round(health)
    expect((await t.call('GET', `/api/v1/listing/delete/${id}`, { token: alice })).status).toBe(200)
    expect(health.checkable()).toHaveLength(0)
    expect(t.db.query('SELECT (SELECT count(*) FROM health_items) + (SELECT count(*) FROM health_results) AS n').get()).toEqual({ n: 0 })
  })

  test('a month of checks every 60 s for 200 items stays within the stated bound', () => {
    const { health } = setUp()
    t.db.run(
      `WITH RECURSIVE k(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM k WHERE i < 200)
       INSERT INTO listings (user_id, listing_type, listing_name, listing_url, created_at, updated_at) SELECT 1, 'link', 'L' || i, 'http://127.0.0.1:9/', 0, 0 FROM k`,
    )
    expect(health.checkable()).toHaveLength(200)
    // The first 30 days as compaction leaves them (one row per item per 5 minutes), the last 3 as raw checks every minute.
    const fiveMinuteDay = t.db.query(
      `WITH RECURSIVE m(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM m WHERE i < 287)
       INSERT INTO health_buckets (item_id, span, start, up, down, latency_ms) SELECT h.id, 300, ? / 1000 + m.i * 300, 5, 0, 20 + m.i % 50 FROM health_items h, m`,
    )
    const rawDay = t.db.query(
      `WITH RECURSIVE m(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM m WHERE i < 1439)
       INSERT INTO health_results (item_id, at, up, latency_ms) SELECT h.id, ? + m.i * 60000 + h.id, (m.i % 97) <> 0, 20 + m.i % 50 FROM health_items h, m`,
    )
    for (let day = 0; day < 33; day++) {
      ;(day < 30 ? fiveMinuteDay : rawDay).run(t.clock.now())
      t.clock.advance(24 * 60 * MIN)
      health.compact()
    }
    // Compaction kept 48 h of raw checks and made days of what is past 30 days.
    const count = (sql: string) => (t.db.query(sql).get() as { n: number }).n
    expect(count('SELECT count(*) AS n FROM health_results')).toBe(200 * 2 * 1440)
    expect(count('SELECT count(*) AS n FROM health_buckets WHERE span = 86400')).toBeGreaterThan(0)
    t.db.run('VACUUM')
    const bytes = statSync(join(t.dir, 'foyer.db')).size
    // The README's bound: 48 h of raw results and 30 days of 5-minute rows for 200 items.
    expect(bytes).toBeLessThan(80 * 1024 * 1024)
    console.log(`health: ${(bytes / 1024 / 1024).toFixed(1)} MiB after 33 days of 200 items`)
    expect(KEEP.rawMs).toBe(48 * 60 * MIN)
  }, 120_000)
})

test('the scheduler spreads first checks over the interval and runs at most eight at once', async () => {
  const { health } = setUp()
  for (let i = 0; i < 30; i++) await link(alice, `S${i}`, 'http://127.0.0.1:9/')
  let release = () => {}
  const gate = new Promise<void>((resolve) => {
    release = resolve
  })
  let started = 0
  const slow = {
    ...health,
    check: async () => {
      started++
      await gate
    },
  }
  const scheduler = createHealthScheduler({ service: slow, clock: t.clock, log: () => {}, changes: changeCounter(t.db) })
  scheduler.tick()
  // At 12:00:00 only the items whose spread point is now are due: not all thirty.
  expect(started).toBeLessThan(30)
  for (let s = 0; s < 60; s++) {
    t.clock.advance(1000)
    scheduler.tick()
  }
  expect(scheduler.running()).toBe(MAX_IN_FLIGHT)
  release()
  scheduler.stop()
})

test('with nothing to check the scheduler stops ticking, and a new link or a reload wakes it', async () => {
  const { health } = setUp()
  let reads = 0
  let polls = 0
  let ticks = 0
  const counted = {
    ...health,
    checkable: () => {
      reads++
      return health.checkable()
    },
    sendAlerts: () => {
      ticks++
      health.sendAlerts()
    },
  }
  const changes = changeCounter(t.db)
  const scheduler = createHealthScheduler({
    service: counted,
    clock: t.clock,
    log: () => {},
    changes: () => {
      polls++
      return changes()
    },
    idlePollMs: 20,
  })
  stops.push(scheduler.stop)
  scheduler.start()
  // The first tick finds nothing to check and the scheduler sleeps; while nothing is written it reads nothing again.
  expect(await eventually(() => reads === 1 && !scheduler.ticking(), 5_000)).toBe(true)
  const pollsAsleep = polls
  expect(await eventually(() => polls >= pollsAsleep + 3)).toBe(true)
  expect(reads).toBe(1)
  // A new link is a database change: the next poll wakes it, and with an item to check it keeps ticking.
  await link(alice, 'Router', 'http://127.0.0.1:9/')
  expect(await eventually(() => scheduler.ticking() && reads === 2, 5_000)).toBe(true)
  const ticksAwake = ticks
  expect(await eventually(() => ticks >= ticksAwake + 2, 5_000)).toBe(true)
  expect(scheduler.ticking()).toBe(true)
  scheduler.stop()
  // A reload (a health setting changed) wakes a sleeping scheduler at once.
  t.db.run('DELETE FROM listings')
  scheduler.start()
  expect(await eventually(() => !scheduler.ticking(), 5_000)).toBe(true)
  scheduler.reload()
  expect(scheduler.ticking()).toBe(true)
}, 20_000)
