// Foyer benchmark: run through scripts/bench. Every server it starts listens on 127.0.0.1 and is stopped
// before it exits; every DATA_DIR is a fresh temp dir that is removed again. A global deadline bounds the run.
import { spawn, spawnSync, type Subprocess } from 'bun'
import { Database } from 'bun:sqlite'
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { CHROMIUM, launchBrowser } from '../../tests/e2e/support/browser'
import { measureFirstScreen, seedHome, storageAfterVisit, type FirstScreen } from '../../tests/e2e/support/first-screen'

const root = resolve(import.meta.dir, '../..')

const HELP = `usage: scripts/bench [options]
  --bin PATH          binary to measure (default dist/foyer)
  --runs N            start-up runs, fresh DATA_DIR each (default 5)
  --duration S        load test length in seconds (default 10)
  --connections N     concurrent connections for the load test (default 50)
  --threads N         wrk threads (default 1: leaves the other core to the server)
  --cards N           seed N listings (half on the home page, half in one folder) and also measure the folder list
  --browser-cards N   cards on the home for the Chromium first-screen figures, each with its own icon (default 50)
  --idle-wait MS      wait after the first 200 before reading idle RSS (default 2000)
  --port N            first port to use (default 18200; up to 40 above it are used)
  --no-load           skip the load test
  --env KEY=VALUE     extra environment for the server (repeatable), e.g. MIMALLOC_PURGE_DELAY=0
  --keep-cache        do not drop the binary from the page cache first (see dropPageCache)
  --json FILE         also write the figures as JSON
  --health N          also run N links under the server's health checks (every 60 s) for two minutes: CPU and RSS
  --timeout S         hard limit for the whole run (default 240, plus 200 with --health)`

type Opts = {
  bin: string
  runs: number
  duration: number
  connections: number
  threads: number
  cards: number
  idleWait: number
  port: number
  load: boolean
  json?: string
  timeout: number
  keepCache: boolean
  browserCards: number
  env: Record<string, string>
  health: number
}

function parseArgs(argv: string[]): Opts {
  const o: Opts = {
    bin: join(root, 'dist/foyer'),
    runs: 5,
    duration: 10,
    connections: 50,
    threads: 1,
    cards: 0,
    idleWait: 2000,
    port: 18200,
    load: true,
    timeout: 240,
    keepCache: false,
    env: {},
    browserCards: 50,
    health: 0,
  }
  const num = (name: string, v: string | undefined, min = 0) => {
    const n = Number(v)
    if (v === undefined || !Number.isFinite(n) || n < min) fail(`${name} needs a number >= ${min}`)
    return n
  }
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]
    const v = () => argv[++i]
    switch (a) {
      case '--bin':
        o.bin = resolve(v() ?? fail('--bin needs a path'))
        break
      case '--runs':
        o.runs = Math.floor(num(a, v(), 1))
        break
      case '--duration':
        o.duration = num(a, v(), 1)
        break
      case '--connections':
        o.connections = Math.floor(num(a, v(), 1))
        break
      case '--threads':
        o.threads = Math.floor(num(a, v(), 1))
        break
      case '--cards':
        o.cards = Math.floor(num(a, v(), 0))
        break
      case '--browser-cards':
        o.browserCards = Math.floor(num(a, v(), 1))
        break
      case '--idle-wait':
        o.idleWait = num(a, v(), 0)
        break
      case '--port':
        o.port = Math.floor(num(a, v(), 1024))
        break
      case '--no-load':
        o.load = false
        break
      case '--keep-cache':
        o.keepCache = true
        break
      case '--env': {
        const kv = v() ?? ''
        const eq = kv.indexOf('=')
        if (eq < 1) fail('--env needs KEY=VALUE')
        o.env[kv.slice(0, eq)] = kv.slice(eq + 1)
        break
      }
      case '--json':
        o.json = resolve(v() ?? fail('--json needs a path'))
        break
      case '--timeout':
        o.timeout = num(a, v(), 10)
        break
      case '--health':
        o.health = Math.floor(num(a, v(), 1))
        break
      case '-h':
      case '--help':
        console.log(HELP)
        process.exit(0)
        break
      default:
        fail(`unknown option ${a}\n${HELP}`)
    }
  }
  if (o.threads > o.connections) o.threads = o.connections
  return o
}

function fail(message: string): never {
  console.error(`bench: ${message}`)
  cleanup()
  process.exit(1)
}

