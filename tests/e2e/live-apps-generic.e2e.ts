// The generic live apps in the browser: a feed's latest items in the detail view (the 'items' list), and the JSON API's
// fields (labels, paths, a format select, a secret header) filled through the link form; screenshots dark, light, 375 px.
import { afterAll, expect, test } from 'bun:test'
import { FAKE_APPS } from '../helpers/fake-apps'
import { startFakeServices } from '../helpers/fake-live-services'
import { pickLiveApp, shot, toast } from './support/browser'
import { card, DETAIL_VIEWS, openDetails } from './support/live-cards'
import { useFoyer } from './support/suite'

const ADMIN = { fullName: 'Grace Hopper', username: 'grace', password: 'cobol-forever' }
const ICON = { iconUrl: '/favicon.svg', iconProvider: 'url', iconId: 'favicon' }

const fake = startFakeServices()
afterAll(() => fake.stop())
const e2e = useFoyer(ADMIN)

test("a feed's card lists its latest items, newest first, with their dates", async () => {
  await e2e.api('POST', '/listing/save/link', {
    linkName: 'Notes',
    linkIcon: ICON,
    localUrl: `${fake.url}/rss`,
    liveAppEnabled: true,
    integration: { appId: 'rss', config: FAKE_APPS.rss!.config },
  })
  for (const view of DETAIL_VIEWS) {
    const { page, details } = await openDetails(e2e, 'Notes', view)
    const list = details.getByRole('list', { name: 'Latest' })
    await list.getByText('ZFS scrub found nothing').waitFor()
    expect(await list.locator('li').allInnerTexts()).toEqual(['ZFS scrub found nothing\n2026-11-27', 'Older: the UPS test\n2026-11-23'])
    await shot(page, `live-apps-feed-${view[0]}`)
  }
  await e2e.api('POST', '/settings/theme', { colorTheme: 'dark' })
})

test("the link form fills the JSON API's values, and its card shows them under the user's labels", async () => {
  const page = await e2e.open({ width: 1280, height: 800 })
  await page.goto('/listing/save/link')
  await page.getByLabel('Link Name').fill('Stats')
  await page.getByLabel('Local URL').fill(`${fake.url}/json-api`)
  await pickLiveApp(page, 'JSON API')
  await page.getByLabel('Enable Live App').check()
  await page.getByLabel("Path under the link's address").fill('api/stats')
  await page.getByLabel('Secret header name').fill('X-Api-Key')
  await page.getByLabel('Secret header value').fill('json-secret')
  await page.getByLabel('Value 1: label').fill('Users')
  await page.getByLabel('Value 1: path in the answer').fill('users.total')
  await page.getByLabel('Value 1: format').selectOption('count')
  await page.getByLabel('Value 2: label').fill('Storage')
  await page.getByLabel('Value 2: path in the answer').fill('storage.used')
  await page.getByLabel('Value 2: format').selectOption('bytes')
  await page.getByRole('button', { name: 'Test Connection' }).click()
  await toast(page, 'Connection successful.').waitFor()
  await shot(page, 'live-apps-json-api-form', { fullPage: true })
  await page.getByRole('button', { name: 'Save' }).click()
  await toast(page, 'Link saved.').waitFor()
  await page.goto('/')
  const stats = card(page, 'Stats')
  await stats.getByText('4,721').waitFor()
  expect(await stats.getByText('1.5 GB').count()).toBe(1)
  expect(await stats.getByText('Users').count()).toBe(1)
  // Values without a path are left off the card.
  expect(await stats.getByText('Value 3').count()).toBe(0)
  await shot(page, 'live-apps-json-api-card')
  const links = (await e2e.api('GET', '/listing/folder/root/list')).items
  expect(JSON.stringify(await e2e.api('GET', `/listing/link/${links.at(-1).id}`))).not.toContain('json-secret')
})
