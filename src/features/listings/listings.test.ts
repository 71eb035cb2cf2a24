import { describe, expect, test } from 'bun:test'
import { join } from 'node:path'
import { createApp } from '../../app'
import { openDatabase } from '../../core/db'
import { migrate } from '../../core/migrate'
import { manualClock, useTestApp } from '../../../tests/helpers/test-app'
import { countingDatabase } from '../../../tests/helpers/query-counter'
import { createAnswerCache } from '../../core/answer-cache'
import { NAMED_KINDS } from '../../definitions/listing-kinds'
import { KEPT_SECRET } from '../../definitions/kept-secret'
import { createListingsService, MAX_LISTINGS_PER_USER } from './listings.service'
import { acceptedConfig, maskedConfig } from '../live-apps/app-config'

const tabler = (id: string) => ({ iconUrl: `/api/v1/icons/tabler/3.0.0/dark/${id}.svg`, iconUrlLight: null, iconProvider: 'tabler', iconId: id })
const ICON = tabler('folder')
const LINK_ICON = tabler('link')

const t = useTestApp()

async function folder(token: string, folderName: string, parentId: number | null = null, extra: object = {}): Promise<number> {
  const res = await t.call('POST', '/api/v1/listing/save/folder', { token, body: { folderName, folderIcon: ICON, parentId, showInSidebar: false, ...extra } })
  if (res.status !== 200) throw new Error(JSON.stringify(res.body))
  return res.body.message.id
}
async function link(token: string, linkName: string, parentId: number | null = null, extra: object = {}): Promise<number> {
  const res = await t.call('POST', '/api/v1/listing/save/link', {
    token,
    body: {
      linkName,
      linkIcon: LINK_ICON,
      linkURL: `https://example.org/${linkName}`,
      localUrl: '',
      description: '',
      parentId,
      showInSidebar: false,
      integration: null,
      ...extra,
    },
  })
  if (res.status !== 200) throw new Error(JSON.stringify(res.body))
  return res.body.message.id
}
const list = async (token: string, id: number | 'root' = 'root') => (await t.call('GET', `/api/v1/listing/folder/${id}/list`, { token })).body.message
const names = async (token: string, id: number | 'root' = 'root') => (await list(token, id)).items.map((i: { listingName: string }) => i.listingName)
const count = () => t.db.query<{ n: number }, []>('SELECT count(*) AS n FROM listings').get()!.n

describe('folders', () => {
  test('a folder is saved at the root, read back for the form and listed on the home page and dashboard', async () => {
    const id = await folder(t.alice, 'Media', null, { showInSidebar: true })
    const got = await t.call('GET', `/api/v1/listing/folder/${id}`, { token: t.alice })
    expect(got.status).toBe(200)
    expect(got.body.message).toEqual({
      listing: {
        id,
        listingName: 'Media',
        listingType: 'category',
        parentId: null,
        listingUrl: null,
        localUrl: null,
        description: null,
        listingIcon: ICON,
        inSidebar: true,
        liveAppConfigured: false,
        liveAppEnabled: false,
        integration: null,
      },
      parents: [],
    })
    const dash = (await t.call('GET', '/api/v1/dashboard', { token: t.alice })).body.message
    expect(dash.homepageItems.map((i: { id: number }) => i.id)).toEqual([id])
    expect(dash.sidebarItems.map((i: { id: number }) => i.id)).toEqual([id])
    expect((await t.call('GET', '/api/v1/dashboard', { token: t.bob })).body.message.homepageItems).toEqual([])
  })

  test('editing keeps the place and changes name, icon and the sidebar flag', async () => {
    const parent = await folder(t.alice, 'Parent')
    const id = await folder(t.alice, 'Old', parent)
    const res = await t.call('POST', '/api/v1/listing/save/folder', {
      token: t.alice,
      body: { listingId: id, parentId: parent, folderName: '  New  ', folderIcon: tabler('camera'), showInSidebar: true },
    })
    expect(res.status).toBe(200)
    expect(res.body.message).toMatchObject({ id, listingName: 'New', parentId: parent, inSidebar: true, listingIcon: tabler('camera') })
    expect(count()).toBe(2)
  })

  test("validation: the spec's messages, nothing saved", async () => {
    const save = (body: object) => t.call('POST', '/api/v1/listing/save/folder', { token: t.alice, body })
    expect((await save({ folderName: ' ', folderIcon: ICON })).body).toEqual({ error: true, message: 'Please fill all the fields' })
    expect((await save({ folderName: 'A' })).body).toEqual({ error: true, message: 'You must have to select an icon' })
    expect((await save({ folderName: 'A', folderIcon: { iconUrl: '' } })).status).toBe(400)
    // One icon check everywhere (core/input.ts): no script, data or protocol-relative addresses in an icon.
    for (const iconUrl of ['javascript:alert(1)', 'data:image/svg+xml,<svg/>', '//evil.example/x.svg', 'default:folder'])
      expect((await save({ folderName: 'A', folderIcon: { iconUrl } })).body).toEqual({
        error: true,
        message: 'Invalid icon: { iconUrl, iconUrlLight?, iconProvider?, iconId? }.',
      })
    expect((await save({ folderName: 'A', folderIcon: ICON, parentId: 'x' })).status).toBe(400)
    expect((await save({ folderName: 'A', folderIcon: ICON, parentId: 999 })).body).toEqual({ error: true, message: 'Folder not found.' })
    expect((await save({ folderName: 'A'.repeat(201), folderIcon: ICON })).status).toBe(400)
    expect(count()).toBe(0)
  })

  test('a link cannot be a parent, and a folder form cannot overwrite a link', async () => {
    const l = await link(t.alice, 'l')
    expect((await t.call('POST', '/api/v1/listing/save/folder', { token: t.alice, body: { folderName: 'A', folderIcon: ICON, parentId: l } })).status).toBe(404)
    expect((await t.call('POST', '/api/v1/listing/save/folder', { token: t.alice, body: { listingId: l, folderName: 'A', folderIcon: ICON } })).status).toBe(
      404,
    )
    expect((await t.call('GET', `/api/v1/listing/link/${l}`, { token: t.alice })).body.message.listing.listingName).toBe('l')
  })

  test('the edit GET answers any listing type so the client can redirect on a wrong type', async () => {
    const l = await link(t.alice, 'l')
    const res = await t.call('GET', `/api/v1/listing/folder/${l}`, { token: t.alice })
    expect(res.status).toBe(200)
    expect(res.body.message.listing.listingType).toBe('link')
  })
})

