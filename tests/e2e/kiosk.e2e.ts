// A wall display at /kiosk/{token}: no sign-in, its views in turn, live data on cards wide enough to show it, and a
// Foyer restart ridden out without a reload. Plus the two defects a long-running screen showed (issue 32).
import { afterAll, expect, test } from 'bun:test'
import type { Locator, Page } from 'playwright-core'
import { DETAIL_BUTTON_BELOW_PX } from '../../src/definitions/live-app-fields'
import { PIHOLE_PASSWORD, startFakeServices } from '../helpers/fake-live-services'
import { shot, toast, until } from './support/browser'
import { useFoyer } from './support/suite'

const ADMIN = { fullName: 'Grace Hopper', username: 'grace', password: 'cobol-compiler' }
const ICON = { iconUrl: '/favicon.svg', iconProvider: 'url', iconId: 'favicon' }
const WALL = { width: 1920, height: 1080 }

const fake = startFakeServices()
const e2e = useFoyer(ADMIN)
afterAll(() => fake.stop())

/** A Pi-hole card on the home page that asks every second. */
async function piholeCard() {
  await e2e.api('POST', '/listing/save/link', {
    linkName: 'Pi-hole',
    linkIcon: ICON,
    localUrl: `${fake.url}/pihole`,
    liveAppEnabled: true,
    integration: { appId: 'pihole', config: { password: PIHOLE_PASSWORD }, autoRefreshAfter: 1, datapoints: ['totalQueries'] },
  })
  fake.piholeTotal = 100
}

/**
 * At the wall density a live card's value reads across a room: 36 px type (the usual 15 px is a blur at 4 m), its label
 * at least 16 px, and both whole inside the strip that clips what wraps.
 */
async function expectReadable(card: Locator) {
  const sizes = await card
    .locator('.live-strip li')
    .first()
    .evaluate((li) => {
      const strip = li.closest('.live-strip')!.getBoundingClientRect()
      const [value, label] = [li.querySelector('strong')!, li.querySelector('span')!]
      const inside = (el: Element) => {
        const box = el.getBoundingClientRect()
        return box.top >= strip.top - 0.5 && box.bottom <= strip.bottom + 0.5
      }
      return {
        value: Number.parseFloat(getComputedStyle(value).fontSize),
        label: Number.parseFloat(getComputedStyle(label).fontSize),
        whole: inside(value) && inside(label),
      }
    })
  expect(sizes.value).toBeGreaterThanOrEqual(36)
  expect(sizes.label).toBeGreaterThanOrEqual(16)
  expect(sizes.whole).toBe(true)
}

/** A page with no session at all: only what the kiosk URL gives it. */
async function kiosk(token: string): Promise<{ page: Page; wakeLocks: () => Promise<number> }> {
  const page = await e2e.chrome.page(e2e.foyer, WALL)
  // Headless Chromium has no screen to keep on: count the requests instead.
  await page.addInitScript(() => {
    const w = window as unknown as { __wakeLocks: number }
    w.__wakeLocks = 0
    Object.defineProperty(navigator, 'wakeLock', {
      value: {
        request: async () => {
          w.__wakeLocks++
          return { release: async () => {} }
        },
      },
    })
  })
  await page.goto(`/kiosk/${token}`)
  return { page, wakeLocks: () => page.evaluate(() => (window as unknown as { __wakeLocks: number }).__wakeLocks) }
}

