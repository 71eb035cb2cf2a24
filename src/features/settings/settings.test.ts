import { afterEach, beforeEach, expect, test } from 'bun:test'
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app'
import themes from '../../../assets/themes.json'
import { openDatabase } from '../../core/db'
import { migrate } from '../../core/migrate'
import { migrations } from '../../core/migrations.list'
import { FOYER_LOGO } from '../users/users.service'

let t: TestApp
beforeEach(() => {
  t = createTestApp()
})
afterEach(() => t.close())

test('there are 15 themes, 7 light and 8 dark, dark being the default', async () => {
  expect(themes).toHaveLength(15)
  expect(themes.filter((x) => x.type === 'light').map((x) => x.value)).toEqual(['light', 'themoon', 'aurora', 'iceberg', 'solarflare', 'europa', 'titan'])
  expect(themes.filter((x) => x.type === 'dark').map((x) => x.value)).toEqual([
    'dark',
    'deepspace',
    'themars',
    'cyberpunk',
    'neptune',
    'midnightRain',
    'galacticDream',
    'nebula',
  ])
  const token = await t.signIn('alice')
  expect((await t.call('GET', '/api/v1/dashboard', { token })).body.message.userData.colorTheme).toBe('dark')
})

test('every theme can be saved and shows in the dashboard and the next login', async () => {
  const token = await t.signIn('alice')
  for (const { value } of themes) {
    const res = await t.call('POST', '/api/v1/settings/theme', { token, body: { colorTheme: value } })
    expect(res.status).toBe(200)
    expect((await t.call('GET', '/api/v1/dashboard', { token })).body.message.userData.colorTheme).toBe(value)
  }
  const again = await t.call('POST', '/api/v1/login', { body: { username: 'alice', password: Bun.MD5.hash('secret-pass', 'hex') } })
  expect(again.body.message.colorTheme).toBe('nebula')
})

test('an unknown theme is refused with 400 and nothing changes', async () => {
  const token = await t.signIn('alice')
  const res = await t.call('POST', '/api/v1/settings/theme', { token, body: { colorTheme: 'hotdog' } })
  expect(res.status).toBe(400)
  expect(res.body).toEqual({ error: true, message: 'Unknown colour theme.' })
  expect((await t.call('GET', '/api/v1/dashboard', { token })).body.message.userData.colorTheme).toBe('dark')
})

test('density is saved per user and validated', async () => {
  const alice = await t.signIn('alice')
  const bob = await t.signIn('bob')
  expect((await t.call('POST', '/api/v1/settings/density', { token: alice, body: { uiMode: 'compact' } })).status).toBe(200)
  expect((await t.call('GET', '/api/v1/dashboard', { token: alice })).body.message.userData.uiMode).toBe('compact')
  expect((await t.call('GET', '/api/v1/dashboard', { token: bob })).body.message.userData.uiMode).toBe('normal')
  const bad = await t.call('POST', '/api/v1/settings/density', { token: alice, body: { uiMode: 'huge' } })
  expect(bad.status).toBe(400)
  expect((await t.call('GET', '/api/v1/dashboard', { token: alice })).body.message.userData.uiMode).toBe('compact')
})

test('theme and density need a session', async () => {
  expect((await t.call('POST', '/api/v1/settings/theme', { body: { colorTheme: 'light' } })).status).toBe(401)
  expect((await t.call('POST', '/api/v1/settings/density', { body: { uiMode: 'compact' } })).status).toBe(401)
})

const LOGO = { iconUrl: '/favicon.svg', iconUrlLight: null }
const INVALID_ICON = 'Invalid icon: { iconUrl, iconUrlLight?, iconProvider?, iconId? }.'
const general = (token: string) => t.call('GET', '/api/v1/settings', { token })
const save = (token: string, body: unknown) => t.call('POST', '/api/v1/settings', { token, body })

test('GET /settings: the spec fields with their defaults', async () => {
  const token = await t.signIn('alice')
  const res = await general(token)
  expect(res.status).toBe(200)
  expect(res.body.message).toEqual({
    siteName: 'Foyer',
    siteLogo: FOYER_LOGO,
    uiMode: 'normal',
    authenticator: true,
    camerafeed: true,
    networkdevices: true,
    todolist: true,
    snippetmanager: true,
    health: true,
    docker: true,
    linksalwaysnewtab: true,
    foldersalwaysnewtab: false,
  })
})

