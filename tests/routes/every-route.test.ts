import { afterAll, beforeAll, expect, test } from 'bun:test'
import { writeFileSync } from 'node:fs'
import { counts, type Reply } from './support/http'
import { corpusProbes, type CorpusProbe } from './support/corpus'
import { fillPath } from './support/openapi'
import { base, idSlots, isolationProbes, plainProbe, type Probe } from './support/probes'
import { changes, health, run, runIsolated, snapshot, summary, workingValues, type Failure } from './support/run'
import { buildWorld, copyWorld, startUpstreams, type Upstreams, type World } from './support/world'

// Every operation of /api-docs/json, read afresh each run: a route added later is covered without being listed here.

const MINUTE = 60_000
const REFUSED = [400, 401, 403, 404]

let upstreams: Upstreams
let world: World
const all: Failure[] = []

beforeAll(async () => {
  upstreams = startUpstreams()
  world = await buildWorld(upstreams)
}, MINUTE)

afterAll(() => {
  world?.t.close()
  upstreams?.stop()
  console.log(`every-route: ${world?.ops.length ?? 0} routes, ${counts.requests} requests, ${all.length} failures`)
  // The whole list, one failure a line, for whoever fixes them: ROUTE_SUITE_FAILURES=/tmp/failures.txt bun test tests/routes
  if (process.env.ROUTE_SUITE_FAILURES)
    writeFileSync(process.env.ROUTE_SUITE_FAILURES, all.map((f) => `${f.op} — ${f.input} — ${f.status || 'no answer'}: ${f.why}`).join('\n'))
})

/** Runs `body` on a copy of the world and closes it after. */
async function inCopy<T>(body: (w: World) => Promise<T>): Promise<T> {
  const copy = copyWorld(world, upstreams)
  try {
    return await body(copy)
  } finally {
    copy.t.close()
  }
}

function expectNone(failures: Failure[]) {
  all.push(...failures)
  expect(summary(failures)).toBe('')
}

test('the document describes the operations this suite relies on', () => {
  const access = Object.fromEntries(world.ops.map((op) => [op.key, op.access]))
  // Guards the suite itself: if these were misread, every other test would check too little.
  expect(access['GET /api/v1/home']).toBe('public')
  expect(access['GET /api/v1/dashboard']).toBe('user')
  expect(access['GET /api/v1/accounts/list']).toBe('admin')
  expect(access['POST /api/v1/tickets']).toBe('user')
  // Ticket routes are websockets, outside /api: the sessions-end suite opens them. Here every call sends a bearer header.
  expect(world.ops.filter((op) => op.access === 'ticket').map((op) => op.key)).toEqual([])
  expect(world.ops.length).toBeGreaterThan(50)
  expect(world.ops.filter((op) => idSlots(op).length > 0).length).toBeGreaterThan(20)
})

test(
  'every non-public operation answers 401 without a valid session, before reading the body',
  async () => {
    const failures: Failure[] = []
    await inCopy(async (w) => {
      const probes: Probe[] = w.ops
        .filter((op) => op.access !== 'public')
        .flatMap((op) => {
          const plain = plainProbe(op, w.examples.alice.get(op.key), w.userIds.alice, 'no session')
          const variants: Probe[] = [plain, { ...plain, token: 'not-a-session', input: 'an unknown bearer token' }]
          variants.push({ ...plain, path: `${plain.path}${plain.path.includes('?') ? '&' : '?'}token=not-a-session`, input: 'an unknown ?token=' })
          if (plain.body) variants.push({ ...plain, body: { raw: '{"unparsed": ' }, input: 'no session and a malformed JSON body' })
          return variants
        })
      await run(w, probes, failures, (_, reply) => (reply.status === 401 ? null : 'expected 401'))
    })
    expectNone(failures)
  },
  MINUTE,
)

test(
  'the session token in ?token= opens no operation but the one spec 1 §7 defines with it (x-foyer-query-token)',
  async () => {
    const failures: Failure[] = []
    expect(world.ops.filter((op) => op.queryToken).map((op) => op.key)).toEqual(['GET /api/v1/totp/stream/{id}'])
    await inCopy(async (w) => {
      // One session each for every probe: a token only in the URL ends nothing, and a fresh one per probe would pass the per-user cap.
      const tokens = { admin: w.token('admin'), alice: w.token('alice') }
      const probes: Probe[] = w.ops
        .filter((op) => op.access !== 'public')
        .map((op) => {
          const who = op.access === 'admin' ? 'admin' : 'alice'
          const start = base(op, w.examples[who].get(op.key))
          const path = fillPath(op, start.values)
          // Only in the URL, where proxies and browser history keep it: no header.
          return {
            op,
            method: op.method,
            path: `${path}${path.includes('?') ? '&' : '?'}token=${tokens[who]}`,
            body: start.body,
            input: `${who}'s session token in ?token=`,
          }
        })
      await run(w, probes, failures, (probe, reply) => {
        if (probe.op.queryToken) return reply.status === 401 ? 'refused the ?token= its mark says it takes' : null
        return reply.status === 401 ? null : 'expected 401'
      })
    })
    expectNone(failures)
  },
  MINUTE,
)