// ---- process and temp-dir bookkeeping -------------------------------------------------------------

const children = new Set<Subprocess>()
const tempDirs = new Set<string>()

function tempDir(tag: string) {
  const dir = mkdtempSync(join(tmpdir(), `foyer-bench-${tag}-`))
  tempDirs.add(dir)
  return dir
}

function removeDir(dir: string) {
  rmSync(dir, { recursive: true, force: true })
  tempDirs.delete(dir)
}

function cleanup() {
  for (const child of children) {
    try {
      child.kill('SIGKILL')
    } catch {}
  }
  children.clear()
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true })
  tempDirs.clear()
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
  process.on(signal, () => {
    console.error(`bench: ${signal}, cleaning up`)
    cleanup()
    process.exit(130)
  })
process.on('exit', cleanup)

// ---- small helpers ----------------------------------------------------------------------------------

const MiB = 1024 * 1024
const sleep = (ms: number) => Bun.sleep(ms)
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length % 2 ? s[s.length >> 1]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2
}
const fmt = (n: number, digits = 1) => n.toFixed(digits)

let nextPort = 0
let portBase = 18200
function port() {
  const p = portBase + (nextPort++ % 40)
  return p
}

/** VmRSS / RssAnon / RssFile / VmHWM of a pid, in MiB. */
function memory(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? NaN) / 1024
  return { rss: kb('VmRSS'), anon: kb('RssAnon'), file: kb('RssFile'), hwm: kb('VmHWM') }
}

type Server = { proc: Subprocess; port: number; base: string; dataDir: string; startMs: number }

const ADMIN = { username: 'admin', password: 'admin123' }
const md5 = (s: string) => new Bun.CryptoHasher('md5').update(s).digest('hex')

/** Spawns the binary on dataDir and polls /api/v1/home in a tight loop; startMs is measured from spawn. */
let extraEnv: Record<string, string> = {}
async function startServer(bin: string, dataDir: string, deadlineMs = 20_000): Promise<Server> {
  const p = port()
  const base = `http://127.0.0.1:${p}`
  const t0 = performance.now()
  const proc = spawn([bin], {
    // Its own cwd: a compiled Bun binary would otherwise pick up .env / bunfig.toml from ours.
    cwd: dataDir,
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: dataDir,
      DATA_DIR: dataDir,
      PORT: String(p),
      HOST: '127.0.0.1',
      FOYER_ADMIN_USERNAME: ADMIN.username,
      FOYER_ADMIN_PASSWORD: ADMIN.password,
      ...extraEnv,
    },
    stdin: 'ignore',
    stdout: 'ignore',
    // A file, not a pipe: an unread pipe would fill up and stall the server under load.
    stderr: Bun.file(join(dataDir, 'bench-stderr.log')),
  })
  children.add(proc)
  for (;;) {
    try {
      const res = await fetch(`${base}/api/v1/home`)
      await res.arrayBuffer()
      if (res.status === 200) return { proc, port: p, base, dataDir, startMs: performance.now() - t0 }
    } catch {}
    if (proc.exitCode !== null || proc.signalCode !== null) {
      const err = existsSync(join(dataDir, 'bench-stderr.log')) ? readFileSync(join(dataDir, 'bench-stderr.log'), 'utf8') : ''
      fail(`the server exited (${proc.exitCode ?? proc.signalCode}) before answering:\n${err.slice(-2000)}`)
    }
    if (performance.now() - t0 > deadlineMs) fail(`no 200 from ${base}/api/v1/home within ${deadlineMs} ms`)
    // A tight loop: connection refusals come back in well under a millisecond.
    await sleep(0)
  }
}

async function stopServer(s: Server) {
  s.proc.kill('SIGTERM')
  const killer = setTimeout(() => s.proc.kill('SIGKILL'), 3000)
  await s.proc.exited
  clearTimeout(killer)
  children.delete(s.proc)
}

