import { afterEach, beforeEach, expect, test } from 'bun:test'
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app'
import themes from '../../../assets/themes.json'

let t: TestApp
beforeEach(() => {
  t = createTestApp()
})
afterEach(() => t.close())

test('there are 15 themes, 7 light and 8 dark, dark being the default', async () => {
  expect(themes).toHaveLength(15)
  expect(themes.filter((x) => x.type === 'light').map((x) => x.value)).toEqual(['light', 'themoon', 'aurora', 'iceberg', 'solarflare', 'europa', 'titan'])
  expect(themes.filter((x) => x.type === 'dark').map((x) => x.value)).toEqual(['dark', 'deepspace', 'themars', 'cyberpunk', 'neptune', 'midnightRain', 'galacticDream', 'nebula'])
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
