// Folders and links on the home page and in folders: forms, cards, drag-and-drop, move mode, delete, search.
import { beforeEach, describe, expect, test } from 'bun:test'
import type { Page } from 'playwright-core'
import { atPath, shot, toast, until } from './support/browser'
import { useFoyer } from './support/suite'

const ADMIN = { fullName: 'Grace Hopper', username: 'grace', password: 'cobol-forever' }
const ICON = { iconUrl: '/favicon.svg', iconProvider: 'url', iconId: 'favicon' }

const e2e = useFoyer(ADMIN)
// Every test starts from an empty home page.
beforeEach(async () => {
  const { items } = await e2e.api('GET', '/listing/folder/root/list')
  for (const item of items) await e2e.api('GET', `/listing/delete/${item.id}`)
})

const addFolder = async (folderName: string, parentId: number | null = null) =>
  (await e2e.api('POST', '/listing/save/folder', { folderName, folderIcon: ICON, parentId })).id as number
const addLink = async (linkName: string, parentId: number | null = null, description = '') =>
  (await e2e.api('POST', '/listing/save/link', { linkName, linkIcon: ICON, linkURL: `https://example.org/${linkName}`, description, parentId })).id as number
const namesOn = async (folder: number | 'root' = 'root') =>
  (await e2e.api('GET', `/listing/folder/${folder}/list`)).items.map((i: { listingName: string }) => i.listingName)

const card = (page: Page, name: string) =>
  page.locator('[data-testid="listing-card"]').filter({ has: page.locator('.listing-card-name', { hasText: new RegExp(`^${name}$`) }) })
const cardNames = (page: Page) => page.locator('[data-testid="listing-card"] .listing-card-name').allTextContents()

async function cardAction(page: Page, name: string, action: 'Edit' | 'Move' | 'Delete') {
  await card(page, name).hover()
  await page.getByRole('button', { name: `Actions for ${name}` }).click()
  await page.getByRole('menuitem', { name: action }).click()
}

