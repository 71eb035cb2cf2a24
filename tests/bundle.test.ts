// Checks the built web bundle (scripts/build-web.ts runs before the tests in `npm test`).
import { expect, test } from 'bun:test'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

const web = join(import.meta.dir, '../build/web')
const built = existsSync(join(web, 'index.html'))

test('the web bundle is built (run `bun scripts/build-web.ts` first)', () => {
  expect(built).toBe(true)
})

test.if(built)('the Content-Security-Policy of index.html allows exactly its inline scripts', async () => {
  const html = readFileSync(join(web, 'index.html'), 'utf8')
  // biome-ignore lint/suspicious/noTsIgnore: the file exists only after a build, so neither state may be an error
  // @ts-ignore generated file
  const { webAssets } = await import('../build/web-manifest')
  const csp: string = webAssets['/index.html']!.headers!['content-security-policy']!
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!)
  expect(inline.length).toBeGreaterThan(0)
  for (const script of inline) expect(csp).toContain(`'sha256-${new Bun.CryptoHasher('sha256').update(script).digest('base64')}'`)
  expect(csp).toContain("object-src 'none'")
  expect(csp).not.toContain("'unsafe-eval'")
})

test.if(built)('first load stays within 10 requests and 200 KB compressed', () => {
  const html = readFileSync(join(web, 'index.html'), 'utf8')
  const files = new Set<string>(['/index.html'])
  const queue = [...html.matchAll(/(?:src|href)="(\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!)
  // Follow static imports of each script: those load before the first paint; dynamic import() chunks do not.
  while (queue.length) {
    const path = queue.shift()!
    if (files.has(path)) continue
    files.add(path)
    if (!path.endsWith('.js')) continue
    const code = readFileSync(join(web, path), 'utf8')
    for (const m of code.matchAll(/(?:^|[;\s}])import\s*(?:[\w*{}\s,$]+from\s*)?["'](\.\/[^"']+)["']/g)) queue.push(`/assets/${m[1]!.slice(2)}`)
  }
  const compressed = [...files].reduce((sum, path) => {
    const file = join(web, path)
    return sum + statSync(existsSync(`${file}.br`) ? `${file}.br` : file).size
  }, 0)
  // + favicon, manifest, and the login screen's two API calls.
  const requests = files.size + 4
  console.log(`first load: ${requests} requests, ${(compressed / 1024).toFixed(1)} KiB brotli`)
  expect(requests).toBeLessThanOrEqual(10)
  expect(compressed).toBeLessThanOrEqual(200 * 1024)
})

test.if(built)("index.html links only the first screens' stylesheet and names the other screens' one", () => {
  const html = readFileSync(join(web, 'index.html'), 'utf8')
  const linked = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((m) => m[1]!)
  const later = html.match(/<meta name="foyer-later-styles" content="([^"]+)">/)?.[1]
  expect(linked).toHaveLength(1)
  expect(later).toBeDefined()
  const first = readFileSync(join(web, linked[0]!), 'utf8')
  const rest = readFileSync(join(web, later!), 'utf8')
  // The shell and the home's cards are first; the backup screen's warning and the theme screen's previews are later.
  for (const rule of ['.shell{', '.listing-card']) expect(first).toContain(rule)
  for (const rule of ['.backup-warning', '.theme-preview']) {
    expect(first).not.toContain(rule)
    expect(rest).toContain(rule)
  }
})

test.if(built)('no browser chunk carries the server framework (the web may only `import type` from schema files)', () => {
  const assets = join(web, 'assets')
  const leaking = readdirSync(assets).filter((name) => name.endsWith('.js') && readFileSync(join(assets, name), 'utf8').includes('ElysiaCustomStatusResponse'))
  expect(leaking).toEqual([])
})

test.if(built)("the command palette's code is fetched on its first opening, not with the first screens", () => {
  const html = readFileSync(join(web, 'index.html'), 'utf8')
  // Every script index.html loads or preloads (the signed-in list included), and what they import statically.
  const queue = [...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!)
  const seen = new Set<string>()
  while (queue.length) {
    const path = queue.shift()!
    if (seen.has(path)) continue
    seen.add(path)
    const code = readFileSync(join(web, path), 'utf8')
    for (const m of code.matchAll(/(?:^|[;\s}])import\s*(?:[\w*{}\s,$]+from\s*)?["'](\.\/[^"']+)["']/g)) queue.push(`/assets/${m[1]!.slice(2)}`)
  }
  expect(seen.size).toBeGreaterThan(2)
  const all = readdirSync(join(web, 'assets')).filter((name) => name.endsWith('.js'))
  const palette = all.filter((name) => readFileSync(join(web, 'assets', name), 'utf8').includes('Command palette'))
  expect(palette).toHaveLength(1)
  expect(seen.has(`/assets/${palette[0]}`)).toBe(false)
})