test('a kiosk shows its views in turn at 1920×1080 with live data, keeps the screen awake and rides out a restart without a reload', async () => {
  await piholeCard()
  const list = await e2e.api('POST', '/listing/save/todo', { todoName: 'Chores', todoIcon: ICON })
  const { token, url } = await e2e.api('POST', '/displays', {
    name: 'Hall',
    views: [{ kind: 'home' }, { kind: 'todo', id: list.id }],
    rotateSeconds: 10,
    theme: 'dark',
    density: 'wall',
  })
  expect(url).toBe(`/kiosk/${token}`)
  const { page, wakeLocks } = await kiosk(token)
  const screen = page.getByTestId('kiosk')
  await until(
    () => screen.getAttribute('data-view'),
    (v) => v === 'home',
    'the home view',
  )
  expect(await page.evaluate(() => document.documentElement.dataset.density)).toBe('wall')
  // Nothing of the signed-in shell: no sidebar, no header, no New menu.
  expect(await page.locator('aside[aria-label="Sidebar"]').count()).toBe(0)

  const card = page.locator('[data-testid="listing-card"]').filter({ hasText: 'Pi-hole' })
  await card.getByText('100', { exact: true }).waitFor()
  const width = await card.evaluate((el) => el.getBoundingClientRect().width)
  expect(width).toBeGreaterThanOrEqual(DETAIL_BUTTON_BELOW_PX)
  fake.piholeTotal = 250
  await card.getByText('250', { exact: true }).waitFor()
  await expectReadable(card)
  await shot(page, 'kiosk-wall-dark')

  // The rotation goes on to the todo calendar, and comes back home.
  await until(
    () => screen.getAttribute('data-view'),
    (v) => v === 'todo',
    'the todo calendar',
    15_000,
  )
  await until(
    () => screen.getAttribute('data-view'),
    (v) => v === 'home',
    'home again',
    15_000,
  )
  expect(await wakeLocks()).toBeGreaterThanOrEqual(1)
  // Home again is a new view: its cards ask their services afresh, and that answer is the last data to keep.
  await card.getByText('250', { exact: true }).waitFor()

  // Same document throughout: a reload would lose this.
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true))
  await e2e.foyer.down()
  await page.getByTestId('kiosk-offline').waitFor({ timeout: 20_000 })
  // The last data stays on screen meanwhile.
  await card.getByText('250', { exact: true }).waitFor()
  fake.piholeTotal = 375
  await e2e.foyer.up()
  await page.getByTestId('kiosk-offline').waitFor({ state: 'detached', timeout: 20_000 })
  await card.getByText('375', { exact: true }).waitFor({ timeout: 70_000 })
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true)

  // Shown again after being hidden, the page asks for the wake lock again (the browser drops it when hidden).
  const before = await wakeLocks()
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
  await until(wakeLocks, (n) => n > before, 'the wake lock asked again')
}, 180_000)

test('the wall density in a light theme: screenshot', async () => {
  const { token } = await e2e.api('POST', '/displays', { name: 'Kitchen', views: [{ kind: 'home' }], theme: 'light', density: 'wall' })
  const { page } = await kiosk(token)
  const card = page.locator('[data-testid="listing-card"]').filter({ hasText: 'Pi-hole' })
  await card.locator('.live-strip strong').waitFor()
  await expectReadable(card)
  expect(await page.evaluate(() => document.documentElement.dataset.themeType)).toBe('light')
  await shot(page, 'kiosk-wall-light')
})

test('a revoked display says so instead of showing data', async () => {
  const { id, token } = await e2e.api('POST', '/displays', { name: 'Garage', views: [{ kind: 'home' }] })
  await e2e.api('GET', `/displays/delete/${id}`)
  const { page } = await kiosk(token)
  await page.getByText('This display was removed.').waitFor()
  expect(await page.locator('[data-testid="listing-card"]').count()).toBe(0)
})

test('a live card too narrow for its data asks the service only while its detail view is open', async () => {
  // The signed-in home at 1920×1080 in the normal density: cards of about 250 px, under the 286 px live data needs.
  await piholeCard()
  const page = await e2e.open(WALL)
  const card = page.locator('[data-testid="listing-card"]').filter({ hasText: 'Pi-hole' }).first()
  await card.waitFor()
  expect(await card.evaluate((el) => el.getBoundingClientRect().width)).toBeLessThan(DETAIL_BUTTON_BELOW_PX)
  let runs = 0
  page.on('request', (request) => void (request.url().includes('/api/v1/app/run/') && runs++))
  // Three refresh intervals of the app (1 s each): a card that polled would have asked three times.
  await page.waitForTimeout(3_000)
  expect(runs).toBe(0)
  await card.getByRole('button', { name: 'Expand live app details' }).click()
  await until(
    async () => runs,
    (n) => n >= 1,
    'a run once the details are open',
  )
})

