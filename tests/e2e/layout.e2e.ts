// Layout at a phone's width and with long names: nothing may widen the page, push a button off the screen or clip a
// dialog, and a menu opens inside the viewport; tables, dialogs, segmented controls, checkboxes and button rows keep
// their shape.
import { beforeAll, describe, expect, test } from 'bun:test'
import type { Locator, Page } from 'playwright-core'
import { pickLiveApp, shot, sidebar } from './support/browser'
import { useFoyer } from './support/suite'

const ADMIN = { fullName: 'Katherine Johnson', username: 'katherine', password: 'trajectory-1961' }
const e2e = useFoyer(ADMIN)

// 70 characters without a space: the browser cannot break them at a word.
const LONG = 'Averyveryverylongnamewithoutanyspacesthatkeepsgoingandgoing_0123456789'
const PHONE = { width: 375, height: 812 }

const ids = { folder: 0, todo: 0, snippet: 0 }

beforeAll(async () => {
  const tabler = await e2e.api('GET', '/iconpack/icons/tabler')
  const icon = (id: string) => {
    const found = tabler.iconData.find((i: { iconId: string }) => i.iconId === id) ?? tabler.iconData[0]
    return { iconUrl: tabler.baseUrl + found.iconUrl, iconUrlLight: tabler.baseUrlLight + found.iconUrl, iconProvider: 'tabler', iconId: found.iconId }
  }
  ids.folder = (await e2e.api('POST', '/listing/save/folder', { folderName: LONG, folderIcon: icon('folder'), showInSidebar: true })).id
  ids.todo = (await e2e.api('POST', '/listing/save/todo', { todoName: LONG, todoIcon: icon('checklist'), showInSidebar: false })).id
  ids.snippet = (await e2e.api('POST', '/listing/save/snippet', { snippetName: LONG, snippetIcon: icon('code'), showInSidebar: false })).id
  await e2e.api('POST', '/listing/save/link', {
    linkName: LONG,
    linkIcon: icon('link'),
    linkURL: 'https://a-very-long-hostname-without-any-spaces.example.org/',
    description: `${LONG}_${LONG}`,
    showInSidebar: true,
  })
  await e2e.api('POST', '/notifications', { title: LONG, message: 'Long title.', type: 'info', appName: 'Webhook' })
  await e2e.api('POST', '/api-keys/', { name: LONG, permissions: ['post_notification'], expiresAt: null })
  await e2e.api('POST', '/credentials/', { profileName: LONG, profileType: 'password', username: 'root', userkey: 'secret', passphrase: null })
  await e2e.api('POST', '/servers/save/device', {
    deviceName: LONG,
    deviceIp: '127.0.0.1',
    deviceIcon: icon('server'),
    supportsWol: false,
    isConnectionSetup: false,
  })
})

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth)

/** The element's box lies wholly inside the viewport's width. */
async function inside(locator: Locator) {
  const box = (await locator.boundingBox())!
  const width = locator.page().viewportSize()!.width
  return box.x >= 0 && box.x + box.width <= width
}

