// A session that ends while a screen is open (logout elsewhere, password change, expiry) sends that screen to /login,
// also where the screen shows API errors itself (calls with central: false).
import { expect, test } from 'bun:test'
import { atPath, toast } from './support/browser'
import { useFoyer } from './support/suite'

const ADMIN = { fullName: 'Hedy Lamarr', username: 'hedy', password: 'frequency-hopping' }
const e2e = useFoyer(ADMIN)

const storedToken = (page: import('playwright-core').Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('foyer-session') ?? '{}') as { state?: { token?: string | null } }).state?.token ?? null)

test('saving a form after the session ended server-side lands on /login with the session cleared', async () => {
  const page = await e2e.open()
  await page.getByRole('button', { name: 'New' }).click()
  await page.getByRole('menuitem', { name: 'Folder' }).click()
  await atPath(page, '/listing/save/category')
  await page.getByLabel('Folder Name').fill('Media')

  const token = await storedToken(page)
  expect(token).toBeTruthy()
  expect((await e2e.foyer.api('POST', '/logout', { token: token! })).status).toBe(200)

  await page.getByRole('button', { name: 'Save' }).click()
  await atPath(page, '/login')
  await page.getByLabel('Username').waitFor()
  expect(await storedToken(page)).toBeNull()
  // The central layer handled it: the form's own failure toast is not shown on top.
  expect(await toast(page, 'Failed to save folder.').count()).toBe(0)
})

test("a wrong password on /login stays on /login and shows the form's own message", async () => {
  const page = await e2e.chrome.page(e2e.foyer)
  await page.goto('/login')
  await page.getByLabel('Username').fill(ADMIN.username)
  await page.getByLabel('Password').fill('not-the-password')
  await page.getByRole('button', { name: 'Login', exact: true }).click()
  await toast(page, 'Login failed. Please check the credentials.').waitFor()
  expect(new URL(page.url()).pathname).toBe('/login')
})

test('an open authenticator card whose session ends goes to /login instead of reconnecting for ever', async () => {
  const { id } = await e2e.api('POST', '/totp/save', { serviceName: 'Forge', secret: 'JBSWY3DPEHPK3PXPJBSWY3DP' })
  const page = await e2e.open()
  // A browser asked once about push before: no other call of the page could notice the ended session first.
  await page.evaluate(() => localStorage.setItem('foyer-push-asked', '1'))
  await page.goto(`/authenticator?item=${id}`)
  await page.getByTestId('totp-code').waitFor()
  const token = await storedToken(page)
  expect((await e2e.foyer.api('POST', '/logout', { token: token! })).status).toBe(200)
  await atPath(page, '/login')
  expect(await storedToken(page)).toBeNull()
})