test('after a restart a toast can show again: the toaster that failed to load is fetched on the next toast', async () => {
  const page = await e2e.open()
  // Every request goes to the server, as a tab that never fetched the toaster's code would: none from the HTTP cache.
  await page.route('**/*', (route) => route.continue())
  await page.goto('/manage/api-keys/create')
  const save = page.getByRole('button', { name: 'Save' })
  await save.waitFor()
  const failed: string[] = []
  page.on('requestfailed', (request) => void (request.url().endsWith('.js') && failed.push(request.url())))
  await e2e.foyer.down()
  // The first toast of this tab: its code cannot be fetched while Foyer is down.
  await save.click()
  await until(
    async () => failed.length,
    (n) => n > 0,
    "the toaster's code failing to load",
  )
  await e2e.foyer.up()
  await until(
    () => e2e.foyer.api('GET', '/home').then((r) => r.status),
    (s) => s === 200,
    'Foyer answering',
  )
  await save.click()
  await toast(page, 'Name is required').waitFor()
}, 60_000)

test('/manage/displays adds a display with its kiosk address and QR code, lists it masked and revokes it', async () => {
  const page = await e2e.open()
  await page.goto('/manage/displays')
  await page.getByRole('button', { name: 'Add a display' }).click()
  const form = page.getByTestId('display-form')
  await form.getByLabel('Name').fill('Landing')
  await form.getByRole('button', { name: 'Save' }).click()
  const link = page.getByTestId('display-url')
  await link.waitFor()
  const url = (await link.textContent())!
  expect(url).toMatch(/\/kiosk\/[\w-]{40,}$/)
  await page.getByRole('img', { name: "QR code of the display's address" }).waitFor()
  const row = page.locator('tr').filter({ hasText: 'Landing' })
  await expect(row.locator('code').textContent()).resolves.toBe(`••••${url.slice(-4)}`)
  await shot(page, 'manage-displays-dark', { fullPage: true })
  await page.setViewportSize({ width: 375, height: 800 })
  await shot(page, 'manage-displays-375', { fullPage: true })
  await row.getByRole('button', { name: 'Delete Landing' }).click()
  await page.getByRole('button', { name: 'Revoke' }).click()
  await row.waitFor({ state: 'detached' })
  expect((await e2e.foyer.api('GET', '/displays/me', { token: url.split('/').pop() })).status).toBe(401)
})

test('/manage/displays edits a display in place: the kiosk open on its address follows at its next check, same token, no reload', async () => {
  const list = await e2e.api('POST', '/listing/save/todo', { todoName: 'Errands', todoIcon: ICON })
  const { token } = await e2e.api('POST', '/displays', { name: 'Porch', views: [{ kind: 'home' }], density: 'wall' })
  const { page: wall } = await kiosk(token)
  const screen = wall.getByTestId('kiosk')
  await until(
    () => screen.getAttribute('data-view'),
    (v) => v === 'home',
    'the home view',
  )
  await wall.evaluate(() => ((window as unknown as { __same: boolean }).__same = true))

  const page = await e2e.open()
  await page.goto('/manage/displays')
  const row = page.locator('tr').filter({ hasText: 'Porch' })
  await row.getByRole('button', { name: 'Edit Porch' }).click()
  const form = page.getByTestId('display-form')
  // The form opens with the display's own settings.
  expect(await form.getByLabel('Name').inputValue()).toBe('Porch')
  expect(await form.getByLabel('Density').inputValue()).toBe('wall')
  await form.getByLabel('Name').fill('Back porch')
  await form.getByLabel('View 1').selectOption('todo')
  await form.getByLabel('Which todo').selectOption(String(list.id))
  await form.getByLabel('Density').selectOption('comfort')
  await form.getByLabel('Hide the mouse cursor').uncheck()
  await shot(page, 'manage-displays-edit-dark', { fullPage: true })
  await form.getByRole('button', { name: 'Save' }).click()
  await form.waitFor({ state: 'detached' })
  const edited = page.locator('tr').filter({ hasText: 'Back porch' })
  await expect(edited.getByText('todo', { exact: true }).textContent()).resolves.toBe('todo')
  // Editing mints no new address: none is shown, and the list keeps the same masked token.
  expect(await page.getByTestId('display-url').count()).toBe(0)
  expect(await edited.locator('code').textContent()).toBe(`••••${token.slice(-4)}`)

  // The kiosk asks /displays/me every 15 s: the new view and density arrive without a reload.
  await until(
    () => screen.getAttribute('data-view'),
    (v) => v === 'todo',
    'the edited view on the wall',
    25_000,
  )
  expect(await wall.evaluate(() => document.documentElement.dataset.density)).toBe('comfort')
  expect(await screen.getAttribute('data-hide-cursor')).toBeNull()
  expect(await wall.evaluate(() => (window as unknown as { __same?: boolean }).__same)).toBe(true)
}, 60_000)