describe('todo and snippet lists', () => {
  for (const kind of ['todo', 'snippet'] as const) {
    test(`a ${kind} list is saved with ${kind}Name and ${kind}Icon, read back with its parents, and edited in place`, async () => {
      const parent = await folder(t.alice, 'Work')
      const save = (body: object) => t.call('POST', `/api/v1/listing/save/${kind}`, { token: t.alice, body })
      const created = await save({ [`${kind}Name`]: ' Plans ', [`${kind}Icon`]: ICON, parentId: parent, showInSidebar: true })
      expect(created.body.message).toMatchObject({ listingName: 'Plans', listingType: kind, parentId: parent, inSidebar: true })
      const id = created.body.message.id
      const read = (await t.call('GET', `/api/v1/listing/${kind}/${id}`, { token: t.alice })).body.message
      expect(read).toMatchObject({ listing: { id, listingType: kind }, parents: [{ id: parent, listingName: 'Work' }] })
      await save({ listingId: id, [`${kind}Name`]: 'Later', [`${kind}Icon`]: ICON })
      expect(await names(t.alice, parent)).toEqual(['Later'])
      expect((await t.call('GET', `/api/v1/listing/${kind}/${id}`, { token: t.bob })).status).toBe(404)
    })

    test(`a ${kind} list: the spec's messages; it cannot overwrite another type or another user's list`, async () => {
      const save = (token: string, body: object) => t.call('POST', `/api/v1/listing/save/${kind}`, { token, body })
      expect((await save(t.alice, { [`${kind}Icon`]: ICON })).body).toEqual({ error: true, message: 'Please fill all the fields' })
      expect((await save(t.alice, { [`${kind}Name`]: 'A' })).body).toEqual({ error: true, message: 'You must have to select an icon' })
      const f = await folder(t.alice, 'F')
      expect((await save(t.alice, { listingId: f, [`${kind}Name`]: 'A', [`${kind}Icon`]: ICON })).status).toBe(404)
      const mine = (await save(t.alice, { [`${kind}Name`]: 'Mine', [`${kind}Icon`]: ICON })).body.message.id
      expect((await save(t.bob, { listingId: mine, [`${kind}Name`]: 'Taken', [`${kind}Icon`]: ICON })).status).toBe(404)
      expect(await names(t.alice)).toEqual(['F', 'Mine'])
    })
  }
})

