import { describe, expect, test } from 'bun:test'
import { useTestApp } from '../../../tests/helpers/test-app'
import { CONTENT_MAX_BYTES } from './pages.schema'
import { sanitizePageHtml } from './pages.sanitize'

const t = useTestApp()

const save = (token: string, body: Record<string, unknown>) => t.call('POST', '/api/v1/page/save', { token, body })
async function create(token: string, pageTitle: string, pageContent = '<p>Hello</p>', publish?: boolean): Promise<number> {
  const res = await save(token, { pageId: null, pageTitle, pageContent, ...(publish === undefined ? {} : { publish }) })
  if (res.status !== 200) throw new Error(JSON.stringify(res.body))
  return res.body.message.id
}
const get = (token: string, path: string) => t.call('GET', `/api/v1/page${path}`, { token })
const stored = (id: number) =>
  t.db.query<{ title: string; content: string; is_published: number }, [number]>('SELECT title, content, is_published FROM pages WHERE id = ?').get(id)
const count = () => t.db.query<{ n: number }, []>('SELECT count(*) AS n FROM pages').get()!.n

describe('save and read', () => {
  test('a new page is published by default; info answers id, pageTitle, pageContent, isPublished', async () => {
    const res = await save(t.alice, { pageTitle: '  Home notes ', pageContent: '<h2>Wi-Fi</h2><p>Guest network</p>' })
    expect(res.status).toBe(200)
    const id = res.body.message.id
    expect(res.body.message).toMatchObject({ id, pageTitle: 'Home notes', pageContent: '<h2>Wi-Fi</h2><p>Guest network</p>', isPublished: true })
    const info = await get(t.alice, `/info/${id}`)
    expect(info.body).toEqual({ error: false, message: { ...res.body.message } })
    expect(typeof info.body.message.createdAt).toBe('string')
  })

  test('publish false makes a draft; editing keeps the flag unless publish is sent', async () => {
    const id = await create(t.alice, 'Draft', '<p>x</p>', false)
    expect((await get(t.alice, `/info/${id}`)).body.message.isPublished).toBe(false)
    const edited = await save(t.alice, { pageId: id, pageTitle: 'Draft 2', pageContent: '<p>y</p>' })
    expect(edited.body.message).toMatchObject({ id, pageTitle: 'Draft 2', pageContent: '<p>y</p>', isPublished: false })
    const published = await save(t.alice, { pageId: String(id), pageTitle: 'Draft 2', pageContent: '<p>y</p>', publish: true })
    expect(published.body.message.isPublished).toBe(true)
    expect(count()).toBe(1)
  })

  test("an empty or blank title is refused with 'Page title must not be empty.' and nothing changes", async () => {
    for (const pageTitle of ['', '   '])
      expect(await save(t.alice, { pageTitle, pageContent: '<p>x</p>' })).toMatchObject({
        status: 400,
        body: { error: true, message: 'Page title must not be empty.' },
      })
    expect(count()).toBe(0)
    const id = await create(t.alice, 'Kept')
    expect((await save(t.alice, { pageId: id, pageTitle: ' ', pageContent: '<p>changed</p>' })).status).toBe(400)
    expect(stored(id)).toMatchObject({ title: 'Kept', content: '<p>Hello</p>' })
  })

  test('a title over 200 characters is refused; content over 512 KB is 413', async () => {
    expect((await save(t.alice, { pageTitle: 'x'.repeat(201) })).body).toEqual({ error: true, message: 'Page title must be at most 200 characters.' })
    const big = `<p>${'a'.repeat(CONTENT_MAX_BYTES)}</p>`
    expect(await save(t.alice, { pageTitle: 'Big', pageContent: big })).toMatchObject({
      status: 413,
      body: { error: true, message: 'Page content is too large (at most 512 KB).' },
    })
    expect(count()).toBe(0)
    expect((await save(t.alice, { pageTitle: 'Just fits', pageContent: 'a'.repeat(CONTENT_MAX_BYTES) })).status).toBe(200)
  })

  test('list answers the own pages, last changed first, without content', async () => {
    const a = await create(t.alice, 'First')
    t.clock.advance(1000)
    const b = await create(t.alice, 'Second', '<p>s</p>', false)
    await create(t.bob, 'Bob’s')
    const list = (await get(t.alice, '/list')).body.message
    expect(list.map((p: { id: number }) => p.id)).toEqual([b, a])
    expect(list[0]).toEqual({ id: b, pageTitle: 'Second', isPublished: false, createdAt: expect.any(String), updatedAt: expect.any(String) })
    t.clock.advance(1000)
    await save(t.alice, { pageId: a, pageTitle: 'First', pageContent: '<p>new</p>' })
    expect((await get(t.alice, '/list')).body.message.map((p: { id: number }) => p.id)).toEqual([a, b])
    expect((await get(t.bob, '/list')).body.message.map((p: { pageTitle: string }) => p.pageTitle)).toEqual(['Bob’s'])
  })

  test('every call needs a session', async () => {
    const id = await create(t.alice, 'Mine')
    for (const path of ['/list', `/info/${id}`, `/info/${id}/active`, `/delete/${id}`, `/action/${id}/unpublish`])
      expect((await t.call('GET', `/api/v1/page${path}`)).status).toBe(401)
    expect((await t.call('POST', '/api/v1/page/save', { body: { pageTitle: 'x' } })).status).toBe(401)
    expect(count()).toBe(1)
  })
})