async function login(s: Server): Promise<string> {
  const res = await fetch(`${s.base}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: ADMIN.username, password: md5(ADMIN.password) }),
  })
  const body = (await res.json()) as { error: boolean; message: { token?: string } | string }
  if (body.error || typeof body.message !== 'object' || !body.message.token) fail(`login failed: ${JSON.stringify(body)}`)
  return body.message.token
}

async function dashboard(s: Server, token: string) {
  const res = await fetch(`${s.base}/api/v1/dashboard`, { headers: { authorization: `Bearer ${token}` } })
  const text = await res.text()
  if (res.status !== 200) fail(`/api/v1/dashboard answered ${res.status}: ${text.slice(0, 300)}`)
  return text.length
}

/** Raw GET through node:http, which does not decompress: the byte count is what went over the wire. */
function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((done, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
      res.on('error', reject)
    })
    req.on('error', reject)
    req.setTimeout(5000, () => req.destroy(new Error(`timeout for ${url}`)))
    req.end()
  })
}

// ---- measurements -----------------------------------------------------------------------------------

function binarySize(bin: string) {
  const raw = statSync(bin).size
  const gz = gzipSync(readFileSync(bin), { level: 6 }).length
  return { raw, gz }
}

/**
 * A binary that was just written (by bun build or cp) sits in the page cache in large folios, and
 * the kernel maps whole folios on a fault: its file-backed RSS then reads 3-5 MiB higher than the same
 * binary read from disk, as on a Pi after boot. Flush and drop its cached pages (this file only), then
 * start it once unmeasured so the measured runs see it as a deployed binary.
 */
async function dropPageCache(o: Opts): Promise<string> {
  const sync = spawnSync(['sync', o.bin])
  const dd = spawnSync(['dd', `if=${o.bin}`, 'iflag=nocache', 'count=0', 'status=none'])
  const dir = tempDir('warmup')
  const s = await startServer(o.bin, dir)
  await stopServer(s)
  removeDir(dir)
  return sync.exitCode === 0 && dd.exitCode === 0
    ? 'binary dropped from the page cache, then started once unmeasured'
    : `could not drop the page cache (${dd.stderr.toString().trim()})`
}

type StartRun = { startMs: number; restartMs: number; idle: ReturnType<typeof memory>; idleRestart: ReturnType<typeof memory> }

/** Each run: a fresh DATA_DIR (first start creates the admin: one argon2id hash), then a restart on it. */
async function startups(o: Opts): Promise<StartRun[]> {
  const runs: StartRun[] = []
  for (let i = 0; i < o.runs; i++) {
    const dir = tempDir('start')
    const first = await startServer(o.bin, dir)
    await sleep(o.idleWait)
    const idle = memory(first.proc.pid)
    await stopServer(first)
    const again = await startServer(o.bin, dir)
    await sleep(o.idleWait)
    const idleRestart = memory(again.proc.pid)
    await stopServer(again)
    removeDir(dir)
    runs.push({ startMs: first.startMs, restartMs: again.startMs, idle, idleRestart })
    process.stderr.write(
      `  start run ${i + 1}/${o.runs}: first ${fmt(first.startMs, 0)} ms, restart ${fmt(again.startMs, 0)} ms, idle RSS ${fmt(idle.rss)} / ${fmt(idleRestart.rss)} MiB\n`,
    )
  }
  return runs
}

type WebLoad = {
  requests: number
  wireBytes: number
  rawBytes: number
  files: { path: string; wire: number; encoding: string }[]
  lazyChunks: number
  lazyWire: number
}

/** Loads / like a first visit: index.html, then its stylesheets, icons, manifest and the static JS import graph. */
async function webLoad(s: Server): Promise<WebLoad> {
  const headers = { 'accept-encoding': 'br, gzip' }
  const rawHeaders = { 'accept-encoding': 'identity' }
  const files: WebLoad['files'] = []
  let wireBytes = 0
  let rawBytes = 0
  const seen = new Set<string>()
  const fetchOne = async (path: string) => {
    seen.add(path)
    const res = await rawGet(s.base + path, headers)
    if (res.status !== 200) fail(`GET ${path} answered ${res.status}`)
    const plain = await rawGet(s.base + path, rawHeaders)
    files.push({ path, wire: res.body.length, encoding: String(res.headers['content-encoding'] ?? 'identity') })
    wireBytes += res.body.length
    rawBytes += plain.body.length
    return plain.body.toString('utf8')
  }
  const html = await fetchOne('/')
  const refs = new Set<string>()
  for (const m of html.matchAll(/<(?:script|link)\b[^>]*?\b(?:src|href)="([^"]+)"/g)) {
    const ref = m[1]!
    if (ref.startsWith('/') && !ref.startsWith('//')) refs.add(ref.split('#')[0]!)
  }
  const queue = [...refs]
  const lazy = new Set<string>()
  while (queue.length) {
    const path = queue.shift()!
    if (seen.has(path)) continue
    const text = await fetchOne(path)
    if (!path.endsWith('.js')) continue
    const dir = path.slice(0, path.lastIndexOf('/') + 1)
    // Static imports are fetched at once by the browser; dynamic import() chunks load per route.
    for (const m of text.matchAll(/(?:^|[;}\s])import\s*(?:[\w${},*\s]+from\s*)?["'](\.{1,2}\/[^"']+)["']/g))
      queue.push(new URL(m[1]!, `http://x${dir}`).pathname)
    for (const m of text.matchAll(/import\(\s*["'](\.{1,2}\/[^"']+)["']\s*\)/g)) lazy.add(new URL(m[1]!, `http://x${dir}`).pathname)
  }
  let lazyWire = 0
  let lazyChunks = 0
  for (const path of lazy) {
    if (seen.has(path)) continue
    const res = await rawGet(s.base + path, headers)
    if (res.status === 200) {
      lazyChunks++
      lazyWire += res.body.length
    }
  }
  return { requests: files.length, wireBytes, rawBytes, files, lazyChunks, lazyWire }
}

