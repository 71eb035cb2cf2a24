// The notification feed and API keys in the browser: a key made on /manage/api-keys posts with curl-like calls,
// the list and the bell follow reads, deletes and Clear All.
import { expect, test } from 'bun:test'
import type { Page } from 'playwright-core'
import { atPath, shot, sidebar, toast, until } from './support/browser'
import { useFoyer } from './support/suite'
import { absoluteDate } from '../../web/lib/dates'

const ADMIN = { fullName: 'Margaret Hamilton', username: 'margaret', password: 'apollo-11-code' }
const e2e = useFoyer(ADMIN)

const postWith = (key: string, body: unknown) =>
  fetch(`${e2e.foyer.url}/api/v1/notifications`, {
    method: 'POST',
    headers: { 'x-api-key': key, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

test('an API key made on the screen posts notifications; the list and the bell follow read, delete and Clear All', async () => {
  await e2e.api('POST', '/settings/theme', { colorTheme: 'light' })
  const page = await e2e.open()
  await page.goto('/manage/api-keys')
  await page.getByRole('link', { name: 'Create API Key' }).click()
  await atPath(page, '/manage/api-keys/create')
  await page.getByRole('button', { name: 'Save' }).click()
  await toast(page, 'Name is required').waitFor()
  await page.getByLabel('Name').fill('Backup script')
  await page.getByRole('button', { name: 'Save' }).click()
  await toast(page, 'At least one permission is required').waitFor()
  await page.getByRole('checkbox', { name: /post_notification/ }).check()
  await page.getByRole('checkbox', { name: 'Never expire' }).uncheck()
  await page.getByRole('button', { name: 'Save' }).click()
  await toast(page, 'Please select an expiry date or mark as never expire').waitFor()
  await page.getByRole('checkbox', { name: 'Never expire' }).check()
  await page.getByRole('button', { name: 'Save' }).click()
  await atPath(page, '/manage/api-keys')

  const [key] = await e2e.api('GET', '/api-keys')
  await page.getByRole('cell', { name: `••••••••${key.key.slice(-8)}` }).waitFor()
  await page.getByRole('cell', { name: 'Never' }).waitFor()
  // Spec 3 §9: dates read 'MMM D, YYYY' (Nov 25, 2026), whatever the browser's own format.
  await page.getByRole('cell', { name: absoluteDate(key.createdAt) }).waitFor()
  expect(await page.getByText(key.key, { exact: true }).count()).toBe(0)
  await shot(page, 'api-keys-light')

  // Dates come back as ISO strings, as sent (spec 3 §3): the list and the edit form read the expiry back as that day.
  const dated = await e2e.api('POST', '/api-keys', { name: 'Dated', permissions: ['fetch_stats'], expiresAt: '2027-03-15' })
  expect(dated.expiresAt).toBe('2027-03-15T23:59:59.999Z')
  await page.reload()
  await page.getByRole('cell', { name: absoluteDate(dated.expiresAt) }).waitFor()
  await page.goto(`/manage/api-keys/${dated.id}`)
  await until(
    () => page.locator('input[name="expiresAt"]').inputValue(),
    (value) => value === '2027-03-15',
    'the expiry date in the edit form',
  )
  await e2e.api('GET', `/api-keys/delete/${dated.id}`)
  await page.goto('/manage/api-keys')

  expect((await postWith(key.key, { title: 'Backup done', message: 'nas: 12 GB in 4 min', type: 'success', appName: 'restic' })).status).toBe(200)
  expect((await postWith(key.key, { title: 'Disk almost full', message: '/srv at 91 %', type: 'warning' })).status).toBe(200)
  expect((await postWith('foyer_wrong', { title: 'x', message: 'y' })).status).toBe(401)

  await page.goto('/notifications')
  const items = page.getByRole('list', { name: 'Notifications' }).getByRole('listitem')
  await until(
    () => items.count(),
    (n) => n === 2,
    'two notifications',
  )
  const bell = page.getByTestId('unread-count')
  await until(
    () => bell.textContent(),
    (text) => text === '2',
    'bell at 2',
  )
  await shot(page, 'notifications-light')

  await items.filter({ hasText: 'Disk almost full' }).locator('.notification-open').click()
  await until(
    () => bell.textContent(),
    (text) => text === '1',
    'bell at 1 after a read',
  )
  await page.getByRole('button', { name: 'Delete Backup done' }).click()
  await until(
    () => items.count(),
    (n) => n === 1,
    'one left after delete',
  )
  await until(
    () => bell.count(),
    (n) => n === 0,
    'bell cleared',
  )

  await e2e.api('POST', '/settings/theme', { colorTheme: 'dark' })
  await postWith(key.key, { title: 'Update available', message: 'Jellyfin 10.11', type: 'info' })
  await page.reload()
  await until(
    () => items.count(),
    (n) => n === 2,
    'two again',
  )
  await shot(page, 'notifications-dark')
  await page.setViewportSize({ width: 375, height: 760 })
  await shot(page, 'notifications-375')
  await page.getByRole('button', { name: 'Clear All' }).click()
  await page.getByText('No notifications yet.').waitFor()
  expect((await e2e.api('GET', '/notifications?page=1')).notifications).toEqual([])

  await page.goto('/manage/api-keys')
  await page.getByRole('button', { name: 'Delete Backup script' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
  await page.getByText('No API keys yet.').waitFor()
  await shot(page, 'api-keys-375')
})

test('Clear All with more pages than shown leaves the empty state without Load more', async () => {
  const { key } = await e2e.api('POST', '/api-keys', { name: 'Flood', permissions: ['post_notification'], expiresAt: null })
  // One more than a page (20): the list offers Load more.
  for (let i = 1; i <= 21; i++) expect((await postWith(key, { title: `Job ${i}`, message: 'done', type: 'info' })).status).toBe(200)
  const page = await e2e.open({ width: 375, height: 812 })
  await page.goto('/notifications')
  const more = page.getByRole('button', { name: 'Load more' })
  await more.waitFor()
  await page.getByRole('button', { name: 'Clear All' }).click()
  await page.getByText('No notifications yet.').waitFor()
  expect(await more.count()).toBe(0)
  await shot(page, 'notifications-cleared-375')
})

test("a push delivered to Foyer's service worker refreshes the open list and the bell", async () => {
  // Push stays off for subscriptions (a real one would call the browser vendor's push service); the worker still runs.
  await e2e.api('POST', '/settings/firebase', { enableNotifications: false })
  const page = await e2e.open({ serviceWorker: true })
  await page.context().grantPermissions(['notifications'])
  await page.goto('/notifications')
  await page.getByText('No notifications yet.').waitFor()
  const registration = await until(
    () => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL ?? null),
    (url) => url !== null,
    'the service worker active',
  )
  expect(new URL(registration!).pathname).toBe('/sw.js')

  const cdp = await page.context().newCDPSession(page)
  const registrationId = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const found = registrations.find((r: { scopeURL: string; isDeleted: boolean }) => r.scopeURL === `${e2e.foyer.url}/` && !r.isDeleted)
      if (found) resolve(found.registrationId)
    }),
  )
  await cdp.send('ServiceWorker.enable')
  // What arrives is what the server stored: post it, then let the push tell the open tab.
  const key = await e2e.api('POST', '/api-keys', { name: 'push test', permissions: ['post_notification'], expiresAt: null })
  const postAndPush = async (notificationId: number, title: string, message: string, type: string) => {
    await postWith(key.key, { title, message, type })
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: e2e.foyer.url,
      registrationId: await registrationId,
      data: JSON.stringify({ title, body: message, type, clickUrl: null, notificationId }),
    })
  }
  await postAndPush(1, 'Printer out of toner', 'Office printer', 'warning')
  await page.getByText('Printer out of toner').waitFor()
  await until(
    () => page.getByTestId('unread-count').textContent(),
    (text) => text === '1',
    'bell at 1 after the push',
  )

  // Right after a load, before the page registers the worker again (it waits for idle): the push is still heard.
  await page.reload()
  await page.getByText('Printer out of toner').waitFor()
  await postAndPush(2, 'Backup finished', 'NAS', 'success')
  await page.getByText('Backup finished').waitFor()
})

