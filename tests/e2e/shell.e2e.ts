// The signed-in shell, sign-in, setup, appearance and central error handling, against the real binary.
import { rmSync } from 'node:fs'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'bun:test'
import type { Page, Route } from 'playwright-core'
import {
  appearance,
  atPath,
  bodyBackground,
  launchBrowser,
  luminance,
  onScreen,
  shot,
  sidebar,
  signIn,
  toast,
  until,
  type E2EBrowser,
  type PageOptions,
} from './support/browser'
import { createFirstAdmin, startFoyer, tempDir, THEMES, type Foyer } from './support/server'

const ADMIN = { fullName: 'Ada Lovelace', username: 'ada', password: 'analytical-engine' }

let chrome: E2EBrowser

beforeAll(async () => {
  chrome = await launchBrowser()
})
afterAll(async () => {
  await chrome?.close()
})
afterEach(async () => {
  await chrome.closePages()
})

async function open(foyer: Foyer, opts?: PageOptions): Promise<Page> {
  const page = await chrome.page(foyer, opts)
  return page
}

const html = (page: Page) => appearance(page)
const waitForHtml = (page: Page, check: (a: Awaited<ReturnType<typeof appearance>>) => boolean, what: string) => until(() => appearance(page), check, what)

describe('fresh install without an env admin', () => {
  const dataDir = tempDir('foyer-e2e-setup-')
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  test('/login sends to /setup, the form validates, creates the admin and lands signed in; a restart shows /login', async () => {
    let foyer = await startFoyer({ dataDir })
    try {
      const page = await open(foyer)
      await page.goto('/login')
      await atPath(page, '/setup')
      await page.getByText('Create the first administrator', { exact: false }).waitFor()
      const create = page.getByRole('button', { name: 'Create administrator' })
      const error = page.getByRole('alert')

      await create.click()
      expect(await error.textContent()).toContain('Please fill all the fields')

      await page.getByLabel('Full name').fill(ADMIN.fullName)
      await page.getByLabel('Username').fill('Ada')
      expect(await page.getByLabel('Username').inputValue()).toBe('ada')
      await page.getByLabel('Password', { exact: true }).fill('short')
      await page.getByLabel('Repeat password').fill('short')
      await create.click()
      await until(
        () => error.textContent(),
        (t) => t?.includes('Password should be atleast 6 characters long') ?? false,
        'short password message',
      )

      await page.getByLabel('Password', { exact: true }).fill(ADMIN.password)
      await page.getByLabel('Repeat password').fill(`${ADMIN.password}x`)
      await create.click()
      await until(
        () => error.textContent(),
        (t) => t?.includes('Passwords do not match') ?? false,
        'mismatch message',
      )
      expect((await foyer.api('GET', '/setup')).body.required).toBe(true)

      await page.getByLabel('Repeat password').fill(ADMIN.password)
      await create.click()
      await atPath(page, '/')
      await sidebar(page).waitFor()
      await page.getByText(ADMIN.fullName).first().waitFor()
      await page.getByText('Oops! Nothing to List here').waitFor()
      expect((await foyer.api('GET', '/setup')).body.required).toBe(false)
    } finally {
      await foyer.stop()
    }

    foyer = await startFoyer({ dataDir })
    try {
      const page = await open(foyer)
      await page.goto('/login')
      await page.getByRole('button', { name: 'Login', exact: true }).waitFor()
      await Bun.sleep(300) // give a wrong redirect to /setup the chance to happen
      expect(new URL(page.url()).pathname).toBe('/login')
      await page.goto('/setup')
      await atPath(page, '/login')
      // The administrator from the first run can sign in on the second.
      await signIn(page, ADMIN.username, ADMIN.password)
    } finally {
      await foyer.stop()
    }
  })
})