/** Seeds n listings for the first user (server stopped): half on the home page (one of them a folder), half in that folder. */
function seedCards(dataDir: string, n: number): { note: string; folderId: number | null } {
  const db = new Database(join(dataDir, 'foyer.db'))
  try {
    if (!db.query(`SELECT name FROM sqlite_master WHERE name='listings'`).get())
      return { note: `--cards ${n}: no listings table yet, seeding skipped`, folderId: null }
    const user = (db.query('SELECT id FROM users ORDER BY id LIMIT 1').get() as { id: number }).id
    const now = Date.now()
    const icon = (key: string) => JSON.stringify({ iconUrl: `default:${key}`, iconUrlLight: null, iconProvider: 'default', iconId: key })
    const insert = db.query(
      `INSERT INTO listings (user_id, parent_id, listing_type, listing_name, listing_url, local_url, description, listing_icon, in_sidebar, sort_order, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    )
    const folderId = db.transaction(() => {
      const folder = (insert.get(user, null, 'category', 'Bench folder', null, null, null, icon('folder'), 1, 0, now, now) as { id: number }).id
      for (let i = 1; i < n; i++) {
        const parent = i < n / 2 ? null : folder
        insert.run(
          user,
          parent,
          'link',
          `Card ${i}`,
          `https://card-${i}.example.org/`,
          `http://192.168.1.${i % 250}:8080/`,
          `Description of card ${i}`,
          icon('link'),
          i % 20 === 0 ? 1 : 0,
          i,
          now,
          now,
        )
      }
      return folder
    })()
    return {
      note: `--cards ${n}: seeded ${n} listings (${Math.ceil(n / 2)} on the home page incl. one folder, ${Math.floor(n / 2)} in that folder, every 20th in the sidebar)`,
      folderId,
    }
  } catch (error) {
    return { note: `--cards ${n}: seeding failed (${(error as Error).message}); load test ran without them`, folderId: null }
  } finally {
    db.close()
  }
}

// Paint times on a shared 2-core machine vary by up to 200 ms from load to load (seen: 204-488 ms for one build): the
// median of 15 is printed with the middle half of the runs. The machine's load still moves it by tens of ms from hour
// to hour, so compare builds interleaved in one run, not across benches.
const SCREEN_RUNS = 15

/** The median run (by first paint), and the first paints of the middle half of the runs. */
type Screen = FirstScreen & { spread: [number, number] }
type Screens = { login: Screen; home: Screen; returning: Screen; cards: number } | null

/**
 * The cold login page and the cold signed-in home (o.browserCards cards, each its own icon) in Chromium: requests,
 * compressed bytes, first paint, cards shown. Median of SCREEN_RUNS runs, each in a fresh context (empty cache). The
 * home twice: a first visit (only the session stored) and a returning one (the storage a visit left: the session and
 * the home's first frame, which the page paints before its code runs).
 */
