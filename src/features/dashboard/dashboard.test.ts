import { afterEach, beforeEach, expect, test } from 'bun:test'
import { Elysia } from 'elysia'
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app'
import { Ok } from '../../core/input'
import { DashboardPayload } from './dashboard.schema'

let t: TestApp
beforeEach(() => {
  t = createTestApp()
})
afterEach(() => t.close())

test('the payload has every field of the spec; features not built yet give empty values', async () => {
  const token = await t.signIn('alice')
  const res = await t.call('GET', '/api/v1/dashboard', { token })
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toContain('application/json')
  expect(Object.keys(res.body.message).sort()).toEqual(
    ['authenticators', 'connectionSetup', 'homepageItems', 'iconImages', 'iconPacks', 'sidebarItems', 'unreadNotifications', 'userData'].sort(),
  )
  expect(res.body.message).toMatchObject({ authenticators: [], sidebarItems: [], homepageItems: [], unreadNotifications: 0, connectionSetup: false })
  // The own uploads pack is always there (src/features/icons tests the rest of iconPacks).
  expect(res.body.message.iconPacks.map((p: { id: string }) => p.id)).toContain('selfhosted')
})

test('userData carries every user field of the spec with sensible defaults', async () => {
  const token = await t.signIn('alice')
  const { userData } = (await t.call('GET', '/api/v1/dashboard', { token })).body.message
  expect(userData).toEqual({
    id: expect.any(Number),
    fullName: 'alice',
    username: 'alice',
    userAvatar: null,
    siteName: 'Foyer',
    siteLogo: { iconUrl: '/favicon.svg', iconUrlLight: null },
    hideBranding: false,
    uiMode: 'normal',
    colorTheme: 'dark',
    isSuperAdmin: false,
    authenticator: true,
    camerafeed: true,
    networkdevices: true,
    todolist: true,
    snippetmanager: true,
    health: true,
    docker: true,
    linksalwaysnewtab: true,
    foldersalwaysnewtab: false,
    weather: null,
  })
})

test('each user sees only their own data, and a change shows up at once despite the cache', async () => {
  const alice = await t.signIn('alice')
  const bob = await t.signIn('bob')
  expect((await t.call('GET', '/api/v1/dashboard', { token: alice })).body.message.userData.username).toBe('alice')
  expect((await t.call('GET', '/api/v1/dashboard', { token: bob })).body.message.userData.username).toBe('bob')
  t.db.query("UPDATE users SET full_name = 'Alice Liddell' WHERE username = 'alice'").run()
  expect((await t.call('GET', '/api/v1/dashboard', { token: alice })).body.message.userData.fullName).toBe('Alice Liddell')
})

test('the payload is exactly what its documented schema says (the cached answer itself is not checked per request)', async () => {
  const token = await t.signIn('alice')
  await t.call('POST', '/api/v1/accounts/avatar', { token, body: { avatar: { iconUrl: '/a.png', iconProvider: 'selfhosted', iconId: '1' } } })
  await t.call('POST', '/api/v1/settings/weather', { token, body: { location: { location: 'Berlin', latitude: 52.5, longitude: 13.4 }, unit: 'imperial' } })
  const payload = (await t.call('GET', '/api/v1/dashboard', { token })).body
  expect(payload.message.userData.weather).not.toBeNull()
  // Elysia checks an answer against its schema and drops fields the schema lacks: a fitting payload comes back unchanged.
  const check = new Elysia().get('/', () => payload, { response: Ok(DashboardPayload) })
  const res = await check.handle(new Request('http://localhost/'))
  expect(res.status).toBe(200)
  expect(await res.json()).toEqual(payload)
})