describe('publish, unpublish and delete', () => {
  test('action publish and unpublish switch the flag and answer the page', async () => {
    const id = await create(t.alice, 'Toggle')
    const off = await get(t.alice, `/action/${id}/unpublish`)
    expect(off.body.message).toMatchObject({ id, pageTitle: 'Toggle', isPublished: false })
    expect(off.body.message.pageContent).toBeUndefined()
    expect(stored(id)!.is_published).toBe(0)
    expect((await get(t.alice, `/action/${id}/publish`)).body.message.isPublished).toBe(true)
    expect(stored(id)!.is_published).toBe(1)
    expect((await get(t.alice, `/action/${id}/archive`)).body).toEqual({ error: true, message: 'The action must be publish or unpublish.' })
    expect(stored(id)!.is_published).toBe(1)
  })

  test("delete removes the page and answers 'Page deleted.'; a second delete is 404", async () => {
    const id = await create(t.alice, 'Gone')
    expect((await get(t.alice, `/delete/${id}`)).body).toEqual({ error: false, message: 'Page deleted.' })
    expect(count()).toBe(0)
    expect((await get(t.alice, `/delete/${id}`)).status).toBe(404)
    expect((await get(t.alice, `/info/${id}`)).status).toBe(404)
  })

  test('deleting the user deletes their pages', async () => {
    await create(t.alice, 'Mine')
    t.db.query("DELETE FROM users WHERE username = 'alice'").run()
    expect(count()).toBe(0)
  })
})