async function firstScreens(o: Opts): Promise<Screens> {
  if (!existsSync(CHROMIUM)) {
    notes.push(`${CHROMIUM} is missing (apt-get install chromium): browser first-screen figures skipped`)
    return null
  }
  // Its own server and DATA_DIR: the cards must not change the load test's dashboard.
  const dir = tempDir('browser')
  const s = await startServer(o.bin, dir)
  const token = await login(s)
  await seedHome(s.base, token, o.browserCards, 'distinct')
  const chrome = await launchBrowser()
  try {
    const storage = await storageAfterVisit(chrome.browser, s.base, token, o.browserCards)
    const runs: Array<{ login: FirstScreen; home: FirstScreen; returning: FirstScreen }> = []
    for (let i = 0; i < SCREEN_RUNS; i++)
      runs.push({
        login: await measureFirstScreen(chrome.browser, s.base, '/'),
        home: await measureFirstScreen(chrome.browser, s.base, '/', { token, cards: o.browserCards }),
        returning: await measureFirstScreen(chrome.browser, s.base, '/', { storage, cards: o.browserCards }),
      })
    const mid = (pick: (r: (typeof runs)[number]) => FirstScreen): Screen => {
      const sorted = runs.map(pick).sort((a, b) => a.fcp - b.fcp)
      const at = (q: number) => sorted[Math.round(q * (SCREEN_RUNS - 1))]!.fcp
      return { ...sorted[SCREEN_RUNS >> 1]!, spread: [at(0.25), at(0.75)] }
    }
    return { login: mid((r) => r.login), home: mid((r) => r.home), returning: mid((r) => r.returning), cards: o.browserCards }
  } finally {
    await chrome.close()
    await stopServer(s)
    removeDir(dir)
  }
}

type InProcess = { label: string; queries: number; p50: number; p99: number; bytes: number }

/**
 * Each listing call in-process on a copy of the seeded database: statements executed per request and
 * latency with a write before every request, so the dashboard's cache is rebuilt each time (its worst case).
 */
async function inProcess(dataDir: string, token: string, folderId: number, rounds = 200): Promise<InProcess[]> {
  const copy = tempDir('queries')
  for (const name of ['foyer.db', 'secret.key']) copyFileSync(join(dataDir, name), join(copy, name))
  const { createApp } = await import('../../src/app')
  const { loadConfig } = await import('../../src/config')
  const { createSecretBox, loadOrCreateKey } = await import('../../src/core/crypto')
  const { openDatabase } = await import('../../src/core/db')
  const { countingDatabase } = await import('../../tests/helpers/query-counter')
  const raw = openDatabase(join(copy, 'foyer.db'))
  const counted = countingDatabase(raw)
  const app = createApp({ db: counted.db, config: loadConfig({ DATA_DIR: copy }), secrets: createSecretBox(loadOrCreateKey(copy)), log: () => {} })
  const touch = raw.query('UPDATE users SET updated_at = updated_at + 1')
  const get = async (path: string) => {
    const res = await app.handle(new Request(`http://127.0.0.1/api/v1${path}`, { headers: { authorization: `Bearer ${token}` } }))
    if (res.status !== 200) fail(`${path} answered ${res.status} in-process`)
    return (await res.arrayBuffer()).byteLength
  }
  const paths: Array<[string, string]> = [
    ['GET /api/v1/dashboard (cache rebuilt)', '/dashboard'],
    ['GET /api/v1/listing/folder/root/list', '/listing/folder/root/list'],
    [`GET /api/v1/listing/folder/{id}/list`, `/listing/folder/${folderId}/list`],
  ]
  const results: InProcess[] = []
  for (const [label, path] of paths) {
    touch.run()
    let bytes = 0
    const queries = await counted.during(async () => {
      bytes = await get(path)
    })
    const times: number[] = []
    for (let i = 0; i < rounds; i++) {
      touch.run()
      const t0 = performance.now()
      await get(path)
      times.push(performance.now() - t0)
    }
    times.sort((a, b) => a - b)
    results.push({ label, queries, bytes, p50: times[Math.floor(rounds * 0.5)]!, p99: times[Math.floor(rounds * 0.99)]! })
  }
  raw.close()
  removeDir(copy)
  return results
}

function haveWrk(): boolean {
  return spawnSync(['sh', '-c', 'command -v wrk']).exitCode === 0
}

/** Installs Debian's wrk when missing and allowed (root with apt-get). */
function ensureWrk(): string | null {
  if (haveWrk()) return null
  if (process.getuid?.() !== 0 || spawnSync(['sh', '-c', 'command -v apt-get']).exitCode !== 0)
    return 'wrk is not installed (apt-get install wrk); load test skipped'
  process.stderr.write('  installing wrk with apt-get...\n')
  let r = spawnSync(['apt-get', 'install', '-y', '-qq', 'wrk'], { stdout: 'ignore', stderr: 'pipe' })
  if (r.exitCode !== 0) {
    spawnSync(['apt-get', 'update', '-qq'], { stdout: 'ignore', stderr: 'ignore' })
    r = spawnSync(['apt-get', 'install', '-y', '-qq', 'wrk'], { stdout: 'ignore', stderr: 'pipe' })
  }
  return haveWrk() ? null : `wrk could not be installed: ${r.stderr.toString().trim().slice(-300)}; load test skipped`
}

