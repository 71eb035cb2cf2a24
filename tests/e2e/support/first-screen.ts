// A cold first screen in Chromium, as a person opening Foyer would see it: what the browser fetches, and when it paints.
// Shared by tests/e2e/first-screen.e2e.ts (counts) and scripts/bench (counts and timings).
import type { Browser, BrowserContextOptions } from 'playwright-core'

export interface FirstScreen {
  /** Every request the page sent to the server (document, code, styles, API, images); cache hits excluded. */
  requests: number
  /** Bytes on the wire as the browser counts them (compressed bodies plus headers). */
  bytes: number
  /** Of those, requests for images (card icons, logo). */
  images: number
  /** First contentful paint, ms from navigation start. */
  fcp: number
  /** When the first card was in the DOM, ms from navigation start; null where the screen has no cards. */
  cardsMs: number | null
  /** The pathname the page ended on. */
  landed: string
  /** Each request: path and bytes, for a readable report. */
  files: Array<{ path: string; bytes: number; type: string }>
}

export interface FirstScreenOptions {
  /** Signed in: the session token put where the app keeps it, before any script runs. */
  token?: string
  /** A returning visit instead: the browser's storage as an earlier visit left it (`storageAfterVisit`); the cache is still empty. */
  storage?: BrowserContextOptions['storageState']
  /** Wait for this many cards (the signed-in home) before counting. */
  cards?: number
  width?: number
  height?: number
}

// The screen is ready once it holds `want` cards (or, without cards, the login form) and the frame after that has been
// painted. The page then says so on the console, which Playwright hears without running anything in the page: its
// injected script, which waitForFunction would evaluate while the page loads, costs 10-20 ms of the main thread just
// before the first paint here (measured with Chromium traces) and so delayed the very paint being measured.
const READY = '__foyer_first_screen_ready'
const watch = (want: number) => `(() => {
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window['__foyer_' + e.name] = e.startTime }).observe({ type: 'paint', buffered: true })
  const shown = () => ${want} > 0 ? document.querySelectorAll('[data-testid="listing-card"]').length >= ${want} : Boolean(document.querySelector('input[name="username"]'))
  const seen = () => {
    if (!window.__foyerCardsAt && document.querySelector('[data-testid="listing-card"]')) window.__foyerCardsAt = performance.now()
    if (!shown()) return
    observer.disconnect()
    requestAnimationFrame(() => setTimeout(() => console.info('${READY}')))
  }
  const observer = new MutationObserver(seen)
  observer.observe(document, { childList: true, subtree: true })
})()`

/** Opens `path` in a fresh browser context (empty cache, empty storage) and waits until the network is idle. */
export async function measureFirstScreen(browser: Browser, baseUrl: string, path: string, opts: FirstScreenOptions = {}): Promise<FirstScreen> {
  const viewport = { width: opts.width ?? 1280, height: opts.height ?? 800 }
  // No service worker: a cold load is measured, and page.route() sees every request.
  const context = await browser.newContext({ baseURL: baseUrl, viewport, storageState: opts.storage, serviceWorkers: 'block' })
  try {
    if (opts.token) {
      const session = JSON.stringify({ state: { token: opts.token, isAdmin: true }, version: 0 })
      await context.addInitScript((value) => localStorage.setItem('foyer-session', value), session)
    }
    await context.addInitScript(watch(opts.cards ?? 0))
    const page = await context.newPage()
    const ready = page.waitForEvent('console', { predicate: (message) => message.text() === READY, timeout: 15_000 })
    await page.goto(path, { waitUntil: 'commit' })
    await ready
    await page.waitForLoadState('networkidle')
    // Resource Timing: transferSize is 0 for what came from a cache, else the compressed body plus headers.
    const files = await page.evaluate(() =>
      [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')]
        .map((e) => e as PerformanceResourceTiming)
        .filter((e) => e.transferSize > 0 && !/^(data|blob):/.test(e.name))
        .map((e) => ({ path: new URL(e.name).pathname, type: e.initiatorType, bytes: e.transferSize })),
    )
    const timing = await page.evaluate(() => {
      const w = window as unknown as Record<string, number | undefined>
      // NaN if the screen painted nothing contentful (the login card rising from opacity 0 once did; browser-facing.e2e.ts).
      return { fcp: w['__foyer_first-contentful-paint'] ?? NaN, cardsMs: w.__foyerCardsAt ?? null, landed: location.pathname }
    })
    return {
      requests: files.length,
      bytes: files.reduce((sum, f) => sum + f.bytes, 0),
      images: files.filter((f) => f.type === 'img').length,
      ...timing,
      files,
    }
  } finally {
    await context.close()
  }
}

/** What a browser keeps after showing the signed-in home with `cards` cards once: the session and the home's first frame. */
export async function storageAfterVisit(browser: Browser, baseUrl: string, token: string, cards: number) {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' })
  try {
    await context.addInitScript((value) => localStorage.setItem('foyer-session', value), JSON.stringify({ state: { token, isAdmin: true }, version: 0 }))
    const page = await context.newPage()
    await page.goto('/')
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="listing-card"]').length >= n && localStorage.getItem('foyer-first-frame'), cards)
    return await context.storageState()
  } finally {
    await context.close()
  }
}

/**
 * Puts n link cards on the home page over the API. 'distinct': each its own Simple Icons logo, as a real dashboard has;
 * 'default': the link icon the form starts with.
 */
export async function seedHome(baseUrl: string, token: string, n: number, icons: 'distinct' | 'default') {
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const headers: Record<string, string> = { authorization: `Bearer ${token}` }
    if (body !== undefined) headers['content-type'] = 'application/json'
    const res = await fetch(`${baseUrl}/api/v1${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
    if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`)
    return ((await res.json()) as { message: T }).message
  }
  const pack = await call<{ baseUrl: string; baseUrlLight: string; iconData: Array<{ iconId: string; iconUrl: string }> }>(
    'GET',
    `/iconpack/icons/${icons === 'distinct' ? 'simple-icons' : 'tabler'}`,
  )
  const chosen = icons === 'distinct' ? pack.iconData.slice(0, n) : pack.iconData.filter((i) => i.iconId === 'link')
  for (let i = 0; i < n; i++) {
    const icon = chosen[i % chosen.length]!
    const linkIcon = {
      iconUrl: pack.baseUrl + icon.iconUrl,
      iconUrlLight: pack.baseUrlLight + icon.iconUrl,
      iconProvider: icons === 'distinct' ? 'simple-icons' : 'tabler',
      iconId: icon.iconId,
    }
    await call('POST', '/listing/save/link', { linkName: `Card ${i + 1}`, linkURL: `https://card-${i + 1}.example.org/`, linkIcon })
  }
}
