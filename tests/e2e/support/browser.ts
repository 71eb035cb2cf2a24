// Chromium through playwright-core (system /usr/bin/chromium, no downloaded browsers) and small page helpers.
import { mkdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core'
import { ROOT, tempDir, type Foyer } from './server'

export const CHROMIUM = process.env.FOYER_E2E_CHROMIUM || '/usr/bin/chromium'
const SCREENSHOTS = join(ROOT, 'tests/e2e/screenshots')
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync']

export interface E2EBrowser {
  browser: Browser
  /** A fresh context and page for this test; closePages() ends every one opened since. */
  page(foyer: Foyer, opts?: PageOptions): Promise<Page>
  closePages(): Promise<void>
  close(): Promise<void>
}

/** One browser per test file, with its own HOME and XDG folders so nothing lands in the real home. */
export async function launchBrowser(): Promise<E2EBrowser> {
  const home = tempDir('foyer-e2e-home-')
  const xdg = (name: string) => {
    const dir = join(home, name)
    mkdirSync(dir, { recursive: true })
    return dir
  }
  const env = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: home,
    XDG_CONFIG_HOME: xdg('.config'),
    XDG_CACHE_HOME: xdg('.cache'),
    XDG_DATA_HOME: xdg('.local/share'),
    XDG_RUNTIME_DIR: xdg('runtime'),
    TMPDIR: xdg('tmp'),
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS, env, timeout: 30_000 })
  const contexts: BrowserContext[] = []
  return {
    browser,
    async page(foyer, opts) {
      const { context, page } = await newPage(browser, foyer, opts)
      contexts.push(context)
      return page
    },
    async closePages() {
      await Promise.all(contexts.splice(0).map((c) => c.close().catch(() => {})))
    },
    async close() {
      await browser.close().catch(() => {})
      rmSync(home, { recursive: true, force: true })
    },
  }
}

export interface PageOptions {
  width?: number
  height?: number
  /** A phone: touch events (tap) and the mobile viewport. */
  touch?: boolean
  /**
   * Let Foyer's service worker run (push, the offline shell). Off by default: it answers the dashboard and the bundle
   * itself, so page.route() would not see those requests and a cold load would not be cold.
   */
  serviceWorker?: boolean
}

/** A fresh context (no cookies, no localStorage) per test, pointed at this Foyer. */
async function newPage(browser: Browser, foyer: Foyer, opts: PageOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: foyer.url,
    viewport: { width: opts.width ?? 1280, height: opts.height ?? 800 },
    reducedMotion: 'reduce',
    hasTouch: opts.touch,
    isMobile: opts.touch,
    serviceWorkers: opts.serviceWorker ? 'allow' : 'block',
  })
  context.setDefaultTimeout(7_000)
  context.setDefaultNavigationTimeout(15_000)
  const page = await context.newPage()
  return { context, page }
}

/** Signs in through the login form and waits for the signed-in shell. */
export async function signIn(page: Page, username: string, password: string) {
  await page.goto('/login')
  await page.getByLabel('Username').fill(username)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Login', exact: true }).click()
  await page.waitForURL((url) => url.pathname === '/')
  await sidebar(page).waitFor({ state: 'attached' })
}

/** Every address the page asks for from now on: requests (documents, API calls, images) and websockets. */
export function addressesOf(page: Page): string[] {
  const seen: string[] = []
  page.on('request', (request) => void seen.push(request.url()))
  page.on('websocket', (socket) => void seen.push(socket.url()))
  return seen
}

/** The session token of a signed-in page, where the session store keeps it. */
export const sessionToken = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('foyer-session') ?? '{}').state?.token as string)

export const sidebar = (page: Page) => page.locator('aside[aria-label="Sidebar"]')
export const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text })

/** Saves a PNG under tests/e2e/screenshots/ (gitignored); never compared. */
export async function shot(page: Page, name: string, opts: { fullPage?: boolean } = {}) {
  mkdirSync(SCREENSHOTS, { recursive: true })
  await page.screenshot({ path: join(SCREENSHOTS, `${name.replace(/[^a-z0-9._-]+/gi, '-')}.png`), animations: 'disabled', fullPage: opts.fullPage })
}

/** Picks a live app in the link form's picker: opens it, searches the app's name and clicks it. */
export async function pickLiveApp(page: Page, name: string) {
  await page.getByRole('button', { name: /^Live App:/ }).click()
  await page.getByRole('combobox', { name: 'Search live apps' }).fill(name)
  await page.getByRole('option', { name, exact: true }).click()
}

/** The appearance attributes the app puts on <html>. */
export function appearance(page: Page) {
  return page.evaluate(() => {
    const html = document.documentElement
    return { className: html.className, themeType: html.dataset.themeType, density: html.dataset.density }
  })
}

/** Polls `probe` until `check` accepts its value; fails with the last value seen. */
export async function until<T>(probe: () => Promise<T>, check: (value: T) => boolean, what: string, timeoutMs = 7_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  let last: T | undefined
  let error: unknown
  while (Date.now() < deadline) {
    try {
      last = await probe()
      error = undefined
      if (check(last)) return last
    } catch (e) {
      error = e
    }
    await Bun.sleep(50)
  }
  throw new Error(`timed out waiting for ${what}; last value: ${JSON.stringify(last)}${error ? `; last error: ${error}` : ''}`)
}

/** Waits until the pathname matches. */
export const atPath = (page: Page, path: string) => page.waitForURL((url) => url.pathname === path)

/** True when the element is rendered and at least partly inside the viewport (off-canvas drawers count as hidden). */
export async function onScreen(locator: Locator): Promise<boolean> {
  if (!(await locator.isVisible())) return false
  const box = await locator.boundingBox()
  const viewport = locator.page().viewportSize()
  if (!box || !viewport) return false
  return box.x + box.width > 1 && box.x < viewport.width - 1 && box.y + box.height > 1 && box.y < viewport.height - 1
}

/** Body background colour as computed by the browser. */
export const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor)

/** Relative luminance (0..1) of a computed rgb()/rgba() colour. */
export function luminance(colour: string): number {
  const parts = colour.match(/[\d.]+/g)?.map(Number) ?? []
  const [r, g, b] = parts.slice(0, 3).map((v) => {
    const c = v / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0)
}