describe('folder list, parents and breadcrumb', () => {
  test('items, parentFolder and breadcrumb at every depth; root answers the home items', async () => {
    const a = await folder(t.alice, 'A')
    const b = await folder(t.alice, 'B', a)
    const c = await folder(t.alice, 'C', b)
    await link(t.alice, 'in-c', c)
    await link(t.alice, 'top')
    expect(await list(t.alice)).toMatchObject({ parentFolder: null, breadcrumb: [] })
    expect(await names(t.alice)).toEqual(['A', 'top'])
    const inC = await list(t.alice, c)
    expect(inC.items.map((i: { listingName: string }) => i.listingName)).toEqual(['in-c'])
    expect(inC.parentFolder).toMatchObject({ id: c, listingName: 'C', parentId: b })
    expect(inC.breadcrumb).toEqual([
      { id: a, listingName: 'A' },
      { id: b, listingName: 'B' },
      { id: c, listingName: 'C' },
    ])
    expect((await t.call('GET', `/api/v1/listing/parents/${b}`, { token: t.alice })).body.message).toEqual([
      { id: a, listingName: 'A' },
      { id: b, listingName: 'B' },
    ])
    expect((await t.call('GET', '/api/v1/listing/parents/root', { token: t.alice })).body.message).toEqual([])
    expect((await t.call('GET', `/api/v1/listing/folder/${c}`, { token: t.alice })).body.message.parents).toEqual([
      { id: a, listingName: 'A' },
      { id: b, listingName: 'B' },
    ])
  })

  test('unknown ids and links as folders answer 404', async () => {
    const l = await link(t.alice, 'l')
    for (const path of [
      '/listing/folder/999/list',
      `/listing/folder/${l}/list`,
      `/listing/parents/${l}`,
      '/listing/folder/999',
      '/listing/link/999',
      '/listing/delete/999',
    ])
      expect({ path, status: (await t.call('GET', `/api/v1${path}`, { token: t.alice })).status }).toEqual({ path, status: 404 })
  })

  test("malformed ids answer 400 with core/input's message; only 'root' and 'new' stand in for an id where the spec has them", async () => {
    const paths = [
      '/listing/folder/abc/list',
      '/listing/parents/0',
      '/listing/folder/-1',
      '/listing/link/1.5',
      '/listing/link/1e3',
      '/listing/link/0x10',
      '/listing/link/%205',
      '/listing/todo/new',
      '/listing/move/x/to/root',
      '/listing/move/1/to/new',
      '/listing/delete/root',
    ]
    for (const path of paths) {
      const res = await t.call('GET', `/api/v1${path}`, { token: t.alice })
      expect({ path, status: res.status, message: res.body.message }).toEqual({
        path,
        status: 400,
        message: expect.stringMatching(/^Invalid id: a whole number from 1/),
      })
    }
    const reorder = await t.call('POST', '/api/v1/listing/folder/root/reorder', { token: t.alice, body: { items: ['1x'] } })
    expect(reorder.status).toBe(400)
    expect((await t.call('GET', '/api/v1/listing/link/new', { token: t.alice })).body.message).toEqual({
      listing: null,
      parents: [],
      integrations: expect.any(Array),
      pages: [],
    })
  })

  test('the number of queries does not grow with the number of cards', async () => {
    const counted = countingDatabase(t.db)
    const app = createApp({ db: counted.db, config: t.config, secrets: t.secrets, clock: manualClock() })
    const get = (path: string) => app.handle(new Request(`http://localhost/api/v1${path}`, { headers: { authorization: `Bearer ${t.alice}` } }))
    const f = await folder(t.alice, 'F')
    const measure = async () => ({
      home: await counted.during(() => get('/listing/folder/root/list')),
      folder: await counted.during(() => get(`/listing/folder/${f}/list`)),
      dashboard: await counted.during(async () => {
        t.db.query('UPDATE users SET updated_at = updated_at + 1').run() // a write: the cache must rebuild
        await get('/dashboard')
      }),
    })
    const small = await measure()
    for (let i = 0; i < 150; i++) await link(t.alice, `l${i}`, i % 2 ? f : null, { showInSidebar: i % 3 === 0 })
    expect(await measure()).toEqual(small)
    expect(small.folder).toBeLessThanOrEqual(5)
  })

  test('a folder list is built once per database change: repeats read no listing, a write, another folder or user builds again', async () => {
    const counted = countingDatabase(t.db)
    const app = createApp({ db: counted.db, config: t.config, secrets: t.secrets, clock: manualClock() })
    const get = async (path: string, token = t.alice) => {
      let body: unknown
      const sql = await counted.statementsDuring(async () => {
        body = await (await app.handle(new Request(`http://localhost/api/v1${path}`, { headers: { authorization: `Bearer ${token}` } }))).json()
      })
      return { body, listingQueries: sql.filter((q) => /\blistings\b/.test(q)).length }
    }
    const f = await folder(t.alice, 'F')
    await link(t.alice, 'in F', f)
    await link(t.alice, 'at home')
    await folder(t.bob, 'Bob’s')

    const first = await get(`/listing/folder/${f}/list`)
    expect(first.listingQueries).toBeGreaterThan(0)
    expect(await get(`/listing/folder/${f}/list`)).toEqual({ body: first.body, listingQueries: 0 })
    // Another folder and another user are answers of their own.
    const home = await get('/listing/folder/root/list')
    expect(home.listingQueries).toBeGreaterThan(0)
    expect((home.body as { message: { items: unknown[] } }).message.items).toHaveLength(2)
    const bobs = await get('/listing/folder/root/list', t.bob)
    expect(bobs.listingQueries).toBeGreaterThan(0)
    expect((bobs.body as { message: { items: Array<{ listingName: string }> } }).message.items.map((i) => i.listingName)).toEqual(['Bob’s'])
    expect((await get('/listing/folder/root/list')).listingQueries).toBe(0)
    // A write shows up at once.
    await link(t.alice, 'second in F', f)
    const after = await get(`/listing/folder/${f}/list`)
    expect(after.listingQueries).toBeGreaterThan(0)
    expect((after.body as { message: { items: Array<{ listingName: string }> } }).message.items.map((i) => i.listingName)).toEqual(['in F', 'second in F'])
    // A folder that is not the caller's is still refused, cached answers notwithstanding.
    expect((await app.handle(new Request(`http://localhost/api/v1/listing/folder/${f}/list`, { headers: { authorization: `Bearer ${t.bob}` } }))).status).toBe(
      404,
    )
  })
})