for (const viewport of [
  { label: 'desktop', width: 1280, height: 800 },
  { label: '375 px', width: 375, height: 812 },
]) {
  describe(`listings (${viewport.label})`, () => {
    const tag = viewport.width < 500 ? 'mobile-' : ''
    const open = () => e2e.open(viewport)

    test('create a folder from the New menu, then a link inside it; validation messages on the way', async () => {
      const page = await open()
      await page.getByRole('button', { name: 'New' }).click()
      await page.getByRole('menuitem', { name: 'Folder' }).click()
      await atPath(page, '/listing/save/category')
      await page.getByRole('button', { name: 'Save' }).click()
      await page.getByRole('alert').filter({ hasText: 'Please fill all the fields' }).waitFor()
      await page.getByLabel('Folder Name').fill('Media')
      // A new folder starts with the default folder icon; pick another through the icon picker.
      expect(await page.getByRole('img', { name: 'Folder Icon' }).getAttribute('src')).toMatch(/\/tabler\/[^/]+\/\w+\/folder\.svg$/)
      await page.getByRole('button', { name: 'Change folder icon' }).click()
      const picker = page.getByRole('dialog', { name: 'Select Icon' })
      await picker.getByRole('tab', { name: 'Tabler Icons' }).click()
      await picker.getByRole('searchbox').fill('camera')
      await picker.getByRole('button', { name: 'Camera', exact: true }).click()
      await until(
        () => page.getByRole('img', { name: 'Folder Icon' }).getAttribute('src'),
        (src) => /\/camera\.svg$/.test(src ?? ''),
        'the camera icon chosen',
      )
      await page.getByLabel('Show in sidebar').check()
      await shot(page, `${tag}folder-form`)
      await page.getByRole('button', { name: 'Save' }).click()
      await toast(page, 'Folder saved.').waitFor()
      await atPath(page, '/')
      await card(page, 'Media').waitFor()
      // Pinned in the sidebar too.
      expect(await page.locator('aside[aria-label="Sidebar"]').getByText('Media').count()).toBe(1)

      await card(page, 'Media').locator('.listing-card-main').click()
      const folder = (await e2e.api('GET', '/listing/folder/root/list')).items[0].id as number
      await atPath(page, `/c/${folder}`)
      await page.getByRole('heading', { name: 'Media' }).waitFor()
      await page.getByText('Oops! Nothing to List here').waitFor()
      await page.getByRole('button', { name: 'New' }).click()
      await page.getByRole('menuitem', { name: 'Link' }).click()
      await atPath(page, `/listing/${folder}/save/link`)
      await page.getByRole('navigation', { name: 'Breadcrumb' }).getByText('Media').waitFor()
      await page.getByLabel('Link Name').fill('Jellyfin')
      await page.getByRole('button', { name: 'Save' }).click()
      await page.getByRole('alert').filter({ hasText: 'Please fill all the fields' }).waitFor()
      await page.getByLabel('Description (optional)').fill('Films and shows')
      await page.getByLabel('Have Remote URL').check()
      await page.getByLabel('Link URL').fill('https://jellyfin.example.org')
      await page.getByLabel('Local URL').fill('http://127.0.0.1:8096')
      // The built-in live apps are offered; none is picked unless the user chooses one.
      await page.getByRole('button', { name: 'Live App: None' }).waitFor()
      await shot(page, `${tag}link-form`, { fullPage: true })
      await page.getByLabel('Link Name').press('Enter')
      await toast(page, 'Link saved.').waitFor()
      await atPath(page, `/c/${folder}`)
      const link = card(page, 'Jellyfin')
      await link.waitFor()
      // Opened from 127.0.0.1 (a local host): the card prefers the local URL.
      expect(await link.locator('.listing-card-main').getAttribute('href')).toBe('http://127.0.0.1:8096')
      await shot(page, `${tag}folder-view`)
      await link.getByRole('button', { name: 'Description' }).click()
      const dialog = page.getByRole('dialog', { name: 'Jellyfin' })
      await dialog.getByText('Films and shows').waitFor()
      await dialog.getByRole('link', { name: 'Open Link' }).waitFor()
      await page.keyboard.press('Escape')
      await until(
        () => dialog.count(),
        (n) => n === 0,
        'details dialog closed',
      )

      await page.getByRole('link', { name: 'Back to Root' }).click()
      await atPath(page, '/')
      await card(page, 'Media').waitFor()
    })

    test('drag a card to a new place: saved at once and kept after a reload', async () => {
      for (const name of ['Alpha', 'Beta', 'Gamma']) await addLink(name)
      const page = await open()
      await card(page, 'Gamma').waitFor()
      expect(await cardNames(page)).toEqual(['Alpha', 'Beta', 'Gamma'])
      const handle = page.getByRole('button', { name: 'Reorder Gamma' })
      // Drag and drop loads when the pointer first reaches the cards; the handle then becomes sortable.
      await card(page, 'Gamma').hover()
      await until(
        () => handle.getAttribute('aria-roledescription'),
        (d) => d === 'sortable',
        'drag and drop loaded',
      )
      const from = (await handle.boundingBox())!
      const to = (await card(page, 'Alpha').boundingBox())!
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
      await page.mouse.down()
      await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2, { steps: 3 })
      await page.mouse.move(to.x + to.width / 3, to.y + to.height / 2, { steps: 15 })
      await page.mouse.up()
      await until(
        () => namesOn(),
        (n) => n.join() === 'Gamma,Alpha,Beta',
        'order saved on the server',
      )
      await page.reload()
      await card(page, 'Gamma').waitFor()
      expect(await cardNames(page)).toEqual(['Gamma', 'Alpha', 'Beta'])
    })

    test('move mode: dims non-folders, walks into a folder, Move Here moves the link', async () => {
      const target = await addFolder('Archive')
      await addFolder('Empty', target)
      await addLink('Wiki')
      await addLink('Blog')
      const page = await open()
      await cardAction(page, 'Wiki', 'Move')
      const bar = page.getByRole('status', { name: 'Move mode' })
      await bar.getByText('Select a folder to move this item to.').waitFor()
      // Already in its folder: no Move Here.
      expect(await bar.getByRole('button', { name: 'Move Here' }).count()).toBe(0)
      expect(await card(page, 'Blog').getAttribute('data-dimmed')).toBe('true')
      expect(await card(page, 'Archive').getAttribute('data-dimmed')).toBeNull()
      await shot(page, `${tag}move-mode`)
      await card(page, 'Archive').locator('.listing-card-main').click()
      await atPath(page, `/c/${target}`)
      await bar.getByRole('button', { name: 'Move Here' }).waitFor()
      await card(page, 'Empty').locator('.listing-card-main').click()
      await bar.getByText('No folders to move to. You can still move it here.').waitFor()
      await page.getByRole('link', { name: 'Back to Parent' }).click()
      await atPath(page, `/c/${target}`)
      await bar.getByRole('button', { name: 'Move Here' }).click()
      await toast(page, 'Item moved successfully.').waitFor()
      await card(page, 'Wiki').waitFor()
      expect(await bar.count()).toBe(0)
      expect(await namesOn(target)).toEqual(['Empty', 'Wiki'])
      expect(await namesOn()).toEqual(['Archive', 'Blog'])
    })

    test('move mode ends by itself after 15 s without activity', async () => {
      await addFolder('Somewhere')
      await addLink('Idle')
      const page = await open()
      // Playwright's clock: the 15 s are run through, not waited out.
      await page.clock.install()
      await page.reload()
      await cardAction(page, 'Idle', 'Move')
      const bar = page.getByRole('status', { name: 'Move mode' })
      await bar.waitFor()
      await page.mouse.move(5, 5)
      // Its clock also flows meanwhile: 13 s leaves room for the real time these steps take.
      await page.clock.runFor(13_000)
      expect(await bar.count()).toBe(1)
      await page.clock.runFor(2_000)
      await toast(page, 'Move operation cancelled due to inactivity').waitFor()
      expect(await bar.count()).toBe(0)
      expect(await card(page, 'Idle').getAttribute('data-dimmed')).toBeNull()
      expect(await namesOn()).toEqual(['Somewhere', 'Idle'])
    })

    test('Cancel Move and choosing Move again both end move mode', async () => {
      await addLink('Stay')
      const page = await open()
      await cardAction(page, 'Stay', 'Move')
      const bar = page.getByRole('status', { name: 'Move mode' })
      await bar.getByRole('button', { name: 'Cancel Move' }).click()
      expect(await bar.count()).toBe(0)
      await cardAction(page, 'Stay', 'Move')
      await bar.waitFor()
      await cardAction(page, 'Stay', 'Move')
      await until(
        () => bar.count(),
        (n) => n === 0,
        'move mode toggled off',
      )
    })

    test('delete asks first; Cancel keeps the folder, Delete removes it with its contents', async () => {
      const folder = await addFolder('Old stuff')
      await addLink('Inside', folder)
      await addLink('Keeper')
      const page = await open()
      await cardAction(page, 'Old stuff', 'Delete')
      const dialog = page.getByRole('dialog', { name: 'Delete item' })
      await dialog.getByText('Everything inside this folder is deleted with it.').waitFor()
      await shot(page, `${tag}delete-dialog`)
      await dialog.getByRole('button', { name: 'Cancel' }).click()
      expect(await namesOn()).toEqual(['Old stuff', 'Keeper'])
      await cardAction(page, 'Old stuff', 'Delete')
      await dialog.getByRole('button', { name: 'Delete' }).click()
      await toast(page, 'Item deleted successfully.').waitFor()
      await until(
        () => card(page, 'Old stuff').count(),
        (n) => n === 0,
        'card removed',
      )
      expect(await namesOn()).toEqual(['Keeper'])
      expect((await e2e.foyer.api('GET', `/listing/folder/${folder}/list`, { token: e2e.token })).status).toBe(404)
    })

    test("every icon in a card's bar is drawn: each refers to an icon shape on the page", async () => {
      await addLink('Grafana', null, 'metrics dashboards')
      const page = await open()
      await card(page, 'Grafana').hover()
      const icons = await card(page, 'Grafana')
        .locator('.card-btn svg')
        .evaluateAll((svgs) =>
          svgs.map((svg) => {
            const ref = svg.querySelector('use')?.getAttribute('href')
            const shape = ref ? document.querySelector(ref) : svg
            return { ref, shapes: shape?.querySelectorAll('path, circle, rect, line').length ?? 0, width: svg.getBoundingClientRect().width }
          }),
        )
      // Reorder, description, copy, open in a new tab and the actions menu.
      expect(icons).toHaveLength(5)
      for (const icon of icons) {
        expect(icon.shapes).toBeGreaterThan(0)
        expect(icon.width).toBeGreaterThanOrEqual(15)
      }
      expect(new Set(icons.map((i) => i.ref)).size).toBe(5)
    })

    test("the first tap on a card's actions opens its menu, kept open while drag and drop arrives, and inside the screen", async () => {
      for (const name of ['Alpha', 'Beta', 'Gamma']) await addLink(name)
      const touch = viewport.width < 500
      const page = await e2e.open({ ...viewport, touch })
      // A fresh page with the pointer away from the cards (the sign-in left it over them): nothing has loaded drag and
      // drop yet, so the first tap (or click) below is also what loads it.
      await page.mouse.move(1, 1)
      await page.reload()
      await card(page, 'Gamma').waitFor()
      expect(await page.getByRole('button', { name: 'Reorder Alpha' }).getAttribute('aria-roledescription')).toBeNull()
      const alpha = page.getByRole('button', { name: 'Actions for Alpha' })
      if (touch) await alpha.tap()
      else await alpha.click()
      await until(
        () => page.getByRole('button', { name: 'Reorder Alpha' }).getAttribute('aria-roledescription'),
        (d) => d === 'sortable',
        'drag and drop loaded',
      )
      await page.waitForTimeout(150)
      await page.getByRole('menu', { name: 'Actions for Alpha' }).getByRole('menuitem', { name: 'Edit' }).waitFor()
      // Alpha sits in the left column: its right-aligned menu is moved inside the screen.
      const box = (await page.getByRole('menu', { name: 'Actions for Alpha' }).boundingBox())!
      expect([box.x >= 0, box.x + box.width <= viewport.width]).toEqual([true, true])
      await shot(page, `${tag}card-menu-first-tap`)
    })

    test('the search box filters cards by name, description and URL', async () => {
      await addLink('Grafana', null, 'metrics dashboards')
      await addLink('Router')
      await addFolder('Photos')
      const page = await open()
      await card(page, 'Photos').waitFor()
      const search = page.getByRole('searchbox', { name: 'Search' })
      await search.fill('graf')
      await until(
        () => cardNames(page),
        (n) => n.join() === 'Grafana',
        'filter by name',
      )
      await search.fill('METRICS')
      await until(
        () => cardNames(page),
        (n) => n.join() === 'Grafana',
        'filter by description',
      )
      await search.fill('example.org/router')
      await until(
        () => cardNames(page),
        (n) => n.join() === 'Router',
        'filter by URL',
      )
      await search.fill('nothing-like-this')
      // Not the empty folder's message: the folder has cards, none matches; the state offers to clear the search.
      const noMatch = page.getByTestId('no-match')
      await noMatch.getByRole('heading', { name: 'Nothing matches “nothing-like-this”' }).waitFor()
      expect(await page.getByText('Oops! Nothing to List here').count()).toBe(0)
      await shot(page, `${tag}home-search-no-match`)
      await noMatch.getByRole('button', { name: 'Clear search' }).click()
      await until(
        () => cardNames(page),
        (n) => n.length === 3,
        'filter cleared',
      )
      expect(await search.inputValue()).toBe('')
      await search.fill('graf')
      await until(
        () => cardNames(page),
        (n) => n.join() === 'Grafana',
        'filter by name again',
      )
      await search.fill('')
      await until(
        () => cardNames(page),
        (n) => n.length === 3,
        'filter cleared from the box',
      )
      await shot(page, `${tag}home-cards`)
    })
  })
}