type LoadResult = {
  rps: number
  requests: number
  seconds: number
  p50: number
  p90: number
  p99: number
  max: number
  mean: number
  errors: { connect: number; read: number; write: number; status: number; timeout: number }
  bodyBytes: number
  rssAfter: number
  hwm: number
}

async function loadTest(s: Server, token: string, o: Opts, bodyBytes: number, path = '/api/v1/dashboard'): Promise<LoadResult> {
  const dir = tempDir('wrk')
  const lua = join(dir, 'bench.lua')
  writeFileSync(
    lua,
    `wrk.method = "GET"
wrk.headers["Authorization"] = "Bearer ${token}"
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('FOYERJSON {"requests":%d,"duration_us":%d,"p50":%d,"p90":%d,"p99":%d,"max":%d,"mean":%.1f,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(90), latency:percentile(99), latency.max, latency.mean,
    e.connect, e.read, e.write, e.status, e.timeout))
end
`,
  )
  // A short warm-up so the JIT has tiered up before the measured run.
  spawnSync(['wrk', '-t1', '-c8', '-d1s', '-s', lua, `${s.base}${path}`], { stdout: 'ignore', stderr: 'ignore' })
  const args = ['wrk', `-t${o.threads}`, `-c${o.connections}`, `-d${o.duration}s`, '--timeout', '5s', '-s', lua, `${s.base}${path}`]
  const wrk = spawn(args, { stdout: 'pipe', stderr: 'pipe' })
  children.add(wrk)
  const killer = setTimeout(() => wrk.kill('SIGKILL'), (o.duration + 15) * 1000)
  const [out, err] = await Promise.all([new Response(wrk.stdout).text(), new Response(wrk.stderr).text()])
  await wrk.exited
  clearTimeout(killer)
  children.delete(wrk)
  removeDir(dir)
  const line = out.split('\n').find((l) => l.startsWith('FOYERJSON '))
  if (!line) fail(`wrk gave no summary:\n${out}\n${err}`)
  const j = JSON.parse(line.slice('FOYERJSON '.length))
  const seconds = j.duration_us / 1e6
  await sleep(500)
  const mem = memory(s.proc.pid)
  return {
    rps: j.requests / seconds,
    requests: j.requests,
    seconds,
    p50: j.p50 / 1000,
    p90: j.p90 / 1000,
    p99: j.p99 / 1000,
    max: j.max / 1000,
    mean: j.mean / 1000,
    errors: { connect: j.connect, read: j.read, write: j.write, status: j.status, timeout: j.timeout },
    bodyBytes,
    rssAfter: mem.rss,
    hwm: mem.hwm,
  }
}

// ---- main -------------------------------------------------------------------------------------------

const o = parseArgs(process.argv.slice(2))
portBase = o.port
extraEnv = o.env
if (!existsSync(o.bin)) fail(`${o.bin} does not exist: build it with node_modules/.bin/bun scripts/build.ts`)
const deadline = setTimeout(() => fail(`gave up after ${o.timeout + (o.health ? 200 : 0)} s (--timeout)`), (o.timeout + (o.health ? 200 : 0)) * 1000)

const notes: string[] = []
const loadavg = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')
const cpus = navigator.hardwareConcurrency
const loadBefore = loadavg()
process.stderr.write(`bench: ${o.bin} (load average ${loadBefore}, ${cpus} cores)\n`)

const size = binarySize(o.bin)
process.stderr.write(`  size ${fmt(size.raw / MiB)} MiB, gzip ${fmt(size.gz / MiB)} MiB\n`)

notes.push(o.keepCache ? 'page cache kept (--keep-cache): file-backed RSS may read high for a freshly written binary' : await dropPageCache(o))
const runs = await startups(o)

const browser = await firstScreens(o)

// One more instance: login, dashboard calls, the web load, then the load test.
const dir = tempDir('load')
let s = await startServer(o.bin, dir)
let token = await login(s)
let body = await dashboard(s, token)
let folderId: number | null = null
if (o.cards > 0) {
  await stopServer(s)
  const seeded = seedCards(dir, o.cards)
  notes.push(seeded.note)
  folderId = seeded.folderId
  s = await startServer(o.bin, dir)
  token = await login(s)
}
for (let i = 0; i < 5; i++) body = await dashboard(s, token)
await sleep(1000)
const afterLogin = memory(s.proc.pid)
const web = await webLoad(s)