describe('links', () => {
  test('saved with every field; the form GET answers listing, parents, pages and integrations', async () => {
    const f = await folder(t.alice, 'F')
    const id = await link(t.alice, 'NAS', f, {
      linkURL: ' https://nas.example.org ',
      localUrl: 'http://192.168.1.5:5000',
      description: 'Files',
      showInSidebar: true,
    })
    const res = await t.call('GET', `/api/v1/listing/link/${id}`, { token: t.alice })
    expect(res.body.message).toEqual({
      listing: expect.objectContaining({
        id,
        listingType: 'link',
        listingName: 'NAS',
        parentId: f,
        listingUrl: 'https://nas.example.org',
        localUrl: 'http://192.168.1.5:5000',
        description: 'Files',
        inSidebar: true,
        listingIcon: LINK_ICON,
      }),
      parents: [{ id: f, listingName: 'F' }],
      pages: [],
      integrations: expect.any(Array),
    })
    expect((await t.call('GET', '/api/v1/listing/link/new', { token: t.alice })).body.message).toEqual({
      listing: null,
      parents: [],
      pages: [],
      integrations: expect.arrayContaining([expect.objectContaining({ appId: 'pihole' })]),
    })
  })

  test("the remote URL is dropped when 'Have Remote URL' is off", async () => {
    const id = await link(t.alice, 'local', null, { linkURL: 'https://x.org', localUrl: 'http://10.0.0.2', haveRemoteUrl: false })
    expect((await t.call('GET', `/api/v1/listing/link/${id}`, { token: t.alice })).body.message.listing).toMatchObject({
      listingUrl: null,
      localUrl: 'http://10.0.0.2',
    })
  })

  test('validation: name and a target are needed, an icon too; script URLs are refused', async () => {
    const save = (body: object) => t.call('POST', '/api/v1/listing/save/link', { token: t.alice, body: { linkIcon: LINK_ICON, ...body } })
    expect((await save({ linkName: '', linkURL: 'https://x.org' })).body.message).toBe('Please fill all the fields')
    expect((await save({ linkName: 'x', linkURL: '', localUrl: ' ' })).body.message).toBe('Please fill all the fields')
    expect((await save({ linkName: 'x', linkURL: 'https://x.org', haveRemoteUrl: false })).body.message).toBe('Please fill all the fields')
    expect((await save({ linkName: 'x', linkURL: 'https://x.org', linkIcon: null })).body.message).toBe('You must have to select an icon')
    const script = await save({ linkName: 'x', linkURL: 'JavaScript:alert(1)' })
    expect(script.status).toBe(400)
    expect((await save({ linkName: 'x', localUrl: 'data:text/html,hi' })).status).toBe(400)
    expect((await save({ linkName: 'x', linkURL: 'https://x.org', pageId: 7 })).body).toEqual({ error: true, message: 'Page not found.' })
    expect((await save({ linkName: 'x', linkURL: 'https://x.org', integration: { appId: 'nope', config: {} } })).body.message).toBe('Unknown live app.')
    expect(count()).toBe(0)
  })
})

