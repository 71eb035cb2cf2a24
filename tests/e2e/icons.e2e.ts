// Icons: the Select Icon picker with the embedded packs, the image library upload queue, and the pack store
// against a local catalogue server (never the real one).
import { afterAll, describe, expect, test } from 'bun:test'
import type { Page } from 'playwright-core'
import { shot, toast, until } from './support/browser'
import { useFoyer } from './support/suite'

const ADMIN = { fullName: 'Ada Lovelace', username: 'ada', password: 'engine-1843' }
const b64 = (s: string) => Buffer.from(s, 'base64')
const PNG = b64('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==')
const GIF = b64('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7')
const SVG = (fill: string) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect width="24" height="24" rx="6" fill="${fill}"/></svg>`)

/** A local catalogue and pack host: what it lists is changed by the tests. */
let catalogueVersion = '1.0.0'
const store = Bun.serve({
  hostname: '127.0.0.1',
  port: 0,
  fetch(req): Response {
    const url = new URL(req.url)
    const base = `http://127.0.0.1:${store.port}`
    if (url.pathname === '/iconpacks.json')
      return Response.json([
        { iconName: 'zeta Shapes', iconProvider: 'zeta', iconPackVersion: '0.1.0', iconCount: 1, jsonUrl: `${base}/zeta.json` },
        {
          iconName: 'Garden Icons',
          iconProvider: 'garden',
          iconPackVersion: catalogueVersion,
          iconCount: 60,
          packDeveloper: 'Green Fingers',
          description: 'Flowers, trees and tools for the garden. '.repeat(8),
          homepage: 'https://garden.example',
          iconUrl: `${base}/icons/leaf-0.svg`,
          jsonUrl: `${base}/garden.json`,
        },
      ])
    if (url.pathname === '/garden.json')
      return Response.json({
        iconProvider: 'garden',
        baseUrl: `${base}/icons/`,
        iconData: Array.from({ length: 60 }, (_, i) => ({ iconName: `Leaf ${i}`, iconId: `leaf-${i}`, iconUrl: `leaf-${i}.svg` })),
      })
    if (url.pathname.startsWith('/icons/')) return new Response(SVG('#2f9e44'), { headers: { 'content-type': 'image/svg+xml' } })
    return new Response('missing', { status: 404 })
  },
})

const e2e = useFoyer(ADMIN, { env: { FOYER_ICONPACK_CATALOGUE_URL: `http://127.0.0.1:${store.port}/iconpacks.json` } })
afterAll(() => store.stop(true))

const userData = async () => (await e2e.foyer.api('GET', '/dashboard', { token: e2e.token })).body.userData
const setTheme = (value: string) => e2e.foyer.api('POST', '/settings/theme', { token: e2e.token, body: { colorTheme: value } })
/** True once every <img> inside has loaded with real pixels. */
const imagesLoaded = (page: Page, selector: string) =>
  page.evaluate((sel) => [...document.querySelectorAll<HTMLImageElement>(`${sel} img`)].every((img) => img.complete && img.naturalWidth > 0), selector)

