// A wall tablet is slow: the kiosk's first screen and one rotation step in Chromium with the CPU throttled (CDP
// Emulation.setCPUThrottlingRate), and optionally a soak: the kiosk left open with fast refresh intervals, its JS heap and
// DOM nodes at start and end. Talks to 127.0.0.1 only (dist/foyer and a local service the live cards ask); stops by itself.
// usage: bun scripts/bench-kiosk.ts [--cards 30] [--live 10] [--throttle 4] [--runs 3] [--soak-minutes 0] [--refresh 2]
import type { Browser, CDPSession, Page } from 'playwright-core'
import { launchBrowser } from '../tests/e2e/support/browser'
import { createFirstAdmin, startFoyer } from '../tests/e2e/support/server'

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`)
  const value = at > -1 ? Number(process.argv[at + 1]) : fallback
  if (!Number.isFinite(value) || value < 0) throw new Error(`--${name} needs a number >= 0`)
  return value
}
const CARDS = arg('cards', 30)
const LIVE = Math.min(arg('live', 10), CARDS)
const THROTTLE = arg('throttle', 4)
const RUNS = Math.max(1, arg('runs', 3))
const SOAK_MINUTES = arg('soak-minutes', 0)
// Live cards ask their service this often (seconds) during the soak; the first screen uses the same cards.
const REFRESH = Math.max(1, arg('refresh', 2))
// The shortest rotation a display allows: the soak sees as many view changes as it can.
const ROTATE_SECONDS = 10
const WALL = { width: 1920, height: 1080 }

const service = Bun.serve({ hostname: '127.0.0.1', port: 0, fetch: () => Response.json({ status: 'ok', queries: 1234 }) })
const foyer = await startFoyer()
const chrome = await launchBrowser()

interface Figures {
  fcp: number
  cards: number
  toCalendar: number
  toHome: number
}

// In the page, before its scripts: when the first paint came, when every card was there, and when each view change
// (data-view on the kiosk) finished drawing. Recorded by the page itself so polling from outside costs it nothing.
const RECORDER = (cards: number) => `(() => {
  const marks = (window.__bench = { steps: [] })
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (e.name === 'first-contentful-paint') marks.fcp = e.startTime }).observe({ type: 'paint', buffered: true })
  let view = null
  let since = 0
  const drawn = (v) => v === 'home' ? document.querySelectorAll('[data-testid="listing-card"]').length >= ${cards} : Boolean(document.querySelector('.cal-grid[aria-busy="false"]'))
  new MutationObserver(() => {
    const kiosk = document.querySelector('[data-testid="kiosk"]')
    const now = kiosk && kiosk.getAttribute('data-view')
    if (!now) return
    if (now !== view) { view = now; since = performance.now(); marks.pending = now }
    if (marks.pending && drawn(marks.pending)) {
      const v = marks.pending
      marks.pending = null
      requestAnimationFrame(() => setTimeout(() => {
        if (marks.cards === undefined && v === 'home') marks.cards = performance.now()
        else marks.steps.push({ view: v, ms: performance.now() - since })
      }))
    }
  }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-view', 'aria-busy'] })
})()`

async function throttled(browser: Browser, url: string, rate: number): Promise<{ page: Page; cdp: CDPSession; close(): Promise<void> }> {
  const context = await browser.newContext({ baseURL: foyer.url, viewport: WALL, serviceWorkers: 'block' })
  await context.addInitScript(RECORDER(CARDS))
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  if (rate > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate })
  await page.goto(url, { waitUntil: 'commit' })
  return { page, cdp, close: () => context.close() }
}

type Marks = { fcp?: number; cards?: number; steps: Array<{ view: string; ms: number }> }
const marks = (page: Page) => page.evaluate(() => (window as unknown as { __bench: Marks }).__bench)

async function until(page: Page, done: (m: Marks) => boolean, what: string, ms: number): Promise<Marks> {
  const deadline = Date.now() + ms
  for (;;) {
    const m = await marks(page)
    if (done(m)) return m
    if (Date.now() > deadline) throw new Error(`bench-kiosk: no ${what} within ${ms} ms`)
    await Bun.sleep(200)
  }
}

/** A cold load of the kiosk, then its two rotation steps (home → calendar → home). */
async function measure(browser: Browser, url: string): Promise<Figures> {
  const { page, close } = await throttled(browser, url, THROTTLE)
  try {
    const first = await until(page, (m) => m.cards !== undefined, 'first screen', 60_000)
    const steps = await until(page, (m) => m.steps.some((s) => s.view === 'home'), 'rotation back home', (ROTATE_SECONDS * 2 + 30) * 1000)
    return {
      fcp: first.fcp ?? Number.NaN,
      cards: first.cards!,
      toCalendar: steps.steps.find((s) => s.view === 'todo')!.ms,
      toHome: steps.steps.find((s) => s.view === 'home')!.ms,
    }
  } finally {
    await close()
  }
}

/** The kiosk left open (no throttling) with its live cards asking every REFRESH s and the views turning every 10 s. */
async function soak(browser: Browser, url: string) {
  const { page, cdp, close } = await throttled(browser, url, 1)
  try {
    await until(page, (m) => m.cards !== undefined, 'first screen', 60_000)
    await cdp.send('Performance.enable')
    const sample = async () => {
      // After a full collection: what the page holds, not what it has yet to free.
      await cdp.send('HeapProfiler.collectGarbage')
      const { metrics } = await cdp.send('Performance.getMetrics')
      const get = (name: string) => metrics.find((m) => m.name === name)?.value ?? Number.NaN
      const kinds = await page.evaluate(() => {
        const count: Record<string, number> = {}
        for (const el of document.getElementsByTagName('*')) {
          const kind = `${el.tagName.toLowerCase()}${el.classList[0] ? `.${el.classList[0]}` : ''}`
          count[kind] = (count[kind] ?? 0) + 1
        }
        return count
      })
      const inDocument = Object.values(kinds).reduce((a, b) => a + b, 0)
      return {
        heapMiB: get('JSHeapUsedSize') / 2 ** 20,
        nodes: get('Nodes'),
        listeners: get('JSEventListeners'),
        inDocument,
        kinds,
        view: await page.getAttribute('[data-testid="kiosk"]', 'data-view'),
      }
    }
    // The first rotation warms up both views (their code, the calendar's month) before the start figure.
    await until(page, (m) => m.steps.some((s) => s.view === 'home'), 'a first full rotation', (ROTATE_SECONDS * 2 + 30) * 1000)
    const start = await sample()
    const end = Date.now() + SOAK_MINUTES * 60_000
    while (Date.now() < end) await Bun.sleep(Math.min(30_000, end - Date.now()))
    // Compare like with like: the end figure just after the start's view has been drawn again.
    const before = (await marks(page)).steps.length
    await until(page, (m) => m.steps.length > before && m.steps.at(-1)!.view === start.view, 'the start view again', (ROTATE_SECONDS * 2 + 30) * 1000)
    const last = await sample()
    const steps = (await marks(page)).steps.length
    const line = (s: typeof start) =>
      `JS heap ${s.heapMiB.toFixed(2)} MiB, ${s.inDocument} elements in the document, ${s.nodes} DOM nodes alive, ${s.listeners} listeners (${s.view})`
    console.log(`soak: ${SOAK_MINUTES} min, ${LIVE} live cards every ${REFRESH} s, a view change every ${ROTATE_SECONDS} s (${steps} steps)`)
    console.log(`  start: ${line(start)}`)
    console.log(`  end:   ${line(last)}`)
    console.log(
      `  change: heap ${(last.heapMiB - start.heapMiB >= 0 ? '+' : '') + (last.heapMiB - start.heapMiB).toFixed(2)} MiB, nodes ${last.nodes - start.nodes >= 0 ? '+' : ''}${last.nodes - start.nodes}`,
    )
    const grew = Object.keys({ ...start.kinds, ...last.kinds })
      .map((kind) => [kind, (last.kinds[kind] ?? 0) - (start.kinds[kind] ?? 0)] as const)
      .filter(([, n]) => n !== 0)
    if (grew.length) console.log(`  elements that changed: ${grew.map(([kind, n]) => `${kind} ${n > 0 ? '+' : ''}${n}`).join(', ')}`)
  } finally {
    await close()
  }
}

// Last: the helpers above are declared before the run uses them.
try {
  const token = await createFirstAdmin(foyer, { fullName: 'Bench', username: 'bench', password: 'bench-pass' })
  const api = async (path: string, body: unknown) => {
    const res = await foyer.api('POST', path, { token, body })
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`)
    return res.body
  }
  for (let i = 0; i < CARDS; i++)
    await api('/listing/save/link', {
      linkName: `Service ${i + 1}`,
      linkIcon: { iconUrl: '/favicon.svg', iconProvider: 'url', iconId: 'favicon' },
      linkURL: `http://127.0.0.1:${service.port}/s${i}`,
      ...(i < LIVE && { liveAppEnabled: true, integration: { appId: 'http-status', config: {}, autoRefreshAfter: REFRESH } }),
    })
  const list = await api('/listing/save/todo', { todoName: 'Chores', todoIcon: { iconUrl: '/favicon.svg', iconProvider: 'url', iconId: 'favicon' } })
  // Due from today on (earlier dates are refused), so the calendar's month has tasks to draw.
  for (let d = 0; d < 20; d++)
    await api('/todo/item', {
      listingId: list.id,
      todoId: null,
      todoName: `Task ${d + 1}`,
      dueDate: new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10),
    })
  const display = await api('/displays', {
    name: 'Bench wall',
    views: [{ kind: 'home' }, { kind: 'todo', id: list.id }],
    rotateSeconds: ROTATE_SECONDS,
    density: 'wall',
  })

  console.log(`kiosk: ${CARDS} cards (${LIVE} live, every ${REFRESH} s) then a todo calendar, ${WALL.width}×${WALL.height}, CPU ${THROTTLE}× slower`)
  const screens: Figures[] = []
  for (let run = 0; run < RUNS; run++) screens.push(await measure(chrome.browser, display.url))
  const median = (pick: (f: Figures) => number) => {
    const sorted = screens.map(pick).sort((a, b) => a - b)
    return Math.round(sorted[Math.floor(sorted.length / 2)]!)
  }
  console.log(`  first screen (median of ${RUNS} cold loads): first paint ${median((f) => f.fcp)} ms, ${CARDS} cards in ${median((f) => f.cards)} ms`)
  console.log(`  rotation step home → calendar: ${median((f) => f.toCalendar)} ms to the month drawn`)
  console.log(`  rotation step calendar → home: ${median((f) => f.toHome)} ms to ${CARDS} cards drawn`)
  if (SOAK_MINUTES > 0) await soak(chrome.browser, display.url)
} finally {
  await chrome.close()
  await foyer.stop()
  service.stop(true)
}