describe('links with pages and live apps (injected providers)', () => {
  const APP = {
    appId: 'pihole',
    appName: 'Pi-hole',
    description: 'Queries and blocked queries',
    category: 'network' as const,
    appIcon: '/api/v1/app/pihole/logo',
    brandIcon: 'pihole',
    config: [
      { name: 'apiKey', label: 'API Key', type: 'password', required: true },
      { name: 'note', label: 'Note', type: 'text' },
    ],
    datapoints: ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((key) => ({ key, label: key.toUpperCase() })),
    autoRefreshAfterSeconds: null,
  }
  const service = () =>
    createListingsService({
      db: t.db,
      clock: t.clock,
      secrets: t.secrets,
      answers: createAnswerCache({ db: t.db }),
      providers: {
        pages: (userId) => (userId === 1 ? [{ id: 3, pageTitle: 'About' }] : []),
        liveApps: () => [APP],
        // The rules the live-apps feature hands the links feature in app.ts.
        liveAppConfig: { masked: maskedConfig, accepted: acceptedConfig },
      },
    })
  const body = { linkName: 'L', linkIcon: LINK_ICON, linkURL: 'https://x.org', localUrl: 'http://10.0.0.1' }

  test('a selected page makes the link /p/{pageId} and clears both URLs; another user cannot use it', () => {
    const s = service()
    const saved = s.saveLink(1, { ...body, pageId: 3 })
    expect(saved).toMatchObject({ listingUrl: '/p/3', localUrl: null })
    expect(s.link(1, saved.id).pages).toEqual([{ id: 3, pageTitle: 'About' }])
    expect(() => s.saveLink(2, { ...body, pageId: 3 })).toThrow('Page not found.')
  })

  test("live-app fields are stored, the config sealed at rest, secrets never sent back; '{label} is required'", () => {
    const s = service()
    expect(() => s.saveLink(1, { ...body, integration: { appId: 'pihole', config: { apiKey: ' ' } } })).toThrow('API Key is required')
    const saved = s.saveLink(1, {
      ...body,
      liveAppConfigured: true,
      liveAppEnabled: true,
      integration: { appId: 'pihole', config: { apiKey: 'k-123' }, autoRefreshAfter: 30 },
    })
    expect(saved).toMatchObject({ liveAppConfigured: true, liveAppEnabled: true, integration: { appId: 'pihole', autoRefreshAfter: 30 } })
    expect(saved.integration!.config).toBeUndefined()
    const raw = t.db.query<{ c: string }, [number]>('SELECT live_app_config AS c FROM listings WHERE id = ?').get(saved.id)!.c
    expect(raw).not.toContain('k-123')
    const form = s.link(1, saved.id)
    expect(form.listing!.integration).toEqual({ appId: 'pihole', autoRefreshAfter: 30, datapoints: null, config: { apiKey: KEPT_SECRET } })
    expect(form.integrations).toEqual([APP])
    expect(s.list(1, 'root').items[0]!.integration).toEqual({ appId: 'pihole', autoRefreshAfter: 30, datapoints: null })
    // The placeholder sent back untouched keeps the stored key; a new value replaces it.
    s.saveLink(1, { ...body, listingId: saved.id, integration: { appId: 'pihole', config: { apiKey: KEPT_SECRET, note: 'n' } } })
    expect(s.liveAppTarget(1, saved.id, 'pihole').config).toEqual({ apiKey: 'k-123', note: 'n' })
    s.saveLink(1, { ...body, listingId: saved.id, integration: { appId: 'pihole', config: { apiKey: 'k-456' } } })
    expect(s.liveAppTarget(1, saved.id, 'pihole').config).toEqual({ apiKey: 'k-456' })
    // Spec 1 §7's call table names the app `package`: the same save.
    s.saveLink(1, { ...body, listingId: saved.id, integration: { package: 'pihole', config: { apiKey: 'k-789' } } })
    expect(s.liveAppTarget(1, saved.id, 'pihole').config).toEqual({ apiKey: 'k-789' })
    expect(() => s.saveLink(1, { ...body, listingId: saved.id, integration: { config: {} } })).toThrow('Invalid request: integration.appId is required.')
    // A placeholder on a new link has nothing to keep.
    expect(() => s.saveLink(1, { ...body, integration: { appId: 'pihole', config: { apiKey: KEPT_SECRET } } })).toThrow('API Key is required')
    // Removing the integration clears every live-app field.
    expect(s.saveLink(1, { ...body, listingId: saved.id, integration: null })).toMatchObject({
      liveAppConfigured: false,
      liveAppEnabled: false,
      integration: null,
    })
  })

  test("at most 6 datapoints, each the app's own: 'You can select a maximum of 6 datapoints.'", () => {
    const s = service()
    const integration = (datapoints: string[]) => ({ appId: 'pihole', config: { apiKey: 'k' }, datapoints })
    expect(() => s.saveLink(1, { ...body, integration: integration(['a', 'b', 'c', 'd', 'e', 'f', 'g']) })).toThrow('You can select a maximum of 6 datapoints.')
    expect(() => s.saveLink(1, { ...body, integration: integration(['zz']) })).toThrow('Unknown datapoint for Pi-hole.')
    expect(s.saveLink(1, { ...body, integration: integration(['b', 'a']) }).integration!.datapoints).toEqual(['b', 'a'])
  })
})

