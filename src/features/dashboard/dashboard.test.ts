import { afterEach, beforeEach, expect, test } from 'bun:test'
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app'

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
    ['authenticators', 'connectionSetup', 'homepageItems', 'iconPacks', 'sidebarItems', 'unreadNotifications', 'userData'].sort(),
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
