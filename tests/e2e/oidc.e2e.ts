// Single sign-on end to end: the admin sets OIDC up on /manage/oidc (with Discover) against a real provider on
// 127.0.0.1, then a user clicks 'Login with OIDC', signs in at the provider and lands on the dashboard.
import { afterAll, beforeAll, expect, test } from 'bun:test'
import type { Page } from 'playwright-core'
import { KEPT_SECRET } from '../../src/definitions/kept-secret'
import { startProvider, type TestProvider } from '../helpers/oidc-provider'
import { atPath, shot, sidebar, toast } from './support/browser'
import { useFoyer } from './support/suite'

const ADMIN = { fullName: 'Grace Hopper', username: 'grace', password: 'compiler-1952' }
const e2e = useFoyer(ADMIN)
let idp: TestProvider

beforeAll(async () => {
  idp = await startProvider({
    redirectUri: `${e2e.foyer.url}/login`,
    accounts: { 'ada-sub': { preferred_username: 'ada', name: 'Ada Lovelace', email: 'ada@example.test' } },
  })
})
afterAll(() => idp?.close())

const withTheme = async (page: Page, value: 'light' | 'dark') => {
  await page.evaluate((v) => localStorage.setItem('foyer-theme', JSON.stringify({ value: v, type: v, density: 'normal' })), value)
  await page.reload()
}

test('the admin discovers the provider, saves the settings, and the secret is never shown again', async () => {
  await e2e.api('POST', '/settings/theme', { colorTheme: 'light' })
  const page = await e2e.open()
  await page.goto('/manage/oidc')
  await expect(page.getByLabel('Redirect URL').inputValue()).resolves.toBe(`${e2e.foyer.url}/login`)
  await expect(page.getByLabel('Scope').inputValue()).resolves.toBe('openid profile email')

  await page.getByRole('button', { name: 'Save' }).click()
  await toast(page, ' Issuer Url is required').waitFor()

  await page.getByLabel('Issuer Url').fill(idp.issuer)
  await page.getByRole('button', { name: 'Discover' }).click()
  await toast(page, 'Endpoints discovered.').waitFor()
  await expect(page.getByLabel('Token Endpoint').inputValue()).resolves.toBe(`${idp.issuer}/token`)
  await expect(page.getByLabel('Logout URL').inputValue()).resolves.toBe(`${idp.issuer}/session/end`)

  await page.getByLabel('Client Id').fill(idp.clientId)
  await page.getByLabel('Client Secret').fill(idp.clientSecret)
  await page.getByRole('switch', { name: /Auto User Provisioning/ }).check()
  await page.getByRole('switch', { name: /Enable OIDC/ }).check()
  await page.getByRole('button', { name: 'Save' }).click()
  await toast(page, 'OIDC settings saved successfully.').waitFor()
  await shot(page, 'oidc-settings-light', { fullPage: true })

  const saved = await e2e.api('GET', '/settings/oidc')
  expect(saved).toMatchObject({ clientId: 'foyer', clientSecret: KEPT_SECRET, hasClientSecret: true, enableOidcAuth: true, autoUserProvisioning: true })

  await page.reload()
  await expect(page.getByLabel('Client Secret').inputValue()).resolves.toBe(KEPT_SECRET)
  await expect(page.getByLabel('Client Secret').getAttribute('placeholder')).resolves.toBe('Saved; leave empty to keep it')
  await e2e.api('POST', '/settings/theme', { colorTheme: 'dark' })
  await page.reload()
  await page.getByLabel('Issuer Url').waitFor()
  await shot(page, 'oidc-settings-dark', { fullPage: true })
  await page.setViewportSize({ width: 375, height: 800 })
  await shot(page, 'oidc-settings-375')
})

test("'Login with OIDC' signs in at the provider and lands on the dashboard; logout ends it at the provider", async () => {
  const page = await e2e.chrome.page(e2e.foyer)
  await page.goto('/login')
  const button = page.getByRole('button', { name: 'Login with OIDC' })
  await button.waitFor()
  await withTheme(page, 'light')
  await button.waitFor()
  await shot(page, 'oidc-login-light')
  await withTheme(page, 'dark')
  await button.waitFor()
  await shot(page, 'oidc-login-dark')
  await page.setViewportSize({ width: 375, height: 740 })
  await shot(page, 'oidc-login-375')

  await button.click()
  await page.waitForURL((url) => url.origin === idp.issuer)
  await page.locator('input[name="login"]').fill('ada-sub')
  await page.locator('input[name="password"]').fill('any')
  await page.getByRole('button', { name: 'Sign-in' }).click()
  await page.getByRole('button', { name: 'Continue' }).click()

  await atPath(page, '/')
  await toast(page, 'Login success.').waitFor()
  await sidebar(page).waitFor({ state: 'attached' })
  const me = await page.evaluate(() => JSON.parse(localStorage.getItem('foyer-session') ?? '{}').state)
  expect(me.logoutUrl).toStartWith(`${idp.issuer}/session/end?`)
  const dash = await e2e.foyer.api('GET', '/dashboard', { token: me.token })
  expect(dash.body.userData).toMatchObject({ username: 'ada', fullName: 'Ada Lovelace', isSuperAdmin: false })

  await page.goto('/logout')
  await page.waitForURL((url) => url.origin === idp.issuer && url.pathname.startsWith('/session/end'))
  expect((await e2e.foyer.api('GET', '/dashboard', { token: me.token })).status).toBe(401)
})

test('a code that does not belong to this browser is refused with the spec toast and stays on /login', async () => {
  const page = await e2e.chrome.page(e2e.foyer)
  await page.goto('/login?code=forged-code&state=forged-state')
  await toast(page, 'Invalid authentication code').waitFor()
  await atPath(page, '/login')
  expect(new URL(page.url()).search).toBe('')
})
