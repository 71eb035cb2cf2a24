import { afterAll, beforeAll, expect, test } from 'bun:test'
import { send } from './support/http'
import { base } from './support/probes'
import { fillPath, type Operation } from './support/openapi'
import { changes, run, snapshot, summary, type Failure } from './support/run'
import { buildWorld, copyWorld, startUpstreams, type Upstreams, type World } from './support/world'

// A wall display's token over every operation of /api-docs/json: a route added later is refused unless it opts in.

const MINUTE = 60_000

let upstreams: Upstreams
let world: World

beforeAll(async () => {
  upstreams = startUpstreams()
  world = await buildWorld(upstreams)
}, MINUTE)

afterAll(() => {
  world?.t.close()
  upstreams?.stop()
})

/** A display of alice's showing these views; answers its token. */
async function display(w: World, views: Array<{ kind: string; id?: number }>): Promise<{ id: number; token: string }> {
  const res = await send(w.t.app, { method: 'POST', path: '/api/v1/displays', token: w.token('alice'), body: { json: { name: 'Hall', views } } })
  expect(res.status).toBe(200)
  return JSON.parse(res.text).message
}

/** alice's example values for an operation, so a route the display may read finds what it names. */
const probeOf = (w: World, op: Operation, token: string, input: string) => {
  const start = base(op, w.examples.alice.get(op.key))
  return { op, method: op.method, path: fillPath(op, start.values), body: start.body, token, input }
}

async function inCopy<T>(body: (w: World) => Promise<T>): Promise<T> {
  const copy = copyWorld(world, upstreams)
  try {
    return await body(copy)
  } finally {
    copy.t.close()
  }
}

test('exactly the read-only routes a kiosk needs are open to display tokens (x-foyer-display), all of them GETs', () => {
  const marked = world.ops.filter((op) => op.display.length > 0)
  expect(marked.map((op) => op.key).sort()).toEqual([
    'GET /api/v1/app/run/{listingId}/{app}',
    'GET /api/v1/dashboard',
    'GET /api/v1/displays/me',
    'GET /api/v1/listing/folder/stream/list',
    'GET /api/v1/listing/folder/{id}/list',
    'GET /api/v1/listing/stream/preview/{id}',
    'GET /api/v1/page/info/{pageId}/active',
    'GET /api/v1/todo/{listingId}/calendar/{filter}/{month}',
    'GET /api/v1/weather',
    'GET /api/v1/weather/forecast',
  ])
})

test(
  'a display token reads the routes its views need and gets 403 on every other signed-in operation, changing nothing',
  async () => {
    const failures: Failure[] = []
    await inCopy(async (w) => {
      const full = await display(w, [
        { kind: 'home' },
        { kind: 'todo', id: firstId(w, "SELECT id FROM listings WHERE listing_type = 'todo'") },
        { kind: 'streams' },
      ])
      const pageOnly = await display(w, [{ kind: 'page', id: firstId(w, 'SELECT id FROM pages') }])
      const before = snapshot(w.t)
      const guarded = w.ops.filter((op) => op.access === 'user' || op.access === 'admin')
      const probes = guarded.flatMap((op) => [
        { ...probeOf(w, op, full.token, 'a display of home, a todo calendar and the stream hub'), views: ['home', 'todo', 'streams'] },
        { ...probeOf(w, op, pageOnly.token, 'a display of one page'), views: ['page'] },
      ])
      await run(w, probes, failures, (probe, reply) => {
        const open = probe.op.display.some((kind) => probe.views.includes(kind))
        if (!open) return reply.status === 403 ? null : 'expected 403: this display may not call it'
        if (reply.status === 401 || reply.status === 403) return 'refused a route its views need'
        if (reply.status >= 500) return 'a server error'
        return null
      })
      // Last seen is the one thing a display's reads write.
      const after = snapshot(w.t)
      for (const s of [before, after]) s.delete('table displays')
      for (const change of changes(before, after)) failures.push({ op: '(the database)', input: 'display tokens over every route', status: 0, why: change })
    })
    expect(summary(failures)).toBe('')
  },
  MINUTE,
)