describe("another user's pages", () => {
  test('info, save, delete and action on another user’s id are 404 and change nothing', async () => {
    const id = await create(t.alice, 'Private', '<p>secret</p>', false)
    const notFound = { error: true, message: 'Page not found.' }
    expect(await get(t.bob, `/info/${id}`)).toMatchObject({ status: 404, body: notFound })
    expect(await save(t.bob, { pageId: id, pageTitle: 'Taken', pageContent: '<p>mine now</p>' })).toMatchObject({ status: 404, body: notFound })
    expect(await get(t.bob, `/action/${id}/publish`)).toMatchObject({ status: 404, body: notFound })
    expect(await get(t.bob, `/delete/${id}`)).toMatchObject({ status: 404, body: notFound })
    expect(stored(id)).toEqual({ title: 'Private', content: '<p>secret</p>', is_published: 0 })
    expect((await get(t.alice, '/info/999')).body).toEqual(notFound)
  })

  test('a malformed id is a 400 on every call and changes nothing', async () => {
    const id = await create(t.alice, 'Kept')
    const invalid = { error: true, message: 'Invalid id: a whole number from 1.' }
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999999999999'])
      for (const path of [`/info/${bad}`, `/info/${bad}/active`, `/delete/${bad}`, `/action/${bad}/unpublish`])
        expect({ path, ...(await get(t.alice, path)) }).toMatchObject({ path, status: 400, body: invalid })
    for (const pageId of ['abc', 0, -1, 1.5]) expect(await save(t.alice, { pageId, pageTitle: 'x' })).toMatchObject({ status: 400, body: invalid })
    expect(stored(id)).toEqual({ title: 'Kept', content: '<p>Hello</p>', is_published: 1 })
    expect(count()).toBe(1)
  })

  test('/api-docs documents every page answer', async () => {
    const paths = (await t.call('GET', '/api-docs/json')).body.paths
    const message = (path: string, method = 'get') => paths[path][method].responses['200'].content['application/json'].schema.properties.message
    const summary = ['createdAt', 'id', 'isPublished', 'pageTitle', 'updatedAt']
    expect(Object.keys(message('/api/v1/page/list').items.properties).sort()).toEqual(summary)
    for (const [path, method] of [
      ['/api/v1/page/info/{pageId}', 'get'],
      ['/api/v1/page/info/{pageId}/active', 'get'],
      ['/api/v1/page/save', 'post'],
    ] as const)
      expect(Object.keys(message(path, method).properties).sort()).toEqual([...summary, 'pageContent'].sort())
    expect(Object.keys(message('/api/v1/page/action/{pageId}/{action}').properties).sort()).toEqual(summary)
    expect(paths['/api/v1/page/action/{pageId}/{action}'].get.parameters.find((p: { name: string }) => p.name === 'action').schema.enum).toEqual([
      'publish',
      'unpublish',
    ])
  })

  test("active: the owner's published page only; a draft or another user's page is 404", async () => {
    const id = await create(t.alice, 'Mine', '<p>for me</p>')
    expect((await get(t.alice, `/info/${id}/active`)).body.message).toMatchObject({ id, pageTitle: 'Mine', pageContent: '<p>for me</p>', isPublished: true })
    expect(await get(t.bob, `/info/${id}/active`)).toMatchObject({ status: 404, body: { error: true, message: 'Page not found.' } })
    await get(t.alice, `/action/${id}/unpublish`)
    expect(await get(t.alice, `/info/${id}/active`)).toMatchObject({ status: 404, body: { error: true, message: 'Page not found.' } })
    // The editor still opens the draft.
    expect((await get(t.alice, `/info/${id}`)).body.message).toMatchObject({ id, isPublished: false })
    expect((await get(t.alice, '/info/999/active')).status).toBe(404)
  })
})