test('reaching the cards by keyboard loads drag and drop without losing the focus; the handle then reorders with Space and arrows', async () => {
  for (const name of ['Alpha', 'Beta']) await addLink(name)
  const page = await e2e.open()
  const handle = page.getByRole('button', { name: 'Reorder Beta' })
  await handle.focus()
  await until(
    () => handle.getAttribute('aria-roledescription'),
    (d) => d === 'sortable',
    'drag and drop loaded',
  )
  expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Reorder Beta')
  // dnd-kit measures the grid after the pick-up and animates each step: one key per frame or two.
  for (const key of ['Space', 'ArrowLeft', 'Space']) {
    await page.keyboard.press(key)
    await page.waitForTimeout(250)
  }
  await until(
    () => namesOn(),
    (n) => n.join() === 'Beta,Alpha',
    'order saved on the server',
  )
})

test('editing a link opens the link form filled in; a folder id in the link form redirects to /manage/listing', async () => {
  const folder = await addFolder('Tools')
  const link = await addLink('Git', folder)
  const page = await e2e.open()
  await page.goto(`/c/${folder}`)
  await cardAction(page, 'Git', 'Edit')
  await atPath(page, `/listing/${folder}/save/link/${link}`)
  await until(
    () => page.getByLabel('Link Name').inputValue(),
    (v) => v === 'Git',
    'form filled',
  )
  expect(await page.getByLabel('Link URL').inputValue()).toBe('https://example.org/Git')
  await page.goto(`/listing/save/link/${folder}`)
  await atPath(page, '/manage/listing')
  await page.getByRole('link', { name: 'Edit Git' }).waitFor()
  await shot(page, 'manage-listing')
})

