import { afterAll, afterEach, beforeAll, beforeEach, expect, test } from 'bun:test'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildIconPacks } from '../../../scripts/build-icons'
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app'
import type { BuiltInPackFiles } from './builtin-packs'
import { createBuiltInPacks, tint } from './builtin-packs'
import { DEFAULT_ICON_IDS } from '../../definitions/default-icons'
import { defaultIcon } from './icons.defaults'
import { createInlineIcons, INLINE_ICONS_MAX } from './inline-icons'
import { compareVersions, isNewer } from './semver'
import { UNLISTED_PACK } from './icons.service'

let packsDir: string
let iconPacks: BuiltInPackFiles
/** A local stand-in for the public catalogue and pack hosts; tests change what it serves. */
let store: ReturnType<typeof Bun.serve>
let catalogue: unknown[] | 'down' = []
let packs: Record<string, unknown> = {}
let storeUrl: string
/** Paths the store was asked for, to prove what the server did not fetch. */
let requested: string[] = []

beforeAll(() => {
  packsDir = mkdtempSync(join(tmpdir(), 'foyer-icons-'))
  iconPacks = buildIconPacks(packsDir)
  store = Bun.serve({
    hostname: '127.0.0.1',
    port: 0,
    fetch(req) {
      const path = new URL(req.url).pathname
      requested.push(path)
      if (path === '/iconpacks.json') return catalogue === 'down' ? new Response('busy', { status: 503 }) : Response.json(catalogue)
      return path in packs ? Response.json(packs[path]) : new Response('missing', { status: 404 })
    },
  })
  storeUrl = `http://127.0.0.1:${store.port}`
})
afterAll(() => {
  store.stop(true)
  rmSync(packsDir, { recursive: true, force: true })
})

let t: TestApp
let alice: string
beforeEach(async () => {
  catalogue = []
  packs = {}
  requested = []
  t = createTestApp({ FOYER_ICONPACK_CATALOGUE_URL: `${storeUrl}/iconpacks.json` }, { iconPacks })
  alice = await t.signIn('alice')
})
afterEach(() => t.close())

const raw = (path: string) => t.app.handle(new Request(`http://localhost${path}`))

const homelabPack = (count = 3) => ({
  iconProvider: 'homelab',
  baseUrl: 'https://cdn.example/homelab/',
  baseUrlLight: 'https://cdn.example/homelab/light/',
  iconData: Array.from({ length: count }, (_, i) => ({
    iconName: `Server ${i}`,
    iconId: `server-${i}`,
    iconUrl: `server-${i}.svg`,
    iconUrlLight: `server-${i}.svg`,
  })),
})
const homelabEntry = (version: string) => ({
  iconName: 'homelab Icons',
  iconProvider: 'homelab',
  iconPackVersion: version,
  iconCount: 3,
  packDeveloper: 'Jo Dev',
  description: 'Servers and racks.',
  homepage: 'https://homelab.example',
  previewImage: 'https://cdn.example/homelab/preview.png',
  iconUrl: 'https://cdn.example/homelab/logo.svg',
  jsonUrl: `${storeUrl}/homelab.json`,
})

test('the embedded packs are listed after the own one, each with 12 preview icons; they cannot be deleted', async () => {
  const list = (await t.call('GET', '/api/v1/iconpack/list', { token: alice })).body.message
  expect(list.map((p: { id: string }) => p.id)).toEqual(['selfhosted', 'simple-icons', 'tabler'])
  const simple = list[1]
  const version = iconPacks[0]!.meta.version
  expect(version).toMatch(/^\d+\.\d+\.\d+$/)
  expect(simple).toMatchObject({ iconName: 'Simple Icons', userId: null, kind: 'built-in', version })
  expect(simple.iconCount).toBeGreaterThan(3000)
  expect(simple.preview).toHaveLength(12)
  expect(simple.preview[0]).toEqual({
    iconName: 'GitHub',
    iconId: 'github',
    iconUrl: `/api/v1/icons/simple-icons/${version}/dark/github.svg`,
    iconUrlLight: `/api/v1/icons/simple-icons/${version}/light/github.svg`,
    iconProvider: 'simple-icons',
  })
  for (const id of ['simple-icons', 'tabler', 'selfhosted']) {
    const res = await t.call('GET', `/api/v1/iconpack/delete/${id}`, { token: alice })
    expect(res.status).toBe(403)
  }
})

