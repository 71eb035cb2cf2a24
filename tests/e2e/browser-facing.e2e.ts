// What a browser (and its audits) sees beyond the screens' function: paints, accessibility, install, crawlers, caching.
import { beforeAll, expect, test } from 'bun:test'
import type { Page } from 'playwright-core'
import { sidebar, until } from './support/browser'
import { THEMES } from './support/server'
import { useFoyer } from './support/suite'

const ADMIN = { fullName: 'Grace Hopper', username: 'grace', password: 'cobol-compiler' }
const e2e = useFoyer(ADMIN)
const AXE = await Bun.file(Bun.fileURLToPath(import.meta.resolve('axe-core/axe.min.js'))).text()
const ICON = { iconUrl: '/api/v1/icons/tabler/3.0.0/dark/folder.svg', iconUrlLight: null, iconProvider: 'tabler', iconId: 'folder' }

/** A fresh page with the motion a person sees (the suite's pages ask for reduced motion, which hides the entrance). */
async function withMotion(path: string): Promise<Page> {
  const context = await e2e.chrome.browser.newContext({ baseURL: e2e.foyer.url, reducedMotion: 'no-preference' })
  const page = await context.newPage()
  await page.goto(path)
  return page
}

/** The page's first contentful paint in ms, or null if none came within 3 s of the card being there. */
const firstContentfulPaint = (page: Page) =>
  page
    .waitForFunction(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime, undefined, { timeout: 3_000 })
    .then((handle) => handle.jsonValue())
    .catch(() => null)

test('the login page and a status page record a first contentful paint (their card no longer rises from invisible)', async () => {
  for (const path of ['/login', '/server-error']) {
    const page = await withMotion(path)
    try {
      await page.locator('.auth-card, .status-card').first().waitFor()
      expect(await firstContentfulPaint(page), path).toBeGreaterThan(0)
    } finally {
      await page.context().close()
    }
  }
})

interface Violation {
  id: string
  impact: string | null
  help: string
  nodes: Array<{ target: string[]; failureSummary?: string }>
}

/**
 * axe-core's serious and critical findings on the page as it is now (all its default rules: WCAG 2.x A and AA and best
 * practices). One allowance: the user-menu button is named 'User menu' while it shows the user's initials, which are a
 * picture of the user (aria-hidden), not a label a person would read out, so label-in-name does not apply to them.
 */
async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated rather than added as a script tag, which the page's Content-Security-Policy (rightly) refuses.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE)
  const violations = await page.evaluate(async () => {
    const result = await (window as unknown as { axe: { run(): Promise<{ violations: Violation[] }> } }).axe.run()
    return result.violations
  })
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => (v.id === 'label-content-name-mismatch' ? { ...v, nodes: v.nodes.filter((n) => n.target.join(' ') !== '.avatar-btn') } : v))
    .filter((v) => v.nodes.length)
    .map((v) => `${v.id} (${v.help}): ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join(' | ')}`)
}

// A dark theme (the default) and two light ones; every signed-in screen here shows an active sidebar entry.
const AUDITED_THEMES = THEMES.filter((t) => ['dark', 'light', 'europa'].includes(t.value))
let screens: string[] = []

beforeAll(async () => {
  const folder = (await e2e.api('POST', '/listing/save/folder', { folderName: 'Recipes', folderIcon: ICON, showInSidebar: true })).id
  await e2e.api('POST', '/listing/save/link', { linkName: 'Docs', linkURL: 'https://docs.example.org/', linkIcon: ICON })
  screens = ['/', `/c/${folder}`, '/manage/general', '/manage/theme', '/notifications', '/tasks', '/snippet', '/pages', '/manage/accounts']
})