describe('sanitizing', () => {
  const kept =
    '<h1>T</h1><h3>S</h3><p><strong>b</strong> <em>i</em> <s>s</s> <u>u</u> <code>c</code><br /></p>' +
    '<ul><li><p>one</p></li></ul><ol start="3"><li><p>three</p></li></ol><blockquote><p>q</p></blockquote>' +
    '<pre><code class="language-ts">const a = 1 &lt; 2</code></pre><hr />' +
    '<p><a href="https://example.org/x" target="_blank">web</a> <a href="mailto:me@example.org">mail</a> <a href="/c/3">here</a></p>' +
    '<img src="https://example.org/a.png" alt="A" />'

  test('the formatting the editor writes is kept; links get rel noopener', async () => {
    const id = await create(t.alice, 'Formatted', kept)
    const html = (await get(t.alice, `/info/${id}`)).body.message.pageContent as string
    for (const piece of [
      '<h1>T</h1>',
      '<h3>S</h3>',
      '<strong>b</strong>',
      '<em>i</em>',
      '<s>s</s>',
      '<u>u</u>',
      '<code>c</code>',
      '<br />',
      '<ul><li><p>one</p></li></ul>',
      '<ol start="3">',
      '<blockquote><p>q</p></blockquote>',
      '<pre><code class="language-ts">const a = 1 &lt; 2</code></pre>',
      '<hr />',
      '<img src="https://example.org/a.png" alt="A" />',
    ])
      expect(html).toContain(piece)
    expect(html).toContain('<a href="https://example.org/x" rel="noopener noreferrer nofollow" target="_blank">web</a>')
    expect(html).toContain('<a href="mailto:me@example.org" rel="noopener noreferrer nofollow">mail</a>')
    expect(html).toContain('<a href="/c/3" rel="noopener noreferrer nofollow">here</a>')
  })

  test('script, event handlers, javascript: URLs, iframes, style and other schemes are stripped when saved', async () => {
    const evil =
      '<p onclick="alert(1)" style="color:red">hi<script>alert(2)</script></p>' +
      '<img src="x" onerror="alert(3)"><img src="javascript:alert(4)"><img src="data:image/png;base64,AAAA"><img src="https://ok.example/i.png" onerror="alert(5)" style="width:9999px">' +
      '<a href="javascript:alert(6)">js</a><a href="JaVaScRiPt:alert(7)">js2</a><a href="data:text/html,x">data</a><a href="//evil.example/">rel</a>' +
      '<iframe src="https://evil.example"></iframe><object data="x"></object><embed src="x"><style>body{display:none}</style>' +
      '<svg><script>alert(8)</script></svg><form action="https://evil.example"><input name="q"></form><div class="x">div</div><a href="https://ok.example" target="top">t</a>'
    const res = await save(t.alice, { pageTitle: 'Evil', pageContent: evil })
    const html = res.body.message.pageContent as string
    expect(stored(res.body.message.id)!.content).toBe(html)
    for (const bad of [
      '<script',
      'alert',
      'onclick',
      'onerror',
      'style',
      'javascript',
      'data:',
      '<iframe',
      'evil.example',
      '<object',
      '<embed',
      '<svg',
      '<form',
      '<input',
      '<div',
      'class="x"',
      'target="top"',
    ])
      expect(html.toLowerCase()).not.toContain(bad.toLowerCase())
    expect(html).toContain('<p>hi</p>')
    expect(html).toContain('<img src="https://ok.example/i.png" />')
    expect(html).toContain('<a rel="noopener noreferrer nofollow">js</a>')
    expect(html).toContain('div')
  })

  test('HTML stored before sanitizing (older rows) is sanitized again when shown', async () => {
    const id = await create(t.alice, 'Old')
    t.db
      .query('UPDATE pages SET content = ? WHERE id = ?')
      .run('<p>ok</p><img src="x" onerror="alert(1)"><script>alert(2)</script><iframe src="https://x.example"></iframe>', id)
    for (const path of [`/info/${id}`, `/info/${id}/active`]) expect((await get(t.alice, path)).body.message.pageContent).toBe('<p>ok</p><img src="x" />')
  })

  test('the policy on its own: text content survives, entities stay encoded', async () => {
    expect(await sanitizePageHtml('<p>a &lt;b&gt; &amp; "c"</p>')).toBe('<p>a &lt;b&gt; &amp; "c"</p>')
    expect(await sanitizePageHtml('<img alt="no source">')).toBe('')
    expect(await sanitizePageHtml('<a href="https://x.example" rel="opener">x</a>')).toBe(
      '<a href="https://x.example" rel="noopener noreferrer nofollow">x</a>',
    )
  })
})

describe('the link form', () => {
  test('the link form lists the own pages (id, pageTitle) by title; a page link becomes /p/{id}', async () => {
    const b = await create(t.alice, 'beta')
    const a = await create(t.alice, 'Alpha', '<p>x</p>', false)
    await create(t.bob, 'Bob page')
    expect((await t.call('GET', '/api/v1/listing/link/new', { token: t.alice })).body.message.pages).toEqual([
      { id: a, pageTitle: 'Alpha' },
      { id: b, pageTitle: 'beta' },
    ])
    const icon = { iconUrl: '/icons/link.svg', iconProvider: 'default', iconId: 'link' }
    const link = await t.call('POST', '/api/v1/listing/save/link', {
      token: t.alice,
      body: { linkName: 'Notes', linkIcon: icon, linkURL: '', pageId: b, parentId: null },
    })
    expect(link.body.message).toMatchObject({ listingUrl: `/p/${b}`, localUrl: null })
    // Bob cannot point a link at Alice's page.
    expect(
      (await t.call('POST', '/api/v1/listing/save/link', { token: t.bob, body: { linkName: 'X', linkIcon: icon, linkURL: '', pageId: b, parentId: null } }))
        .status,
    ).toBe(404)
  })
})