describe('icon picker', () => {
  test('picks a built-in brand icon for a link: own uploads first, 48 at a time, search over the whole pack', async () => {
    const page = await e2e.open()
    await page.goto('/listing/save/link')
    await page.getByLabel('Link Name').fill('Code')
    await page.getByLabel('Have Remote URL').check()
    await page.getByLabel('Link URL').fill('https://git.example.org')
    await page.getByRole('button', { name: 'Change link icon' }).click()
    const picker = page.getByRole('dialog', { name: 'Select Icon' })
    const tabs = picker.getByRole('tab')
    await until(
      () => tabs.allTextContents(),
      (t) => t.length >= 3,
      'provider tabs',
    )
    expect((await tabs.allTextContents()).slice(0, 3)).toEqual(['My Icons', 'Simple Icons', 'Tabler Icons'])
    expect(await tabs.first().getAttribute('aria-selected')).toBe('true')

    await picker.getByRole('tab', { name: 'Simple Icons' }).click()
    const tiles = picker.locator('.icon-grid li')
    await until(
      () => tiles.count(),
      (n) => n === 48,
      '48 icons at first',
    )
    await picker.getByRole('button', { name: 'Load More' }).click()
    await until(
      () => tiles.count(),
      (n) => n === 96,
      '48 more',
    )
    await until(() => imagesLoaded(page, 'dialog .icon-grid'), Boolean, 'icons drawn')
    await shot(page, 'icons-picker-dark')

    // 'raspberry' matches by name (Raspberry Pi) and id (raspberrypi) far beyond the first 96.
    await picker.getByRole('searchbox').fill('raspberry')
    await until(
      () => tiles.count(),
      (n) => n >= 1 && n < 10,
      'search results',
    )
    await picker.getByRole('searchbox').fill('github')
    await picker.getByRole('button', { name: 'GitHub', exact: true }).click()
    await until(
      () => page.getByRole('dialog').count(),
      (n) => n === 0,
      'picker closed',
    )
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await toast(page, 'Link saved.').waitFor()
    const items = (await e2e.foyer.api('GET', '/listing/folder/root/list', { token: e2e.token })).body.items
    const icon = items.find((i: { listingName: string }) => i.listingName === 'Code').listingIcon
    // Read before toMatchObject: bun's asymmetric matchers replace the fields they matched.
    const iconUrl: string = icon.iconUrl
    expect(icon).toMatchObject({
      iconProvider: 'simple-icons',
      iconId: 'github',
      iconUrl: expect.stringMatching(/\/simple-icons\/[\d.]+\/dark\/github\.svg$/),
      iconUrlLight: expect.stringMatching(/\/light\/github\.svg$/),
    })
    // Dark theme: the near-black brand mark is served in a light tint so it stays visible.
    const svg = await (await fetch(e2e.foyer.url + iconUrl)).text()
    expect(svg).toContain('color="#e2e8f0"')
    const cardImage = page.locator('.listing-card', { hasText: 'Code' }).locator('img')
    await until(
      () => cardImage.getAttribute('src'),
      // The dashboard brings embedded icons along: the card draws this SVG without a request of its own.
      (src) => src === `data:image/svg+xml,${encodeURIComponent(svg)}`,
      'the card shows the brand icon',
    )
    await until(() => imagesLoaded(page, '.listing-card'), Boolean, 'card icon drawn')
  })

  test('the picker at 375 px and in a light theme', async () => {
    await setTheme('light')
    try {
      const page = await e2e.open({ width: 375, height: 760 })
      await page.goto('/manage/profile')
      await page.getByRole('button', { name: 'Change avatar' }).click()
      const picker = page.getByRole('dialog', { name: 'Select Avatar' })
      await picker.getByRole('tab', { name: 'Tabler Icons' }).click()
      await until(
        () => picker.locator('.icon-grid li').count(),
        (n) => n === 48,
        'icons',
      )
      await until(() => imagesLoaded(page, 'dialog .icon-grid'), Boolean, 'icons drawn')
      const width = await picker.evaluate((el) => el.getBoundingClientRect().width)
      expect(width).toBeLessThanOrEqual(375)
      await shot(page, 'icons-picker-light-375')
    } finally {
      await setTheme('dark')
    }
  })
})

describe("the spec's default icon keys", () => {
  test("cards, sidebar entries and devices saved with { iconUrl: 'folder' } and the like draw that kind's Tabler icon", async () => {
    // Spec 1 §3's default icon keys, as its clients store them (any provider, here the seeds' product's self-hosted one).
    const icon = (key: string) => ({ iconUrl: key, iconUrlLight: null, iconProvider: 'com.astroluma.self' })
    await e2e.api('POST', '/listing/save/folder', { folderName: 'Key folder', folderIcon: icon('folder'), showInSidebar: true })
    await e2e.api('POST', '/listing/save/link', { linkName: 'Key link', linkIcon: icon('link'), linkURL: 'https://example.org/' })
    await e2e.api('POST', '/listing/save/todo', { todoName: 'Key todo', todoIcon: icon('todo') })
    await e2e.api('POST', '/listing/save/snippet', { snippetName: 'Key snippet', snippetIcon: icon('camera') })
    await e2e.api('POST', '/servers/save/device', { deviceName: 'Key device', deviceIp: '127.0.0.1', deviceIcon: icon('device') })
    const settings = await e2e.api('GET', '/settings')
    await e2e.api('POST', '/settings', { ...settings, siteLogo: icon('link') })
    /** The src of every <img> inside, once each has loaded with real pixels; none may be the broken-image fallback. */
    const drawn = (page: Page, selector: string, name: string) =>
      page
        .locator(selector, { hasText: name })
        .locator('img')
        .evaluateAll((images: HTMLImageElement[]) =>
          images.length > 0 && images.every((img) => img.complete && img.naturalWidth > 0) ? images.map((img) => img.getAttribute('src')!) : null,
        )
    const isTabler = (src: string) => src.startsWith('data:image/svg+xml,') || src.startsWith('/api/v1/icons/tabler/')

    const page = await e2e.open()
    await page.goto('/')
    for (const name of ['Key folder', 'Key link', 'Key todo', 'Key snippet']) {
      const srcs = await until(
        () => drawn(page, '.listing-card', name),
        (s) => s !== null,
        `${name} drawn`,
      )
      expect([name, srcs!.every(isTabler)]).toEqual([name, true])
    }
    const sidebarIcon = await until(
      () => drawn(page, 'aside[aria-label="Sidebar"] li', 'Key folder'),
      (s) => s !== null,
      'sidebar entry drawn',
    )
    expect(sidebarIcon!.every(isTabler)).toBe(true)
    const logo = await until(
      () => drawn(page, '.sidebar-brand', ''),
      (s) => s !== null,
      'site logo drawn',
    )
    expect(logo!.every(isTabler)).toBe(true)
    // The installable app's icon follows the logo: the Tabler icon's address, not the bare key.
    const manifest = await page.locator('link[rel="manifest"]').getAttribute('href')
    expect(new URL(manifest!, 'http://x').searchParams.get('icon')).toStartWith('/api/v1/icons/tabler/')
    await shot(page, 'default-icon-keys-home')
    await e2e.api('POST', '/settings', settings)

    await page.goto('/servers')
    const device = await until(
      () => drawn(page, '[data-testid="device-card"]', 'Key device'),
      (s) => s !== null,
      'device drawn',
    )
    expect(device!.every(isTabler)).toBe(true)
  })
})