test.each(AUDITED_THEMES)('the main screens in the $value theme have no serious or critical accessibility violation', async (theme) => {
  await e2e.api('POST', '/settings/theme', { colorTheme: theme.value })
  const found: Record<string, string[]> = {}
  // Signed out: the login screen in this theme, as the last visit left it.
  const context = await e2e.chrome.browser.newContext({ baseURL: e2e.foyer.url, reducedMotion: 'reduce' })
  try {
    await context.addInitScript((stored) => localStorage.setItem('foyer-theme', stored), JSON.stringify({ value: theme.value, type: theme.type }))
    const login = await context.newPage()
    await login.goto('/login')
    await login.getByLabel('Username').waitFor()
    expect(await login.evaluate(() => document.documentElement.className)).toBe(`theme-${theme.value}`)
    found['/login'] = await seriousViolations(login)
  } finally {
    await context.close()
  }
  const page = await e2e.open()
  for (const path of screens) {
    await page.goto(path)
    await sidebar(page).waitFor({ state: 'attached' })
    await page.waitForLoadState('networkidle')
    expect(new URL(page.url()).pathname).toBe(path)
    expect(await page.evaluate(() => document.documentElement.className), path).toBe(`theme-${theme.value}`)
    found[path] = await seriousViolations(page)
  }
  expect(Object.entries(found).filter(([, v]) => v.length)).toEqual([])
})

/** Width and height from a PNG's header (the IHDR chunk's first two big-endian numbers), after its signature. */
function pngSize(bytes: Buffer): [number, number] {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a')
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)]
}

test('Chromium can install Foyer signed out: every manifest icon is a PNG of its stated size', async () => {
  const page = await e2e.chrome.page(e2e.foyer)
  await page.goto('/login')
  await page.getByLabel('Username').waitFor()
  const session = await page.context().newCDPSession(page)
  const { installabilityErrors } = await session.send('Page.getInstallabilityErrors')
  // The test's browser contexts are off the record, which alone would stop an install; nothing else may.
  expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([])
  const manifest = await (await fetch(new URL((await page.locator('link[rel="manifest"]').getAttribute('href'))!, e2e.foyer.url))).json()
  expect(manifest.icons.map((i: { purpose: string }) => i.purpose)).toEqual(['any', 'any', 'maskable'])
  for (const icon of manifest.icons as Array<{ src: string; sizes: string }>) {
    const res = await fetch(new URL(icon.src, e2e.foyer.url))
    expect(res.headers.get('content-type'), icon.src).toBe('image/png')
    expect(pngSize(Buffer.from(await res.arrayBuffer())).join('x'), icon.src).toBe(icon.sizes)
  }
  // A .png nobody serves is a 404, not the app's page under an image's name.
  const missing = await fetch(`${e2e.foyer.url}/icon-384.png`)
  expect([missing.status, missing.headers.get('content-type')]).toEqual([404, 'text/plain; charset=utf-8'])
})

test('the signed-in manifest, with the default site logo, names the same PNGs', async () => {
  const page = await e2e.open()
  const href = await until(
    () => page.locator('link[rel="manifest"]').getAttribute('href'),
    (h) => Boolean(h?.includes('icon=')),
    'the shell to put the site logo in the manifest link',
  )
  const manifest = await (await fetch(new URL(href!, e2e.foyer.url))).json()
  expect(manifest.icons.map((i: { src: string }) => i.src)).toEqual(['/icon-192.png', '/icon-512.png', '/icon-maskable-512.png'])
})

test('crawlers are told to stay out, the page describes itself, the favicon is kept 5 minutes, then revalidated by its ETag', async () => {
  const robots = await fetch(`${e2e.foyer.url}/robots.txt`)
  expect(robots.headers.get('content-type')).toBe('text/plain; charset=utf-8')
  expect(await robots.text()).toBe('User-agent: *\nDisallow: /\n')
  const page = await e2e.chrome.page(e2e.foyer)
  await page.goto('/login')
  expect(await page.locator('meta[name="description"]').getAttribute('content')).toContain('self-hosted')
  const favicon = await fetch(`${e2e.foyer.url}/favicon.svg`)
  expect(favicon.headers.get('cache-control')).toBe('public, max-age=300')
  const again = await fetch(`${e2e.foyer.url}/favicon.svg`, { headers: { 'if-none-match': favicon.headers.get('etag')! } })
  expect(again.status).toBe(304)
})