test('a stream hub view lists the cameras with their latest picture, read with the display token', async () => {
  // Nothing listens on port 9: the picture fails and its place stays empty; the camera is still named.
  await e2e.api('POST', '/listing/save/stream', { linkName: 'Porch camera', linkURL: 'rtsp://127.0.0.1:9/cam' })
  const { token } = await e2e.api('POST', '/displays', { name: 'Door', views: [{ kind: 'streams' }] })
  const { page } = await kiosk(token)
  await page.getByText('Porch camera').waitFor()
  const previews: number[] = []
  page.on('response', (r) => void (r.url().includes('/api/v1/listing/stream/preview/') && previews.push(r.status())))
  await page.reload()
  await until(
    async () => previews,
    (p) => p.length > 0,
    'the picture asked for',
  )
  // Answered by the camera's absence (502), not refused: the display may read it.
  expect(previews.filter((s) => s === 401 || s === 403)).toEqual([])
})

test('a folder display opens its sub-folders in place, with a breadcrumb that starts at its folder; the home view opens none', async () => {
  const folder = (folderName: string, parentId?: number) =>
    e2e.api('POST', '/listing/save/folder', { folderName, folderIcon: ICON, parentId }).then((f: { id: number }) => f.id)
  const house = await folder('House')
  const ground = await folder('Ground floor', house)
  const kitchen = await folder('Kitchen', ground)
  await folder('Pantry', kitchen)
  await e2e.api('POST', '/listing/save/link', { linkName: 'Fridge', linkIcon: ICON, localUrl: 'http://127.0.0.1:9/', parentId: kitchen })
  const { token } = await e2e.api('POST', '/displays', { name: 'Stairs', views: [{ kind: 'folder', id: ground }], theme: 'dark', density: 'wall' })
  const { page } = await kiosk(token)
  const cards = page.locator('[data-testid="listing-card"]')
  await cards.filter({ hasText: 'Kitchen' }).waitFor()
  // At its own folder there is no trail to show.
  expect(await page.getByRole('navigation', { name: 'Breadcrumb' }).count()).toBe(0)
  await cards.filter({ hasText: 'Kitchen' }).getByRole('button').click()
  await cards.filter({ hasText: 'Fridge' }).waitFor()
  const trail = page.getByRole('navigation', { name: 'Breadcrumb' })
  expect(await trail.locator('button, [aria-current]').allInnerTexts()).toEqual(['Ground floor', 'Kitchen'])
  expect(await page.getByText('House').count()).toBe(0)
  await shot(page, 'kiosk-subfolder-wall-dark')
  await page.setViewportSize({ width: 375, height: 800 })
  await shot(page, 'kiosk-subfolder-375', { fullPage: true })
  await trail.getByRole('button', { name: 'Ground floor' }).click()
  await cards.filter({ hasText: 'Kitchen' }).waitFor()
  expect(await cards.filter({ hasText: 'Fridge' }).count()).toBe(0)

  // A home display shows the folder card, but it opens nothing (the display may not read it).
  const home = await e2e.api('POST', '/displays', { name: 'Hall', views: [{ kind: 'home' }] })
  const { page: wall } = await kiosk(home.token)
  const houseCard = wall.locator('[data-testid="listing-card"]').filter({ hasText: 'House' })
  await houseCard.waitFor()
  expect(await houseCard.locator('a, button').count()).toBe(0)
})
