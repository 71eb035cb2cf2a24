import { afterAll, expect, test } from 'bun:test'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { Elysia } from 'elysia'
import { envelope } from './core/envelope'
import { webManifest, webRoutes, type WebAssets } from './web'
import { createTestApp } from '../tests/helpers/test-app'

const dir = mkdtempSync(join(tmpdir(), 'foyer-web-'))
const file = (name: string, body: string | Uint8Array) => {
  writeFileSync(join(dir, name), body)
  return join(dir, name)
}
const html = '<!doctype html><div id="root"></div>'.padEnd(800, ' ')
const js = 'console.log("app")'.padEnd(800, ' ')
const assets: WebAssets = {
  '/index.html': {
    file: file('index.html', html),
    br: file('index.html.br', brotliCompressSync(html)),
    gz: file('index.html.gz', gzipSync(html)),
    type: 'text/html; charset=utf-8',
    immutable: false,
    headers: { 'content-security-policy': "default-src 'self'" },
  },
  '/assets/main-abc.js': {
    file: file('main.js', js),
    br: file('main.js.br', brotliCompressSync(js)),
    gz: file('main.js.gz', gzipSync(js)),
    type: 'text/javascript; charset=utf-8',
    immutable: true,
  },
  '/favicon.svg': { file: file('favicon.svg', '<svg/>'), type: 'image/svg+xml', immutable: false, etag: '"f1"' },
}
assets['/index.html']!.etag = '"i1"'
const app = new Elysia().use(envelope({ jsonBodyLimit: 1024 })).use(webRoutes(assets))
const get = (path: string, encoding = '', extra: Record<string, string> = {}) =>
  app.handle(new Request(`http://localhost${path}`, { headers: { 'accept-encoding': encoding, ...extra } }))

test('fixed-name files carry their content validator, are kept 5 minutes, and a matching If-None-Match gets a bodiless 304', async () => {
  const first = await get('/favicon.svg')
  expect(first.status).toBe(200)
  // Not kept for a day: its URL never changes with its content (it is the stored default site logo).
  expect(first.headers.get('cache-control')).toBe('public, max-age=300')
  expect(first.headers.get('etag')).toBe('W/"f1"')
  expect(await first.text()).toBe('<svg/>')
  for (const tag of ['W/"f1"', '"f1"', '"other", W/"f1"', '*']) {
    const again = await get('/favicon.svg', '', { 'if-none-match': tag })
    expect(again.status).toBe(304)
    expect(again.headers.get('etag')).toBe('W/"f1"')
    expect(await again.text()).toBe('')
  }
  expect((await get('/favicon.svg', '', { 'if-none-match': 'W/"stale"' })).status).toBe(200)
  // The page itself is revalidated on every load, and a deep link revalidates against the same page.
  const page = await get('/c/42', '', { 'if-none-match': 'W/"i1"' })
  expect(page.status).toBe(304)
  expect(page.headers.get('cache-control')).toBe('no-cache')
})

test('hashed assets are served precompressed by preference and cached for a year', async () => {
  const br = await get('/assets/main-abc.js', 'gzip, deflate, br')
  expect(br.headers.get('content-encoding')).toBe('br')
  expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  expect(br.headers.get('vary')).toBe('accept-encoding')
  expect(Buffer.from(await br.arrayBuffer()).equals(brotliCompressSync(js))).toBe(true)
  const gz = await get('/assets/main-abc.js', 'gzip')
  expect(gz.headers.get('content-encoding')).toBe('gzip')
  const plain = await get('/assets/main-abc.js')
  expect(plain.headers.get('content-encoding')).toBeNull()
  expect(await plain.text()).toBe(js)
})

test('every client route (deep links) gets index.html, never cached', async () => {
  for (const path of ['/', '/c/42', '/manage/theme', '/listing/3/save/link/9']) {
    const res = await get(path)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(res.headers.get('cache-control')).toBe('no-cache')
    expect(res.headers.get('content-security-policy')).toBe("default-src 'self'")
    expect(await res.text()).toBe(html)
  }
})

test('a missing hashed asset or named file is a plain 404 and an unknown API path a JSON 404', async () => {
  for (const path of ['/assets/gone-123.js', '/icon-1024.png', '/apple-touch-icon.png', '/sitemap.xml', '/c/favicon.ICO']) {
    const res = await get(path)
    expect(res.status, path).toBe(404)
    expect(res.headers.get('content-type'), path).toBe('text/plain; charset=utf-8')
    expect(await res.text(), path).toBe('Not found')
  }
  const api = await get('/api/v1/nothing-here')
  expect(api.status).toBe(404)
  expect(await api.json()).toEqual({ error: true, message: 'Route not found.' })
})

test('the web-app manifest takes site name, accent colour and a same-origin logo only', () => {
  const plain = webManifest({})
  expect(plain).toMatchObject({ name: 'Foyer', display: 'standalone', theme_color: '#2563eb', start_url: '/' })
  // Foyer's own PNGs (tests/e2e/browser-facing.e2e.ts reads each one's size from the real binary).
  expect(plain.icons).toEqual([
    { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ])
  // The default site logo is Foyer's: the same PNGs, not the SVG under a size it does not have.
  expect(webManifest({ icon: '/favicon.svg' }).icons).toEqual(plain.icons)
  const custom = webManifest({ name: 'Home Lab', color: '#ff0000', icon: '/api/v1/uploads/logo.png' })
  expect(custom).toMatchObject({ name: 'Home Lab', short_name: 'Home Lab', theme_color: '#ff0000' })
  expect(custom.icons).toEqual([{ src: '/api/v1/uploads/logo.png', sizes: 'any', purpose: 'any' }, ...plain.icons])
  const hostile = webManifest({ color: 'red;}', icon: '//evil.example/x.png', name: 'x'.repeat(500) })
  expect(hostile.theme_color).toBe('#2563eb')
  expect(hostile.icons[0]!.src).toBe('/icon-192.png')
  expect(hostile.name).toHaveLength(60)
})

const full = createTestApp()
afterAll(() => full.close())

test('/api-docs is a page and /api-docs/json lists every API route of the app', async () => {
  const page = await full.app.handle(new Request('http://localhost/api-docs'))
  expect(page.headers.get('content-type')).toContain('text/html')
  expect(await page.text()).toContain('/api-docs/json')
  const doc = (await (await full.app.handle(new Request('http://localhost/api-docs/json'))).json()) as { paths: Record<string, Record<string, unknown>> }
  const documented = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`))
  // A prefix's '/' route is documented without its slash (Elysia answers both).
  const routed = full.app.routes.filter((r) => r.path.startsWith('/api/v1/')).map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, '{$1}').replace(/\/$/, '')}`)
  expect(routed.length).toBeGreaterThan(5)
  for (const route of routed) expect(documented).toContain(route)
  // Besides the API, only the websockets a signed-in screen opens (GET with x-foyer-stream 'ws').
  expect(documented.filter((d) => !d.includes('/api/v1/') && !d.startsWith('GET /ws/'))).toEqual([])
})