describe('at 375 px with a 70-character unbroken name', () => {
  test('folder, todo list, snippet list, notifications and /manage/listing stay within the screen, buttons included', async () => {
    const page = await e2e.open(PHONE)
    const screens: Array<[string, string[]]> = [
      [`/c/${ids.folder}`, ['Back to Root', 'Back to Parent', 'New']],
      [`/t/${ids.todo}`, ['Edit list', 'New Todo']],
      [`/s/${ids.snippet}`, ['New']],
      ['/notifications', ['Clear All', 'API Keys']],
    ]
    for (const [path, buttons] of screens) {
      await page.goto(path)
      await page
        .getByRole('heading', { level: 1 })
        .filter({ hasText: path === '/notifications' ? 'Notifications' : LONG })
        .waitFor()
      const main = page.getByRole('main')
      if (path === '/notifications') await main.getByText(LONG).waitFor()
      expect({ path, width: await pageWidth(page) }).toEqual({ path, width: 375 })
      for (const name of buttons) {
        const control = main
          .getByRole('button', { name, exact: true })
          .or(main.getByRole('link', { name, exact: true }))
          .first()
        expect({ path, name, inside: await inside(control) }).toEqual({ path, name, inside: true })
      }
    }
    await shot(page, 'layout-notifications-375')

    // /manage/listing: the row's edit link stays on screen, its pencil as small as other row actions.
    await page.goto('/manage/listing')
    const edit = page.getByRole('link', { name: `Edit ${LONG}` }).first()
    await edit.waitFor()
    expect(await pageWidth(page)).toBe(375)
    expect(await inside(edit)).toBe(true)
    expect((await edit.locator('svg').boundingBox())!.width).toBe(16)
  })

  test('the API keys and credentials tables become cards with every action on screen, the delete dialog opens inside it; at 1280 px every column shows', async () => {
    const page = await e2e.open(PHONE)
    const actions: Array<[string, string[]]> = [
      ['/manage/api-keys', [`Edit ${LONG}`, `Delete ${LONG}`]],
      ['/manage/credential', [`Actions for ${LONG}`]],
    ]
    for (const [path, names] of actions) {
      await page.goto(path)
      await page.getByRole('button', { name: names[0] }).waitFor()
      expect({ path, width: await pageWidth(page) }).toEqual({ path, width: 375 })
      for (const name of names) expect(await inside(page.getByRole('button', { name }))).toBe(true)
    }
    await page.getByRole('button', { name: `Actions for ${LONG}` }).click()
    expect(await inside(page.getByRole('menu', { name: `Actions for ${LONG}` }))).toBe(true)
    await shot(page, 'layout-credentials-375')
    await page.getByRole('menuitem', { name: 'Delete' }).click()
    expect(await inside(page.getByRole('dialog', { name: 'Delete credential' }))).toBe(true)
    await page.goto('/manage/api-keys')
    await page.getByRole('button', { name: `Delete ${LONG}` }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete API key' })
    await dialog.waitFor()
    expect(await inside(dialog)).toBe(true)
    expect(await dialog.evaluate((d) => d.scrollWidth <= d.clientWidth)).toBe(true)
    // Cancel and Delete are short enough to share one row rather than stack.
    const tops = await dialog.locator('footer .btn').evaluateAll((buttons) => buttons.map((b) => b.getBoundingClientRect().top))
    expect(tops).toEqual([tops[0]!, tops[0]!])
    await shot(page, 'layout-delete-dialog-375')

    // At 1280 px the table shows every column and the actions without scrolling sideways.
    const wide = await e2e.open()
    await wide.goto('/manage/api-keys')
    const wrap = wide.locator('.data-table-wrap')
    await wide.getByRole('button', { name: `Delete ${LONG}` }).waitFor()
    expect(await wrap.evaluate((w) => w.scrollWidth <= w.clientWidth)).toBe(true)
    const edge = (await wrap.boundingBox())!
    for (const target of [wide.getByRole('columnheader', { name: 'Expires' }), wide.getByRole('button', { name: `Delete ${LONG}` })]) {
      const b = (await target.boundingBox())!
      expect(b.x + b.width).toBeLessThanOrEqual(edge.x + edge.width)
    }
  })

  test('dialogs wrap a long name inside the screen; two footer buttons share a row at equal widths', async () => {
    await e2e.api('POST', '/settings/theme', { colorTheme: 'light' })
    const page = await e2e.open(PHONE)
    await page.goto('/')
    await page.getByRole('button', { name: 'Description' }).first().click()
    const details = page.getByRole('dialog', { name: LONG })
    await details.waitFor()
    expect(await inside(details)).toBe(true)
    expect(await details.evaluate((d) => d.scrollWidth <= d.clientWidth)).toBe(true)
    const copy = (await details.getByRole('button', { name: 'Copy Link' }).boundingBox())!
    const open = (await details.getByRole('link', { name: 'Open Link' }).boundingBox())!
    expect(copy.width).toBe(open.width)
    expect(copy.y).toBe(open.y)
    await shot(page, 'layout-details-dialog-375-light')
    await page.keyboard.press('Escape')

    await page.goto('/servers')
    await page.getByRole('main').getByText(LONG).click()
    const device = page.getByRole('dialog', { name: 'Device Details' })
    await device.waitFor()
    expect(await inside(device)).toBe(true)
    expect(await device.evaluate((d) => d.scrollWidth <= d.clientWidth)).toBe(true)
    const widths = await device.locator('footer .btn').evaluateAll((buttons) => buttons.map((b) => b.getBoundingClientRect().width))
    expect(widths.length).toBeGreaterThan(1)
    expect(new Set(widths).size).toBe(1)
    await e2e.api('POST', '/settings/theme', { colorTheme: 'dark' })
  })

  test('a segmented control keeps its options side by side at equal widths', async () => {
    const page = await e2e.open(PHONE)
    await page.goto('/weather/settings')
    const options = page.locator('.segment')
    await options.first().waitFor()
    const boxes = await options.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as DOMRect))
    expect(boxes.length).toBe(2)
    expect(boxes[0]!.y).toBe(boxes[1]!.y)
    expect(boxes[0]!.width).toBe(boxes[1]!.width)
    expect(await pageWidth(page)).toBe(375)
  })

  test('the authenticator panel shows its whole title', async () => {
    const page = await e2e.open(PHONE)
    await page.goto('/authenticator')
    const title = page.getByRole('heading', { name: 'TOTP Authenticator' })
    await title.waitFor()
    expect(await title.evaluate((h) => h.scrollWidth <= h.clientWidth)).toBe(true)
  })

  test('Go Back / Cancel and Save stand apart on the account form and in the password dialog', async () => {
    const page = await e2e.open(PHONE)
    await page.goto('/manage/accounts/add')
    const back = (await page.getByRole('button', { name: 'Go Back' }).boundingBox())!
    const save = (await page.getByRole('button', { name: 'Save' }).boundingBox())!
    expect(save.x - (back.x + back.width)).toBeGreaterThanOrEqual(8)

    const wide = await e2e.open()
    await wide.goto('/manage/profile')
    await wide.getByRole('button', { name: /Change Password/ }).click()
    const dialog = wide.getByRole('dialog', { name: 'Change Password' })
    const cancel = (await dialog.getByRole('button', { name: 'Cancel' }).boundingBox())!
    const submit = (await dialog.getByRole('button', { name: 'Save' }).boundingBox())!
    expect(submit.x - (cancel.x + cancel.width)).toBeGreaterThanOrEqual(8)
  })
})

