// Bundles web/ into build/web (hashed, minified, split by route, precompressed) and writes
// build/web-manifest.ts, which imports every file so `bun build --compile` embeds them.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { LATER_STYLES_META } from '../web/lib/later-styles'
import { BUILD_META } from '../web/lib/build-meta'

const root = join(import.meta.dir, '..')
const out = join(root, 'build/web')
rmSync(join(root, 'build'), { recursive: true, force: true })
mkdirSync(out, { recursive: true })

const result = await Bun.build({
  // screens.tsx is also reached by import() from main; as an entry point it keeps a name index.html can preload.
  entrypoints: [join(root, 'web/main.tsx'), join(root, 'web/app/screens.tsx')],
  outdir: join(out, 'assets'),
  target: 'browser',
  format: 'esm',
  splitting: true,
  minify: true,
  metafile: true,
  naming: { entry: '[name]-[hash].[ext]', chunk: 'chunk-[hash].[ext]', asset: '[name]-[hash].[ext]' },
  define: { 'process.env.NODE_ENV': '"production"' },
})
if (!result.success) {
  for (const log of result.logs) console.error(log)
  process.exit(1)
}
const styles = await splitStyles(result)

const url = (path: string) => `/${relative(out, path).replaceAll('\\', '/')}`
const entryNamed = (name: string) => result.outputs.find((o) => o.kind === 'entry-point' && o.path.endsWith('.js') && o.path.includes(`/${name}-`))!
/** A script and every chunk it imports statically, in load order: what must arrive before it runs. */
function staticGraph(first: string): string[] {
  const seen = new Set<string>()
  const visit = (path: string) => {
    if (seen.has(path)) return
    seen.add(path)
    const code = readFileSync(path, 'utf8')
    for (const m of code.matchAll(/(?:^|[;}\s])(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?"\.\/([^"]+\.js)"/g)) visit(join(out, 'assets', m[1]!))
  }
  visit(first)
  return [...seen].map(url)
}
const [entry, ...entryChunks] = staticGraph(entryNamed('main').path)
const signedIn = staticGraph(entryNamed('screens').path)
const template = readFileSync(join(root, 'web/index.html'), 'utf8')
// The build id: any change to the bundle, the page or the public files is a new one, and so a new service worker.
const buildHash = new Bun.CryptoHasher('sha256').update(template)
for (const file of [...files(join(out, 'assets')), ...files(join(root, 'assets/public'))].sort())
  buildHash.update(file.slice(root.length)).update(readFileSync(file))
const build = buildHash.digest('hex').slice(0, 16)
// Preloads: the entry's chunks for everyone (no waterfall); the signed-in code only when the inline script sees a session.
// The later stylesheet is only named here (a meta tag is not fetched): web/lib/later-styles.ts loads it.
const html = template
  .replace(
    '<!--styles-->',
    [
      `<link rel="stylesheet" href="${url(styles.first)}">`,
      `<meta name="${LATER_STYLES_META}" content="${url(styles.later)}">`,
      `<meta name="${BUILD_META}" content="${build}">`,
      ...entryChunks.map((c) => `<link rel="modulepreload" href="${c}">`),
    ].join(''),
  )
  .replace('<!--script-->', `<script type="module" src="${entry}"></script>`)
  .replace('/*signed-in*/[]', JSON.stringify(signedIn.filter((c) => !entryChunks.includes(c))))
writeFileSync(join(out, 'index.html'), html)

