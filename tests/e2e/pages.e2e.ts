// Pages: write a formatted page in the Tiptap editor, publish, read it at /p/{id}, unpublish and delete with confirmation; injected HTML never runs.
import { beforeEach, describe, expect, test } from 'bun:test'
import type { Page } from 'playwright-core'
import { atPath, shot, toast, until } from './support/browser'
import { useFoyer } from './support/suite'

const ADMIN = { fullName: 'Grace Hopper', username: 'grace', password: 'cobol-forever' }

const e2e = useFoyer(ADMIN)
// Every test starts with no pages and the dark theme.
beforeEach(async () => {
  for (const p of await pages()) await e2e.api('GET', `/page/delete/${p.id}`)
  await e2e.api('POST', '/settings/theme', { colorTheme: 'dark' })
})

const pages = async (): Promise<Array<{ id: number; pageTitle: string; isPublished: boolean }>> => e2e.api('GET', '/page/list')
const addPage = async (pageTitle: string, pageContent: string, publish = true) =>
  (await e2e.api('POST', '/page/save', { pageTitle, pageContent, publish })).id as number

const card = (page: Page, title: string) => page.getByTestId('page-card').filter({ hasText: title })
const content = (page: Page) => page.getByTestId('page-content')

/** Types a heading, a bold phrase, a two-item list and a link into the editor using its toolbar. */
async function writeFormatted(page: Page) {
  const editor = page.getByTestId('page-editor')
  await editor.click()
  await page.getByRole('button', { name: 'Heading 1' }).click()
  await page.keyboard.type('Welcome home')
  await page.keyboard.press('Enter')
  await page.keyboard.type('Some ')
  await page.getByRole('button', { name: 'Bold' }).click()
  await page.keyboard.type('bold words')
  await page.getByRole('button', { name: 'Bold' }).click()
  await page.keyboard.type(' here.')
  await page.keyboard.press('Enter')
  await page.getByRole('button', { name: 'Bullet list' }).click()
  await page.keyboard.type('first item')
  await page.keyboard.press('Enter')
  await page.keyboard.type('second item')
  await page.keyboard.press('Enter')
  await page.keyboard.press('Enter')
  await page.keyboard.type('Read the ')
  await page.getByRole('button', { name: 'Link' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add link' })
  await dialog.getByLabel('Link address').fill('javascript:alert(1)')
  await dialog.getByRole('button', { name: 'Apply' }).click()
  await dialog.getByRole('alert').waitFor()
  await dialog.getByLabel('Link address').fill('example.org/docs')
  await dialog.getByRole('button', { name: 'Apply' }).click()
  await dialog.waitFor({ state: 'detached' })
}

describe('pages', () => {
  test('write a formatted page, publish, read it at /p/{id}, unpublish with confirmation, delete', async () => {
    const page = await e2e.open()
    await page.goto('/')
    await page.locator('aside[aria-label="Sidebar"]').getByRole('link', { name: 'Pages', exact: true }).click()
    await atPath(page, '/pages')
    await page.getByText('Oops! Nothing to List here').waitFor()
    await page.getByText('Please create some pages first').waitFor()
    expect(await page.getByTestId('empty-state').getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/')
    await shot(page, 'pages-empty-dark')

    await page.getByRole('link', { name: 'Add Page' }).click()
    await atPath(page, '/page/add')
    const publish = page.getByRole('switch')
    expect(await publish.isChecked()).toBe(true)
    await page.getByRole('button', { name: 'Save' }).click()
    await until(
      () => page.getByRole('alert').textContent(),
      (t) => t === 'Page title must not be empty.',
      'empty title message',
    )
    expect(await pages()).toEqual([])

    await page.getByLabel('Page Title').fill('House manual')
    await writeFormatted(page)
    const box = await page.locator('.page-editor-scroll').boundingBox()
    expect(Math.round(box!.height)).toBe(300)
    await shot(page, 'page-editor-dark')
    await page.getByRole('button', { name: 'Save' }).click()
    await toast(page, 'Page saved.').waitFor()
    // Saving goes back one step: to the list the editor was opened from.
    await atPath(page, '/pages')
    const [saved] = await pages()
    expect(saved).toMatchObject({ pageTitle: 'House manual', isPublished: true })
    await card(page, 'House manual').getByText('Published').waitFor()
    await shot(page, 'pages-list-dark')

    await card(page, 'House manual')
      .getByRole('link', { name: /^House manual/ })
      .click()
    await atPath(page, `/p/${saved!.id}`)
    await content(page).locator('h1', { hasText: 'Welcome home' }).waitFor()
    expect(await page.locator('.page-view-title').textContent()).toBe('House manual')
    expect(await content(page).locator('strong').textContent()).toBe('bold words')
    expect(await content(page).locator('ul > li').allTextContents()).toEqual(['first item', 'second item'])
    const link = content(page).getByRole('link', { name: 'example.org/docs' })
    expect(await link.getAttribute('href')).toBe('https://example.org/docs')
    expect(await link.getAttribute('rel')).toContain('noopener')
    await shot(page, 'page-view-dark')

    // Unpublish asks first; Cancel changes nothing.
    await page.goBack()
    await atPath(page, '/pages')
    const toggle = page.getByRole('switch', { name: 'Published: House manual' })
    await toggle.click()
    const ask = page.getByRole('dialog', { name: 'Unpublish page' })
    await ask.getByRole('button', { name: 'Cancel' }).click()
    await ask.waitFor({ state: 'detached' })
    expect(await toggle.isChecked()).toBe(true)
    expect((await pages())[0]!.isPublished).toBe(true)
    await toggle.click()
    await page.getByRole('dialog', { name: 'Unpublish page' }).getByRole('button', { name: 'Unpublish' }).click()
    await toast(page, 'Page unpublished.').waitFor()
    await card(page, 'House manual').getByText('Draft').waitFor()
    expect(await toggle.isChecked()).toBe(false)
    expect((await pages())[0]!.isPublished).toBe(false)

    // Publishing asks too.
    await toggle.click()
    await page.getByRole('dialog', { name: 'Publish page' }).getByRole('button', { name: 'Publish' }).click()
    await toast(page, 'Page published.').waitFor()
    expect((await pages())[0]!.isPublished).toBe(true)

    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.foyer.url })
    await card(page, 'House manual').getByRole('button', { name: 'Copy link to House manual' }).click()
    await toast(page, 'Page link copied to clipboard!').waitFor()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${e2e.foyer.url}/p/${saved!.id}`)

    await card(page, 'House manual').getByRole('button', { name: 'Delete House manual' }).click()
    await page.getByRole('dialog', { name: 'Delete page' }).getByRole('button', { name: 'Delete' }).click()
    await toast(page, 'Page deleted.').waitFor()
    await page.getByText('Oops! Nothing to List here').waitFor()
    expect(await pages()).toEqual([])
  })

  test('editing keeps the content and the draft flag; under /manage the links stay in /manage', async () => {
    const id = await addPage('Recipes', '<h2>Bread</h2><p>Flour and <em>water</em>.</p>', false)
    const page = await e2e.open()
    await page.goto('/manage/page')
    await page.getByRole('link', { name: 'Edit Recipes' }).click()
    await atPath(page, `/manage/page/${id}`)
    await page.getByTestId('page-editor').locator('h2', { hasText: 'Bread' }).waitFor()
    expect(await page.getByRole('switch').isChecked()).toBe(false)
    await page.getByTestId('page-editor').locator('em').click()
    await page.keyboard.press('End')
    await page.keyboard.type(' Salt.')
    await page.getByRole('button', { name: 'Save' }).click()
    await toast(page, 'Page saved.').waitFor()
    await atPath(page, '/manage/page')
    const saved = (await e2e.api('GET', `/page/info/${id}`)) as { pageContent: string; isPublished: boolean }
    expect(saved.isPublished).toBe(false)
    expect(saved.pageContent).toBe('<h2>Bread</h2><p>Flour and <em>water</em>. Salt.</p>')
    expect(await page.getByRole('link', { name: 'Add Page' }).getAttribute('href')).toBe('/manage/page/add')
  })

  test('script and event handlers sent through the API never run or appear at /p/{id}', async () => {
    const id = await addPage(
      '<img src=x onerror="window.__pwnedTitle=1">',
      '<p>Safe text</p><img src="x" onerror="window.__pwned=1"><script>window.__pwned=2</script>' +
        '<a href="javascript:window.__pwned=3">click</a><iframe src="javascript:parent.__pwned=4"></iframe><p style="position:fixed;inset:0" onmouseover="window.__pwned=5">cover</p>',
    )
    const page = await e2e.open()
    await page.goto(`/p/${id}`)
    await content(page).getByText('Safe text').waitFor()
    const html = await content(page).innerHTML()
    for (const bad of ['<script', 'onerror', 'onmouseover', 'javascript:', '<iframe', 'style=']) expect(html).not.toContain(bad)
    // The title is text, not markup.
    expect(await page.locator('.page-view-title').textContent()).toBe('<img src=x onerror="window.__pwnedTitle=1">')
    await content(page).getByText('click').click()
    await content(page).getByText('cover').hover()
    await Bun.sleep(200)
    expect(await page.evaluate(() => [(window as any).__pwned, (window as any).__pwnedTitle])).toEqual([undefined, undefined])
    expect(page.url()).toBe(`${e2e.foyer.url}/p/${id}`)
  })

  test('/p/ without an id or with a failing load goes home; a broken editor link returns to the list', async () => {
    const draft = await addPage('Secret plans', '<p>mine</p>', false)
    const page = await e2e.open()
    await page.goto('/p/')
    await atPath(page, '/')
    await page.goto('/p/99999')
    await atPath(page, '/')
    await toast(page, 'Can not fetch the page details.').waitFor()
    await page.goto('/page/99999')
    await atPath(page, '/pages')
    // A draft is not shown at its link until published.
    await page.goto(`/p/${draft}`)
    await atPath(page, '/')
  })
})

describe('screenshots', () => {
  for (const [label, opts, theme] of [
    ['light', { width: 1280, height: 800 }, 'light'],
    ['mobile-dark', { width: 375, height: 812 }, 'dark'],
    ['mobile-light', { width: 375, height: 812 }, 'light'],
  ] as const)
    test(`list, editor and view: ${label}`, async () => {
      await e2e.api('POST', '/settings/theme', { colorTheme: theme })
      const id = await addPage(
        'Network notes with a rather long title that has to wrap',
        '<h1>Network</h1><p>The <strong>router</strong> lives in the <em>hall</em>. <a href="https://example.org">Admin page</a>.</p><ul><li><p>Guest Wi-Fi: <code>visitors</code></p></li><li><p>NAS on 10.0.0.5</p></li></ul><blockquote><p>Reboot before calling support.</p></blockquote><pre><code>ssh admin@10.0.0.1</code></pre><hr><ol><li><p>One</p></li><li><p>Two</p></li></ol>',
      )
      await addPage('Draft ideas', '<p>later</p>', false)
      const page = await e2e.open(opts)
      await page.goto('/pages')
      await card(page, 'Draft ideas').waitFor()
      await shot(page, `pages-list-${label}`)
      await page.goto(`/page/${id}`)
      await page.getByTestId('page-editor').locator('h1', { hasText: 'Network' }).waitFor()
      await shot(page, `page-editor-${label}`)
      if (opts.width < 500) {
        // The toolbar wraps inside the 375 px frame instead of widening the page.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
      }
      await page.goto(`/p/${id}`)
      await content(page).locator('h1').waitFor()
      await shot(page, `page-view-${label}`, { fullPage: true })
      if (opts.width < 500) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    })
})
