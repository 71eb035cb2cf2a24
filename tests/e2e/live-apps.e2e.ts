// Live apps: configure Pi-hole on a link against a local fake of its v6 API, see the datapoints on the card,
// the 15 s detail view, and the refresh after autoRefreshAfter; screenshots of the form, the cards and /manage/apps.
import { afterAll, describe, expect, test } from 'bun:test'
import { builtInApps } from '../../src/features/live-apps/live-apps.registry'
import { FAKE_APPS } from '../helpers/fake-apps'
import { PIHOLE_PASSWORD, startFakeServices } from '../helpers/fake-live-services'
import { pickLiveApp, signIn, shot, toast, until } from './support/browser'
import { card, DETAIL_VIEWS, openDetails } from './support/live-cards'
import { clearHome, useFoyer } from './support/suite'

const ADMIN = { fullName: 'Grace Hopper', username: 'grace', password: 'cobol-forever' }
const ICON = { iconUrl: '/favicon.svg', iconProvider: 'url', iconId: 'favicon' }

const fake = startFakeServices()
afterAll(() => fake.stop())
const e2e = useFoyer(ADMIN)

describe('live apps', () => {
  test('configure Pi-hole on a link, see its datapoints on the card, the detail view, and a refresh', async () => {
    await clearHome(e2e)
    const page = await e2e.open({ width: 1280, height: 800 })
    await page.goto('/listing/save/link')
    await page.getByLabel('Link Name').fill('Pi-hole')
    await page.getByLabel('Local URL').fill(`${fake.url}/pihole`)
    await pickLiveApp(page, 'Pi-hole')
    await page.getByLabel('Enable Live App').check()
    await page.getByLabel('App password').fill('wrong')
    await page.getByRole('button', { name: 'Test Connection' }).click()
    await toast(page, 'Connection failed.').waitFor()
    await page.getByText('401 from Pi-hole: check the app password.').waitFor()
    await page.getByLabel('App password').fill(PIHOLE_PASSWORD)
    await page.getByRole('button', { name: 'Test Connection' }).click()
    await toast(page, 'Connection successful.').waitFor()
    // Jellyfin has eight datapoints: three by default, three more fill the six, a seventh is refused
    // (exact labels: the app list's "Audiobookshelf" holds "books").
    await pickLiveApp(page, 'Jellyfin')
    for (const label of ['Episodes', 'Songs', 'Albums']) await page.getByLabel(label, { exact: true }).check()
    await page.getByLabel('Books', { exact: true }).click()
    await toast(page, 'You can select a maximum of 6 datapoints.').waitFor()
    expect(await page.getByLabel('Books', { exact: true }).isChecked()).toBe(false)
    // Choosing another app starts its config afresh.
    await pickLiveApp(page, 'Pi-hole')
    expect(await page.getByLabel('App password').inputValue()).toBe('')
    await page.getByLabel('App password').fill(PIHOLE_PASSWORD)
    for (const label of ['Blocking', 'Active clients']) await page.getByLabel(label).check()
    await shot(page, 'live-apps-link-form-dark', { fullPage: true })
    await page.getByRole('button', { name: 'Save' }).click()
    await toast(page, 'Link saved.').waitFor()

    await page.goto('/')
    const piCard = card(page, 'Pi-hole')
    await piCard.getByText('12,345').waitFor()
    expect(await piCard.getByText('Queries blocked').count()).toBeGreaterThan(0)
    await shot(page, 'live-apps-card-dark')

    // The stored password never reaches the browser; the edit form holds a placeholder.
    const link = await e2e.api('GET', `/listing/link/${(await e2e.api('GET', '/listing/folder/root/list')).items[0].id}`)
    expect(JSON.stringify(link)).not.toContain(PIHOLE_PASSWORD)

    // A narrow card (two columns of compact cards at 375 px) shows the detail button; the view lists the rows and closes early on request.
    await e2e.api('POST', '/settings/density', { uiMode: 'compact' })
    await page.setViewportSize({ width: 375, height: 812 })
    await page.reload()
    await piCard.getByRole('button', { name: 'Expand live app details' }).click()
    const details = page.getByRole('region', { name: 'Live app details' })
    await details.getByText('2,469').waitFor()
    expect(await details.locator('dt').count()).toBe(5)
    await shot(page, 'live-apps-details-mobile-dark')
    await details.getByRole('button', { name: 'Close details' }).click()
    await details.waitFor({ state: 'detached' })
    await e2e.api('POST', '/settings/density', { uiMode: 'normal' })
  })

  test('a card refreshes after its autoRefreshAfter seconds', async () => {
    await clearHome(e2e)
    await e2e.api('POST', '/listing/save/link', {
      linkName: 'Fast',
      linkIcon: ICON,
      localUrl: `${fake.url}/pihole`,
      liveAppEnabled: true,
      integration: { appId: 'pihole', config: { password: PIHOLE_PASSWORD }, autoRefreshAfter: 1, datapoints: ['totalQueries'] },
    })
    fake.piholeTotal = 100
    const page = await e2e.open({ width: 1280, height: 800 })
    await page.goto('/')
    await card(page, 'Fast').getByText('100', { exact: true }).waitFor()
    fake.piholeTotal = 200
    await until(
      () => card(page, 'Fast').getByText('200', { exact: true }).count(),
      (n) => n > 0,
      'the refreshed value',
      10_000,
    )
    fake.piholeTotal = 12_345
  })

  test("a card whose run answers 500 shows 'Live data unavailable' and keeps the home on screen, then comes back on its schedule", async () => {
    await clearHome(e2e)
    await e2e.api('POST', '/listing/save/link', {
      linkName: 'Flaky',
      linkIcon: ICON,
      localUrl: `${fake.url}/pihole`,
      liveAppEnabled: true,
      integration: { appId: 'pihole', config: { password: PIHOLE_PASSWORD }, autoRefreshAfter: 1, datapoints: ['totalQueries'] },
    })
    await e2e.api('POST', '/listing/save/link', { linkName: 'Steady', linkIcon: ICON, linkURL: 'https://example.org' })
    const page = await e2e.open({ width: 1280, height: 800 })
    let failing = false
    await page.route('**/api/v1/app/run/**', (route) =>
      failing
        ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: true, message: 'Unexpected server error (id 0).' }) })
        : route.fallback(),
    )
    await page.goto('/')
    const flaky = card(page, 'Flaky')
    await flaky.getByText('12,345').waitFor()
    failing = true
    await flaky.getByText('Live data unavailable').waitFor()
    expect(new URL(page.url()).pathname).toBe('/')
    expect(await card(page, 'Steady').isVisible()).toBe(true)
    expect(await page.locator('[data-sonner-toast]').count()).toBe(0)
    // The card asks again at its own interval and shows its data once the server answers.
    failing = false
    await flaky.getByText('Live data unavailable').waitFor({ state: 'detached' })
    expect(new URL(page.url()).pathname).toBe('/')
  })
})