test("a folder's late answer never lands on the folder opened after it", async () => {
  const beta = await addFolder('Beta')
  await addLink('InBeta', beta)
  const alpha = await addFolder('Alpha', beta)
  await addLink('InAlpha', alpha)
  const page = await e2e.open()
  await page.goto(`/c/${beta}`)
  await card(page, 'InBeta').waitFor()
  // Alpha's list is held until Beta is on screen again; the folder screen stays mounted from one folder to the next.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  const isAlpha = (url: URL) => url.pathname === `/api/v1/listing/folder/${alpha}/list`
  await page.route(isAlpha, async (route) => {
    await held
    await route.continue().catch(() => {})
  })
  const alphaRequest = page.waitForRequest((r) => isAlpha(new URL(r.url())))
  await card(page, 'Alpha').locator('.listing-card-main').click()
  await atPath(page, `/c/${alpha}`)
  const request = await alphaRequest
  // Alpha's answer reaches the page, or its request is aborted (at any moment from here on).
  const settled = new Promise((resolve) => {
    const done = (r: unknown) => r === request && resolve(r)
    page.on('requestfinished', done)
    page.on('requestfailed', done)
  })
  await page.goBack()
  await atPath(page, `/c/${beta}`)
  await card(page, 'InBeta').waitFor()
  release()
  await settled
  // The page has had a frame to show whatever that answer did.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))))
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Beta')
  expect((await cardNames(page)).sort()).toEqual(['Alpha', 'InBeta'])
  await page.unroute(isAlpha)
})