let load: LoadResult | null = null
let folderLoad: LoadResult | null = null
if (o.load) {
  const why = ensureWrk()
  if (why) notes.push(why)
  else {
    load = await loadTest(s, token, o, body)
    if (folderId !== null) {
      const path = `/api/v1/listing/folder/${folderId}/list`
      const folderBody = (await (await fetch(s.base + path, { headers: { authorization: `Bearer ${token}` } })).arrayBuffer()).byteLength
      folderLoad = await loadTest(s, token, o, folderBody, path)
    }
  }
}
await stopServer(s)
// After the stop: the WAL is checkpointed, so the copy holds the session of `token`.
const calls = folderId !== null ? await inProcess(dir, token, folderId) : []
removeDir(dir)

/** CPU time (user + system) a process has used, in seconds. */
function cpuSeconds(pid: number) {
  // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th, in clock ticks (100 Hz).
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return (Number(fields[11]) + Number(fields[12])) / 100
}

type HealthLoad = { items: number; checksPerMinute: number; cpuPercent: number; rss: number; anon: number; hwm: number }

/**
 * n links on a local service under the server's own health checks (every 60 s, spread over the interval): after one
 * interval to settle, the next minute's checks received, the server's CPU share and its RSS.
 */
async function healthLoad(n: number): Promise<HealthLoad> {
  let checks = 0
  const service = Bun.serve({
    hostname: '127.0.0.1',
    port: 0,
    fetch() {
      checks++
      return new Response('ok')
    },
  })
  const dir = tempDir('health')
  const s = await startServer(o.bin, dir)
  try {
    const token = await login(s)
    const icon = { iconUrl: '/api/v1/icons/tabler/3/dark/link.svg', iconProvider: 'tabler', iconId: 'link' }
    for (let i = 0; i < n; i++) {
      const res = await fetch(`${s.base}/api/v1/listing/save/link`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ linkName: `Service ${i}`, linkIcon: icon, linkURL: `http://127.0.0.1:${service.port}/${i}`, parentId: null }),
      })
      if (res.status !== 200) fail(`seeding link ${i} answered ${res.status}: ${(await res.text()).slice(0, 200)}`)
    }
    await sleep(70_000)
    const [cpu0, checks0, t0] = [cpuSeconds(s.proc.pid), checks, performance.now()]
    await sleep(60_000)
    const seconds = (performance.now() - t0) / 1000
    const m = memory(s.proc.pid)
    return {
      items: n,
      checksPerMinute: ((checks - checks0) / seconds) * 60,
      cpuPercent: ((cpuSeconds(s.proc.pid) - cpu0) / seconds) * 100,
      rss: m.rss,
      anon: m.anon,
      hwm: m.hwm,
    }
  } finally {
    await stopServer(s)
    service.stop(true)
    removeDir(dir)
  }
}
const health = o.health ? await healthLoad(o.health) : null
clearTimeout(deadline)

// ---- report -----------------------------------------------------------------------------------------