test('an unreachable store catalogue shows an error state whose Retry asks again', async () => {
  const page = await e2e.open({ width: 375, height: 812 })
  let asked = 0
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/v1/app/store') asked++
  })
  await page.goto('/manage/apps/install')
  await toast(page, 'Failed to fetch apps.').waitFor()
  const failed = page.getByRole('heading', { name: 'The store could not be loaded' })
  await failed.waitFor()
  expect(await page.locator('.skeleton').count()).toBe(0)
  await shot(page, 'live-apps-store-failed-375')
  expect(asked).toBe(1)
  await page.getByRole('button', { name: 'Retry' }).click()
  await until(
    async () => asked,
    (n) => n === 2,
    'the catalogue asked again',
  )
  await failed.waitFor()
})

test('a normal user sees the installed apps and the admin-only notice', async () => {
  const password = 'plain-user-pass'
  await e2e.api('POST', '/accounts/save', { username: 'ada', fullName: 'Ada', siteName: 'Ada home', password })
  const page = await e2e.chrome.page(e2e.foyer, { width: 1280, height: 800 })
  await signIn(page, 'ada', password)
  await page.goto('/manage/apps')
  await page
    .getByRole('note')
    .filter({ hasText: 'Only Admin can install, update and remove Live Apps. You can only view and use the installed Live Apps.' })
    .waitFor()
  await until(
    async () => {
      // 12 a page: the list loads the next page when its end scrolls into view.
      await page.getByTestId('app-card').last().scrollIntoViewIfNeeded()
      return page.getByTestId('app-card').filter({ hasText: 'Ready' }).count()
    },
    (n) => n === builtInApps().size,
    'every built-in app ready',
    // Seventeen pages of 12 come in one scroll at a time: on a busy machine that outlasts the default 7 s.
    30_000,
  )
  expect(await page.getByRole('button', { name: 'Activate' }).count()).toBe(0)
})