test('POST /settings saves every field; the dashboard follows at once; other users keep theirs', async () => {
  const alice = await t.signIn('alice')
  const bob = await t.signIn('bob')
  const body = {
    siteName: '  Home Base ',
    siteLogo: { iconUrl: 'https://example.org/logo.png', iconUrlLight: '/light.png', iconProvider: 'custom' },
    uiMode: 'comfort',
    authenticator: false,
    camerafeed: false,
    networkdevices: false,
    todolist: false,
    snippetmanager: false,
    health: false,
    docker: false,
    linksalwaysnewtab: false,
    foldersalwaysnewtab: true,
  }
  const res = await save(alice, body)
  expect(res.body).toEqual({ error: false, message: 'Details saved successfully.' })
  const expected = { ...body, siteName: 'Home Base' }
  expect((await general(alice)).body.message).toEqual(expected)
  expect((await t.call('GET', '/api/v1/dashboard', { token: alice })).body.message.userData).toMatchObject(expected)
  expect((await general(bob)).body.message.siteName).toBe('Foyer')
})

test('switches left out keep their value', async () => {
  const token = await t.signIn('alice')
  await save(token, { siteName: 'A', siteLogo: LOGO, camerafeed: false })
  await save(token, { siteName: 'B', siteLogo: LOGO, todolist: false })
  expect((await general(token)).body.message).toMatchObject({ siteName: 'B', camerafeed: false, todolist: false, authenticator: true, uiMode: 'normal' })
})

test('site name and logo are required with the spec messages; bad values change nothing', async () => {
  const token = await t.signIn('alice')
  const cases: Array<[unknown, string]> = [
    [{ siteLogo: LOGO }, 'Site name is required'],
    [{ siteName: '   ', siteLogo: LOGO }, 'Site name is required'],
    [{ siteName: 'Home' }, 'You must have to select a site logo.'],
    [{ siteName: 'Home', siteLogo: null }, 'You must have to select a site logo.'],
    // The one icon check of core/input.ts: same-origin paths and http(s) URLs only.
    [{ siteName: 'Home', siteLogo: { iconUrl: '' } }, INVALID_ICON],
    [{ siteName: 'Home', siteLogo: { iconUrl: 'javascript:alert(1)' } }, INVALID_ICON],
    [{ siteName: 'Home', siteLogo: { iconUrl: '//evil.example/x.png' } }, INVALID_ICON],
    [{ siteName: 'Home', siteLogo: { iconUrl: '/x.png', iconUrlLight: 'data:image/png;base64,AA' } }, INVALID_ICON],
    [{ siteName: 'Home', siteLogo: LOGO, uiMode: 'huge' }, 'UI mode must be compact, normal or comfort.'],
    [{ siteName: 'x'.repeat(101), siteLogo: LOGO }, 'Site name must be at most 100 characters.'],
  ]
  for (const [body, message] of cases) {
    const res = await save(token, body)
    expect({ body, status: res.status, message: res.body.message }).toEqual({ body, status: 400, message })
  }
  expect((await save(token, { siteName: 'Home', siteLogo: LOGO, camerafeed: 'yes' })).status).toBe(400)
  expect((await general(token)).body.message).toMatchObject({ siteName: 'Foyer', siteLogo: FOYER_LOGO, uiMode: 'normal', camerafeed: true })
})

test("a new user's unchanged general settings save the first time (they start with Foyer's logo)", async () => {
  const token = await t.signIn('alice')
  const unchanged = (await general(token)).body.message
  expect(unchanged.siteLogo).toEqual({ iconUrl: '/favicon.svg', iconUrlLight: null })
  const res = await save(token, unchanged)
  expect(res.body).toMatchObject({ error: false })
  expect((await general(token)).body.message).toEqual(unchanged)
})