test('an embedded icon is an SVG tinted for the theme, cached for a year, and unable to run script', async () => {
  const res = await raw('/api/v1/icons/simple-icons/1.0.0/dark/github.svg')
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toBe('image/svg+xml')
  expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  expect(res.headers.get('content-security-policy')).toContain("default-src 'none'")
  const dark = await res.text()
  expect(dark).toStartWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="currentColor" color="#e2e8f0"><path d="M12')
  // GitHub's near-black brand colour stays on light themes and gives way to a light tint on dark ones.
  expect(await (await raw('/api/v1/icons/simple-icons/1.0.0/light/github.svg')).text()).toContain('color="#181717"')
  const tabler = await (await raw('/api/v1/icons/tabler/3/light/folder.svg')).text()
  expect(tabler).toContain('stroke="currentColor"')
  expect(tabler).toContain('color="#1e293b"')
  expect(tabler).not.toContain('M0 0h24v24H0z')
  expect((await raw('/api/v1/icons/tabler/3/dark/no-such-icon.svg')).status).toBe(404)
  // Addresses no embedded icon can have are refused by the route's schema.
  for (const bad of [
    '/api/v1/icons/tabler/3/sepia/folder.svg',
    '/api/v1/icons/nope/3/dark/folder.svg',
    '/api/v1/icons/tabler/3/dark/folder.png',
    '/api/v1/icons/tabler/3%3Cx/dark/folder.svg',
  ])
    expect([bad, (await raw(bad)).status]).toEqual([bad, 400])
})

test('brand colours are kept where they read and replaced where they would vanish', () => {
  expect(tint('181717', 'dark')).toBe('#e2e8f0')
  expect(tint('181717', 'light')).toBe('#181717')
  expect(tint('FFFFFF', 'light')).toBe('#1e293b')
  expect(tint('FFFFFF', 'dark')).toBe('#FFFFFF')
  expect(tint('E95420', 'dark')).toBe('#E95420')
  expect(tint('E95420', 'light')).toBe('#E95420')
  expect(tint('', 'dark')).toBe('#e2e8f0')
})

test('every default key resolves to an embedded Tabler icon that exists', async () => {
  const version = iconPacks.find((p) => p.meta.provider === 'tabler')!.meta.version
  for (const key of Object.keys(DEFAULT_ICON_IDS) as Array<keyof typeof DEFAULT_ICON_IDS>) {
    const icon = defaultIcon(key, version)
    expect(icon.iconProvider).toBe('tabler')
    expect((await raw(icon.iconUrl)).status).toBe(200)
    expect((await raw(icon.iconUrlLight)).status).toBe(200)
  }
})

test('a whole embedded pack comes as pack JSON for the picker to search', async () => {
  const res = await t.call('GET', '/api/v1/iconpack/icons/simple-icons', { token: alice })
  expect(res.status).toBe(200)
  const pack = res.body.message
  expect(pack.iconProvider).toBe('simple-icons')
  expect(pack.baseUrl).toMatch(/^\/api\/v1\/icons\/simple-icons\/[\d.]+\/dark\/$/)
  expect(pack.baseUrlLight).toMatch(/\/light\/$/)
  expect(pack.iconData.length).toBeGreaterThan(3000)
  expect(pack.iconData).toContainEqual({ iconName: 'Docker', iconId: 'docker', iconUrl: 'docker.svg' })
  const zipped = await t.app.handle(
    new Request('http://localhost/api/v1/iconpack/icons/tabler', { headers: { authorization: `Bearer ${alice}`, 'accept-encoding': 'gzip, deflate' } }),
  )
  expect(zipped.headers.get('content-encoding')).toBe('gzip')
  const unzipped = JSON.parse(new TextDecoder().decode(Bun.gunzipSync(new Uint8Array(await zipped.arrayBuffer()))))
  expect(unzipped.message.iconData).toContainEqual({ iconName: 'Folder', iconId: 'folder', iconUrl: 'folder.svg' })
  expect((await t.call('GET', '/api/v1/iconpack/icons/simple-icons')).status).toBe(401)
  expect((await t.call('GET', '/api/v1/iconpack/icons/999', { token: alice })).status).toBe(404)
  for (const id of ['0', 'abc', '-4', 'simple-icons2'])
    expect([id, (await t.call('GET', `/api/v1/iconpack/icons/${id}`, { token: alice })).status]).toEqual([id, 400])
})

