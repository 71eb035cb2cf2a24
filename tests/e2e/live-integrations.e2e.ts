// Where the user meets the built-in integrations: the link form's searchable app picker (filling the link's icon), and a
// folder of twelve different live cards against their local fakes, with one card's detail list open.
import { afterAll, describe, expect, test } from 'bun:test'
import type { Page } from 'playwright-core'
import { builtInIcon } from '../../src/features/icons/icons.defaults'
import { builtInApps } from '../../src/features/live-apps/live-apps.registry'
import { FAKE_APPS } from '../helpers/fake-apps'
import { fakeLink, JELLYFIN_KEY, startFakeServices } from '../helpers/fake-live-services'
import { shot, toast, until } from './support/browser'
import { clearHome, useFoyer } from './support/suite'

const ADMIN = { fullName: 'Ada Lovelace', username: 'ada', password: 'analytical-engine' }
const ICON = { iconUrl: '/favicon.svg', iconProvider: 'url', iconId: 'favicon' }

/** Twelve apps of seven shelves, each served by its fake. */
const TWELVE = [
  'jellyfin',
  'navidrome',
  'sonarr',
  'radarr',
  'qbittorrent',
  'pihole',
  'adguard-home',
  'proxmox',
  'portainer',
  'uptime-kuma',
  'home-assistant',
  'gitea',
]

const fake = startFakeServices()
afterAll(() => fake.stop())
const e2e = useFoyer(ADMIN)

const VIEWS = [
  ['dark', { width: 1280, height: 800 }, 'dark'],
  ['light', { width: 1280, height: 800 }, 'light'],
  ['375', { width: 375, height: 812 }, 'dark'],
] as const

const card = (page: Page, name: string) =>
  page.locator('[data-testid="listing-card"]').filter({ has: page.locator('.listing-card-name', { hasText: new RegExp(`^${name}$`) }) })
const appName = (appId: string) => builtInApps().get(appId)!.definition.appName
/** What the card shows for the app's default datapoints, from its fake's recorded answers. */
const shown = (appId: string) =>
  builtInApps()
    .get(appId)!
    .definition.datapoints.filter((d) => d.defaultSelection)
    .map((d) => String(FAKE_APPS[appId]!.values[d.key]))

const picker = (page: Page) => page.getByRole('button', { name: /^Live App:/ })
const search = (page: Page) => page.getByRole('combobox', { name: 'Search live apps' })
const options = (page: Page) => page.getByRole('listbox', { name: 'Live App' }).getByRole('option')
const savedLink = async () => (await e2e.api('GET', '/listing/folder/root/list')).items.find((i: { listingName: string }) => i.listingName === 'Media')

describe('the app picker', () => {
  test("type to find an app by name, shelf or description; arrows, Enter and Escape; the app's brand icon fills the link's", async () => {
    await clearHome(e2e)
    const page = await e2e.open({ width: 1280, height: 800 })
    await page.goto('/listing/save/link')
    await page.getByLabel('Link Name').fill('Media')
    await page.getByLabel('Local URL').fill(`${fake.url}/${fakeLink('jellyfin').path}`)
    await picker(page).click()
    // Opened: the search has focus and every app is on its shelf, 'None' first.
    await until(
      () => page.evaluate(() => document.activeElement?.getAttribute('aria-label')),
      (label) => label === 'Search live apps',
      'the search field focused',
    )
    expect(await options(page).count()).toBe(builtInApps().size + 1)
    expect(await page.getByRole('group', { name: 'Media and requests' }).getByRole('option').count()).toBeGreaterThan(1)

    // By name: the best match is active, Enter picks it.
    await search(page).fill('jellyfin')
    expect(await options(page).first().getAttribute('aria-selected')).toBe('true')
    expect(await options(page).first().textContent()).toStartWith('Jellyfin')
    await search(page).press('Enter')
    await page.getByRole('button', { name: 'Live App: Jellyfin' }).waitFor()
    await page.getByLabel('API key').fill(JELLYFIN_KEY)

    // By shelf: 'dns' finds the DNS apps only; ArrowDown moves to the second.
    await picker(page).click()
    await search(page).fill('dns')
    const dnsApps = await options(page).evaluateAll((all) => all.map((o) => o.getAttribute('aria-label')))
    expect(dnsApps).toEqual(expect.arrayContaining(['Pi-hole', 'AdGuard Home']))
    expect(dnsApps).not.toContain('Jellyfin')
    await shot(page, 'int-ui-picker-search-dark')
    // By a word of the description: 'containers' finds the apps whose description speaks of them, and no other.
    await search(page).fill('containers')
    const described = await options(page).evaluateAll((all) => all.map((o) => o.getAttribute('aria-label')))
    expect(described).toEqual(expect.arrayContaining(['Portainer', 'Proxmox VE']))
    expect(described).not.toContain('Jellyfin')
    await search(page).press('ArrowDown')
    expect(await options(page).nth(1).getAttribute('aria-selected')).toBe('true')
    await search(page).press('ArrowUp')
    expect(await options(page).nth(0).getAttribute('aria-selected')).toBe('true')
    // Escape closes without choosing and gives the focus back to the button.
    await search(page).press('Escape')
    await search(page).waitFor({ state: 'detached' })
    expect(await page.getByRole('button', { name: 'Live App: Jellyfin' }).evaluate((b) => b === document.activeElement)).toBe(true)
    await search(page).waitFor({ state: 'detached' })
    await page.getByRole('button', { name: 'Save' }).click()
    await toast(page, 'Link saved.').waitFor()

    // The new link had no icon of its own: it took Jellyfin's brand icon from the embedded simple-icons pack.
    const saved = await savedLink()
    expect(saved.integration.appId).toBe('jellyfin')
    expect(saved.listingIcon).toMatchObject({ iconProvider: 'simple-icons', iconId: 'jellyfin' })
    expect(saved.listingIcon.iconUrl).toMatch(/^\/api\/v1\/icons\/simple-icons\/[\d.]+\/dark\/jellyfin\.svg$/)

    // A link whose icon the user chose keeps it when an app is picked.
    await e2e.api('POST', '/listing/save/link', { listingId: saved.id, linkName: 'Media', linkIcon: ICON, localUrl: `${fake.url}/jellyfin` })
    await page.goto(`/listing/save/link/${saved.id}`)
    await picker(page).click()
    await search(page).fill('uptime')
    await search(page).press('Enter')
    await page.getByRole('button', { name: 'Live App: Uptime Kuma' }).waitFor()
    await page.getByLabel('Status page slug').fill('home')
    await page.getByRole('button', { name: 'Save' }).click()
    await toast(page, 'Link saved.').waitFor()
    expect((await savedLink()).listingIcon).toEqual(ICON)
  })

  for (const [label, viewport, theme] of VIEWS)
    test(`screenshot of the open picker: ${label}`, async () => {
      await e2e.api('POST', '/settings/theme', { colorTheme: theme })
      const page = await e2e.open(viewport)
      await page.goto('/listing/save/link')
      await picker(page).click()
      await options(page).nth(3).hover()
      await page.locator('.app-picker-panel').evaluate((panel) => panel.scrollIntoView({ block: 'end' }))
      // Every row stays inside the panel: long names and descriptions are cut with an ellipsis, not spilled.
      const overflow = await page.locator('.app-picker-option').evaluateAll((rows) => rows.filter((r) => r.scrollWidth > r.clientWidth + 1).length)
      expect(overflow).toBe(0)
      await shot(page, `int-ui-picker-${label}`)
      await e2e.api('POST', '/settings/theme', { colorTheme: 'dark' })
    })
})