/** What the page tells its scripts about being on screen, as a covered or minimised kiosk tab would. */
const setVisibility = (page: Page, state: 'visible' | 'hidden') =>
  page.evaluate((value) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value })
    document.dispatchEvent(new Event('visibilitychange'))
  }, state)

/** A kiosk without push on `path`, its clock faked so the shell's minute between checks (DASHBOARD_REFRESH_MS) need not be waited out. */
async function displayWithoutPush(path: string) {
  await e2e.api('POST', '/settings/firebase', { enableNotifications: false })
  await e2e.api('GET', '/notifications/delete')
  const page = await e2e.open()
  await page.clock.install()
  await page.goto(path)
  return page
}

/** A Tabler icon for listings saved over the API. */
async function tablerIcon() {
  const tabler = await e2e.api('GET', '/iconpack/icons/tabler')
  const [first] = tabler.iconData
  return { iconUrl: tabler.baseUrl + first.iconUrl, iconUrlLight: tabler.baseUrlLight + first.iconUrl, iconProvider: 'tabler', iconId: first.iconId }
}

test('without push a display follows what happens elsewhere (the bell, a card added): one dashboard call a minute while shown, none while hidden', async () => {
  const page = await displayWithoutPush('/')
  await sidebar(page).waitFor()
  let calls = 0
  page.on('request', (request) => void (new URL(request.url()).pathname === '/api/v1/dashboard' && calls++))
  const bell = page.getByTestId('unread-count')

  await e2e.api('POST', '/notifications', { title: 'Front door opened', message: 'Hall sensor', type: 'info' })
  // Added on another device: the wall display shows it with the same check.
  await e2e.api('POST', '/listing/save/link', { linkName: 'Garage camera', linkURL: 'https://garage.example.org/', linkIcon: await tablerIcon() })
  const card = page.getByTestId('listing-card').filter({ hasText: 'Garage camera' })
  await page.clock.runFor(59_000)
  await Bun.sleep(300)
  expect(calls).toBe(0)
  expect(await card.count()).toBe(0)
  await page.clock.runFor(1_000)
  await until(
    () => bell.textContent(),
    (text) => text === '1',
    'bell at 1 a minute after the post',
  )
  await card.waitFor()
  expect(calls).toBe(1)

  await setVisibility(page, 'hidden')
  await e2e.api('POST', '/notifications', { title: 'Back door opened', message: 'Garden sensor', type: 'info' })
  await page.clock.runFor(180_000)
  await Bun.sleep(300)
  expect(calls).toBe(1)
  // Shown again after more than a minute: asked at once, not a minute later.
  await setVisibility(page, 'visible')
  await page.clock.runFor(1)
  await until(
    () => bell.textContent(),
    (text) => text === '2',
    'bell at 2 once shown again',
  )
  expect(calls).toBe(2)

  // A push that lands refreshes the count itself and stands for that minute's check: where push delivers, no polling.
  await page.clock.runFor(30_000)
  await page.evaluate(() => window.dispatchEvent(new CustomEvent('foyer-push')))
  const after = (n: number, what: string) =>
    until(
      async () => calls,
      (c) => c === n,
      what,
    )
  await after(3, 'the refresh the push asks for')
  await page.clock.runFor(59_000)
  await Bun.sleep(300)
  expect(calls).toBe(3)
  await page.clock.runFor(1_000)
  await after(4, 'the check a minute after the push')
  expect(await page.locator('[data-sonner-toast]').count()).toBe(0)
})