describe('image library', () => {
  test('uploads three images one after another with per-file status and the overall percentage', async () => {
    const page = await e2e.open()
    await page.goto('/manage/iconpack/images')
    await page.getByRole('heading', { name: 'My Icons' }).waitFor()
    await page.getByLabel('Choose images to upload').setInputFiles([
      { name: 'one.png', mimeType: 'image/png', buffer: PNG },
      { name: 'two.gif', mimeType: 'image/gif', buffer: GIF },
      { name: 'three.svg', mimeType: 'image/svg+xml', buffer: SVG('#e8590c') },
    ])
    const status = page.getByRole('region', { name: 'Upload progress' })
    await status.waitFor()
    await until(
      () => status.getByRole('progressbar').getAttribute('value'),
      (v) => v === '100',
      'progress at 100%',
    )
    expect(await status.getByText('100%').count()).toBe(1)
    expect(await status.getByText('Success', { exact: true }).count()).toBe(3)
    await toast(page, 'Successfully uploaded 3 images!').waitFor()
    await until(
      () => page.locator('.icon-grid li').count(),
      (n) => n === 3,
      'three images in the grid',
    )
    await shot(page, 'icons-library-dark')
    // The status list clears itself after 3 seconds.
    await status.waitFor({ state: 'detached', timeout: 8_000 })

    // Non-images are dropped with the spec's warning; a file the server refuses counts as failed.
    await page.getByLabel('Choose images to upload').setInputFiles([
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') },
      { name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not really a png') },
      { name: 'four.png', mimeType: 'image/png', buffer: PNG },
    ])
    await toast(page, 'Some files were skipped because they are not valid images.').waitFor()
    await toast(page, 'Uploaded 1 images successfully. 1 uploads failed.').waitFor()
    expect(await page.getByRole('region', { name: 'Upload progress' }).getByText('Failed', { exact: true }).count()).toBe(1)
    await until(
      () => page.locator('.icon-grid li').count(),
      (n) => n === 4,
      'four images',
    )

    await page.getByRole('button', { name: 'Delete image' }).first().click()
    await until(
      () => page.locator('.icon-grid li').count(),
      (n) => n === 3,
      'one deleted',
    )

    // The own uploads are the picker's first tab.
    await page.goto('/manage/profile')
    await page.getByRole('button', { name: 'Change avatar' }).click()
    const picker = page.getByRole('dialog', { name: 'Select Avatar' })
    await until(
      () => picker.locator('.icon-grid li').count(),
      (n) => n === 3,
      'own uploads in the picker',
    )
    await picker.locator('.icon-grid button').first().click()
    await toast(page, 'Avatar updated successfully.').waitFor()
    expect((await userData()).userAvatar).toMatchObject({
      iconProvider: 'selfhosted',
      iconUrl: expect.stringMatching(/^\/api\/v1\/images\/file\/[a-f0-9]{32}\.(png|gif|svg)$/),
    })
  })
})

describe('icon packs and the store', () => {
  test('installs a pack from the local store, sees the update, picks from it, and deletes it with Yes/No', async () => {
    catalogueVersion = '1.0.0'
    const page = await e2e.open()
    await page.goto('/manage/iconpack/store')
    const cards = page.locator('.store-card')
    await until(
      () => cards.count(),
      (n) => n === 2,
      'store cards',
    )
    // Sorted by name, case-insensitively.
    expect(await page.locator('.store-card-name').allTextContents()).toEqual(['Garden Icons', 'zeta Shapes'])
    const garden = page.getByRole('article', { name: 'Garden Icons' })
    await garden.getByText('Green Fingers').waitFor()
    expect(await page.getByRole('article', { name: 'zeta Shapes' }).getByText('No description available.').count()).toBe(1)
    // The description stops at three lines.
    const clamp = await garden.locator('.store-card-description').evaluate((el) => el.scrollHeight > el.clientHeight)
    expect(clamp).toBe(true)
    await shot(page, 'icons-store-dark')
    await garden.getByRole('button', { name: 'Get' }).click()
    await garden.getByRole('button', { name: 'Installed' }).waitFor()
    expect(await garden.getByRole('button', { name: 'Installed' }).isDisabled()).toBe(true)

    catalogueVersion = '1.1.0'
    await page.reload()
    await garden.getByRole('button', { name: 'Update Available' }).waitFor()
    expect((await garden.locator('dd').first().textContent())?.replace(/\s+/g, ' ').trim()).toBe('1.0.0 1.1.0')
    await garden.getByRole('button', { name: 'Update Available' }).click()
    await garden.getByRole('button', { name: 'Installed' }).waitFor()

    // Installed packs: the preview card with 12 icons, and the picker tab.
    await page.goto('/manage/iconpack')
    const card = page.getByRole('article', { name: 'Garden Icons' })
    await until(
      () => card.locator('.icon-grid li').count(),
      (n) => n === 12,
      '12 preview icons',
    )
    await until(() => imagesLoaded(page, '.pack-grid'), Boolean, 'previews drawn')
    await shot(page, 'icons-packs-dark')
    await page.goto('/manage/profile')
    await page.getByRole('button', { name: 'Change avatar' }).click()
    const picker = page.getByRole('dialog', { name: 'Select Avatar' })
    await picker.getByRole('tab', { name: 'Garden Icons' }).click()
    await until(
      () => picker.locator('.icon-grid li').count(),
      (n) => n === 48,
      '48 pack icons',
    )
    await picker.getByRole('button', { name: 'Load More' }).click()
    await until(
      () => picker.locator('.icon-grid li').count(),
      (n) => n === 60,
      'all 60',
    )
    await picker.getByRole('button', { name: 'Leaf 7', exact: true }).click()
    await toast(page, 'Avatar updated successfully.').waitFor()
    expect((await userData()).userAvatar).toMatchObject({
      iconProvider: 'garden',
      iconId: 'leaf-7',
      iconUrl: `http://127.0.0.1:${store.port}/icons/leaf-7.svg`,
    })

    // Built-in packs offer no delete; the installed one asks Yes/No first.
    await page.goto('/manage/iconpack')
    expect(await page.getByRole('button', { name: 'Delete Simple Icons' }).count()).toBe(0)
    await page.getByRole('button', { name: 'Delete Garden Icons' }).click()
    await page.getByRole('group', { name: 'Delete Garden Icons?' }).getByRole('button', { name: 'No' }).click()
    await page.getByRole('button', { name: 'Delete Garden Icons' }).click()
    await page.getByRole('group', { name: 'Delete Garden Icons?' }).getByRole('button', { name: 'Yes' }).click()
    await toast(page, 'Icon pack deleted successfully.').waitFor()
    await until(
      () => page.getByRole('article', { name: 'Garden Icons' }).count(),
      (n) => n === 0,
      'card gone',
    )
  })

  test('the pack screens in a light theme and at 375 px', async () => {
    await setTheme('light')
    try {
      for (const [width, suffix] of [
        [1280, 'light'],
        [375, 'light-375'],
      ] as const) {
        const page = await e2e.open({ width, height: 800 })
        await page.goto('/manage/iconpack')
        await until(
          () => page.locator('.pack-card').count(),
          (n) => n >= 3,
          'pack cards',
        )
        await until(() => imagesLoaded(page, '.pack-grid'), Boolean, 'previews drawn')
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
        await shot(page, `icons-packs-${suffix}`)
        await page.goto('/manage/iconpack/store')
        await until(
          () => page.locator('.store-card').count(),
          (n) => n === 2,
          'store cards',
        )
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
        await shot(page, `icons-store-${suffix}`)
        await page.goto('/manage/iconpack/images')
        await page.getByText('Drop images here, or').waitFor()
        await shot(page, `icons-library-${suffix}`)
      }
    } finally {
      await setTheme('dark')
    }
  })
})