describe('reorder', () => {
  test('saves the order; a partial list puts the rest after it; the order survives', async () => {
    const ids = [await link(t.alice, 'a'), await link(t.alice, 'b'), await link(t.alice, 'c')]
    const res = await t.call('POST', '/api/v1/listing/folder/root/reorder', { token: t.alice, body: { items: [ids[2], ids[0], ids[1]] } })
    expect(res.body).toEqual({ error: false, message: 'Items reordered successfully.' })
    expect(await names(t.alice)).toEqual(['c', 'a', 'b'])
    await t.call('POST', '/api/v1/listing/folder/root/reorder', { token: t.alice, body: { items: [String(ids[1])] } })
    expect(await names(t.alice)).toEqual(['b', 'c', 'a'])
    expect(
      (await t.call('GET', '/api/v1/dashboard', { token: t.alice })).body.message.homepageItems.map((i: { listingName: string }) => i.listingName),
    ).toEqual(['b', 'c', 'a'])
  })

  test('ids from elsewhere, duplicates or junk: 400 and nothing changes', async () => {
    const f = await folder(t.alice, 'F')
    const inF = [await link(t.alice, 'x', f), await link(t.alice, 'y', f)]
    const outside = await link(t.alice, 'outside')
    const bobs = await link(t.bob, 'bobs')
    const before = await names(t.alice, f)
    for (const items of [[inF[1], outside], [inF[1], bobs], [inF[0], inF[0]], ['abc'], [f]]) {
      const res = await t.call('POST', `/api/v1/listing/folder/${f}/reorder`, { token: t.alice, body: { items } })
      expect({ items, status: res.status }).toEqual({ items, status: 400 })
    }
    expect(await names(t.alice, f)).toEqual(before)
    expect((await t.call('POST', `/api/v1/listing/folder/${f}/reorder`, { token: t.alice, body: {} })).status).toBe(400)
  })
})

describe('move', () => {
  test('moves into a folder (last place) and back to root', async () => {
    const f = await folder(t.alice, 'F')
    await link(t.alice, 'first', f)
    const l = await link(t.alice, 'l')
    const res = await t.call('GET', `/api/v1/listing/move/${l}/to/${f}`, { token: t.alice })
    expect(res.body).toEqual({ error: false, message: 'Item moved successfully.' })
    expect(await names(t.alice, f)).toEqual(['first', 'l'])
    expect(await names(t.alice)).toEqual(['F'])
    await t.call('GET', `/api/v1/listing/move/${l}/to/root`, { token: t.alice })
    expect(await names(t.alice)).toEqual(['F', 'l'])
  })

  test('a folder cannot go into itself or its subtree; nothing changes', async () => {
    const a = await folder(t.alice, 'A')
    const b = await folder(t.alice, 'B', a)
    const c = await folder(t.alice, 'C', b)
    for (const target of [a, b, c]) {
      const res = await t.call('GET', `/api/v1/listing/move/${a}/to/${target}`, { token: t.alice })
      expect(res.status).toBe(400)
      expect(res.body.message).toBe('A folder cannot be moved into itself or one of its subfolders.')
    }
    expect((await list(t.alice, c)).breadcrumb.map((x: { id: number }) => x.id)).toEqual([a, b, c])
    // Moving a deep folder up is fine.
    expect((await t.call('GET', `/api/v1/listing/move/${c}/to/${a}`, { token: t.alice })).status).toBe(200)
    expect(await names(t.alice, a)).toEqual(['B', 'C'])
  })

  test('into a link or an unknown folder: 404', async () => {
    const l = await link(t.alice, 'l')
    const m = await link(t.alice, 'm')
    expect((await t.call('GET', `/api/v1/listing/move/${l}/to/${m}`, { token: t.alice })).status).toBe(404)
    expect((await t.call('GET', `/api/v1/listing/move/${l}/to/12345`, { token: t.alice })).status).toBe(404)
    expect((await t.call('GET', `/api/v1/listing/move/12345/to/root`, { token: t.alice })).status).toBe(404)
  })
})