describe('signed-in shell', () => {
  let foyer: Foyer
  let token: string

  beforeAll(async () => {
    foyer = await startFoyer()
    token = await createFirstAdmin(foyer, ADMIN)
  })
  afterAll(async () => {
    await foyer?.stop()
  })
  beforeEach(async () => {
    // Appearance is stored per user on the server: every test starts from the defaults.
    expect((await foyer.api('POST', '/settings/theme', { token, body: { colorTheme: 'dark' } })).status).toBe(200)
    expect((await foyer.api('POST', '/settings/density', { token, body: { uiMode: 'normal' } })).status).toBe(200)
  })

  const userData = async () => (await foyer.api('GET', '/dashboard', { token })).body.userData

  test('login form: empty-field messages, lower-cased username, Enter submits, wrong and right password', async () => {
    const page = await open(foyer)
    await page.goto('/login')
    const username = page.getByLabel('Username')
    const password = page.getByLabel('Password')

    await page.getByRole('button', { name: 'Login', exact: true }).click()
    await page.getByText('Username must not be empty.').waitFor()
    await page.getByText('Password must not be empty.').waitFor()

    await username.pressSequentially('AdA')
    expect(await username.inputValue()).toBe('ada')
    await password.fill('not-the-password')
    await password.press('Enter')
    await toast(page, 'Login failed. Please check the credentials.').waitFor()
    expect(new URL(page.url()).pathname).toBe('/login')
    expect(await page.getByText('Username must not be empty.').count()).toBe(0)

    // The server out of reach: the central layer's one toast, not the wrong-password one as well.
    await toast(page, 'Login failed. Please check the credentials.').waitFor({ state: 'detached', timeout: 8_000 })
    await page.route('**/api/v1/login*', (route) => route.abort('connectionrefused'))
    await password.press('Enter')
    await toast(page, 'Server is unavailable. Please try again later.').waitFor()
    await page.waitForTimeout(300)
    expect(await page.locator('[data-sonner-toast]').filter({ hasText: 'Login failed' }).count()).toBe(0)
    await page.unroute('**/api/v1/login*')

    await password.fill(ADMIN.password)
    await password.press('Enter')
    await toast(page, 'Login success.').waitFor()
    await atPath(page, '/')
    await sidebar(page).waitFor()
    await shot(page, 'home-after-login')
  })

  test('shell: sidebar, header, welcome header with the full name, empty state, footer', async () => {
    const page = await open(foyer)
    await signIn(page, ADMIN.username, ADMIN.password)
    await sidebar(page).waitFor()
    expect(await onScreen(sidebar(page))).toBe(true)
    await page.locator('header').first().waitFor()
    await page.getByRole('button', { name: 'User menu' }).waitFor()
    await page.getByText(ADMIN.fullName).first().waitFor()
    // Today's date, in the browser's language, written just after the first paint.
    const today = await page.evaluate(() => new Date().toLocaleDateString(undefined, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }))
    await page.locator('.welcome-date', { hasText: today }).waitFor()
    await page.getByText('Oops! Nothing to List here').waitFor()
    await sidebar(page).getByText('Powered by Foyer v1.0.2').waitFor()
    expect(await html(page)).toEqual({ className: 'theme-dark', themeType: 'dark', density: 'normal' })
  })

  test('theme: picking Light applies it, moves the Current badge and is saved on the server', async () => {
    const page = await open(foyer)
    await signIn(page, ADMIN.username, ADMIN.password)
    await page.goto('/manage/theme')
    const card = (label: string) => page.getByRole('button', { name: new RegExp(`^\\s*${label}\\b`) })
    await card('Dark').getByText('Current').waitFor()
    expect(await card('Light').getByText('Current').count()).toBe(0)

    await card('Light').click()
    await waitForHtml(page, (a) => a.className === 'theme-light' && a.themeType === 'light', 'theme-light on <html>')
    await toast(page, 'Theme saved successfully.').waitFor()
    await card('Light').getByText('Current').waitFor()
    await until(
      () => card('Dark').getByText('Current').count(),
      (n) => n === 0,
      'Current badge to leave Dark',
    )
    expect(await page.getByText('Current', { exact: true }).count()).toBe(1)
    expect((await userData()).colorTheme).toBe('light')

    await page.reload()
    await card('Light').getByText('Current').waitFor()
    expect(await html(page)).toMatchObject({ className: 'theme-light', themeType: 'light' })

    // A new browser profile learns the theme from the server, not from this one's localStorage.
    const other = await open(foyer)
    await signIn(other, ADMIN.username, ADMIN.password)
    await waitForHtml(other, (a) => a.className === 'theme-light', 'theme-light in a fresh context')
  })

  test('density: the user menu switches to Compact and it survives a reload', async () => {
    const page = await open(foyer)
    await signIn(page, ADMIN.username, ADMIN.password)
    expect((await html(page)).density).toBe('normal')
    await page.getByRole('button', { name: 'User menu' }).click()
    const menu = page.getByRole('menu')
    await menu.waitFor()
    for (const item of ['Settings', 'My Profile', 'Logout']) await menu.getByRole('menuitem', { name: item }).waitFor()
    expect(await menu.getByRole('menuitemradio', { name: 'Normal' }).getAttribute('aria-checked')).toBe('true')
    await menu.getByRole('menuitemradio', { name: 'Compact' }).click()
    await waitForHtml(page, (a) => a.density === 'compact', 'data-density=compact')
    await until(
      async () => (await userData()).uiMode,
      (m) => m === 'compact',
      'uiMode saved on the server',
    )

    await page.reload()
    await sidebar(page).waitFor()
    await waitForHtml(page, (a) => a.density === 'compact', 'density kept after reload')
    await page.getByRole('button', { name: 'User menu' }).click()
    expect(await page.getByRole('menuitemradio', { name: 'Compact' }).getAttribute('aria-checked')).toBe('true')
  })

  test('logout from the user menu: back to /login, dark theme, and / needs a new sign-in', async () => {
    await foyer.api('POST', '/settings/theme', { token, body: { colorTheme: 'aurora' } })
    const page = await open(foyer)
    await signIn(page, ADMIN.username, ADMIN.password)
    await waitForHtml(page, (a) => a.className === 'theme-aurora', 'the saved light theme before logout')

    await page.getByRole('button', { name: 'User menu' }).click()
    await page.getByRole('menuitem', { name: 'Logout' }).click()
    await atPath(page, '/login')
    await waitForHtml(page, (a) => a.className === 'theme-dark' && a.themeType === 'dark', 'theme-dark after logout')
    const stored = await page.evaluate(() => localStorage.getItem('foyer-session'))
    expect(stored ?? '').not.toContain('"token":"')

    await page.goto('/')
    await atPath(page, '/login')
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor()
    expect(await sidebar(page).count()).toBe(0)
  })

  test('deep links load the SPA directly; unknown shell paths go to /notfound', async () => {
    const page = await open(foyer)
    await signIn(page, ADMIN.username, ADMIN.password)

    await page.goto('/c/42')
    await sidebar(page).waitFor()
    expect(new URL(page.url()).pathname).toBe('/c/42')

    await page.goto('/manage/theme')
    await page.getByRole('button', { name: /^\s*Deep Space\b/ }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/manage/theme')

    await page.goto('/no/such/page')
    await atPath(page, '/notfound')
    await page.getByText('Oops! Page Not Found').waitFor()
    await page
      .getByRole('button', { name: 'Go to Homepage' })
      .or(page.getByRole('link', { name: 'Go to Homepage' }))
      .click()
    await atPath(page, '/')
    await page.getByText('Oops! Nothing to List here').waitFor()
  })

  describe('central error handling of /api/v1/dashboard', () => {
    const isDashboard = (url: URL) => url.pathname === '/api/v1/dashboard'
    const answer =
      (status: number, headers: Record<string, string> = {}) =>
      (route: Route) =>
        route.fulfill({ status, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ error: true, message: 'boom' }) })

    test('500 with x-database-status NOT_CONNECTED → /database-error; Retry returns home', async () => {
      const page = await open(foyer)
      await signIn(page, ADMIN.username, ADMIN.password)
      const handler = answer(500, { 'x-database-status': 'NOT_CONNECTED' })
      await page.route(isDashboard, handler)
      await page.reload()
      await atPath(page, '/database-error')
      await page.getByText('Database Connection Failed').waitFor()
      await shot(page, 'database-error')

      await page.unroute(isDashboard, handler)
      await page.getByRole('button', { name: /Retry/ }).click()
      await atPath(page, '/')
      await page.getByText('Oops! Nothing to List here').waitFor()
    })

    test('500 without the header → /server-error', async () => {
      const page = await open(foyer)
      await signIn(page, ADMIN.username, ADMIN.password)
      await page.route(isDashboard, answer(500))
      await page.reload()
      await atPath(page, '/server-error')
      await page.getByRole('heading', { name: 'Server Error' }).waitFor()
      await page.getByText('this page also tries again by itself').waitFor()
      expect(await page.getByText('Database Connection Failed').count()).toBe(0)
      await shot(page, 'server-error')
    })

    /** A signed-in home on Playwright's fake clock, and a 500 answer that counts the calls it gets. */
    async function homeOnFakeClock() {
      const page = await open(foyer)
      await page.clock.install()
      await signIn(page, ADMIN.username, ADMIN.password)
      await page.getByText('Oops! Nothing to List here').waitFor()
      const failing = Object.assign((route: Route) => answer(500)(route).then(() => void failing.calls++), { calls: 0 })
      return { page, failing }
    }

    test('/server-error asks the failed GET again every 5 s and returns to its screen by itself once it answers', async () => {
      const { page, failing } = await homeOnFakeClock()
      await page.route(isDashboard, failing)
      await page.reload()
      await atPath(page, '/server-error')
      // On screen means its retry timer is set (the effect runs with the render); the failed call has been counted.
      await page.getByText('this page also tries again by itself').waitFor()
      await until(
        async () => failing.calls,
        (n) => n > 0,
        'the failed dashboard call',
      )
      const before = failing.calls
      await page.clock.runFor(5_000)
      await until(
        async () => failing.calls,
        (n) => n === before + 1,
        'the dashboard asked again',
      )
      expect(new URL(page.url()).pathname).toBe('/server-error')
      await page.unroute(isDashboard, failing)
      await page.clock.runFor(5_000)
      await atPath(page, '/')
      await page.getByText('Oops! Nothing to List here').waitFor()
      expect(await page.locator('[data-sonner-toast]').count()).toBe(0)
    })

    test("/server-error's Try Again opens the screen whose call failed", async () => {
      const page = await open(foyer)
      await signIn(page, ADMIN.username, ADMIN.password)
      await page.getByText('Oops! Nothing to List here').waitFor()
      const failing = answer(500)
      await page.route('**/api/v1/listing/folder/**', failing)
      await page.goto('/c/999')
      await atPath(page, '/server-error')
      await page.unroute('**/api/v1/listing/folder/**', failing)
      await page.getByRole('button', { name: 'Try Again' }).click()
      await atPath(page, '/c/999')
    })

    test('/server-error after a failed write waits for a person: the write is never repeated', async () => {
      const page = await open(foyer)
      await page.clock.install()
      await signIn(page, ADMIN.username, ADMIN.password)
      let writes = 0
      const isSave = (url: URL) => url.pathname === '/api/v1/listing/save/folder'
      await page.route(isSave, (route) => {
        writes++
        return answer(500)(route)
      })
      await page.getByRole('button', { name: 'New' }).click()
      await page.getByRole('menuitem', { name: 'Folder' }).click()
      await page.getByLabel('Folder Name').fill('Never twice')
      await page.getByRole('button', { name: 'Save' }).click()
      await atPath(page, '/server-error')
      await page.getByText('Please try again in a moment.').waitFor()
      await page.clock.runFor(60_000)
      await Bun.sleep(300)
      expect(writes).toBe(1)
      expect(new URL(page.url()).pathname).toBe('/server-error')
    })

    test('a call whose screen shows its own errors still goes to /database-error on a 500 NOT_CONNECTED, with no toast', async () => {
      const page = await open(foyer)
      await signIn(page, ADMIN.username, ADMIN.password)
      await page.getByText('Oops! Nothing to List here').waitFor()
      await page.route('**/api/v1/listing/folder/**', answer(500, { 'x-database-status': 'NOT_CONNECTED' }))
      await page.goto('/c/1')
      await atPath(page, '/database-error')
      await page.getByText('Database Connection Failed').waitFor()
      expect(await page.getByText('Failed to fetch folder listing.').count()).toBe(0)
    })

    test("a display's minute check that meets a passing server error keeps its screen, with no toast; the next one asks again", async () => {
      const { page, failing } = await homeOnFakeClock()
      await page.route(isDashboard, failing)
      await page.clock.runFor(60_000)
      await until(
        async () => failing.calls,
        (n) => n === 1,
        'the minute check answered 500',
      )
      await Bun.sleep(300)
      expect(new URL(page.url()).pathname).toBe('/')
      expect(await page.locator('[data-sonner-toast]').count()).toBe(0)
      await page.unroute(isDashboard, failing)
      const next = page.waitForResponse((res) => isDashboard(new URL(res.url())) && res.status() === 200)
      await page.clock.runFor(60_000)
      await next
      expect(new URL(page.url()).pathname).toBe('/')
    })

    test('401 → /login and the session is dropped', async () => {
      const page = await open(foyer)
      await signIn(page, ADMIN.username, ADMIN.password)
      await page.route(isDashboard, answer(401))
      await page.reload()
      await atPath(page, '/login')
      await page.getByRole('button', { name: 'Login', exact: true }).waitFor()
      const stored = await page.evaluate(() => localStorage.getItem('foyer-session'))
      expect(stored ?? '').not.toContain('"token":"')
    })
  })

  test("mobile (375 px): the open drawer takes the focus, the page behind is out of Tab's reach; closing hands it back to Open menu", async () => {
    const page = await open(foyer, { width: 375, height: 812 })
    await signIn(page, ADMIN.username, ADMIN.password)
    const openMenu = page.getByRole('button', { name: 'Open menu' })
    // Where the focus is: in the drawer, in the page behind it (the header, the main area, the skip link), elsewhere.
    const focusIn = () =>
      page.evaluate(() => {
        const at = document.activeElement
        if (at?.closest('#app-sidebar')) return 'drawer'
        if (at?.closest('.shell')) return 'page'
        return at?.getAttribute('aria-label') ?? at?.tagName
      })
    await openMenu.focus()
    await page.keyboard.press('Enter')
    await until(focusIn, (at) => at === 'drawer', 'focus in the drawer')
    // Round the drawer both ways, further than it has stops: as from a modal dialog, past its last stop the focus leaves
    // the document (for the browser's own controls; the sign-in toast is on the way, and sonner sends the focus back to
    // where it came from) and comes back to the drawer, never into the page behind.
    for (const key of ['Tab', 'Shift+Tab']) {
      const seen: unknown[] = []
      for (let i = 0; i < 30; i++) {
        await page.keyboard.press(key)
        seen.push(await focusIn())
      }
      expect([key, seen.includes('page'), seen.filter((at) => at === 'drawer').length > 15]).toEqual([key, false, true])
    }
    // Back in the drawer (a toast hands the focus back where it came from), Escape closes it.
    await page.getByRole('button', { name: 'Close menu' }).focus()
    await page.keyboard.press('Escape')
    await until(focusIn, (at) => at === 'page', 'focus back in the page')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Open menu')
  })

  test('mobile (375 px): the sidebar opens from Open menu, closes on Escape and outside click; no horizontal scroll', async () => {
    const page = await open(foyer, { width: 375, height: 812 })
    await signIn(page, ADMIN.username, ADMIN.password)
    const aside = sidebar(page)
    const openMenu = page.getByRole('button', { name: 'Open menu' })
    await openMenu.waitFor()
    await until(
      () => onScreen(aside),
      (v) => v === false,
      'sidebar hidden at 375 px',
    )
    await shot(page, 'mobile-home-dark')

    await openMenu.click()
    await until(
      () => onScreen(aside),
      (v) => v === true,
      'sidebar shown after Open menu',
    )
    await shot(page, 'mobile-sidebar-open-dark')
    await page.keyboard.press('Escape')
    await until(
      () => onScreen(aside),
      (v) => v === false,
      'sidebar closed by Escape',
    )

    await openMenu.click()
    await until(
      () => onScreen(aside),
      (v) => v === true,
      'sidebar shown again',
    )
    const box = (await aside.boundingBox())!
    expect(box.x + box.width).toBeLessThan(370)
    await page.mouse.click(370, 700)
    await until(
      () => onScreen(aside),
      (v) => v === false,
      'sidebar closed by an outside click',
    )

    for (const path of ['/', '/manage', '/manage/theme']) {
      await page.goto(path)
      await sidebar(page).waitFor({ state: 'attached' })
      const width = await page.evaluate(() => document.scrollingElement!.scrollWidth)
      expect({ path, width }).toEqual({ path, width: Math.min(width, 375) })
    }

    await foyer.api('POST', '/settings/theme', { token, body: { colorTheme: 'light' } })
    const light = await open(foyer, { width: 375, height: 812 })
    await signIn(light, ADMIN.username, ADMIN.password)
    await waitForHtml(light, (a) => a.className === 'theme-light', 'theme-light at 375 px')
    await shot(light, 'mobile-home-light')
    await light.getByRole('button', { name: 'Open menu' }).click()
    await until(
      () => onScreen(sidebar(light)),
      (v) => v === true,
      'sidebar open (light)',
    )
    await shot(light, 'mobile-sidebar-open-light')
    await light.goto('/login')
    await light.evaluate(() => localStorage.removeItem('foyer-session'))
    await light.reload()
    await light.getByRole('button', { name: 'Login', exact: true }).waitFor()
    await shot(light, 'mobile-login-light')
  })

  test('all 15 themes apply: screenshots of login, home, /manage, /manage/theme; light and dark backgrounds differ', async () => {
    expect(THEMES.length).toBe(15)
    const page = await open(foyer)
    await signIn(page, ADMIN.username, ADMIN.password)
    const guest = await open(foyer)
    await guest.goto('/login')
    const backgrounds: Record<string, { type: string; colour: string }> = {}

    for (const theme of THEMES) {
      expect((await foyer.api('POST', '/settings/theme', { token, body: { colorTheme: theme.value } })).status).toBe(200)
      for (const [path, name] of [
        ['/', 'home'],
        ['/manage', 'manage'],
        ['/manage/theme', 'manage-theme'],
      ] as const) {
        await page.goto(path)
        await sidebar(page).waitFor()
        await waitForHtml(page, (a) => a.className === `theme-${theme.value}` && a.themeType === theme.type, `theme-${theme.value} on ${path}`)
        if (path === '/manage/theme')
          await page
            .getByRole('button', { name: new RegExp(`^\\s*${theme.label}\\b`) })
            .getByText('Current')
            .waitFor()
        else if (path === '/manage') await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor()
        else await page.getByText('Oops! Nothing to List here').waitFor()
        await page.evaluate(() => document.fonts.ready.then(() => undefined))
        await shot(page, `${name}-${theme.value}`, { fullPage: path === '/manage/theme' })
      }
      backgrounds[theme.value] = { type: theme.type, colour: await bodyBackground(page) }

      // The login screen paints the last used theme before the bundle loads.
      await guest.evaluate((t) => localStorage.setItem('foyer-theme', JSON.stringify({ value: t.value, type: t.type, density: 'normal' })), theme)
      await guest.reload()
      await guest.getByRole('button', { name: 'Login', exact: true }).waitFor()
      expect((await html(guest)).className).toBe(`theme-${theme.value}`)
      await shot(guest, `login-${theme.value}`)
    }

    const light = Object.entries(backgrounds).filter(([, b]) => b.type === 'light')
    const dark = Object.entries(backgrounds).filter(([, b]) => b.type === 'dark')
    expect(light.length).toBe(7)
    expect(dark.length).toBe(8)
    for (const [lv, l] of light)
      for (const [dv, d] of dark) {
        expect({ pair: `${lv}/${dv}`, same: l.colour === d.colour }).toEqual({ pair: `${lv}/${dv}`, same: false })
        expect(luminance(l.colour)).toBeGreaterThan(luminance(d.colour))
      }
    // 15 themes × 4 screens with screenshots: more than the default minute on a busy 2-core machine.
  }, 240_000)
})