describe('a folder of twelve live cards', () => {
  test('twelve different built-in apps show their values; one card opens its detail list', async () => {
    await clearHome(e2e)
    const folder = (await e2e.api('POST', '/listing/save/folder', { folderName: 'Homelab', folderIcon: ICON })).id
    // Each link with the icon the picker gives it: the brand's from simple-icons, else the app's initials badge.
    const { iconPacks } = await e2e.api('GET', '/dashboard')
    const simpleIcons = iconPacks.find((p: { id: string }) => p.id === 'simple-icons').version
    for (const appId of TWELVE) {
      const { path, config } = fakeLink(appId)
      const brand = builtInApps().get(appId)!.brandIcon
      await e2e.api('POST', '/listing/save/link', {
        parentId: folder,
        linkName: appName(appId),
        linkIcon: brand ? builtInIcon('simple-icons', brand, simpleIcons) : { iconUrl: `/api/v1/app/${appId}/logo` },
        localUrl: `${fake.url}/${path}`,
        liveAppEnabled: true,
        integration: { appId, config },
      })
    }
    for (const [label, viewport, theme] of VIEWS) {
      await e2e.api('POST', '/settings/theme', { colorTheme: theme })
      const page = await e2e.open(viewport)
      await page.goto(`/c/${folder}`)
      const wide = viewport.width > 500
      for (const appId of TWELVE) {
        const live = card(page, appName(appId))
        // Wide cards draw their datapoints; at 375 px the narrow cards offer their detail button instead.
        if (wide) {
          for (const value of shown(appId)) await live.getByText(value, { exact: true }).first().waitFor()
          // Every default value is on the strip's one visible row (what wraps is out of sight); beside an app's own
          // button (Uptime Kuma's 'Status page') two of them at least.
          const onRow = await live
            .getByRole('list', { name: 'Live data' })
            .evaluate((strip) => [...strip.children].filter((li) => li.getBoundingClientRect().bottom <= strip.getBoundingClientRect().bottom).length)
          const button = await live.locator('.live-button').count()
          expect([appId, onRow]).toEqual([appId, button ? Math.max(2, Math.min(onRow, shown(appId).length)) : shown(appId).length])
        } else await live.getByRole('button', { name: 'Expand live app details' }).waitFor({ state: 'attached' })
      }
      // Nothing spills out of a card: names and values fit or are cut with an ellipsis.
      const spilled = await page
        .locator('[data-testid="listing-card"]')
        .evaluateAll((cards) => cards.filter((c) => c.scrollWidth > c.clientWidth + 1).map((c) => c.textContent))
      expect(spilled).toEqual([])
      await shot(page, `int-ui-folder-${label}`, { fullPage: true })

      // The spec's 15 s expanded view of a download client: its datapoints and the torrents downloading.
      const torrents = card(page, 'qBittorrent')
      await torrents.hover()
      await torrents.getByRole('button', { name: 'Expand live app details' }).click({ timeout: 15_000 })
      const details = page.getByRole('region', { name: 'Live app details' })
      const list = details.getByRole('list', { name: 'Downloading' })
      for (const title of FAKE_APPS.qbittorrent!.list!) await list.getByText(title).waitFor()
      expect(await list.getByRole('listitem').count()).toBe(FAKE_APPS.qbittorrent!.list!.length)
      await details.getByText(shown('qbittorrent')[0]!, { exact: true }).first().waitFor()
      // The view covers the card (nothing of it shows through) and fits it: no row is wider than the card.
      expect(await details.evaluate((view) => getComputedStyle(view).backgroundColor)).toMatch(/^rgb\(/)
      expect(await details.evaluate((view) => view.scrollWidth <= view.clientWidth)).toBe(true)
      await shot(page, `int-ui-folder-details-${label}`, { fullPage: true })
    }
    await e2e.api('POST', '/settings/theme', { colorTheme: 'dark' })
  })
})