test("migration 0009 gives earlier users without a logo Foyer's; a chosen logo stays", () => {
  const db = openDatabase(':memory:')
  migrate(
    db,
    migrations.filter((m) => m.name < '0009'),
  )
  const add = db.query('INSERT INTO users (username, password_hash, full_name, site_logo, created_at, updated_at) VALUES (?, ?, ?, ?, 0, 0)')
  const chosen = JSON.stringify({ iconUrl: 'https://example.org/logo.png', iconUrlLight: null, iconProvider: 'custom' })
  for (const [username, logo] of [
    ['none', null],
    ['blank', ''],
    ['empty-url', '{"iconUrl":" "}'],
    ['broken', '{oops'],
    ['chosen', chosen],
  ])
    add.run(username!, 'x', username!, logo!)
  expect(migrate(db)[0]).toBe('0009_default_site_logo')
  const logos = Object.fromEntries(
    db
      .query<{ username: string; site_logo: string }, []>('SELECT username, site_logo FROM users')
      .all()
      .map((r) => [r.username, r.site_logo]),
  )
  const foyer = JSON.stringify(FOYER_LOGO)
  expect(logos).toEqual({ none: foyer, blank: foyer, 'empty-url': foyer, broken: foyer, chosen })
})

test('weather settings: saved, shown in the dashboard, coordinates may be numeric strings', async () => {
  const token = await t.signIn('alice')
  const res = await t.call('POST', '/api/v1/settings/weather', {
    token,
    body: { location: { location: 'Berlin, Deutschland', latitude: '52.5170365', longitude: '13.3888599' }, unit: 'imperial' },
  })
  expect(res.body).toEqual({ error: false, message: 'Weather settings saved successfully.' })
  expect((await t.call('GET', '/api/v1/dashboard', { token })).body.message.userData.weather).toEqual({
    location: 'Berlin, Deutschland',
    latitude: 52.5170365,
    longitude: 13.3888599,
    unit: 'imperial',
  })
})

test('weather settings: location and unit required with the spec messages; nothing saved on bad input', async () => {
  const token = await t.signIn('alice')
  const place = { location: 'Oslo', latitude: 59.91, longitude: 10.75 }
  const cases: Array<[unknown, string]> = [
    [{ unit: 'metric' }, 'Location selection is required.'],
    [{ location: null, unit: 'metric' }, 'Location selection is required.'],
    [{ location: { location: '', latitude: 1, longitude: 2 }, unit: 'metric' }, 'Location selection is required.'],
    [{ location: { location: 'Oslo', latitude: 'abc', longitude: 2 }, unit: 'metric' }, 'Location selection is required.'],
    [{ location: { location: 'Oslo', latitude: 91, longitude: 2 }, unit: 'metric' }, 'Location coordinates are out of range.'],
    [{ location: { location: 'Oslo', latitude: 1, longitude: -181 }, unit: 'metric' }, 'Location coordinates are out of range.'],
    [{ location: place }, 'Unit selection is required.'],
    [{ location: place, unit: '' }, 'Unit selection is required.'],
    [{ location: place, unit: 'kelvin' }, 'Unit must be metric or imperial.'],
  ]
  for (const [body, message] of cases) {
    const res = await t.call('POST', '/api/v1/settings/weather', { token, body })
    expect({ body, status: res.status, message: res.body.message }).toEqual({ body, status: 400, message })
  }
  expect((await t.call('GET', '/api/v1/dashboard', { token })).body.message.userData.weather).toBeNull()
})

test('general and weather settings need a session', async () => {
  expect((await t.call('GET', '/api/v1/settings')).status).toBe(401)
  expect((await t.call('POST', '/api/v1/settings', { body: { siteName: 'x', siteLogo: LOGO } })).status).toBe(401)
  expect((await t.call('POST', '/api/v1/settings/weather', { body: { unit: 'metric' } })).status).toBe(401)
})

test('the OpenAPI document gives every settings route its body and answer', async () => {
  const doc = (await t.call('GET', '/api-docs/json')).body
  const listed = Object.keys(doc.paths).filter((path) => path.startsWith('/api/v1/settings'))
  expect(listed.length).toBeGreaterThanOrEqual(4)
  for (const path of listed)
    for (const [method, op] of Object.entries(doc.paths[path] as Record<string, { requestBody?: unknown; responses: Record<string, { content?: object }> }>)) {
      expect({ path, method, answer: !!op.responses['200']?.content }).toEqual({ path, method, answer: true })
      if (method === 'post') expect({ path, body: !!op.requestBody }).toEqual({ path, body: true })
    }
})