test("every embedded pack's jsonUrl serves its pack JSON bare and without a session, as a spec client's picker fetches it", async () => {
  // Spec 3 §3 "Installed icon pack: … jsonUrl", "Pack JSON: iconData …, baseUrl, baseUrlLight, iconProvider"; §7 "GET {pack
  // jsonUrl}: external pack JSON, no token". Such a client appends its cache-buster (?t=…) to a relative address.
  const { iconPacks: listed } = (await t.call('GET', '/api/v1/dashboard', { token: alice })).body.message
  const builtIns = listed.filter((p: { kind: string }) => p.kind === 'built-in')
  expect(builtIns.map((p: { id: string }) => p.id)).toEqual(['simple-icons', 'tabler'])
  for (const pack of builtIns) {
    expect(pack.jsonUrl).toBe(`/api/v1/icons/${pack.iconProvider}/${pack.version}/pack`)
    const res = await raw(`${pack.jsonUrl}?t=${Math.random()}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const json = await res.json()
    expect(Object.keys(json).sort()).toEqual(['baseUrl', 'baseUrlLight', 'iconData', 'iconProvider'])
    expect(json.iconProvider).toBe(pack.iconProvider)
    expect(json.iconData).toHaveLength(pack.iconCount)
    // The picker draws `${baseUrl}${iconUrl}` (and the light base for the other theme): both load.
    const first = json.iconData[0]
    expect((await raw(`${json.baseUrl}${first.iconUrl}`)).headers.get('content-type')).toBe('image/svg+xml')
    expect((await raw(`${json.baseUrlLight}${first.iconUrl}`)).status).toBe(200)
    // The same as the signed-in route's message, byte for byte.
    expect(json).toEqual((await t.call('GET', `/api/v1/iconpack/icons/${pack.id}`, { token: alice })).body.message)
    const zipped = await t.app.handle(new Request(`http://localhost${pack.jsonUrl}`, { headers: { 'accept-encoding': 'gzip' } }))
    expect(zipped.headers.get('content-encoding')).toBe('gzip')
    expect(JSON.parse(new TextDecoder().decode(Bun.gunzipSync(new Uint8Array(await zipped.arrayBuffer()))))).toEqual(json)
  }
  expect((await raw('/api/v1/icons/tabler/1/pack')).status).toBe(200)
  expect((await raw('/api/v1/icons/other/1/pack')).status).toBe(400)
})

test('the pack JSON is built once per pack, not per request (thousands of entries)', () => {
  const builtIn = createBuiltInPacks(iconPacks)
  const first = builtIn.packJson('tabler')!
  expect(builtIn.packJson('tabler')).toBe(first)
  expect(first.gzip()).toBe(first.gzip())
  expect(builtIn.packAnswer('tabler')!.json).toBe(`{"error":false,"message":${first.json}}`)
  expect(builtIn.packJson('nope')).toBeNull()
})

test('an embedded pack whose files are not built answers 404, not a crash', async () => {
  const bare = createTestApp()
  try {
    const token = await bare.signIn('carol')
    for (const path of ['/api/v1/iconpack/icons/tabler', '/api/v1/iconpack/info/tabler', '/api/v1/icons/tabler/1/pack'])
      expect((await bare.call('GET', path, { token })).status).toBe(404)
    expect(bare.logs).toEqual([])
  } finally {
    bare.close()
  }
})

test('the dashboard lists the packs without their icons', async () => {
  const { iconPacks: listed } = (await t.call('GET', '/api/v1/dashboard', { token: alice })).body.message
  expect(listed.map((p: { id: string }) => p.id)).toEqual(['selfhosted', 'simple-icons', 'tabler'])
  expect(listed[0]).toEqual({
    id: 'selfhosted',
    userId: null,
    iconProvider: 'selfhosted',
    iconName: 'My Icons',
    jsonUrl: null,
    credit: null,
    version: null,
    iconCount: 0,
    kind: 'own',
  })
  for (const pack of listed) expect(pack.preview).toBeUndefined()
})

test("the dashboard brings the SVG of the embedded icons its cards show, in the theme type's variant: no request per icon", async () => {
  const version = iconPacks[0]!.meta.version
  const icon = (provider: string, id: string) => ({
    iconUrl: `/api/v1/icons/${provider}/${version}/dark/${id}.svg`,
    iconUrlLight: `/api/v1/icons/${provider}/${version}/light/${id}.svg`,
    iconProvider: provider,
    iconId: id,
  })
  const save = async (name: string, linkIcon: object) =>
    expect(
      (await t.call('POST', '/api/v1/listing/save/link', { token: alice, body: { linkName: name, linkURL: 'https://a.example/', linkIcon } })).status,
    ).toBe(200)
  await save('GitHub', icon('simple-icons', 'github'))
  await save('GitHub again', icon('simple-icons', 'github'))
  await save('Docker', icon('simple-icons', 'docker'))
  await save('Elsewhere', { iconUrl: 'https://cdn.example/logo.png', iconProvider: 'homelab', iconId: 'logo' })
  await save('Gone', icon('simple-icons', 'no-such-icon'))
  const images = async () => (await t.call('GET', '/api/v1/dashboard', { token: alice })).body.message.iconImages as Record<string, string>
  const dark = await images()
  expect(Object.keys(dark).sort()).toEqual([icon('simple-icons', 'docker').iconUrl, icon('simple-icons', 'github').iconUrl])
  for (const [url, svg] of Object.entries(dark)) expect(svg).toBe(await (await raw(url)).text())

  expect((await t.call('POST', '/api/v1/settings/theme', { token: alice, body: { colorTheme: 'aurora' } })).status).toBe(200)
  const light = await images()
  expect(Object.keys(light).sort()).toEqual([icon('simple-icons', 'docker').iconUrlLight, icon('simple-icons', 'github').iconUrlLight])
  expect(light[icon('simple-icons', 'github').iconUrlLight]).toContain('color="#181717"')
})

test('at most INLINE_ICONS_MAX icons travel inline, the first ones shown first', () => {
  const builtIn = createBuiltInPacks(iconPacks)
  const simple = iconPacks.find((p) => p.meta.provider === 'simple-icons')!
  const ids: string[] = JSON.parse(readFileSync(simple.index, 'utf8')).icons.map((i: string[]) => i[0])
  const cards = ids
    .slice(0, INLINE_ICONS_MAX + 10)
    .map((id) => ({ listingIcon: { iconUrl: `/api/v1/icons/simple-icons/1/dark/${id}.svg`, iconUrlLight: null } }))
  const inline = createInlineIcons(builtIn)(cards, 'light')
  expect(Object.keys(inline)).toHaveLength(INLINE_ICONS_MAX)
  expect(Object.keys(inline)[0]).toBe(cards[0]!.listingIcon.iconUrl)
  expect(inline[cards[INLINE_ICONS_MAX]!.listingIcon.iconUrl]).toBeUndefined()
})

test("a default key ({ iconUrl: 'folder' }, as the spec's clients store it) travels inline as its Tabler icon, in the theme's variant", () => {
  const builtIn = createBuiltInPacks(iconPacks)
  const version = iconPacks.find((p) => p.meta.provider === 'tabler')!.meta.version
  const cards = [{ listingIcon: { iconUrl: 'folder', iconUrlLight: null, iconProvider: 'com.astroluma.self' } }]
  for (const theme of ['dark', 'light'] as const) {
    const inline = createInlineIcons(builtIn)(cards, theme)
    const url = theme === 'dark' ? defaultIcon('folder', version).iconUrl : defaultIcon('folder', version).iconUrlLight
    expect(Object.keys(inline)).toEqual([url])
    expect(inline[url]).toStartWith('<svg')
  }
})

test('the store lists the catalogue sorted by name, case-insensitively, through the server', async () => {
  catalogue = [
    homelabEntry('1.0.0'),
    { ...homelabEntry('2.0.0'), iconName: 'Alpha', iconProvider: 'alpha', jsonUrl: `${storeUrl}/alpha.json`, iconCount: 'many' },
    { iconName: 'beta', jsonUrl: `${storeUrl}/beta.json` },
    { iconName: 'no address' },
  ]
  const res = await t.call('GET', '/api/v1/iconpack/store', { token: alice })
  expect(res.status).toBe(200)
  expect(res.body.message.map((p: { iconName: string }) => p.iconName)).toEqual(['Alpha', 'beta', 'homelab Icons'])
  expect(res.body.message[0]).toMatchObject({ iconCount: null, installed: null, updateAvailable: false })
  expect(res.body.message[1]).toMatchObject({ iconProvider: 'beta', description: null, packDeveloper: null, iconPackVersion: null })
})

test('a catalogue that is down answers 502 with the spec message', async () => {
  const down = createTestApp({ FOYER_ICONPACK_CATALOGUE_URL: 'http://127.0.0.1:1/iconpacks.json' }, { iconPacks })
  try {
    const res = await down.call('GET', '/api/v1/iconpack/store', { token: await down.signIn('carol') })
    expect(res.status).toBe(502)
    expect(res.body.message).toStartWith('Failed to fetch icon packs.')
  } finally {
    down.close()
  }
})

test('a pack installs from the local store, keeps working offline, and shows in list, info and picker', async () => {
  catalogue = [homelabEntry('1.0.0')]
  packs['/homelab.json'] = homelabPack()
  const res = await t.call('POST', '/api/v1/iconpack/add', { token: alice, body: { iconpackUrl: `${storeUrl}/homelab.json` } })
  expect(res.status).toBe(200)
  expect(res.body.message.updated).toBe(false)
  const id = res.body.message.pack.id
  expect(res.body.message.pack).toMatchObject({
    iconName: 'homelab Icons',
    iconProvider: 'homelab',
    version: '1.0.0',
    iconCount: 3,
    kind: 'installed',
    userId: expect.any(Number),
    credit: { name: 'Jo Dev', url: 'https://homelab.example' },
  })
  // The store host going away must not matter: the pack is kept in the database.
  packs = {}
  catalogue = []
  const icons = (await t.call('GET', `/api/v1/iconpack/icons/${id}`, { token: alice })).body.message
  expect(icons).toEqual(homelabPack())
  const listed = (await t.call('GET', '/api/v1/iconpack/list', { token: alice })).body.message.find((p: { id: string }) => p.id === id)
  expect(listed.preview[0]).toEqual({
    iconName: 'Server 0',
    iconId: 'server-0',
    iconUrl: 'https://cdn.example/homelab/server-0.svg',
    iconUrlLight: 'https://cdn.example/homelab/light/server-0.svg',
    iconProvider: 'homelab',
  })
  expect((await t.call('GET', `/api/v1/iconpack/info/${id}`, { token: alice })).body.message.iconName).toBe('homelab Icons')
  // Someone else sees nothing of it.
  const bob = await t.signIn('bob')
  expect((await t.call('GET', `/api/v1/iconpack/info/${id}`, { token: bob })).status).toBe(404)
  expect((await t.call('GET', `/api/v1/iconpack/icons/${id}`, { token: bob })).status).toBe(404)
})

test('update detection follows semantic versions; installing again updates the same pack', async () => {
  catalogue = [homelabEntry('1.9.0')]
  packs['/homelab.json'] = homelabPack(2)
  const { pack } = (await t.call('POST', '/api/v1/iconpack/add', { token: alice, body: { iconpackUrl: `${storeUrl}/homelab.json` } })).body.message
  const storeEntry = async () => (await t.call('GET', '/api/v1/iconpack/store', { token: alice })).body.message[0]
  expect(await storeEntry()).toMatchObject({ installed: { id: pack.id, version: '1.9.0' }, updateAvailable: false })
  catalogue = [homelabEntry('1.10.0')]
  expect(await storeEntry()).toMatchObject({ updateAvailable: true })
  packs['/homelab.json'] = homelabPack(5)
  const again = (await t.call('POST', '/api/v1/iconpack/add', { token: alice, body: { iconpackUrl: `${storeUrl}/homelab.json` } })).body.message
  expect(again).toMatchObject({ updated: true, pack: { id: pack.id, version: '1.10.0', iconCount: 5 } })
  expect(await storeEntry()).toMatchObject({ installed: { version: '1.10.0' }, updateAvailable: false })
  catalogue = [homelabEntry('latest')]
  expect(await storeEntry()).toMatchObject({ updateAvailable: false })
})

test('semantic version comparison: numeric parts, pre-releases first, anything else is no update', () => {
  expect(compareVersions('1.10.0', '1.9.9')! > 0).toBe(true)
  expect(compareVersions('v2', '2.0.0')).toBe(0)
  expect(compareVersions('1.0.0-beta', '1.0.0')! < 0).toBe(true)
  expect(compareVersions('1.0.0-beta.2', '1.0.0-beta.10')! < 0).toBe(true)
  expect(compareVersions('one', '1.0.0')).toBeNull()
  expect(isNewer('2.0.0', '1.0.0')).toBe(true)
  expect(isNewer('1.0.0', '1.0.0')).toBe(false)
  expect(isNewer('0.9.0', '1.0.0')).toBe(false)
  expect(isNewer('2.0.0', null)).toBe(false)
  expect(isNewer('x', '1.0.0')).toBe(false)
})

test('users install only what the catalogue lists; any other address needs an administrator and is not fetched', async () => {
  catalogue = [homelabEntry('1.0.0')]
  packs['/homelab.json'] = homelabPack()
  packs['/lan.json'] = { ...homelabPack(), iconProvider: 'lan' }
  const add = (token: string, iconpackUrl: string) => t.call('POST', '/api/v1/iconpack/add', { token, body: { iconpackUrl } })
  expect((await add(alice, `${storeUrl}/lan.json`)).body).toEqual({ error: true, message: UNLISTED_PACK })
  expect((await add(alice, 'http://169.254.169.254/latest/meta-data.json')).status).toBe(403)
  expect(requested).not.toContain('/lan.json')
  expect((await add(alice, `${storeUrl}/homelab.json`)).status).toBe(200)
  const root = await t.signIn('root', 'secret-pass', true)
  expect((await add(root, `${storeUrl}/lan.json`)).body.message.pack).toMatchObject({ iconProvider: 'lan', iconName: 'lan' })
  // With the catalogue failing a user's address cannot be checked: 502, the pack not fetched.
  catalogue = 'down'
  requested = []
  expect((await add(alice, `${storeUrl}/homelab.json`)).status).toBe(502)
  expect(requested).toEqual(['/iconpacks.json'])
})

test('bad packs are refused with a reason; unreachable ones answer 502; built-in provider names are taken', async () => {
  const root = await t.signIn('root', 'secret-pass', true)
  const add = (iconpackUrl: string) => t.call('POST', '/api/v1/iconpack/add', { token: root, body: { iconpackUrl } })
  packs['/not-a-pack.json'] = { hello: 'world' }
  packs['/scripty.json'] = {
    iconProvider: 'bad',
    iconData: [
      { iconName: 'x', iconUrl: 'javascript:alert(1)' },
      { iconName: 'y', iconUrl: 'data:image/png;base64,AAAA' },
    ],
  }
  packs['/taken.json'] = { ...homelabPack(), iconProvider: 'tabler' }
  expect((await add(`${storeUrl}/not-a-pack.json`)).status).toBe(400)
  expect((await add(`${storeUrl}/scripty.json`)).body).toEqual({ error: true, message: 'This icon pack has no usable icons.' })
  expect((await add(`${storeUrl}/taken.json`)).status).toBe(400)
  expect((await add(`${storeUrl}/missing.json`)).status).toBe(502)
  expect((await add('file:///etc/passwd')).status).toBe(400)
  expect((await t.call('GET', '/api/v1/iconpack/list', { token: root })).body.message).toHaveLength(3)
})

test('only the owner deletes an installed pack; it then disappears from list and picker', async () => {
  catalogue = [homelabEntry('1.0.0')]
  packs['/homelab.json'] = homelabPack()
  const { pack } = (await t.call('POST', '/api/v1/iconpack/add', { token: alice, body: { iconpackUrl: `${storeUrl}/homelab.json` } })).body.message
  const bob = await t.signIn('bob')
  expect((await t.call('GET', `/api/v1/iconpack/delete/${pack.id}`, { token: bob })).status).toBe(404)
  const res = await t.call('GET', `/api/v1/iconpack/delete/${pack.id}`, { token: alice })
  expect(res.body).toEqual({ error: false, message: 'Icon pack deleted successfully.' })
  expect((await t.call('GET', `/api/v1/iconpack/icons/${pack.id}`, { token: alice })).status).toBe(404)
  expect((await t.call('GET', '/api/v1/iconpack/list', { token: alice })).body.message.map((p: { id: string }) => p.id)).not.toContain(pack.id)
})

test('the own pack preview shows the first uploads as self-hosted icons', async () => {
  const f = new FormData()
  f.set('icon', new File([Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')], 'a.gif'))
  const { id, iconPath } = (await t.call('POST', '/api/v1/images/upload', { token: alice, form: f })).body.message
  const preview = (await t.call('GET', '/api/v1/iconpack/preview', { token: alice })).body.message
  expect(preview).toMatchObject({ id: 'selfhosted', iconName: 'My Icons', iconCount: 1 })
  expect(preview.preview).toEqual([{ iconUrl: iconPath, iconUrlLight: null, iconProvider: 'selfhosted', iconId: String(id) }])
})
