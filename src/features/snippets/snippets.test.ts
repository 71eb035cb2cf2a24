import { describe, expect, test } from 'bun:test'
import { useTestApp } from '../../../tests/helpers/test-app'
import { LANGUAGES } from './snippets.languages'
import { MAX_CODE_BYTES, SNIPPET_PAGE_SIZE } from './snippets.constants'
import { inlineRefs } from '../../../tests/helpers/api-doc'

const ICON = { iconUrl: '/icons/snippet.svg', iconProvider: 'default', iconId: 'snippet' }

const t = useTestApp()

const MINUTE = 60_000

async function ok(method: string, path: string, token: string, body?: unknown) {
  const res = await t.call(method, path, { token, body })
  if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`)
  return res.body.message
}
async function snippetList(token: string, snippetName = 'Code', parentId: number | null = null): Promise<number> {
  return (await ok('POST', '/api/v1/listing/save/snippet', token, { snippetName, snippetIcon: ICON, parentId, showInSidebar: false })).id
}
async function snippet(token: string, listingId: number, snippetTitle: string, language = 'typescript', snippetCode = 'const a = 1') {
  return ok('POST', '/api/v1/snippet/item', token, { listingId, snippetTitle, language, snippetCode })
}
const items = async (token: string, snippetId: number) => (await ok('GET', `/api/v1/snippet/list/${snippetId}`, token)).snippetItems
const page = (token: string, listingId: number, n = 1, term?: string) =>
  ok('GET', `/api/v1/snippet/${listingId}/items/${n}${term === undefined ? '' : `/search/${encodeURIComponent(term)}`}`, token)
const titles = async (token: string, listingId: number, n = 1, term?: string) =>
  (await page(token, listingId, n, term)).snippets.map((s: { snippetTitle: string }) => s.snippetTitle)
const rows = (table: string) => t.db.query<{ n: number }, []>(`SELECT count(*) AS n FROM ${table}`).get()!.n

describe('the language catalogue', () => {
  test('about 300 entries from Linguist, Display Text first, values unique, each with extension, icon and mime type', async () => {
    const list = await ok('GET', '/api/v1/snippet/languages', t.alice)
    expect(list).toEqual(LANGUAGES)
    expect(list.length).toBeGreaterThan(250)
    expect(list.length).toBeLessThan(400)
    expect(list[0]).toEqual({
      languageName: 'Display Text',
      languageValue: 'disptext',
      languageExtension: 'txt',
      languageIcon: 'tabler:file-text',
      mimeType: 'text/plain',
      highlight: null,
    })
    expect(new Set(list.map((l: { languageValue: string }) => l.languageValue)).size).toBe(list.length)
    for (const l of list) {
      expect(l.languageExtension).toMatch(/^[\w.+-]+$/)
      expect(l.languageIcon).toMatch(/^(simple-icons|tabler):[a-z0-9-]+$/)
      expect(l.mimeType).toMatch(/^[a-z]+\/[\w.+-]+$/)
    }
    const byName = new Map(list.map((l: { languageName: string }) => [l.languageName, l]))
    expect(byName.get('TypeScript')).toMatchObject({
      languageValue: 'typescript',
      languageExtension: 'ts',
      highlight: 'typescript',
      languageIcon: 'simple-icons:typescript',
    })
    expect(byName.get('Python')).toMatchObject({ languageValue: 'python', languageExtension: 'py', highlight: 'python' })
    expect(byName.get('C++')).toMatchObject({ languageValue: 'cpp', highlight: 'cpp' })
    expect(byName.get('C#')).toMatchObject({ languageValue: 'csharp', highlight: 'csharp' })
    // Shell is Bash to highlight.js (its 'shell' grammar is for console sessions) and not the oil company's logo.
    expect(byName.get('Shell')).toMatchObject({ highlight: 'bash', languageIcon: 'tabler:code' })
    expect(byName.get('HTML')).toMatchObject({ highlight: 'xml' })
    // Sorted by name after Display Text.
    const names = list.slice(1).map((l: { languageName: string }) => l.languageName)
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' })))
  })

  test('needs a session', async () => {
    expect((await t.call('GET', '/api/v1/snippet/languages')).status).toBe(401)
  })
})

describe('snippets', () => {
  test('creating one stores its first code item as snippet.{ext}; the answer is the snippet', async () => {
    const list = await snippetList(t.alice)
    const created = await snippet(t.alice, list, '  Hello  ', 'python', 'print("hi")\n')
    expect(created).toEqual({
      id: expect.any(Number),
      listingId: list,
      snippetTitle: 'Hello',
      snippetLanguage: 'python',
      createdAt: new Date(t.clock.now()).toISOString(),
      updatedAt: new Date(t.clock.now()).toISOString(),
    })
    expect(await items(t.alice, created.id)).toEqual([
      {
        id: expect.any(Number),
        snippetId: created.id,
        snippetCode: 'print("hi")\n',
        snippetFilename: 'snippet.py',
        snippetLanguage: 'python',
        mimeType: 'text/x-python',
      },
    ])
    expect((await ok('GET', `/api/v1/snippet/list/${created.id}`, t.alice)).snippet).toEqual(created)
  })

  test('editing (snippetId) changes title and language only; code sent along is ignored', async () => {
    const list = await snippetList(t.alice)
    const created = await snippet(t.alice, list, 'Old', 'python', 'x = 1')
    t.clock.advance(MINUTE)
    const edited = await ok('POST', '/api/v1/snippet/item', t.alice, {
      listingId: list,
      snippetId: created.id,
      snippetTitle: 'New',
      language: 'rust',
      snippetCode: 'ignored',
    })
    expect(edited).toMatchObject({
      id: created.id,
      snippetTitle: 'New',
      snippetLanguage: 'rust',
      createdAt: created.createdAt,
      updatedAt: new Date(t.clock.now()).toISOString(),
    })
    expect((await items(t.alice, created.id)).map((i: { snippetCode: string }) => i.snippetCode)).toEqual(['x = 1'])
    // Editing needs no code at all.
    expect(
      (await t.call('POST', '/api/v1/snippet/item', { token: t.alice, body: { snippetId: created.id, snippetTitle: 'Newer', language: 'rust' } })).status,
    ).toBe(200)
    expect(rows('snippets')).toBe(1)
  })

  test("validation: the spec's messages in its order, an unknown language, nothing saved", async () => {
    const list = await snippetList(t.alice)
    const cases: Array<[object, number, string]> = [
      [{ listingId: list, snippetTitle: ' ', language: 'python', snippetCode: 'x' }, 400, 'Snippet title is required'],
      [{ listingId: list, language: 'python', snippetCode: 'x' }, 400, 'Snippet title is required'],
      [{ listingId: list, snippetTitle: 'T', language: '', snippetCode: 'x' }, 400, 'Please select a language'],
      [{ listingId: list, snippetTitle: 'T', snippetCode: 'x' }, 400, 'Please select a language'],
      [{ listingId: list, snippetTitle: 'T', language: 'klingon', snippetCode: 'x' }, 400, 'Unknown language.'],
      [{ listingId: list, snippetTitle: 'T', language: 'python', snippetCode: '  \n ' }, 400, 'Code snippet is required'],
      [{ listingId: list, snippetTitle: 'T', language: 'python' }, 400, 'Code snippet is required'],
      [{ listingId: list, snippetTitle: 'T', language: 'python', snippetCode: 'x'.repeat(MAX_CODE_BYTES + 1) }, 413, 'A code snippet may be at most 256 KiB.'],
      [{ snippetTitle: 'T', language: 'python', snippetCode: 'x' }, 404, 'Snippet list not found.'],
      [{ listingId: list, snippetTitle: 'x'.repeat(201), language: 'python', snippetCode: 'x' }, 400, 'A snippet title may be at most 200 characters.'],
      [{ listingId: list, snippetId: 'x', snippetTitle: 'T', language: 'python' }, 400, 'Invalid id: a whole number from 1.'],
    ]
    for (const [body, status, message] of cases) {
      const res = await t.call('POST', '/api/v1/snippet/item', { token: t.alice, body })
      expect({ body, status: res.status, message: res.body.message }).toEqual({ body, status, message })
    }
    expect(rows('snippets')).toBe(0)
    expect(rows('snippet_items')).toBe(0)
    // Exactly the limit is fine, counted in UTF-8 bytes ('é' is two).
    expect(
      (
        await t.call('POST', '/api/v1/snippet/item', {
          token: t.alice,
          body: { listingId: list, snippetTitle: 'T', language: 'python', snippetCode: 'x'.repeat(MAX_CODE_BYTES) },
        })
      ).status,
    ).toBe(200)
    const twoByte = 'é'.repeat(MAX_CODE_BYTES / 2 + 1)
    expect(
      (await t.call('POST', '/api/v1/snippet/item', { token: t.alice, body: { listingId: list, snippetTitle: 'T', language: 'python', snippetCode: twoByte } }))
        .status,
    ).toBe(413)
  })

  test('only a snippet list holds snippets', async () => {
    const folder = (await ok('POST', '/api/v1/listing/save/folder', t.alice, { folderName: 'F', folderIcon: ICON })).id
    const todo = (await ok('POST', '/api/v1/listing/save/todo', t.alice, { todoName: 'T', todoIcon: ICON })).id
    for (const listingId of [folder, todo, 999999]) {
      const res = await t.call('POST', '/api/v1/snippet/item', { token: t.alice, body: { listingId, snippetTitle: 'T', language: 'python', snippetCode: 'x' } })
      expect(res.status).toBe(404)
      expect((await t.call('GET', `/api/v1/snippet/${listingId}/items/1`, { token: t.alice })).status).toBe(404)
    }
    // A malformed id names nothing at all: invalid input, not a missing list.
    const res = await t.call('POST', '/api/v1/snippet/item', {
      token: t.alice,
      body: { listingId: 'abc', snippetTitle: 'T', language: 'python', snippetCode: 'x' },
    })
    expect(res.body).toEqual({ error: true, message: 'Invalid id: a whole number from 1.' })
    expect((await t.call('GET', '/api/v1/snippet/abc/items/1', { token: t.alice })).body).toEqual({
      error: true,
      message: 'Invalid id: a whole number from 1.',
    })
    expect(rows('snippets')).toBe(0)
  })

  test('deleting a snippet removes its code items', async () => {
    const list = await snippetList(t.alice)
    const keep = await snippet(t.alice, list, 'Keep')
    const gone = await snippet(t.alice, list, 'Gone')
    await ok('POST', `/api/v1/snippet/save/${gone.id}`, t.alice, { snippetCode: 'more', language: 'python' })
    expect(await ok('GET', `/api/v1/snippet/${gone.id}/delete`, t.alice)).toBe('Snippet deleted.')
    expect(await titles(t.alice, list)).toEqual(['Keep'])
    expect(rows('snippet_items')).toBe(1)
    expect((await t.call('GET', `/api/v1/snippet/list/${gone.id}`, { token: t.alice })).status).toBe(404)
    expect((await t.call('GET', `/api/v1/snippet/${gone.id}/delete`, { token: t.alice })).status).toBe(404)
    expect((await items(t.alice, keep.id)).length).toBe(1)
  })

  test('deleting the snippet list (or a folder above it) removes its snippets and code items', async () => {
    const folder = (await ok('POST', '/api/v1/listing/save/folder', t.alice, { folderName: 'F', folderIcon: ICON })).id
    const inFolder = await snippetList(t.alice, 'Nested', folder)
    const top = await snippetList(t.alice, 'Top')
    await snippet(t.alice, inFolder, 'A')
    await snippet(t.alice, top, 'B')
    await ok('GET', `/api/v1/listing/delete/${top}`, t.alice)
    expect(rows('snippets')).toBe(1)
    expect(rows('snippet_items')).toBe(1)
    await ok('GET', `/api/v1/listing/delete/${folder}`, t.alice)
    expect(rows('snippets')).toBe(0)
    expect(rows('snippet_items')).toBe(0)
  })
})

describe('code items', () => {
  test('add, edit and delete; the default file name follows the language; the snippet is touched', async () => {
    const list = await snippetList(t.alice)
    const s = await snippet(t.alice, list, 'Pair', 'typescript', 'let a')
    t.clock.advance(MINUTE)
    const added = await ok('POST', `/api/v1/snippet/save/${s.id}`, t.alice, { snippetCode: 'print(1)', snippetFilename: '', language: 'python' })
    expect(added).toEqual({
      id: expect.any(Number),
      snippetId: s.id,
      snippetCode: 'print(1)',
      snippetFilename: 'snippet.py',
      snippetLanguage: 'python',
      mimeType: 'text/x-python',
    })
    const named = await ok('POST', `/api/v1/snippet/save/${s.id}`, t.alice, {
      snippetCode: '# Notes',
      snippetFilename: '  README.md ',
      language: 'markdown',
      codeId: null,
    })
    expect(named.snippetFilename).toBe('README.md')
    const edited = await ok('POST', `/api/v1/snippet/save/${s.id}`, t.alice, {
      codeId: added.id,
      snippetCode: 'fn main() {}',
      snippetFilename: null,
      language: 'rust',
    })
    expect(edited).toEqual({ ...added, snippetCode: 'fn main() {}', snippetFilename: 'snippet.rs', snippetLanguage: 'rust', mimeType: 'text/x-rustsrc' })
    expect((await items(t.alice, s.id)).map((i: { snippetFilename: string }) => i.snippetFilename)).toEqual(['snippet.ts', 'snippet.rs', 'README.md'])
    expect((await ok('GET', `/api/v1/snippet/list/${s.id}`, t.alice)).snippet.updatedAt).toBe(new Date(t.clock.now()).toISOString())

    expect(await ok('GET', `/api/v1/snippet/${s.id}/delete/${named.id}`, t.alice)).toBe('Code snippet deleted successfully.')
    expect((await items(t.alice, s.id)).map((i: { id: number }) => i.id)).toEqual([expect.any(Number), added.id])
    expect((await t.call('GET', `/api/v1/snippet/${s.id}/delete/${named.id}`, { token: t.alice })).status).toBe(404)
  })

  test('Display Text is plain text saved as snippet.txt', async () => {
    const list = await snippetList(t.alice)
    const s = await snippet(t.alice, list, 'Notes', 'disptext', 'just words')
    expect(await items(t.alice, s.id)).toMatchObject([{ snippetFilename: 'snippet.txt', snippetLanguage: 'disptext', mimeType: 'text/plain' }])
  })

  test("validation: the spec's messages, the size limit, a code item of another snippet; nothing changed", async () => {
    const list = await snippetList(t.alice)
    const s = await snippet(t.alice, list, 'One', 'python', 'a')
    const other = await snippet(t.alice, list, 'Two', 'python', 'b')
    const [otherItem] = await items(t.alice, other.id)
    const cases: Array<[object, number, string]> = [
      [{ snippetCode: ' ', language: 'python' }, 400, 'Code snippet content is required'],
      [{ language: 'python' }, 400, 'Code snippet content is required'],
      [{ snippetCode: 'x', language: '' }, 400, 'Please select a language'],
      [{ snippetCode: 'x', language: 'klingon' }, 400, 'Unknown language.'],
      [{ snippetCode: 'x'.repeat(MAX_CODE_BYTES + 1), language: 'python' }, 413, 'A code snippet may be at most 256 KiB.'],
      [{ snippetCode: 'x', language: 'python', codeId: otherItem.id }, 404, 'Code snippet not found.'],
      [{ snippetCode: 'x', language: 'python', codeId: 'nope' }, 400, 'Invalid id: a whole number from 1.'],
      [{ snippetCode: 'x', language: 'python', codeId: 0 }, 400, 'Invalid id: a whole number from 1.'],
      [{ snippetCode: 'x', language: 'python', snippetFilename: 'x'.repeat(256) }, 400, 'A file name may be at most 255 characters.'],
      [{ snippetCode: 'x', language: 'x'.repeat(101) }, 400, 'At most 100 characters.'],
    ]
    for (const [body, status, message] of cases) {
      const res = await t.call('POST', `/api/v1/snippet/save/${s.id}`, { token: t.alice, body })
      expect({ body, status: res.status, message: res.body.message }).toEqual({ body, status, message })
    }
    expect((await t.call('POST', '/api/v1/snippet/save/424242', { token: t.alice, body: { snippetCode: 'x', language: 'python' } })).status).toBe(404)
    expect((await t.call('GET', `/api/v1/snippet/${s.id}/delete/${otherItem.id}`, { token: t.alice })).status).toBe(404)
    expect(rows('snippet_items')).toBe(2)
    expect((await items(t.alice, other.id))[0]).toEqual(otherItem)
  })
})

describe('the snippet list page', () => {
  test(`newest first, ${SNIPPET_PAGE_SIZE} a page, with the breadcrumb down to the list and the list itself`, async () => {
    const folder = (await ok('POST', '/api/v1/listing/save/folder', t.alice, { folderName: 'Work', folderIcon: ICON })).id
    const list = await snippetList(t.alice, 'Scripts', folder)
    const count = SNIPPET_PAGE_SIZE + 3
    for (let i = 1; i <= count; i++) {
      await snippet(t.alice, list, `S${i}`)
      t.clock.advance(MINUTE)
    }
    const first = await page(t.alice, list)
    expect(first.currentPage).toBe(1)
    expect(first.totalPages).toBe(2)
    expect(first.snippets.length).toBe(SNIPPET_PAGE_SIZE)
    expect(first.snippets[0].snippetTitle).toBe(`S${count}`)
    expect(first.breadcrumb).toEqual([
      { id: folder, listingName: 'Work' },
      { id: list, listingName: 'Scripts' },
    ])
    // The whole listing card, not just the fields the schema names.
    expect(first.snippet).toMatchObject({ id: list, listingName: 'Scripts', listingType: 'snippet', parentId: folder, inSidebar: false, listingIcon: ICON })
    expect(await titles(t.alice, list, 2)).toEqual(['S3', 'S2', 'S1'])
    expect(await titles(t.alice, list, 3)).toEqual([])
    for (const bad of ['0', '-1', 'x', '1.5', '100001'])
      for (const path of [`${list}/items/${bad}`, `${list}/items/${bad}/search/S1`])
        expect((await t.call('GET', `/api/v1/snippet/${path}`, { token: t.alice })).body).toEqual({
          error: true,
          message: 'Page must be a whole number from 1.',
        })
  })

  test('an empty list has no pages and snippets of other lists stay out', async () => {
    const list = await snippetList(t.alice, 'Empty')
    const other = await snippetList(t.alice, 'Other')
    await snippet(t.alice, other, 'Elsewhere')
    expect(await page(t.alice, list)).toMatchObject({ currentPage: 1, totalPages: 0, snippets: [], breadcrumb: [{ id: list, listingName: 'Empty' }] })
  })

  test('search matches file names and code, ignoring ASCII case; wildcards are literal', async () => {
    const list = await snippetList(t.alice)
    const deploy = await snippet(t.alice, list, 'Deploy', 'shell', 'rsync -a build/ host:/srv')
    await ok('POST', `/api/v1/snippet/save/${deploy.id}`, t.alice, { snippetCode: 'x', snippetFilename: 'Makefile', language: 'makefile' })
    t.clock.advance(MINUTE)
    await snippet(t.alice, list, 'Percent', 'python', 'print("100% done")')
    t.clock.advance(MINUTE)
    await snippet(t.alice, list, 'Under', 'python', 'snake_case = True')
    t.clock.advance(MINUTE)
    await snippet(t.alice, list, 'Title only match', 'python', 'nothing here')

    expect(await titles(t.alice, list, 1, 'RSYNC')).toEqual(['Deploy'])
    expect(await titles(t.alice, list, 1, 'makefile')).toEqual(['Deploy'])
    // The term travels as one encoded path segment: slashes and spaces included.
    expect(await titles(t.alice, list, 1, 'build/ host:/')).toEqual(['Deploy'])
    expect(await titles(t.alice, list, 1, 'snippet.py')).toEqual(['Title only match', 'Under', 'Percent'])
    expect(await titles(t.alice, list, 1, '%')).toEqual(['Percent'])
    expect(await titles(t.alice, list, 1, '_')).toEqual(['Under'])
    expect(await titles(t.alice, list, 1, '\\')).toEqual([])
    expect(await titles(t.alice, list, 1, 'Title only')).toEqual([])
    expect(await titles(t.alice, list, 1, 'no such text')).toEqual([])
    const searched = await page(t.alice, list, 1, 'snippet.py')
    expect(searched.totalPages).toBe(1)
    expect(await titles(t.alice, list, 2, 'snippet.py')).toEqual([])
  })

  test('?language= keeps one language', async () => {
    const list = await snippetList(t.alice)
    await snippet(t.alice, list, 'Py', 'python')
    await snippet(t.alice, list, 'Ts', 'typescript')
    const res = await ok('GET', `/api/v1/snippet/${list}/items/1?language=python`, t.alice)
    expect(res.snippets.map((s: { snippetTitle: string }) => s.snippetTitle)).toEqual(['Py'])
  })
})

describe("another user's ids", () => {
  test('are answered 404 by every call and change nothing', async () => {
    const list = await snippetList(t.alice)
    const s = await snippet(t.alice, list, 'Private', 'python', 'secret = 1')
    const [item] = await items(t.alice, s.id)
    const calls: Array<[string, string, unknown?]> = [
      ['GET', `/api/v1/snippet/${list}/items/1`],
      ['GET', `/api/v1/snippet/${list}/items/1/search/secret`],
      ['GET', `/api/v1/snippet/list/${s.id}`],
      ['POST', '/api/v1/snippet/item', { listingId: list, snippetTitle: 'Mine now', language: 'python', snippetCode: 'x' }],
      ['POST', '/api/v1/snippet/item', { snippetId: s.id, snippetTitle: 'Mine now', language: 'python' }],
      ['POST', `/api/v1/snippet/save/${s.id}`, { snippetCode: 'x', language: 'python' }],
      ['POST', `/api/v1/snippet/save/${s.id}`, { codeId: item.id, snippetCode: 'x', language: 'python' }],
      ['GET', `/api/v1/snippet/${s.id}/delete/${item.id}`],
      ['GET', `/api/v1/snippet/${s.id}/delete`],
    ]
    for (const [method, path, body] of calls) {
      const res = await t.call(method, path, { token: t.bob, body })
      expect({ path, status: res.status }).toEqual({ path, status: 404 })
    }
    expect((await ok('GET', `/api/v1/snippet/list/${s.id}`, t.alice)).snippet).toEqual(s)
    expect(await items(t.alice, s.id)).toEqual([item])
    expect(rows('snippets')).toBe(1)
  })

  test("an edit may not move a snippet into another list's id", async () => {
    const list = await snippetList(t.alice)
    const otherList = await snippetList(t.alice, 'Other')
    const s = await snippet(t.alice, list, 'Stay')
    const res = await t.call('POST', '/api/v1/snippet/item', {
      token: t.alice,
      body: { listingId: otherList, snippetId: s.id, snippetTitle: 'Moved', language: 'python' },
    })
    expect(res.status).toBe(404)
    expect(await titles(t.alice, list)).toEqual(['Stay'])
  })

  test('every call needs a session', async () => {
    for (const [method, path] of [
      ['GET', '/api/v1/snippet/1/items/1'],
      ['GET', '/api/v1/snippet/list/1'],
      ['POST', '/api/v1/snippet/item'],
      ['POST', '/api/v1/snippet/save/1'],
      ['GET', '/api/v1/snippet/1/delete'],
      ['GET', '/api/v1/snippet/1/delete/1'],
    ] as const) {
      expect((await t.call(method, path, { body: method === 'POST' ? {} : undefined })).status).toBe(401)
    }
  })
})

describe('malformed input', () => {
  test('a malformed id in any path is a 400 with the id message; nothing changes', async () => {
    const list = await snippetList(t.alice)
    const s = await snippet(t.alice, list, 'Kept', 'python', 'x = 1')
    const [item] = await items(t.alice, s.id)
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/api/v1/snippet/x/items/1'],
      ['GET', '/api/v1/snippet/0/items/1/search/x'],
      ['GET', '/api/v1/snippet/list/1.5'],
      ['POST', '/api/v1/snippet/save/-2', { snippetCode: 'x', language: 'python' }],
      ['GET', `/api/v1/snippet/${s.id}/delete/x`],
      ['GET', `/api/v1/snippet/x/delete/${item.id}`],
      ['GET', '/api/v1/snippet/abc/delete'],
    ]
    for (const [method, path, body] of calls) {
      const res = await t.call(method, path, { token: t.alice, body })
      expect({ path, status: res.status, body: res.body }).toEqual({ path, status: 400, body: { error: true, message: 'Invalid id: a whole number from 1.' } })
    }
    expect(await items(t.alice, s.id)).toEqual([item])
  })

  test('an over-long search term or language filter is a 400', async () => {
    const list = await snippetList(t.alice)
    expect((await t.call('GET', `/api/v1/snippet/${list}/items/1/search/${'a'.repeat(201)}`, { token: t.alice })).body).toEqual({
      error: true,
      message: 'At most 200 characters.',
    })
    expect((await t.call('GET', `/api/v1/snippet/${list}/items/1?language=${'a'.repeat(101)}`, { token: t.alice })).body).toEqual({
      error: true,
      message: 'At most 100 characters.',
    })
  })

  test('/api-docs documents every snippet answer', async () => {
    const paths = inlineRefs((await t.call('GET', '/api-docs/json')).body).paths
    const message = (path: string, method = 'get') => paths[path][method].responses['200'].content['application/json'].schema.properties.message
    expect(Object.keys(message('/api/v1/snippet/{id}/items/{page}').properties).sort()).toEqual([
      'breadcrumb',
      'currentPage',
      'snippet',
      'snippets',
      'totalPages',
    ])
    expect(Object.keys(message('/api/v1/snippet/list/{id}').properties).sort()).toEqual(['snippet', 'snippetItems'])
    expect(Object.keys(message('/api/v1/snippet/item', 'post').properties).sort()).toEqual([
      'createdAt',
      'id',
      'listingId',
      'snippetLanguage',
      'snippetTitle',
      'updatedAt',
    ])
    expect(Object.keys(message('/api/v1/snippet/save/{id}', 'post').properties).sort()).toEqual([
      'id',
      'mimeType',
      'snippetCode',
      'snippetFilename',
      'snippetId',
      'snippetLanguage',
    ])
    expect(message('/api/v1/snippet/languages').items.properties.highlight.type).toEqual(['string', 'null'])
  })
})