// Only the bundle and index.html's own inline script (by hash) may run; styles may be inline (React, sonner).
const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => `'sha256-${new Bun.CryptoHasher('sha256').update(m[1]!).digest('base64')}'`)
const csp = [
  "default-src 'self'",
  `script-src 'self' ${inline.join(' ')}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https: http:",
  "media-src 'self' blob:",
  "worker-src 'self' blob:",
  "connect-src 'self'",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'self'",
].join('; ')
cpSync(join(root, 'assets/public'), out, { recursive: true })

const TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  ico: 'image/x-icon',
  json: 'application/json',
  woff2: 'font/woff2',
  txt: 'text/plain; charset=utf-8',
}
const COMPRESSIBLE = new Set(['html', 'js', 'css', 'svg', 'json', 'txt'])

writeServiceWorker()

const imports: string[] = []
const entries: string[] = []
const total = { raw: 0, br: 0 }
for (const [i, file] of files(out).entries()) {
  const ext = file.split('.').pop()!
  const body = readFileSync(file)
  const rel = `./${relative(join(root, 'build'), file)}`
  imports.push(`import f${i} from '${rel}' with { type: 'file' }`)
  const immutable = file.includes('/assets/')
  const fields = [`file: f${i}`, `type: ${JSON.stringify(TYPES[ext] ?? 'application/octet-stream')}`, `immutable: ${immutable}`]
  // Fixed names (index.html, favicon, app icons) are revalidated: their content hash answers If-None-Match.
  if (!immutable) fields.push(`etag: ${JSON.stringify(`"${new Bun.CryptoHasher('sha256').update(body).digest('base64url').slice(0, 22)}"`)}`)
  if (file === join(out, 'index.html')) fields.push(`headers: ${JSON.stringify({ 'content-security-policy': csp })}`)
  if (COMPRESSIBLE.has(ext) && body.length > 512) {
    const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
    writeFileSync(`${file}.br`, br)
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }))
    imports.push(`import b${i} from '${rel}.br' with { type: 'file' }`, `import g${i} from '${rel}.gz' with { type: 'file' }`)
    fields.push(`br: b${i}`, `gz: g${i}`)
    total.br += br.length
  } else total.br += body.length
  total.raw += body.length
  entries.push(`  ${JSON.stringify(url(file))}: { ${fields.join(', ')} },`)
}

writeFileSync(
  join(root, 'build/web-manifest.ts'),
  `// Generated by scripts/build-web.ts: do not edit.\n// @ts-nocheck: embedded-file imports have no types\nimport type { WebAssets } from '../src/web'\n${imports.join('\n')}\n\nexport const webAssets: WebAssets = {\n${entries.join('\n')}\n}\n`,
)
console.log(`web bundle: ${entries.length} files, ${(total.raw / 1024).toFixed(1)} KiB raw, ${(total.br / 1024).toFixed(1)} KiB brotli`)

/**
 * The service worker learns its shell: index.html, what the first screens load, both stylesheets and the fixed-name
 * icons; other chunks are kept as they are first fetched. Its build comes in its URL (/sw.js?build=…, from the page's
 * meta tag), so a new build's page registers a new worker at once, whose activation drops the old caches.
 */
function writeServiceWorker() {
  const sw = join(out, 'sw.js')
  const shell = ['/index.html', entry, ...entryChunks, ...signedIn, url(styles.first), url(styles.later), '/favicon.svg', '/icon-192.png', '/icon-512.png']
  const source = readFileSync(sw, 'utf8')
  const built = source.replace("const SHELL = ['/index.html']", `const SHELL = ${JSON.stringify([...new Set(shell)])}`)
  if (built === source) throw new Error('sw.js: SHELL was not found to fill in')
  writeFileSync(sw, built)
}

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? files(join(dir, name)) : [join(dir, name)]))
}

/**
 * Bun gives the entry a stylesheet with the CSS of every screen (84 KB). The first screens (login, the signed-in home
 * and a folder) need only the CSS their modules import statically; the rest goes into a second stylesheet that the
 * other screens' chunks load before they render. Both keep Bun's order, except that the later sheet now comes after
 * base.css, so a screen's own rule beats base.css's at equal specificity. Bun's own stylesheets (the entry's and one per
 * chunk, which no script references) are deleted.
 */
async function splitStyles(build: Awaited<ReturnType<typeof Bun.build>>): Promise<{ first: string; later: string }> {
  const meta = build.metafile!
  const first = new Set<string>()
  const visit = (path: string) => {
    if (first.has(path) || !meta.inputs[path]) return
    first.add(path)
    for (const i of meta.inputs[path].imports) if (i.kind !== 'dynamic-import') visit(i.path)
  }
  for (const entry of ['web/main.tsx', 'web/app/screens.tsx']) visit(entry)
  const entryCss = Object.entries(meta.outputs).find(([path, o]) => path.endsWith('.css') && o.entryPoint === 'web/main.tsx')
  const order = Object.keys(entryCss![1].inputs)
  for (const o of build.outputs) if (o.path.endsWith('.css')) rmSync(o.path)
  const dir = join(root, 'build/styles')
  mkdirSync(dir, { recursive: true })
  const sheet = (name: string, files: string[]) => {
    const path = join(dir, `${name}.css`)
    writeFileSync(path, files.map((f) => `@import ${JSON.stringify(join(root, f))};`).join('\n'))
    return path
  }
  const css = await Bun.build({
    entrypoints: [
      sheet(
        'first',
        order.filter((f) => first.has(f)),
      ),
      sheet(
        'later',
        order.filter((f) => !first.has(f)),
      ),
    ],
    outdir: join(out, 'assets'),
    minify: true,
    naming: '[name]-[hash].[ext]',
  })
  if (!css.success) {
    for (const log of css.logs) console.error(log)
    process.exit(1)
  }
  rmSync(dir, { recursive: true })
  const named = (name: string) => css.outputs.find((o) => o.path.includes(`/${name}-`))!.path
  return { first: named('first'), later: named('later') }
}
