import { afterAll, beforeAll, expect, test } from 'bun:test'
import { send } from './support/http'
import { base } from './support/probes'
import { fillPath, type Operation } from './support/openapi'
import { changes, run, snapshot, summary, type Failure } from './support/run'
import { buildWorld, copyWorld, startUpstreams, type Upstreams, type World } from './support/world'

// A wall display's token over every operation of /api-docs/json: a route added later is refused unless it opts in.

const MINUTE = 60_000
const TABLER_ICON = { iconUrl: '/api/v1/icons/tabler/3/dark/folder.svg', iconUrlLight: null, iconProvider: 'tabler', iconId: 'folder' }

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

test('exactly the read-only routes a kiosk needs are open to display tokens (x-foyer-display): GETs, and the stream hub’s socket tickets', () => {
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
    // It writes nothing: a ticket lives 30 s in memory and opens one camera's socket (src/features/displays/displays.sockets.test.ts).
    'POST /api/v1/tickets',
  ])
})

type View = { kind: string; id?: number }

/** Whether one of these views shows the item the probe's path names (the route's x-foyer-display-item), as the issue asks. */
function showsItem(w: World, op: Operation, path: string, views: View[]): boolean {
  const item = op.displayItem
  if (!item) return true
  const value = path.split('/')[op.path.split('/').indexOf(`{${item.param}}`)]
  const parent = () =>
    w.t.db
      .query<{ parent: number | null }, [string, number]>('SELECT parent_id AS parent FROM listings WHERE id = ? AND user_id = ?')
      .get(value!, w.userIds.alice)
  const target = item.card ? (parent() === null ? undefined : String(parent()!.parent ?? 'root')) : value
  // A folder view shows everything under its folder: the target and the folders above it.
  const above = (id: string) =>
    w.t.db
      .query<{ id: number }, [string, number]>(
        'WITH RECURSIVE up(id, parent_id) AS (SELECT id, parent_id FROM listings WHERE id = ? AND user_id = ? UNION ALL SELECT l.id, l.parent_id FROM listings l JOIN up ON l.id = up.parent_id) SELECT id FROM up',
      )
      .all(id, w.userIds.alice)
      .map((r) => String(r.id))
  return views.some((v) =>
    v.kind === 'folder' && target !== undefined ? above(target).includes(String(v.id)) : (v.kind === 'home' ? 'root' : String(v.id)) === target,
  )
}

