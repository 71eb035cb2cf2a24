// Snippet lists and the viewer: create a list, snippets with code items, highlighting, line numbers, search,
// typed delete confirmation, deleting a snippet, the one-panel layout at 375 px, light and dark themes.
import { beforeEach, describe, expect, test } from 'bun:test'
import type { Page } from 'playwright-core'
import { atPath, onScreen, shot, toast, until } from './support/browser'
import { useFoyer } from './support/suite'

const ADMIN = { fullName: 'Ada Lovelace', username: 'ada', password: 'analytical-engine' }
const ICON = { iconUrl: '/icons/snippet.svg', iconProvider: 'default', iconId: 'snippet' }

const TS_CODE = `interface User {\n  name: string\n}\n\nexport function greet(user: User): string {\n  return \`Hello, \${user.name}\`\n}\n`
const PY_CODE = `import math\n\n\ndef area(radius: float) -> float:\n    # The circle's area\n    return math.pi * radius ** 2\n`

const e2e = useFoyer(ADMIN)
beforeEach(async () => {
  const { items } = await e2e.api('GET', '/listing/folder/root/list')
  for (const item of items) await e2e.api('GET', `/listing/delete/${item.id}`)
  await e2e.api('POST', '/settings/theme', { colorTheme: 'dark' })
})

const addList = async (snippetName: string) => (await e2e.api('POST', '/listing/save/snippet', { snippetName, snippetIcon: ICON })).id as number
const addSnippet = async (listingId: number, snippetTitle: string, language: string, snippetCode: string) =>
  (await e2e.api('POST', '/snippet/item', { listingId, snippetTitle, language, snippetCode })) as { id: number }

const open = (width = 1280, height = 860) => e2e.open({ width, height })

const rows = (page: Page) => page.getByTestId('snippet-row')
const rowTitles = (page: Page) => page.locator('[data-testid="snippet-row"] .snippet-row-title').allTextContents()
const cards = (page: Page) => page.getByTestId('code-card')
const card = (page: Page, filename: string) => cards(page).filter({ has: page.getByRole('heading', { name: filename, exact: true }) })

async function pickLanguage(page: Page, search: string, name: string) {
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Search languages').fill(search)
  await dialog.getByLabel('Language', { exact: true }).selectOption({ label: name })
}