describe('delete', () => {
  test('deleting a folder removes its whole subtree, other-type children and rows that reference them', async () => {
    const a = await folder(t.alice, 'A')
    const b = await folder(t.alice, 'B', a)
    await link(t.alice, 'in-b', b)
    const keep = await link(t.alice, 'keep')
    // Stand-ins for later features: a todo list in B with an item row referencing it.
    const now = Date.now()
    const todo = t.db
      .query<{ id: number }, [number, number, number, number]>(
        `INSERT INTO listings (user_id, parent_id, listing_type, listing_name, created_at, updated_at) VALUES (?, ?, 'todo', 'Tasks', ?, ?) RETURNING id`,
      )
      .get(1, b, now, now)!.id
    t.db.exec('CREATE TABLE todo_items_probe (id INTEGER PRIMARY KEY, listing_id INTEGER NOT NULL REFERENCES listings (id) ON DELETE CASCADE)')
    t.db.query('INSERT INTO todo_items_probe (listing_id) VALUES (?)').run(todo)

    const res = await t.call('GET', `/api/v1/listing/delete/${a}`, { token: t.alice })
    expect(res.body).toEqual({ error: false, message: 'Item deleted successfully.' })
    expect(
      t.db
        .query<{ id: number }, []>('SELECT id FROM listings')
        .all()
        .map((r) => r.id),
    ).toEqual([keep])
    expect(t.db.query<{ n: number }, []>('SELECT count(*) AS n FROM todo_items_probe').get()!.n).toBe(0)
    expect((await t.call('GET', `/api/v1/listing/delete/${a}`, { token: t.alice })).status).toBe(404)
  })
})

describe("another user's listings", () => {
  test('read, list, parents, save over, reorder, move and delete: 404 and nothing changes', async () => {
    const f = await folder(t.alice, 'Alice F')
    const l = await link(t.alice, 'alice-link', f)
    const bobFolder = await folder(t.bob, 'Bob F')
    const snapshot = () => t.db.query('SELECT * FROM listings ORDER BY id').all()
    const before = snapshot()
    const calls: Array<[string, string, object?]> = [
      ['GET', `/listing/folder/${f}`],
      ['GET', `/listing/link/${l}`],
      ['GET', `/listing/folder/${f}/list`],
      ['GET', `/listing/parents/${f}`],
      ['POST', '/listing/save/folder', { listingId: f, folderName: 'hijack', folderIcon: ICON }],
      ['POST', '/listing/save/link', { listingId: l, linkName: 'hijack', linkIcon: LINK_ICON, linkURL: 'https://evil.example' }],
      ['POST', '/listing/save/link', { linkName: 'planted', linkIcon: LINK_ICON, linkURL: 'https://evil.example', parentId: f }],
      ['POST', `/listing/folder/${f}/reorder`, { items: [l] }],
      ['GET', `/listing/move/${l}/to/root`],
      ['GET', `/listing/move/${l}/to/${bobFolder}`],
      ['GET', `/listing/delete/${f}`],
      ['GET', `/listing/delete/${l}`],
    ]
    for (const [method, path, body] of calls) {
      const res = await t.call(method, `/api/v1${path}`, { token: t.bob, body })
      expect({ path, status: res.status }).toEqual({ path, status: 404 })
    }
    // Bob cannot move his own folder into Alice's either.
    expect((await t.call('GET', `/api/v1/listing/move/${bobFolder}/to/${f}`, { token: t.bob })).status).toBe(404)
    expect(snapshot()).toEqual(before)
    expect((await t.call('GET', '/api/v1/listing/all', { token: t.bob })).body.message.map((x: { id: number }) => x.id)).toEqual([bobFolder])
  })

  test('every listing call needs a session', async () => {
    for (const [method, path] of [
      ['GET', '/listing/all'],
      ['GET', '/listing/folder/root/list'],
      ['GET', '/listing/folder/1'],
      ['GET', '/listing/link/1'],
      ['GET', '/listing/parents/1'],
      ['POST', '/listing/save/folder'],
      ['POST', '/listing/save/link'],
      ['POST', '/listing/folder/root/reorder'],
      ['GET', '/listing/move/1/to/root'],
      ['GET', '/listing/delete/1'],
    ])
      expect({ path, status: (await t.call(method!, `/api/v1${path}`, { body: method === 'POST' ? { items: [] } : undefined })).status }).toEqual({
        path,
        status: 401,
      })
  })
})

