// The app shell in the service worker: with the server stopped a reload still shows the home with the data it last
// had and an offline notice; online the page is the server's; a new build's worker deletes the old caches; signing
// out deletes the kept dashboard.
import { expect, test } from 'bun:test'
import type { Page } from 'playwright-core'
import { atPath, until } from './support/browser'
import { useFoyer } from './support/suite'

const ADMIN = { fullName: 'Radia Perlman', username: 'radia', password: 'spanning-tree' }
const ICON = { iconUrl: '/favicon.svg', iconProvider: 'url', iconId: 'favicon' }

const e2e = useFoyer(ADMIN)

const cacheNames = (page: Page) => page.evaluate(() => caches.keys())
const notice = (page: Page) => page.getByRole('status').filter({ hasText: 'Foyer is unreachable' })

/** Signed in, with Foyer's worker controlling the page and a dashboard answer kept (it is kept as it passes). */
async function controlledHome() {
  const page = await e2e.open({ serviceWorker: true })
  await until(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.active)), Boolean, 'the worker active', 15_000)
  await page.reload()
  await until(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), Boolean, 'the page controlled')
  await until(() => page.evaluate(async () => (await caches.keys()).some((name) => name.startsWith('foyer-data-'))), Boolean, 'the dashboard kept')
  return page
}

test('with the server stopped, a reload shows the shell, the last data and an offline notice; it goes once the server answers', async () => {
  await e2e.api('POST', '/listing/save/link', { linkName: 'Home Assistant', linkIcon: ICON, linkURL: 'https://example.org/ha' })
  const page = await controlledHome()
  await page.getByRole('link', { name: 'Home Assistant' }).first().waitFor()
  expect(await notice(page).count()).toBe(0)
  const shell = (await cacheNames(page)).find((name) => name.startsWith('foyer-shell-'))!
  const kept = await page.evaluate(async (name) => (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname), shell)
  // The page, the first screens' code and both stylesheets; no /api/ answer in the shell.
  expect(kept).toContain('/index.html')
  expect(kept.filter((path) => path.endsWith('.css')).length).toBeGreaterThanOrEqual(2)
  expect(kept.some((path) => path.startsWith('/api/'))).toBe(false)

  await e2e.foyer.down()
  try {
    await page.reload()
    await notice(page).waitFor({ timeout: 10_000 })
    await page.getByRole('link', { name: 'Home Assistant' }).first().waitFor()
    expect(new URL(page.url()).pathname).toBe('/')
  } finally {
    await e2e.foyer.up()
  }
  // The next dashboard check (a push lands, or the minute's check) reaches the server again: the notice goes.
  await page.evaluate(() => window.dispatchEvent(new CustomEvent('foyer-push')))
  await notice(page).waitFor({ state: 'detached', timeout: 10_000 })
})

test("online, the page comes from the server, never a stale copy; a new build's worker deletes the old build's caches", async () => {
  const page = await controlledHome()
  const [shell] = (await cacheNames(page)).filter((name) => name.startsWith('foyer-shell-'))
  // A stale page in the shell cache: while the server answers, a reload still gets the server's.
  await page.evaluate(async (name) => {
    const headers = { 'content-type': 'text/html' }
    await (await caches.open(name)).put('/index.html', new Response('<title>stale</title>', { headers }))
  }, shell!)
  await page.reload()
  await page.getByRole('button', { name: 'New' }).first().waitFor()
  expect(await page.title()).not.toBe('stale')

  // A new build: its page names another build (the meta tag the page registers its worker with, a second after load).
  // Chromium installs a worker again only when its bytes change, which a rebuild does (its shell list names new files)
  // and this test cannot, so the old worker is dropped as well; what is checked is that the worker the page registers
  // is the new build's and that its activation deletes every other build's caches.
  await page.reload()
  await page.evaluate(async () => {
    document.querySelector<HTMLMetaElement>('meta[name="foyer-build"]')!.content = 'next-build'
    await (await caches.open('foyer-shell-older-build')).put('/index.html', new Response('<title>stale</title>'))
    await (await navigator.serviceWorker.getRegistration())!.unregister()
  })
  await until(
    () => cacheNames(page),
    (names) => names.includes('foyer-shell-next-build') && names.every((n) => !n.startsWith('foyer-') || n.endsWith('-next-build')),
    "the old builds' caches deleted",
    15_000,
  )
  await page.reload()
  await page.getByRole('button', { name: 'New' }).first().waitFor()
})

test('signing out deletes the kept dashboard', async () => {
  const page = await controlledHome()
  await page.goto('/logout')
  await atPath(page, '/login')
  await until(
    () => cacheNames(page),
    (names) => !names.some((name) => name.startsWith('foyer-data-')),
    'the kept dashboard deleted',
  )
})