test('a display showing a folder follows a card added to it elsewhere, with the same minute check', async () => {
  const icon = await tablerIcon()
  const folder = await e2e.api('POST', '/listing/save/folder', { folderName: 'Garage', folderIcon: icon })
  const page = await displayWithoutPush(`/c/${folder.id}`)
  await page.getByText('Oops! Nothing to List here').waitFor()
  await e2e.api('POST', '/listing/save/link', { linkName: 'Garage door', linkURL: 'https://door.example.org/', linkIcon: icon, parentId: folder.id })
  const card = page.getByTestId('listing-card').filter({ hasText: 'Garage door' })
  await page.clock.runFor(59_000)
  await Bun.sleep(300)
  expect(await card.count()).toBe(0)
  await page.clock.runFor(1_000)
  await card.waitFor()
  expect(new URL(page.url()).pathname).toBe(`/c/${folder.id}`)
})

test('a display showing the feed follows what scripts post without push, with the same minute check', async () => {
  const page = await displayWithoutPush('/notifications')
  await page.getByRole('heading', { name: 'Notifications' }).first().waitFor()
  await e2e.api('POST', '/notifications', { title: 'Water leak under the sink', message: 'Kitchen sensor', type: 'warning' })
  const row = page.getByText('Water leak under the sink')
  await page.clock.runFor(59_000)
  await Bun.sleep(300)
  expect(await row.count()).toBe(0)
  await page.clock.runFor(1_000)
  await row.waitFor()
  expect(await page.locator('[data-sonner-toast]').count()).toBe(0)
})

test('the admin push screen shows the VAPID public key, refuses half a key pair and turns push on and off', async () => {
  await e2e.api('POST', '/settings/theme', { colorTheme: 'light' })
  const page = await e2e.open()
  await page.goto('/manage/firebase')
  const { vapidKey } = await e2e.api('GET', '/settings/firebase')
  await expect(page.getByLabel('VAPID public key').inputValue()).resolves.toBe(vapidKey)
  await page.getByLabel('Public key', { exact: true }).fill('BOnlyHalfOfAPair')
  await page.getByRole('button', { name: 'Save' }).click()
  await toast(page, 'All fields are required').waitFor()
  await page.getByLabel('Public key', { exact: true }).fill('')
  const enabled = page.getByRole('switch', { name: /Enable notifications/ })
  await enabled.setChecked(!(await enabled.isChecked()))
  const wanted = await enabled.isChecked()
  await page.getByRole('button', { name: 'Save' }).click()
  await toast(page, 'Push settings saved.').waitFor()
  expect(await e2e.api('GET', '/settings/firebase')).toMatchObject({ enableNotifications: wanted, vapidKey })
  await expect(page.getByLabel('VAPID public key').inputValue()).resolves.toBe(vapidKey)
  await shot(page, 'push-settings-light')
  await e2e.api('POST', '/settings/theme', { colorTheme: 'dark' })
  await page.reload()
  await page.getByLabel('VAPID public key').waitFor()
  await shot(page, 'push-settings-dark')
  await page.setViewportSize({ width: 375, height: 800 })
  await shot(page, 'push-settings-375')
})