test("a download client's list: its card's detail view shows the torrents downloading, with their progress", async () => {
  await clearHome(e2e)
  await e2e.api('POST', '/listing/save/link', {
    linkName: 'Torrents',
    linkIcon: ICON,
    localUrl: `${fake.url}/qbittorrent`,
    liveAppEnabled: true,
    integration: { appId: 'qbittorrent', config: FAKE_APPS.qbittorrent!.config },
  })
  for (const view of DETAIL_VIEWS) {
    const { page, details } = await openDetails(e2e, 'Torrents', view)
    const list = details.getByRole('list', { name: 'Downloading' })
    await list.getByText('debian-13.iso').waitFor()
    expect(await list.getByRole('progressbar', { name: 'debian-13.iso: 50 %' }).count()).toBe(1)
    expect(await list.getByText('1 h 1 min left').count()).toBe(1)
    await shot(page, `live-apps-detail-list-${view[0]}`)
  }
  await e2e.api('POST', '/settings/theme', { colorTheme: 'dark' })
})

describe('screenshots', () => {
  for (const [label, viewport, theme] of [
    ['light', { width: 1280, height: 800 }, 'light'],
    ['dark', { width: 1280, height: 800 }, 'dark'],
    ['mobile-light', { width: 375, height: 812 }, 'light'],
  ] as const)
    test(`cards with live data, the link form and /manage/apps: ${label}`, async () => {
      await clearHome(e2e)
      await e2e.api('POST', '/settings/theme', { colorTheme: theme })
      const id = (
        await e2e.api('POST', '/listing/save/link', {
          linkName: 'Pi-hole',
          linkIcon: ICON,
          localUrl: `${fake.url}/pihole`,
          liveAppEnabled: true,
          integration: { appId: 'pihole', config: { password: PIHOLE_PASSWORD } },
        })
      ).id
      await e2e.api('POST', '/listing/save/link', {
        linkName: 'Status',
        linkIcon: ICON,
        localUrl: `${fake.url}/kuma`,
        liveAppEnabled: true,
        integration: { appId: 'uptime-kuma', config: { slug: 'home' } },
      })
      const page = await e2e.open(viewport)
      await page.goto('/')
      // Wide cards draw their datapoints; the two narrow columns at 375 px open them in the detail view.
      if (viewport.width > 500) await card(page, 'Pi-hole').getByText('12,345').waitFor()
      else {
        await card(page, 'Pi-hole').hover()
        await card(page, 'Pi-hole').getByRole('button', { name: 'Expand live app details' }).click({ timeout: 15_000 })
        await page.getByRole('region', { name: 'Live app details' }).getByText('12,345').waitFor()
      }
      await shot(page, `live-apps-cards-${label}`)
      await page.goto(`/listing/save/link/${id}`)
      await page.getByLabel('Enable Live App').waitFor()
      await shot(page, `live-apps-link-form-${label}`, { fullPage: true })
      await page.goto('/manage/apps')
      await page.getByText('AdGuard Home').first().waitFor()
      await shot(page, `live-apps-manage-${label}`)
      await e2e.api('POST', '/settings/theme', { colorTheme: 'dark' })
    })
})