test(
  'a display token reads the routes its views need, for the items they show, and gets 403 on every other signed-in operation, changing nothing',
  async () => {
    const failures: Failure[] = []
    await inCopy(async (w) => {
      const folder = firstId(w, "SELECT id FROM listings WHERE listing_type = 'category'")
      const todo = firstId(w, "SELECT id FROM listings WHERE listing_type = 'todo'")
      const page = firstId(w, 'SELECT id FROM pages')
      const fullViews = [{ kind: 'home' }, { kind: 'folder', id: folder }, { kind: 'todo', id: todo }, { kind: 'streams' }]
      const full = await display(w, fullViews)
      const pageOnly = await display(w, [{ kind: 'page', id: page }])
      const before = snapshot(w.t)
      const guarded = w.ops.filter((op) => op.access === 'user' || op.access === 'admin')
      // Besides alice's example, each item route is asked for the very items the displays show.
      const shown: Record<string, string> = { id: String(folder), listingId: String(todo), pageId: String(page) }
      const own = (op: Operation, token: string, views: View[], input: string) => {
        const probe = { ...probeOf(w, op, token, input), views }
        if (!op.displayItem) return [probe]
        const card = firstId(w, `SELECT id FROM listings WHERE parent_id = ${folder}`)
        const value = op.displayItem.card ? String(card) : shown[op.displayItem.param]!
        const segments = probe.path.split('/')
        segments[op.path.split('/').indexOf(`{${op.displayItem.param}}`)] = value
        return [probe, { ...probe, path: segments.join('/'), input: `${input}, its own item` }]
      }
      const probes = guarded.flatMap((op) => [
        ...own(op, full.token, fullViews, 'a display of home, a folder, a todo calendar and the stream hub'),
        ...own(op, pageOnly.token, [{ kind: 'page', id: page }], 'a display of one page'),
      ])
      await run(w, probes, failures, (probe, reply) => {
        const open = probe.op.display.some((kind) => probe.views.some((v) => v.kind === kind)) && showsItem(w, probe.op, probe.path, probe.views)
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

/** The id a signed-in save answers with (it must succeed). */
async function savedId(w: World, token: string, path: string, json: unknown): Promise<number> {
  const res = await send(w.t.app, { method: 'POST', path, token, body: { json } })
  expect(res.status).toBe(200)
  return JSON.parse(res.text).message.id as number
}

test('a display of one folder, todo list and page reads exactly those: another of the same owner, the home or another user’s is refused', async () => {
  await inCopy(async (w) => {
    const alice = w.token('alice')
    const save = (path: string, json: unknown) => savedId(w, alice, path, json)
    const folder = firstId(w, "SELECT id FROM listings WHERE listing_type = 'category'")
    const todo = firstId(w, "SELECT id FROM listings WHERE listing_type = 'todo'")
    const page = firstId(w, 'SELECT id FROM pages')
    const inFolder = firstId(w, `SELECT id FROM listings WHERE parent_id = ${folder}`)
    const atHome = firstId(w, "SELECT id FROM listings WHERE parent_id IS NULL AND listing_type = 'link' AND live_app_id IS NOT NULL")
    const otherFolder = await save('/api/v1/listing/save/folder', { folderName: 'Cellar', folderIcon: TABLER_ICON, showInSidebar: true })
    const otherTodo = await save('/api/v1/listing/save/todo', { todoName: 'Secret plans', todoIcon: TABLER_ICON, showInSidebar: true })
    const otherPage = await save('/api/v1/page/save', { pageTitle: 'Diary', pageContent: '<p>dear diary</p>', publish: true })
    const { token } = await display(w, [
      { kind: 'folder', id: folder },
      { kind: 'todo', id: todo },
      { kind: 'page', id: page },
    ])
    const status = async (path: string) => ({ path, status: (await send(w.t.app, { method: 'GET', path, token })).status })
    const month = '2026-11'
    const reads = [`/api/v1/listing/folder/${folder}/list`, `/api/v1/todo/${todo}/calendar/pending/${month}`, `/api/v1/page/info/${page}/active`]
    for (const path of reads) expect(await status(path)).toEqual({ path, status: 200 })
    // Admitted: the link lies in the folder shown (it has no live app, so the route itself answers 404).
    expect(await status(`/api/v1/app/run/${inFolder}/http-status`)).toEqual({ path: `/api/v1/app/run/${inFolder}/http-status`, status: 404 })
    const refused = [
      `/api/v1/listing/folder/${otherFolder}/list`,
      '/api/v1/listing/folder/root/list',
      `/api/v1/listing/folder/${firstId(w, "SELECT id FROM listings WHERE listing_type = 'category'", 'bob')}/list`,
      `/api/v1/app/run/${atHome}/http-status`,
      `/api/v1/todo/${otherTodo}/calendar/pending/${month}`,
      `/api/v1/todo/all/calendar/pending/${month}`,
      `/api/v1/page/info/${otherPage}/active`,
      `/api/v1/page/info/${firstId(w, 'SELECT id FROM pages', 'bob')}/active`,
    ]
    for (const path of refused) expect(await status(path)).toEqual({ path, status: 403 })
    // The dashboard it reads names no folder, list or card of its owner: its views load their own.
    const dashboard = (await send(w.t.app, { method: 'GET', path: '/api/v1/dashboard', token })).text
    expect(dashboard).not.toContain('Cellar')
    expect(dashboard).not.toContain('Secret plans')
    expect(dashboard).not.toContain('Zq7alice live')

    // A display of the home reads the home's cards, and no folder's.
    const home = (await display(w, [{ kind: 'home' }])).token
    expect((await send(w.t.app, { method: 'GET', path: `/api/v1/app/run/${atHome}/http-status`, token: home })).status).toBe(200)
    expect((await send(w.t.app, { method: 'GET', path: `/api/v1/listing/folder/${folder}/list`, token: home })).status).toBe(403)
  })
})

test('a folder display opens the folder’s sub-folders and their cards, and nothing above or beside it; its breadcrumb starts at its folder', async () => {
  await inCopy(async (w) => {
    const alice = w.token('alice')
    const save = (path: string, json: unknown) => savedId(w, alice, path, json)
    const folder = (folderName: string, parentId?: number) => save('/api/v1/listing/save/folder', { folderName, folderIcon: TABLER_ICON, parentId })
    const house = await folder('Zq7 house')
    const shown = await folder('Zq7 ground floor', house)
    const kitchen = await folder('Zq7 kitchen', shown)
    const pantry = await folder('Zq7 pantry', kitchen)
    const beside = await folder('Zq7 attic', house)
    const inPantry = await save('/api/v1/listing/save/link', { linkName: 'Fridge', linkIcon: TABLER_ICON, localUrl: 'http://127.0.0.1:9/' })
    expect((await send(w.t.app, { method: 'GET', path: `/api/v1/listing/move/${inPantry}/to/${pantry}`, token: alice })).status).toBe(200)
    const { token } = await display(w, [{ kind: 'folder', id: shown }])
    const read = async (path: string) => {
      const res = await send(w.t.app, { method: 'GET', path, token })
      return { path, status: res.status, text: res.text }
    }
    const names = (text: string) => (JSON.parse(text).message.breadcrumb as Array<{ listingName: string }>).map((b) => b.listingName)

    const own = await read(`/api/v1/listing/folder/${shown}/list`)
    expect(own.status).toBe(200)
    expect(names(own.text)).toEqual(['Zq7 ground floor'])
    expect(own.text).not.toContain('Zq7 house')
    const deep = await read(`/api/v1/listing/folder/${pantry}/list`)
    expect(deep.status).toBe(200)
    expect(names(deep.text)).toEqual(['Zq7 ground floor', 'Zq7 kitchen', 'Zq7 pantry'])
    // A card deep inside is the folder's too (no live app here, so the route itself answers 404, not 403).
    expect((await read(`/api/v1/app/run/${inPantry}/http-status`)).status).toBe(404)
    for (const path of [`/api/v1/listing/folder/${house}/list`, `/api/v1/listing/folder/${beside}/list`, '/api/v1/listing/folder/root/list'])
      expect({ path, status: (await read(path)).status }).toEqual({ path, status: 403 })
    // The owner still sees the whole way down.
    const signedIn = await send(w.t.app, { method: 'GET', path: `/api/v1/listing/folder/${pantry}/list`, token: alice })
    expect(names(signedIn.text)).toEqual(['Zq7 house', 'Zq7 ground floor', 'Zq7 kitchen', 'Zq7 pantry'])
  })
})