test('light theme screenshots of the home cards and a folder', async () => {
  await e2e.api('POST', '/settings/theme', { colorTheme: 'light' })
  try {
    const folder = await addFolder('Family')
    await addLink('Calendar', folder, 'Shared calendar')
    await addLink('Photos')
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 375, height: 812 },
    ]) {
      const page = await e2e.open(viewport)
      await card(page, 'Family').waitFor()
      await shot(page, `home-cards-light-${viewport.width}`)
      await page.goto(`/c/${folder}`)
      await card(page, 'Calendar').waitFor()
      await shot(page, `folder-light-${viewport.width}`)
    }
  } finally {
    await e2e.api('POST', '/settings/theme', { colorTheme: 'dark' })
  }
})

test('a pinned link in the sidebar opens where its card does (the local URL from this machine); the New menu leaves out kinds switched off', async () => {
  await e2e.api('POST', '/listing/save/link', {
    linkName: 'NAS',
    linkIcon: ICON,
    linkURL: 'https://nas.example.org',
    localUrl: 'http://10.0.0.9:5000',
    showInSidebar: true,
  })
  const page = await e2e.open()
  await card(page, 'NAS').waitFor()
  // The page is served from 127.0.0.1: both go to the local address.
  expect(await card(page, 'NAS').locator('.listing-card-main').getAttribute('href')).toBe('http://10.0.0.9:5000')
  expect(await page.locator('aside[aria-label="Sidebar"]').getByRole('link', { name: 'NAS' }).getAttribute('href')).toBe('http://10.0.0.9:5000')

  const menu = async () => {
    await page.getByRole('button', { name: 'New' }).click()
    const items = await page.getByRole('menuitem').allTextContents()
    await page.keyboard.press('Escape')
    return items
  }
  expect(await menu()).toEqual(['Folder', 'Link', 'Todo', 'Snippet'])
  const settings = await e2e.api('GET', '/settings')
  await e2e.api('POST', '/settings', { ...settings, siteLogo: settings.siteLogo ?? { iconUrl: '/favicon.svg' }, todolist: false })
  try {
    await page.reload()
    await card(page, 'NAS').waitFor()
    expect(await menu()).toEqual(['Folder', 'Link', 'Snippet'])
  } finally {
    await e2e.api('POST', '/settings', { ...settings, siteLogo: settings.siteLogo ?? { iconUrl: '/favicon.svg' } })
  }
})