test('a snippet list from the New menu, a snippet with TypeScript and Python code, highlighting, line numbers, search, typed delete, snippet delete', async () => {
  const page = await open()
  await page.getByRole('button', { name: 'New' }).click()
  await page.getByRole('menuitem', { name: 'Snippet' }).click()
  await atPath(page, '/listing/save/snippet')
  await page.getByLabel('Snippet Name').fill('Recipes')
  await page.getByRole('button', { name: 'Save' }).click()
  await toast(page, 'Snippet saved.').waitFor()
  await atPath(page, '/')
  await page.locator('[data-testid="listing-card"] .listing-card-main').filter({ hasText: 'Recipes' }).click()
  const listId = (await e2e.api('GET', '/listing/folder/root/list')).items[0].id as number
  await atPath(page, `/s/${listId}`)
  await page.getByRole('heading', { name: 'Recipes', level: 1 }).waitFor()
  await page.getByText('No snippets yet. Create one with New.').waitFor()
  await page.getByRole('heading', { name: 'Select a snippet' }).waitFor()

  // Create: the spec's validation messages, then a TypeScript snippet.
  await page.getByRole('region', { name: 'Snippets' }).getByRole('button', { name: 'New' }).click()
  const dialog = page.getByRole('dialog', { name: 'New snippet' })
  await dialog.getByRole('button', { name: 'Create' }).click()
  await dialog.getByRole('alert').filter({ hasText: 'Snippet title is required' }).waitFor()
  await dialog.getByLabel('Snippet Title').fill('Greeting')
  await dialog.getByRole('button', { name: 'Create' }).click()
  await dialog.getByRole('alert').filter({ hasText: 'Please select a language' }).waitFor()
  await pickLanguage(page, 'typescr', 'TypeScript')
  await dialog.getByRole('button', { name: 'Create' }).click()
  await dialog.getByRole('alert').filter({ hasText: 'Code snippet is required' }).waitFor()
  await dialog.getByLabel('Code Snippet').fill(TS_CODE)
  await shot(page, 'snippet-create-modal')
  await dialog.getByRole('button', { name: 'Create' }).click()
  await toast(page, 'Snippet created successfully').waitFor()

  // The new snippet is first and selected; its code is highlighted with line numbers on.
  expect(await rowTitles(page)).toEqual(['Greeting'])
  expect(await rows(page).first().getAttribute('aria-current')).toBe('true')
  const ts = card(page, 'snippet.ts')
  await ts.waitFor()
  await until(
    () => ts.locator('.hljs-keyword').count(),
    (n) => n > 0,
    'TypeScript keywords highlighted',
  )
  expect(await ts.locator('.hljs-keyword').first().textContent()).toBe('interface')
  const gutter = ts.locator('.code-gutter')
  expect(await gutter.textContent()).toBe('1\n2\n3\n4\n5\n6\n7')
  await ts.getByRole('button', { name: 'Line numbers' }).click()
  expect(await gutter.count()).toBe(0)
  expect(await ts.getByRole('button', { name: 'Line numbers' }).getAttribute('aria-pressed')).toBe('false')
  await ts.getByRole('button', { name: 'Line numbers' }).click()
  await gutter.waitFor()

  // Copy and download.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await ts.getByRole('button', { name: 'Copy' }).click()
  await toast(page, 'Copied to clipboard.').waitFor()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(TS_CODE)
  const [download] = await Promise.all([page.waitForEvent('download'), ts.getByRole('button', { name: 'Download' }).click()])
  expect(download.suggestedFilename()).toBe('snippet.ts')

  // Fullscreen, left with Escape.
  await ts.getByRole('button', { name: 'Fullscreen' }).click()
  await until(
    () => ts.evaluate((el) => getComputedStyle(el).position),
    (p) => p === 'fixed',
    'card fullscreen',
  )
  await shot(page, 'snippet-code-fullscreen')
  await page.keyboard.press('Escape')
  await until(
    () => ts.evaluate((el) => getComputedStyle(el).position),
    (p) => p !== 'fixed',
    'card back in place',
  )

  // A second code item in Python: picking the language pre-fills the file name.
  await page.getByRole('button', { name: 'Add Code' }).first().click()
  const add = page.getByRole('dialog', { name: 'Add code snippet' })
  expect(await add.getByLabel('File Name').inputValue()).toBe('snippet.ts')
  await pickLanguage(page, 'pyth', 'Python')
  expect(await add.getByLabel('File Name').inputValue()).toBe('snippet.py')
  await add.getByRole('button', { name: 'Save' }).click()
  await add.getByRole('alert').filter({ hasText: 'Code snippet content is required' }).waitFor()
  await add.getByLabel('File Name').fill('geometry.py')
  await add.getByLabel('Code', { exact: true }).fill(PY_CODE)
  await add.getByRole('button', { name: 'Save' }).click()
  await toast(page, 'Code snippet added successfully').waitFor()
  const py = card(page, 'geometry.py')
  await until(
    () => py.locator('.hljs-comment').count(),
    (n) => n > 0,
    'Python comment highlighted',
  )
  expect(await cards(page).locator('h3').allTextContents()).toEqual(['snippet.ts', 'geometry.py'])
  await shot(page, 'snippets-viewer-dark')

  // Edit a code item: replaced in place.
  await py.getByRole('button', { name: 'Edit code snippet' }).click()
  const editCode = page.getByRole('dialog', { name: 'Edit code snippet' })
  expect(await editCode.getByLabel('Code', { exact: true }).inputValue()).toBe(PY_CODE)
  await editCode.getByLabel('Code', { exact: true }).fill(PY_CODE.replace('radius ** 2', 'radius * radius'))
  await editCode.getByRole('button', { name: 'Save' }).click()
  await toast(page, 'Code snippet updated successfully').waitFor()
  await until(
    () => py.locator('.code-text').textContent(),
    (t) => !!t?.includes('radius * radius'),
    'edited code shown',
  )
  expect(await cards(page).locator('h3').allTextContents()).toEqual(['snippet.ts', 'geometry.py'])

  // Edit the title: replaced in place.
  await page.getByRole('button', { name: 'Edit snippet' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit snippet' })
  await edit.getByLabel('Snippet Title').fill('Greeting and area')
  await edit.getByRole('button', { name: 'Save' }).click()
  // Exactly: 'Code snippet updated successfully' may still be on screen.
  await page
    .locator('[data-sonner-toast]')
    .filter({ has: page.getByText('Snippet updated successfully', { exact: true }) })
    .waitFor()
  await page.getByRole('heading', { name: 'Greeting and area', level: 2 }).waitFor()
  expect(await rowTitles(page)).toEqual(['Greeting and area'])

  // Search: by code text and by file name; a miss says so; clearing brings everything back.
  await addSnippet(listId, 'Shell one-liner', 'shell', 'du -sh * | sort -h')
  await page.reload()
  await until(
    () => rowTitles(page),
    (t) => t.length === 2,
    'two snippets listed',
  )
  const search = page.getByLabel('Search snippets')
  await search.fill('MATH.PI')
  await until(
    () => rowTitles(page),
    (t) => t.join() === 'Greeting and area',
    'code search',
  )
  await search.fill('geometry.py')
  await until(
    () => rowTitles(page),
    (t) => t.join() === 'Greeting and area',
    'file name search',
  )
  await search.fill('sort -h')
  await until(
    () => rowTitles(page),
    (t) => t.join() === 'Shell one-liner',
    'second code search',
  )
  await search.fill('nothing like this')
  await page.getByText('No snippets match "nothing like this".').waitFor()
  await search.fill('')
  await until(
    () => rowTitles(page),
    (t) => t.length === 2,
    'all again',
  )
  // Spec 2: the language filter is by language value; 'All languages' brings every snippet back.
  const language = page.getByLabel('Filter by language')
  await language.selectOption('shell')
  await until(
    () => rowTitles(page),
    (t) => t.join() === 'Shell one-liner',
    'language filter',
  )
  await language.selectOption('')
  await until(
    () => rowTitles(page),
    (t) => t.length === 2,
    'all languages again',
  )

  // Delete a code item: Delete stays disabled until 'delete' is typed (any case).
  await rows(page).filter({ hasText: 'Greeting and area' }).click()
  await card(page, 'geometry.py').getByRole('button', { name: 'Delete code snippet' }).click()
  const del = page.getByRole('dialog', { name: 'Delete code snippet' })
  const confirm = del.getByRole('button', { name: 'Delete' })
  expect(await confirm.isDisabled()).toBe(true)
  await del.getByLabel('Type delete to confirm').fill('delet')
  expect(await confirm.isDisabled()).toBe(true)
  await del.getByLabel('Type delete to confirm').fill('DeLeTe')
  expect(await confirm.isEnabled()).toBe(true)
  await shot(page, 'snippet-delete-code-modal')
  await confirm.click()
  await toast(page, 'Code snippet deleted successfully.').waitFor()
  await until(
    () => cards(page).locator('h3').allTextContents(),
    (t) => t.join() === 'snippet.ts',
    'code item gone',
  )

  // Delete the snippet: removed and the selection cleared.
  await page.getByRole('button', { name: 'Delete snippet' }).click()
  await page.getByRole('dialog', { name: 'Delete snippet' }).getByRole('button', { name: 'Delete' }).click()
  await toast(page, 'Snippet deleted.').waitFor()
  await until(
    () => rowTitles(page),
    (t) => t.join() === 'Shell one-liner',
    'snippet gone',
  )
  await page.getByRole('heading', { name: 'Select a snippet' }).waitFor()
  expect((await e2e.api('GET', `/snippet/${listId}/items/1`)).snippets.length).toBe(1)
})

test('Load More appends the next page; Display Text has no copy or download; a light theme', async () => {
  await e2e.api('POST', '/settings/theme', { colorTheme: 'light' })
  const listId = await addList('Many')
  for (let i = 1; i <= 22; i++) await addSnippet(listId, `Snippet ${String(i).padStart(2, '0')}`, i === 22 ? 'disptext' : 'python', `print(${i})`)
  const page = await open()
  await page.goto(`/s/${listId}`)
  await until(
    () => rows(page).count(),
    (n) => n === 20,
    'first page',
  )
  expect((await rowTitles(page))[0]).toBe('Snippet 22')
  await page.getByRole('button', { name: 'Load More' }).click()
  await until(
    () => rows(page).count(),
    (n) => n === 22,
    'second page appended',
  )
  expect(await page.getByRole('button', { name: 'Load More' }).count()).toBe(0)
  expect((await rowTitles(page)).at(-1)).toBe('Snippet 01')

  await rows(page).filter({ hasText: 'Snippet 22' }).click()
  const plain = card(page, 'snippet.txt')
  await plain.waitFor()
  await plain.getByText('Display Text').waitFor()
  expect(await plain.getByRole('button', { name: 'Copy' }).count()).toBe(0)
  expect(await plain.getByRole('button', { name: 'Download' }).count()).toBe(0)
  expect(await plain.locator('.hljs').count()).toBe(0)

  await rows(page).filter({ hasText: 'Snippet 21' }).click()
  await until(
    () => card(page, 'snippet.py').locator('.hljs-built_in').count(),
    (n) => n > 0,
    'python highlighted',
  )
  await shot(page, 'snippets-viewer-light')
})

describe('375 px', () => {
  test('one panel at a time: choosing a snippet shows its detail, the back arrow returns to the list', async () => {
    const listId = await addList('Phone')
    await addSnippet(listId, 'Docker cleanup', 'shell', 'docker system prune -af --volumes\n')
    await addSnippet(listId, 'Fetch JSON', 'javascript', "const res = await fetch('/api')\nconst data = await res.json()\n")
    const page = await open(375, 812)
    await page.goto(`/s/${listId}`)
    const list = page.getByRole('region', { name: 'Snippets' })
    await until(
      () => rows(page).count(),
      (n) => n === 2,
      'listed',
    )
    expect(await onScreen(list)).toBe(true)
    expect(await page.getByRole('heading', { name: 'Select a snippet' }).isVisible()).toBe(false)
    await shot(page, 'mobile-snippets-list')

    await rows(page).filter({ hasText: 'Fetch JSON' }).click()
    const jsCard = card(page, 'snippet.js')
    await until(
      () => jsCard.locator('.hljs-keyword').count(),
      (n) => n > 0,
      'javascript highlighted',
    )
    expect(await list.isVisible()).toBe(false)
    const back = page.getByRole('button', { name: 'Back to snippets' })
    expect(await onScreen(back)).toBe(true)
    // The page itself does not scroll sideways: long lines scroll inside the card.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await shot(page, 'mobile-snippets-detail')

    await page.getByRole('button', { name: 'Add Code' }).first().click()
    const add = page.getByRole('dialog', { name: 'Add code snippet' })
    expect(await add.getByLabel('File Name').inputValue()).toBe('snippet.js')
    await shot(page, 'mobile-snippet-code-modal')
    await add.getByRole('button', { name: 'Cancel' }).click()

    await back.click()
    await until(
      () => list.isVisible(),
      (v) => v,
      'list back',
    )
    expect(await jsCard.count()).toBe(0)
  })

  test('the back arrow is not shown when both panels fit', async () => {
    const listId = await addList('Wide')
    await addSnippet(listId, 'One', 'python', 'x = 1')
    const page = await open(1024, 768)
    await page.goto(`/s/${listId}`)
    await rows(page).first().click()
    await card(page, 'snippet.py').waitFor()
    expect(await page.getByRole('region', { name: 'Snippets' }).isVisible()).toBe(true)
    expect(await page.getByRole('button', { name: 'Back to snippets' }).isVisible()).toBe(false)
  })
})

test('/snippet lists the snippet lists and opens one; an unknown list says so', async () => {
  const listId = await addList('Everything')
  const page = await open()
  await page.goto('/snippet')
  await page.getByRole('link', { name: 'Everything' }).click()
  await atPath(page, `/s/${listId}`)
  await page.getByRole('heading', { name: 'Everything', level: 1 }).waitFor()
  await page.goto('/s/999999')
  await page.getByRole('heading', { name: 'Snippet list not found' }).waitFor()
  // A malformed id is no list at all: the not-found screen, not a failed load.
  await page.goto('/s/abc')
  await atPath(page, '/notfound')
  expect(await page.locator('[data-sonner-toast]').count()).toBe(0)
})
