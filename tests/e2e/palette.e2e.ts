// The command palette: Ctrl+K or / opens it, a fuzzy query finds a card in any folder, the arrows and Enter open it,
// Escape closes it and the focus goes back; its code is not part of the first screen.
import { afterAll, beforeAll, expect, test } from 'bun:test'
import { mkdirSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { atPath, until } from './support/browser'
import { useFoyer } from './support/suite'

const ADMIN = { fullName: 'Grace Hopper', username: 'grace', password: 'cobol-compiler' }
const ICON = { iconUrl: '/favicon.svg', iconProvider: 'url', iconId: 'favicon' }
const SHOTS = '/tmp/shots-palette'

const e2e = useFoyer(ADMIN)
// The site a link points at: a local page, so opening it needs no network.
const site = Bun.serve({
  hostname: '127.0.0.1',
  port: 0,
  fetch: () => new Response('<title>Grafana</title><h1>Grafana dashboards</h1>', { headers: { 'content-type': 'text/html' } }),
})
afterAll(() => site.stop(true))

let media: number
beforeAll(async () => {
  media = (await e2e.api('POST', '/listing/save/folder', { folderName: 'Media', folderIcon: ICON })).id
  // Inside a folder, so not in the dashboard: the palette finds it through the full listing.
  await e2e.api('POST', '/listing/save/link', { linkName: 'Grafana Frontend', linkIcon: ICON, linkURL: `http://127.0.0.1:${site.port}/`, parentId: media })
  await e2e.api('POST', '/listing/save/link', { linkName: 'Big fish', linkIcon: ICON, linkURL: 'https://example.org/fish' })
  await e2e.api('POST', '/listing/save/todo', { todoName: 'Groceries', todoIcon: ICON })
  await e2e.api('POST', '/page/save', { pageTitle: 'House rules', pageContent: '<p>Shoes off.</p>' })
})

const palette = (page: Page) => page.getByRole('dialog', { name: 'Command palette' })
const field = (page: Page) => page.getByRole('combobox', { name: 'Search cards, pages, settings and actions' })
const activeOption = (page: Page) =>
  page.evaluate(() => {
    const id = document.querySelector('[role="combobox"]')?.getAttribute('aria-activedescendant')
    return id ? (document.getElementById(id)?.querySelector('.palette-label')?.textContent ?? null) : null
  })

test('Ctrl+K opens the palette; a fuzzy query finds a link in a folder; Enter opens it', async () => {
  const page = await e2e.open()
  const scripts: string[] = []
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()))
  await page.keyboard.press('Control+k')
  await field(page).waitFor()
  // Its code came on this first opening, not with the home.
  expect(scripts.length).toBeGreaterThan(0)
  await expect(field(page).evaluate((el) => el === document.activeElement)).resolves.toBe(true)
  await field(page).fill('gfront')
  await until(
    () => activeOption(page),
    (label) => label === 'Grafana Frontend',
    'the best match active',
  )
  // Links open in a new tab by default ('Links always open in a new tab'), as their cards do.
  const opened = page.context().waitForEvent('page')
  await page.keyboard.press('Enter')
  const tab = await opened
  await tab.waitForURL(`http://127.0.0.1:${site.port}/`)
  await tab.getByRole('heading', { name: 'Grafana dashboards' }).waitFor()
  await palette(page).waitFor({ state: 'detached' })
})

test('/ opens it outside a field; the arrows move through the results; Escape closes it and the focus returns', async () => {
  const page = await e2e.open()
  // A card reached with the keyboard, with a visible focus ring.
  const card = page.locator('.listing-card-main', { hasText: 'Big fish' })
  await card.waitFor()
  for (let tabs = 0; tabs < 60 && !(await card.evaluate((el) => el === document.activeElement)); tabs++) await page.keyboard.press('Tab')
  expect(await card.evaluate((el) => el.matches(':focus-visible') && getComputedStyle(el).outlineStyle !== 'none')).toBe(true)
  await page.keyboard.press('/')
  await field(page).waitFor()
  await field(page).fill('g')
  const first = await activeOption(page)
  await page.keyboard.press('ArrowDown')
  const second = await activeOption(page)
  expect(second).not.toBe(first)
  await page.keyboard.press('ArrowUp')
  expect(await activeOption(page)).toBe(first)
  await page.keyboard.press('Escape')
  await palette(page).waitFor({ state: 'detached' })
  expect(await card.evaluate((el) => el === document.activeElement)).toBe(true)
  // Typing / into a field types it.
  await page.getByRole('searchbox').first().fill('')
  await page.getByRole('searchbox').first().press('/')
  expect(await palette(page).count()).toBe(0)
})

test('settings screens, pages, todo lists and actions are found too', async () => {
  const page = await e2e.open()
  await page.keyboard.press('Control+k')
  await field(page).fill('house')
  await until(
    () => activeOption(page),
    (label) => label === 'House rules',
    'the page',
  )
  await field(page).fill('oidc')
  await until(
    () => activeOption(page),
    (label) => label === 'OIDC Setup',
    'an admin settings screen',
  )
  await field(page).fill('new todo')
  await until(
    () => activeOption(page),
    (label) => label === 'Add a new todo list',
    'the action',
  )
  await page.keyboard.press('Enter')
  await atPath(page, '/listing/save/todo')
})

test('screenshots: dark, light and 375 px', async () => {
  mkdirSync(SHOTS, { recursive: true })
  for (const [theme, width] of [
    ['dark', 1280],
    ['light', 1280],
    ['dark', 375],
  ] as const) {
    await e2e.api('POST', '/settings/theme', { colorTheme: theme })
    const page = await e2e.open({ width, height: 760 })
    await page.keyboard.press('Control+k')
    await field(page).fill('g')
    await until(
      () => activeOption(page),
      (label) => label !== null,
      'results',
    )
    await page.screenshot({ path: `${SHOTS}/palette-${theme}-${width}.png`, animations: 'disabled' })
    await page.close()
  }
})