test('a row menu opened near the bottom of an 800 px viewport opens upward, inside it, without scrolling the page', async () => {
  for (let i = 1; i <= 14; i++) {
    await e2e.api('POST', '/credentials/', { profileName: `Server ${i}`, profileType: 'xpassword', username: null, userkey: 'secret', passphrase: null })
  }
  const page = await e2e.open()
  await page.goto('/manage/credential')
  await page.getByRole('cell', { name: 'Server 14', exact: true }).waitFor()
  const last = page.getByRole('button', { name: /^Actions for / }).last()
  await last.evaluate((b) => b.scrollIntoView({ block: 'end' }))
  const scrolled = await page.evaluate(() => scrollY)
  const button = (await last.boundingBox())!
  expect(button.y).toBeGreaterThan(600)
  await last.click()
  const box = (await page.getByRole('menu').boundingBox())!
  expect(box.y).toBeGreaterThanOrEqual(0)
  expect(box.y + box.height).toBeLessThanOrEqual(button.y)
  expect(await page.evaluate(() => scrollY)).toBe(scrolled)
  await shot(page, 'layout-row-menu-flipped')
})

test('at 1280 px the sidebar ends a long name in an ellipsis and does not scroll sideways', async () => {
  const page = await e2e.open()
  const nav = sidebar(page).locator('nav.sidebar-scroll')
  const label = sidebar(page).locator('.sidebar-label', { hasText: LONG }).first()
  await label.waitFor()
  expect(await nav.evaluate((n) => n.scrollWidth <= n.clientWidth)).toBe(true)
  expect(await label.evaluate((l) => l.scrollWidth > l.clientWidth)).toBe(true)
  const aside = (await sidebar(page).boundingBox())!
  const box = (await label.boundingBox())!
  expect(box.x + box.width).toBeLessThanOrEqual(aside.x + aside.width)
})

test('checkboxes are the same themed 18 px control on the API key form and in a live app section', async () => {
  const page = await e2e.open()
  await page.goto('/manage/api-keys/create')
  await page.getByRole('checkbox', { name: 'Never expire' }).waitFor()
  const sizes = async () =>
    page.getByRole('checkbox').evaluateAll((boxes) => boxes.map((b) => [b.getBoundingClientRect().width, b.getBoundingClientRect().height]))
  expect(new Set((await sizes()).flat())).toEqual(new Set([18]))

  await page.goto('/listing/save/link')
  await pickLiveApp(page, 'HTTP Status')
  await page.getByRole('group', { name: /Datapoints on the card/ }).waitFor()
  expect(new Set((await sizes()).flat())).toEqual(new Set([18]))
})