test('/listing/all lists every listing of the user for the manage screen', async () => {
  const f = await folder(t.alice, 'F')
  await link(t.alice, 'deep', f)
  const all = (await t.call('GET', '/api/v1/listing/all', { token: t.alice })).body.message
  expect(all.map((x: { listingName: string }) => x.listingName).sort()).toEqual(['F', 'deep'])
})

test('the OpenAPI document lists every listing route, one pair per named kind, each with its parameters and answer', async () => {
  const doc = (await t.call('GET', '/api-docs/json')).body
  const paths = [
    '/api/v1/listing/all',
    '/api/v1/listing/folder/{id}/list',
    '/api/v1/listing/move/{id}/to/{target}',
    '/api/v1/listing/save/link',
    '/api/v1/listing/delete/{id}',
  ]
  for (const kind of NAMED_KINDS) paths.push(`/api/v1/listing/${kind}/{id}`, `/api/v1/listing/save/${kind}`)
  const listed = Object.keys(doc.paths).filter((path) => path.startsWith('/api/v1/listing/'))
  expect(listed.sort()).toEqual(expect.arrayContaining(paths))
  for (const path of listed)
    for (const [method, op] of Object.entries(
      doc.paths[path] as Record<string, { parameters?: unknown[]; requestBody?: unknown; responses: Record<string, { content?: object }> }>,
    )) {
      expect({ path, method, answer: !!op.responses['200']?.content }).toEqual({ path, method, answer: true })
      if (path.includes('{')) expect({ path, method, params: op.parameters?.length }).toEqual({ path, method, params: path.split('{').length - 1 })
      if (method === 'post') expect({ path, body: !!op.requestBody }).toEqual({ path, body: true })
    }
})

// A fresh database file must carry the schema used above (the test app migrates the same way).
test('the listings migration creates the table with its cascades', () => {
  const db = openDatabase(join(t.dir, 'other.db'))
  migrate(db)
  const fks = db.query<{ table: string; on_delete: string }, []>('PRAGMA foreign_key_list(listings)').all()
  expect(fks.map((f) => [f.table, f.on_delete]).sort()).toEqual([
    ['listings', 'CASCADE'],
    ['users', 'CASCADE'],
  ])
  db.close()
})

test("an edit naming another user's folder as parent is refused and changes nothing", async () => {
  const alice = await t.signIn('alice')
  const bob = await t.signIn('bob')
  const hers = (await t.call('POST', '/api/v1/listing/save/folder', { token: alice, body: { folderName: 'Hers', folderIcon: ICON } })).body.message
  const his = (await t.call('POST', '/api/v1/listing/save/folder', { token: bob, body: { folderName: 'His', folderIcon: ICON } })).body.message
  const res = await t.call('POST', '/api/v1/listing/save/folder', {
    token: bob,
    body: { listingId: his.id, parentId: hers.id, folderName: 'Renamed', folderIcon: ICON },
  })
  expect(res.status).toBe(404)
  expect((await t.call('GET', `/api/v1/listing/folder/${his.id}`, { token: bob })).body.message.listing.listingName).toBe('His')
})

test('a user past 2,000 cards and folders is refused the next with a clear 400; edits, deletes and other users go on', async () => {
  const first = await folder(t.alice, 'First')
  t.copyRow('listings', first, MAX_LISTINGS_PER_USER - 2)
  const last = await link(t.alice, 'Last')
  const before = count()
  for (const save of [() => folder(t.alice, 'One more'), () => link(t.alice, 'One more')])
    await expect(save()).rejects.toThrow(
      JSON.stringify({ error: true, message: 'You can have a maximum of 2,000 cards and folders. Delete some to add more.' }),
    )
  expect(count()).toBe(before)
  expect(await folder(t.alice, 'Renamed', null, { listingId: first })).toBe(first)
  expect(await link(t.bob, 'Bob’s')).toBeGreaterThan(0)
  expect((await t.call('GET', `/api/v1/listing/delete/${last}`, { token: t.alice })).status).toBe(200)
  expect(await link(t.alice, 'Room again')).toBeGreaterThan(0)
})
