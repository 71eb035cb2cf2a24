import { afterEach, beforeEach, expect, test } from 'bun:test'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app'
import { IMAGE_MAX_BYTES, IMAGE_PAGE_SIZE } from './images.service'

const b64 = (s: string) => Uint8Array.from(Buffer.from(s, 'base64'))
/** The smallest real file of each allowed raster type (JPEG: a JFIF header is what detection reads). */
export const SAMPLES = {
  png: { bytes: b64('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='), mime: 'image/png' },
  gif: { bytes: b64('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'), mime: 'image/gif' },
  webp: { bytes: b64('UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA'), mime: 'image/webp' },
  jpg: {
    bytes: Uint8Array.from([
      0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9,
    ]),
    mime: 'image/jpeg',
  },
  svg: {
    bytes: new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="10"/></svg>'),
    mime: 'image/svg+xml',
  },
}

let t: TestApp
let alice: string
beforeEach(async () => {
  t = createTestApp()
  alice = await t.signIn('alice')
})
afterEach(() => t.close())

const form = (bytes: Uint8Array<ArrayBuffer>, name: string, type: string) => {
  const f = new FormData()
  f.set('icon', new File([bytes], name, { type }))
  return f
}
const upload = (token: string, bytes: Uint8Array<ArrayBuffer>, name = 'x.png', type = 'image/png') =>
  t.call('POST', '/api/v1/images/upload', { token, form: form(bytes, name, type) })
const raw = (path: string) => t.app.handle(new Request(`http://localhost${path}`))

const IMAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox"

test('each allowed type uploads, is listed, and is served with its detected type, nosniff, a sandboxing CSP and a year of caching', async () => {
  for (const [ext, sample] of Object.entries(SAMPLES)) {
    // The declared type is a lie on purpose: only the content counts.
    const res = await upload(alice, sample.bytes, `upload.${ext}`, 'application/octet-stream')
    expect(res.status).toBe(200)
    expect(res.body.message).toEqual({ id: expect.any(Number), iconPath: expect.stringMatching(new RegExp(`^/api/v1/images/file/[a-f0-9]{32}\\.${ext}$`)) })
    const served = await raw(res.body.message.iconPath)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe(sample.mime)
    expect(served.headers.get('x-content-type-options')).toBe('nosniff')
    expect(served.headers.get('content-security-policy')).toBe(IMAGE_CSP)
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  }
  const list = await t.call('GET', '/api/v1/images?page=1', { token: alice })
  expect(list.body.message).toHaveLength(5)
  // Newest first.
  expect(list.body.message[0].iconPath).toEndWith('.svg')
})

test("the list is in data, as spec 3 §7 reads it ('data is a list of {id, iconPath}; an empty page means no more'), and in message", async () => {
  const ids: number[] = []
  for (const [ext, sample] of Object.entries(SAMPLES).slice(0, 2)) ids.unshift((await upload(alice, sample.bytes, `a.${ext}`, sample.mime)).body.message.id)
  const page1 = await t.call('GET', '/api/v1/images?page=1', { token: alice })
  expect(page1.body.data.map((image: { id: number; iconPath: string }) => image.id)).toEqual(ids)
  for (const image of page1.body.data) expect(Object.keys(image).sort()).toEqual(['iconPath', 'id'])
  expect(page1.body.message).toEqual(page1.body.data)
  expect((await t.call('GET', '/api/v1/images?page=2', { token: alice })).body).toEqual({ error: false, message: [], data: [] })
})

test('a renamed non-image is refused, whatever its name and declared type say', async () => {
  const res = await upload(alice, new TextEncoder().encode('just some text, not a picture'), 'holiday.png', 'image/png')
  expect(res.status).toBe(400)
  expect(res.body).toEqual({ error: true, message: 'Invalid file selected.' })
  const pdf = await upload(alice, new TextEncoder().encode('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'), 'logo.jpg', 'image/jpeg')
  expect(pdf.status).toBe(400)
  expect((await t.call('GET', '/api/v1/images', { token: alice })).body.message).toEqual([])
})