const starts = runs.map((r) => r.startMs)
const restarts = runs.map((r) => r.restartMs)
const idle = (k: 'rss' | 'anon' | 'file', which: 'idle' | 'idleRestart') => median(runs.map((r) => r[which][k]))
const rows: [string, string][] = [
  ['binary size', `${fmt(size.raw / MiB)} MiB (gzip -6: ${fmt(size.gz / MiB)} MiB)`],
  [
    'first start → 200 /api/v1/home',
    `median ${fmt(median(starts), 0)} ms (min ${fmt(Math.min(...starts), 0)}, max ${fmt(Math.max(...starts), 0)}; ${o.runs} runs, fresh DATA_DIR)`,
  ],
  [
    'restart → 200 /api/v1/home',
    `median ${fmt(median(restarts), 0)} ms (min ${fmt(Math.min(...restarts), 0)}, max ${fmt(Math.max(...restarts), 0)}; existing DATA_DIR)`,
  ],
  [
    `idle RSS, first start (+${o.idleWait} ms)`,
    `${fmt(idle('rss', 'idle'))} MiB (anon ${fmt(idle('anon', 'idle'))}, file-backed ${fmt(idle('file', 'idle'))})`,
  ],
  [
    `idle RSS, restart (+${o.idleWait} ms)`,
    `${fmt(idle('rss', 'idleRestart'))} MiB (anon ${fmt(idle('anon', 'idleRestart'))}, file-backed ${fmt(idle('file', 'idleRestart'))})`,
  ],
  ['RSS after login + 6 dashboard calls', `${fmt(afterLogin.rss)} MiB (anon ${fmt(afterLogin.anon)}, file-backed ${fmt(afterLogin.file)})`],
  ['first web load (br)', `${web.requests} requests, ${fmt(web.wireBytes / 1024)} KiB on the wire (${fmt(web.rawBytes / 1024)} KiB uncompressed)`],
  ['  lazy route chunks (not in first load)', `${web.lazyChunks} chunks, ${fmt(web.lazyWire / 1024)} KiB (br)`],
]
const screenRow = (f: Screen) =>
  `${f.requests} requests (${f.images} images), ${fmt(f.bytes / 1024)} KiB transferred, first paint ${fmt(f.fcp, 0)} ms (middle half ${fmt(f.spread[0], 0)}-${fmt(f.spread[1], 0)})${f.cardsMs === null ? '' : `, cards in the DOM ${fmt(f.cardsMs, 0)} ms`}`
if (browser)
  rows.push(
    [`Chromium cold /login (median of ${SCREEN_RUNS})`, screenRow(browser.login)],
    [`Chromium cold home, ${browser.cards} cards, first visit (median of ${SCREEN_RUNS})`, screenRow(browser.home)],
    [`Chromium cold home, ${browser.cards} cards, returning (median of ${SCREEN_RUNS})`, screenRow(browser.returning)],
  )
const loadRows = (title: string, r: LoadResult) => {
  const errs =
    Object.entries(r.errors)
      .filter(([, v]) => v > 0)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ') || 'none'
  rows.push(
    [
      `${title}, ${o.connections} conns, ${o.duration} s`,
      `${fmt(r.rps, 0)} req/s (${r.requests} requests, ${r.bodyBytes} B body${o.cards ? `, --cards ${o.cards}` : ''})`,
    ],
    ['  latency p50 / p90 / p99 / max', `${fmt(r.p50, 2)} / ${fmt(r.p90, 2)} / ${fmt(r.p99, 2)} / ${fmt(r.max, 1)} ms`],
    ['  errors', errs],
    ['  RSS after load (peak)', `${fmt(r.rssAfter)} MiB (VmHWM ${fmt(r.hwm)} MiB)`],
  )
}
if (load) loadRows('GET /api/v1/dashboard', load)
if (folderLoad) loadRows('GET /api/v1/listing/folder/{id}/list', folderLoad)
if (health)
  rows.push([
    `${health.items} links checked every 60 s (a minute after the first round)`,
    `${fmt(health.checksPerMinute, 0)} checks/min, server CPU ${fmt(health.cpuPercent)} % of one core, RSS ${fmt(health.rss)} MiB (anon ${fmt(health.anon)}, VmHWM ${fmt(health.hwm)})`,
  ])
for (const c of calls)
  rows.push([`in-process ${c.label}`, `${c.queries} queries/request, p50 ${fmt(c.p50, 2)} ms, p99 ${fmt(c.p99, 2)} ms (${c.bytes} B, write before each)`])
const w = Math.max(...rows.map(([k]) => k.length))
console.log(
  `\nFoyer bench: ${o.bin}${
    Object.keys(o.env).length
      ? ` with ${Object.entries(o.env)
          .map(([k, v]) => `${k}=${v}`)
          .join(' ')}`
      : ''
  }`,
)
console.log(`${cpus} cores, load average before ${loadBefore}, after ${loadavg()}; wrk -t${o.threads} shares the cores with the server`)
console.log('-'.repeat(w + 60))
for (const [k, v] of rows) console.log(`${k.padEnd(w)}  ${v}`)
console.log('-'.repeat(w + 60))
for (const f of web.files) console.log(`  web: ${f.path.padEnd(44)} ${String(f.wire).padStart(8)} B ${f.encoding}`)
for (const n of notes) console.log(`note: ${n}`)

if (o.json)
  writeFileSync(
    o.json,
    `${JSON.stringify(
      { bin: o.bin, cores: cpus, loadavg: loadBefore, size, runs, afterLogin, web, browser, load, folderLoad, calls, health, notes, options: o },
      null,
      2,
    )}\n`,
  )
process.exit(0)
