// The Docker container live app in the browser: a link in a folder picks the endpoint from the select the server fills
// and names its container; the folder's card shows its values, the detail view its ports and mounts (dark, light,
// 375 px), and a container that is gone is a clear error on that card alone.
import { afterAll, expect, test } from 'bun:test'
import { homeLab, startFakeDocker } from '../helpers/fake-docker'
import { pickLiveApp, shot, toast, until } from './support/browser'
import { card, DETAIL_VIEWS } from './support/live-cards'
import { useFoyer } from './support/suite'

const ADMIN = { fullName: 'Solomon Hykes', username: 'solomon', password: 'whale-of-a-time' }
const ICON = { iconUrl: '/favicon.svg', iconProvider: 'url', iconId: 'favicon' }
const e2e = useFoyer(ADMIN)
// The server runs on the real clock: jellyfin has been up 3 days and 4 hours.
const lab = homeLab().map((c) => (c.name === 'jellyfin' ? { ...c, startedAt: new Date(Date.now() - (3 * 86_400 + 4 * 3600) * 1000).toISOString() } : c))
const engine = startFakeDocker(lab, 'unix')
afterAll(() => engine.stop())

test('a link in a folder picks its endpoint and container in the form; the card shows its values, the detail view its ports and mounts', async () => {
  await e2e.api('POST', '/settings/docker', { endpoints: [{ name: 'NAS', url: engine.url }] })
  const folder = (await e2e.api('POST', '/listing/save/folder', { folderName: 'Servers', folderIcon: ICON })).id
  // A neighbour whose container is gone: its card alone says so.
  const [nas] = (await e2e.api('GET', '/settings/docker')).endpoints
  await e2e.api('POST', '/listing/save/link', {
    parentId: folder,
    linkName: 'Old wiki',
    linkURL: 'http://nas.lan:3000',
    linkIcon: ICON,
    liveAppEnabled: true,
    integration: { appId: 'docker-container', config: { endpoint: String(nas.id), container: 'wiki' } },
  })

  const page = await e2e.open({ width: 1280, height: 900 })
  await page.goto(`/listing/${folder}/save/link`)
  await page.getByLabel('Link Name').fill('Jellyfin')
  await page.getByLabel('Local URL').fill('http://nas.lan:8096')
  await pickLiveApp(page, 'Docker container')
  await page.getByLabel('Enable Live App').check()
  // The select holds the endpoints by name; the browser never sees their addresses.
  const select = page.getByLabel('Docker endpoint')
  expect(await select.locator('option').allInnerTexts()).toEqual(['Select…', 'NAS'])
  expect(await page.content()).not.toContain(engine.url)
  await select.selectOption({ label: 'NAS' })
  await page.getByLabel('Container', { exact: true }).fill('../images')
  await page.getByRole('button', { name: 'Save' }).click()
  await page.getByRole('alert').waitFor()
  // The server's refusal, in the form.
  expect(await page.getByRole('alert').textContent()).toBe('Not a container id or name.')
  await page.getByLabel('Container', { exact: true }).fill('jellyfin')
  await page.getByRole('button', { name: 'Test Connection' }).click()
  await toast(page, 'Connection successful.').waitFor()
  await page.getByRole('region', { name: 'Live App Integration' }).scrollIntoViewIfNeeded()
  await shot(page, 'docker-card-form')
  await page.getByRole('button', { name: 'Save' }).click()
  await toast(page, 'Link saved.').waitFor()

  for (const [label, viewport, theme] of DETAIL_VIEWS) {
    await e2e.api('POST', '/settings/theme', { colorTheme: theme })
    const view = await e2e.open(viewport)
    await view.goto(`/c/${folder}`)
    const jellyfin = card(view, 'Jellyfin')
    // Wide enough for its datapoints on the card itself (a narrow card asks only when its detail view opens).
    if (label !== 'mobile') {
      for (const value of ['Running', 'Healthy', '3 d 4 h', '25.0 %', '572 MB / 2.0 GB', 'Available'])
        await jellyfin.getByText(value, { exact: true }).waitFor()
      await until(
        () => card(view, 'Old wiki').locator('.live-error').getAttribute('title'),
        (title) => title === 'NAS has no container wiki.',
        'the gone container named on its card',
      )
    }
    await shot(view, `docker-card-folder-${label}`, { fullPage: true })
    await jellyfin.hover()
    await jellyfin.getByRole('button', { name: 'Expand live app details' }).click({ timeout: 15_000 })
    const details = view.getByRole('region', { name: 'Live app details' })
    const list = details.getByRole('list', { name: 'Ports and mounts' })
    await list.getByText('8096/tcp').waitFor()
    expect(await list.locator('li').allInnerTexts()).toEqual([
      '8096/tcp\npublished on 8096',
      '/config\nvolume jellyfin-config · read-write',
      '/media\nbind mount · read-only',
    ])
    await details.getByText('Uptime').waitFor()
    expect(await details.evaluate((d) => d.scrollWidth <= d.clientWidth)).toBe(true)
    expect(await view.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
    await shot(view, `docker-card-details-${label}`)
    // The list is below the datapoints: the view scrolls to it.
    await list.locator('li').last().scrollIntoViewIfNeeded()
    await shot(view, `docker-card-details-${label}-list`)
  }
  await e2e.api('POST', '/settings/theme', { colorTheme: 'dark' })
})