test('an upload without the icon field is refused', async () => {
  const f = new FormData()
  f.set('other', new File([SAMPLES.png.bytes], 'x.png', { type: 'image/png' }))
  const res = await t.call('POST', '/api/v1/images/upload', { token: alice, form: f })
  expect(res.status).toBe(400)
})

test('the upload takes only a multipart form with one file in icon: JSON and other shapes are a 400, nothing stored', async () => {
  const refused = { error: true, message: 'Send one image as the multipart field icon.' }
  for (const body of ['null', '[]', '{"icon":"x"}', '{"icon":{}}', '"icon"', '']) {
    const res = await t.call('POST', '/api/v1/images/upload', { token: alice, raw: body })
    expect([body, res.status, res.body]).toEqual([body, 400, refused])
  }
  const asText = new FormData()
  asText.set('icon', 'not a file')
  const twice = form(SAMPLES.png.bytes, 'a.png', 'image/png')
  twice.append('icon', new File([SAMPLES.png.bytes], 'b.png', { type: 'image/png' }))
  for (const f of [asText, twice, new FormData()]) expect((await t.call('POST', '/api/v1/images/upload', { token: alice, form: f })).body).toEqual(refused)
  const plain = await t.call('POST', '/api/v1/images/upload', { token: alice, raw: 'icon=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } })
  expect(plain.status).toBe(400)
  expect(t.logs).toEqual([])
  expect((await t.call('GET', '/api/v1/images', { token: alice })).body.message).toEqual([])
})

test('an oversize file is refused with 413, from its declared length or its real size', async () => {
  const big = new Uint8Array(IMAGE_MAX_BYTES + 1)
  big.set(SAMPLES.png.bytes)
  const res = await upload(alice, big)
  expect(res.status).toBe(413)
  expect(res.body.error).toBe(true)
  const declared = await t.app.handle(
    new Request('http://localhost/api/v1/images/upload', {
      method: 'POST',
      headers: { authorization: `Bearer ${alice}`, 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(IMAGE_MAX_BYTES * 2) },
      body: 'x',
    }),
  )
  expect(declared.status).toBe(413)
  expect((await t.call('GET', '/api/v1/images', { token: alice })).body.message).toEqual([])
})

test('an SVG with script is stored sanitized and served under a CSP that forbids script', async () => {
  const evil = `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" onload="alert(1)">
    <script>alert(2)</script><a href="javascript:alert(3)"><path d="M0 0h24v24H0z" onclick="alert(4)"/></a>
    <foreignObject><iframe src="https://evil.example"></iframe></foreignObject><image href="https://evil.example/x.png"/></svg>`
  const res = await upload(alice, new TextEncoder().encode(evil), 'evil.svg', 'image/svg+xml')
  expect(res.status).toBe(200)
  const served = await raw(res.body.message.iconPath)
  const body = await served.text()
  expect(served.headers.get('content-security-policy')).toBe(IMAGE_CSP)
  expect(body).toStartWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">')
  expect(body).toContain('<path d="M0 0h24v24H0z">')
  for (const bad of ['script', 'alert', 'onload', 'onclick', 'javascript', 'iframe', 'foreignObject', 'evil.example', '<image', '<a'])
    expect(body).not.toContain(bad)
})

test("another user's image cannot be deleted (404) and stays; the owner can delete it and its file goes", async () => {
  const bob = await t.signIn('bob')
  const { id, iconPath } = (await upload(alice, SAMPLES.png.bytes)).body.message
  const theft = await t.call('GET', `/api/v1/image/delete/${id}`, { token: bob })
  expect(theft.status).toBe(404)
  expect((await t.call('GET', '/api/v1/images', { token: alice })).body.message).toHaveLength(1)
  expect((await t.call('GET', '/api/v1/images', { token: bob })).body.message).toEqual([])
  const file = join(
    t.dir,
    'uploads',
    String(t.db.query<{ id: number }, []>("SELECT id FROM users WHERE username = 'alice'").get()!.id),
    iconPath.split('/').pop()!,
  )
  expect(existsSync(file)).toBe(true)
  expect((await t.call('GET', `/api/v1/image/delete/${id}`, { token: alice })).status).toBe(200)
  expect(existsSync(file)).toBe(false)
  expect((await raw(iconPath)).status).toBe(404)
  expect((await t.call('GET', `/api/v1/image/delete/${id}`, { token: alice })).status).toBe(404)
})

test('a stored row no upload makes (as a restored backup might hold) is not served, and its name never becomes a path to delete', async () => {
  const { iconPath } = (await upload(alice, SAMPLES.png.bytes)).body.message
  const name = iconPath.split('/').pop()!
  const setMime = t.db.query('UPDATE images SET mime = ? WHERE file_name = ?')
  for (const mime of ['text/html', 'application/xhtml+xml', 'image/svg+xml', 'toString']) {
    setMime.run(mime, name)
    expect([mime, (await raw(iconPath)).status]).toEqual([mime, 404])
  }
  setMime.run('image/png', name)
  expect((await raw(iconPath)).status).toBe(200)

  const aliceId = t.db.query<{ id: number }, []>("SELECT id FROM users WHERE username = 'alice'").get()!.id
  const victim = join(t.dir, 'victim.txt')
  await Bun.write(victim, 'keep me')
  const { id } = t.db
    .query<{ id: number }, [number]>(
      "INSERT INTO images (user_id, file_name, mime, size, created_at) VALUES (?, '../../victim.txt', 'image/png', 1, 0) RETURNING id",
    )
    .get(aliceId)!
  expect((await t.call('GET', `/api/v1/image/delete/${id}`, { token: alice })).status).toBe(200)
  expect(existsSync(victim)).toBe(true)
})

test('the library pages newest first; an empty page means no more', async () => {
  for (let i = 0; i < IMAGE_PAGE_SIZE + 1; i++) await upload(alice, SAMPLES.gif.bytes, 'a.gif', 'image/gif')
  const page = async (n: number) => (await t.call('GET', `/api/v1/images?page=${n}`, { token: alice })).body.message as Array<{ id: number }>
  const [one, two, three] = [await page(1), await page(2), await page(3)]
  expect(one).toHaveLength(IMAGE_PAGE_SIZE)
  expect(two).toHaveLength(1)
  expect(three).toEqual([])
  expect(one[0]!.id).toBeGreaterThan(two[0]!.id)
})

test('uploading and listing need a session; unknown file names are 404, names no upload could have 400', async () => {
  expect((await t.call('POST', '/api/v1/images/upload', { form: form(SAMPLES.png.bytes, 'x.png', 'image/png') })).status).toBe(401)
  expect((await t.call('GET', '/api/v1/images')).status).toBe(401)
  expect((await raw('/api/v1/images/file/0123456789abcdef0123456789abcdef.png')).status).toBe(404)
  for (const name of ['..%2Ffoyer.db', '0123456789abcdef0123456789abcdef.exe', 'x'.repeat(300)])
    expect((await raw(`/api/v1/images/file/${name}`)).status).toBe(400)
})

test('image ids and pages follow the one input policy: malformed is 400', async () => {
  for (const path of ['/api/v1/image/delete/abc', '/api/v1/image/delete/0', '/api/v1/images?page=0', '/api/v1/images?page=x']) {
    const res = await t.call('GET', path, { token: alice })
    expect([path, res.status]).toEqual([path, 400])
  }
})

test("a deleted user's images go with them: rows by the foreign key, the folder on the next library call", async () => {
  const admin = await t.signIn('root', 'secret-pass', true)
  await upload(alice, SAMPLES.png.bytes)
  const aliceId = t.db.query<{ id: number }, []>("SELECT id FROM users WHERE username = 'alice'").get()!.id
  expect((await t.call('GET', `/api/v1/accounts/delete/${aliceId}`, { token: admin })).status).toBe(200)
  expect(t.db.query('SELECT count(*) AS n FROM images').get()).toEqual({ n: 0 })
  await t.call('GET', '/api/v1/images', { token: admin })
  expect(existsSync(join(t.dir, 'uploads', String(aliceId)))).toBe(false)
})