/** The id of the owner's first row that `select` (SELECT id FROM …) finds. */
function firstId(w: World, select: string, owner: 'alice' | 'bob' = 'alice'): number {
  const where = select.includes(' WHERE ') ? ' AND' : ' WHERE'
  return w.t.db.query<{ id: number }, [number]>(`${select}${where} user_id = ?`).get(w.userIds[owner])!.id
}

test('the dashboard a display reads carries no authenticators; /displays/me answers its configuration', async () => {
  await inCopy(async (w) => {
    const { token } = await display(w, [{ kind: 'home' }])
    const signedIn = JSON.parse((await send(w.t.app, { method: 'GET', path: '/api/v1/dashboard', token: w.token('alice') })).text).message
    expect(signedIn.authenticators.length).toBeGreaterThan(0)
    const shown = await send(w.t.app, { method: 'GET', path: '/api/v1/dashboard', token })
    expect(shown.status).toBe(200)
    expect(JSON.parse(shown.text).message.authenticators).toEqual([])
    expect(shown.text).not.toContain('Zq7alice service')
    const me = await send(w.t.app, { method: 'GET', path: '/api/v1/displays/me', token })
    expect(JSON.parse(me.text).message).toMatchObject({ name: 'Hall', views: [{ kind: 'home' }], density: 'wall' })
    // A session is not a display: /displays/me has nothing to tell it.
    expect((await send(w.t.app, { method: 'GET', path: '/api/v1/displays/me', token: w.token('alice') })).status).toBe(403)
  })
})

test('a revoked display token is refused with 401 everywhere; another user never sees or revokes a display', async () => {
  await inCopy(async (w) => {
    const { id, token } = await display(w, [{ kind: 'home' }])
    const list = JSON.parse((await send(w.t.app, { method: 'GET', path: '/api/v1/displays', token: w.token('alice') })).text).message
    const mine = list.find((d: { id: number }) => d.id === id)
    // Masked in the list, and the kiosk's last visit is not yet known.
    expect(mine.token).toBe(`••••${token.slice(-4)}`)
    expect(JSON.stringify(list)).not.toContain(token)
    expect((await send(w.t.app, { method: 'GET', path: '/api/v1/dashboard', token })).status).toBe(200)
    const seen = JSON.parse((await send(w.t.app, { method: 'GET', path: '/api/v1/displays', token: w.token('alice') })).text).message
    expect(seen.find((d: { id: number }) => d.id === id).lastSeenAt).toBeNumber()

    const bobs = JSON.parse((await send(w.t.app, { method: 'GET', path: '/api/v1/displays', token: w.token('bob') })).text).message
    expect(bobs.map((d: { id: number }) => d.id)).not.toContain(id)
    expect((await send(w.t.app, { method: 'GET', path: `/api/v1/displays/delete/${id}`, token: w.token('bob') })).status).toBe(404)
    expect((await send(w.t.app, { method: 'GET', path: '/api/v1/dashboard', token })).status).toBe(200)

    expect((await send(w.t.app, { method: 'GET', path: `/api/v1/displays/delete/${id}`, token: w.token('alice') })).status).toBe(200)
    for (const path of ['/api/v1/dashboard', '/api/v1/displays/me', '/api/v1/settings', '/api/v1/api-keys'])
      expect({ path, status: (await send(w.t.app, { method: 'GET', path, token })).status }).toEqual({ path, status: 401 })
    expect((await send(w.t.app, { method: 'POST', path: '/api/v1/displays', token, body: { json: { name: 'x', views: [{ kind: 'home' }] } } })).status).toBe(
      401,
    )
  })
})

test('a view must name a listing or page of the owner and of its kind', async () => {
  await inCopy(async (w) => {
    const bobsPage = firstId(w, 'SELECT id FROM pages', 'bob')
    const post = (views: unknown) =>
      send(w.t.app, { method: 'POST', path: '/api/v1/displays', token: w.token('alice'), body: { json: { name: 'Hall', views } } })
    expect((await post([{ kind: 'page', id: bobsPage }])).status).toBe(404)
    expect((await post([{ kind: 'page' }])).status).toBe(400)
    expect((await post([])).status).toBe(400)
    expect((await post([{ kind: 'page', id: firstId(w, 'SELECT id FROM pages') }])).status).toBe(200)
  })
})