test(
  'admin-only operations refuse normal users with 403',
  async () => {
    const failures: Failure[] = []
    await inCopy(async (w) => {
      const admin = w.ops.filter((op) => op.access === 'admin')
      expect(admin.length).toBeGreaterThan(0)
      const probes = admin.flatMap((op) =>
        (['alice', 'bob'] as const).map((user) => ({
          ...plainProbe(op, w.examples[user].get(op.key), w.userIds[user], `${user}, not an administrator`),
          as: user,
        })),
      )
      const before = snapshot(w.t)
      await run(w, probes, failures, (_, reply) => (reply.status === 403 ? null : 'expected 403'))
      for (const change of changes(before, snapshot(w.t))) failures.push({ op: 'admin-only operations', input: 'alice and bob', status: 403, why: change })
    })
    expectNone(failures)
  },
  MINUTE,
)

test(
  "bob gets nothing of alice's with her ids in any id slot: only 400/401/403/404, none of her data, nothing changed",
  async () => {
    const failures: Failure[] = []
    const user = world.ops.filter((op) => op.access === 'user')
    const markers = world.markers.map((m) => m.toLowerCase())
    const leak = (text: string) => markers.find((m) => text.toLowerCase().includes(m))
    // Operations that name no id still must not show bob anything of alice's.
    const lists = user.filter((op) => op.method === 'GET' && idSlots(op).length === 0)
    await run(
      world,
      lists.map((op) => ({ ...plainProbe(op, world.examples.bob.get(op.key), world.userIds.bob, 'bob'), as: 'bob' as const })),
      failures,
      (_, reply) => {
        const marker = leak(reply.text)
        return reply.status >= 500 ? 'a 5xx' : marker ? `shows alice's data (${marker.slice(0, 12)})` : null
      },
    )
    const aliceBefore = (await world.t.call('GET', '/api/v1/dashboard', { token: world.token('alice') })).body
    let matrix = 0
    for (const op of user) {
      const probes = isolationProbes(op, world.examples.bob.get(op.key), world.ids.alice, world.ids.bob)
      if (!probes.length) continue
      matrix += probes.length
      const before = snapshot(world.t)
      await run(world, probes, failures, (_, reply) => {
        if (!REFUSED.includes(reply.status)) return 'expected 400, 401, 403 or 404'
        const marker = leak(reply.text)
        return marker ? `the refusal shows alice's data (${marker.slice(0, 12)})` : null
      })
      for (const change of changes(before, snapshot(world.t)))
        failures.push({ op: op.key, input: `bob with alice's ids (${probes.length} requests)`, status: 0, why: change })
    }
    expect(matrix).toBeGreaterThan(1000)
    const aliceAfter = (await world.t.call('GET', '/api/v1/dashboard', { token: world.token('alice') })).body
    if (JSON.stringify(aliceAfter) !== JSON.stringify(aliceBefore))
      failures.push({ op: 'GET /api/v1/dashboard', input: 'alice, after the matrix', status: 200, why: "alice's dashboard changed" })
    expectNone(failures)
  },
  2 * MINUTE,
)

test(
  'bad input never gets a 5xx; malformed ids are 400, bodies over 1 MiB 413; the server stays healthy',
  async () => {
    const failures: Failure[] = []
    const check = (probe: CorpusProbe, reply: Reply) => {
      if (probe.expect && reply.status !== probe.expect) return `expected ${probe.expect}`
      return reply.status >= 500 ? 'a 5xx' : null
    }
    const isolated: CorpusProbe[] = []
    for (const op of world.ops) {
      const as = op.access === 'admin' ? 'admin' : op.access === 'user' ? 'alice' : undefined
      const example = world.examples[as === 'admin' ? 'admin' : 'alice'].get(op.key)
      const start = base(op, example)
      const values = example || idSlots(op).length === 0 ? start.values : await inCopy((w) => workingValues(w, op, as, start.values, start.body))
      const probes = corpusProbes(op, as, values, start.body)
      isolated.push(...probes.filter((p) => p.isolated))
      await inCopy(async (w) => {
        await run(
          w,
          probes.filter((p) => !p.isolated),
          failures,
          check,
        )
        for (const problem of await health(w)) failures.push({ op: op.key, input: 'after its bad inputs', status: 0, why: `unhealthy: ${problem}` })
      })
    }
    await runIsolated(world, upstreams.env, isolated, failures, check)
    expectNone(failures)
  },
  3 * MINUTE,
)
