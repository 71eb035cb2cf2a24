// Starts the real dist/foyer executable on a fresh temp DATA_DIR and a free 127.0.0.1 port.
import { createHash } from 'node:crypto'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Subprocess } from 'bun'
import type { TicketPurpose } from '../../../src/definitions/tickets'

export const ROOT = join(import.meta.dir, '../../..')
// scripts/test-e2e.ts passes a private copy, so a rebuild during the run cannot swap the binary under the tests.
const BINARY = process.env.FOYER_E2E_BINARY || join(ROOT, 'dist/foyer')
export const THEMES: Array<{ value: string; label: string; type: 'light' | 'dark'; accent: string }> = await Bun.file(join(ROOT, 'assets/themes.json')).json()

/** The API contract: passwords travel as the MD5 hex of the password. */
export const md5 = (plain: string) => createHash('md5').update(plain).digest('hex')

/** Asks the kernel for a port nobody uses right now (closed again before Foyer takes it). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.unref()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => (port ? resolve(port) : reject(new Error('no free port'))))
    })
  })
}

export const tempDir = (prefix: string) => mkdtempSync(join(tmpdir(), prefix))

export interface Foyer {
  url: string
  port: number
  dataDir: string
  /** Everything the process wrote to stdout and stderr so far (for failure messages). */
  output(): string
  /** Stops the process (SIGTERM), as a reboot or an upgrade would; DATA_DIR and the port stay for up(). */
  down(): Promise<void>
  /**
   * Starts the binary again on the same port and DATA_DIR (sessions persist in its database); resolves once it answers.
   * databaseBroken: the test spoiled the database, so ready means the API answers NOT_CONNECTED.
   */
  up(opts?: { databaseBroken?: boolean }): Promise<void>
  /** Stops the process; removes DATA_DIR only when this helper created it. */
  stop(): Promise<void>
  /** Calls the API with the envelope unwrapped: { status, body }. */
  api<T = any>(method: string, path: string, opts?: { body?: unknown; token?: string }): Promise<{ status: number; body: T }>
}

export interface StartOptions {
  /** Reuse an existing DATA_DIR (it is then left in place on stop). */
  dataDir?: string
  env?: Record<string, string>
}

/** The API's answer to the probe that means ready: 200, or the NOT_CONNECTED 500 a spoiled database gives. */
const healthy = (res: Response) => res.status === 200
const databaseBroken = (res: Response) => res.status === 500 && res.headers.get('x-database-status') === 'NOT_CONNECTED'

async function waitReady(url: string, proc: Subprocess, log: () => string, ready: (res: Response) => boolean, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (proc.exitCode !== null) throw new Error(`foyer exited with ${proc.exitCode} before it was ready:\n${log()}`)
    if (log().includes('listening')) {
      try {
        const res = await fetch(`${url}/api/v1/home`)
        if (ready(res)) return
      } catch {
        // Not accepting connections yet.
      }
    }
    await Bun.sleep(50)
  }
  throw new Error(`foyer did not become ready within ${timeoutMs} ms:\n${log()}`)
}

// Outside services at a closed port of 127.0.0.1 unless a test starts its own stand-in: nothing reaches the internet.
const OFFLINE = {
  FOYER_WEATHER_URL: 'http://127.0.0.1:9',
  FOYER_GEOCODE_URL: 'http://127.0.0.1:9',
  FOYER_ICONPACK_CATALOGUE_URL: 'http://127.0.0.1:9/iconpacks.json',
  FOYER_APPS_CATALOGUE_URL: 'http://127.0.0.1:9/apps.json',
  // Links of other tests name outside hosts: the server checks them only where a test asks (health.e2e.ts).
  FOYER_HEALTH_CHECKS: '0',
}

/** One run of the binary on this port and DATA_DIR, its output collected; resolves once it answers. */
async function launch(dataDir: string, port: number, env: Record<string, string> = {}, ready = healthy) {
  const url = `http://127.0.0.1:${port}`
  let log = ''
  const proc = Bun.spawn([BINARY], {
    cwd: dataDir,
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: dataDir, ...OFFLINE, ...env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' },
    stdout: 'pipe',
    stderr: 'pipe',
  })
  const decoder = new TextDecoder()
  for (const stream of [proc.stdout, proc.stderr]) {
    const reader = (stream as ReadableStream<Uint8Array>).getReader()
    void (async () => {
      for (let r = await reader.read(); !r.done; r = await reader.read()) log += decoder.decode(r.value, { stream: true })
    })().catch(() => {})
  }
  try {
    await waitReady(url, proc, () => log, ready)
  } catch (error) {
    proc.kill('SIGKILL')
    await proc.exited
    throw Object.assign(error as Error, { portTaken: /EADDRINUSE|in use/i.test(log) })
  }
  return { proc, log: () => log }
}

async function terminate(proc: Subprocess) {
  if (proc.exitCode !== null) return
  proc.kill('SIGTERM')
  const timer = setTimeout(() => proc.kill('SIGKILL'), 3000)
  await proc.exited
  clearTimeout(timer)
}

/** Starts dist/foyer; retries with a new port if the chosen one was taken in the meantime. */
export async function startFoyer(opts: StartOptions = {}): Promise<Foyer> {
  if (!existsSync(BINARY)) throw new Error(`${BINARY} is missing: build it first with \`bun scripts/build.ts\``)
  const ownsDir = !opts.dataDir
  const dataDir = opts.dataDir ?? tempDir('foyer-e2e-data-')
  let lastError: unknown
  for (let attempt = 0; attempt < 3; attempt++) {
    const port = await freePort()
    const url = `http://127.0.0.1:${port}`
    let run: Awaited<ReturnType<typeof launch>>
    try {
      run = await launch(dataDir, port, opts.env)
    } catch (error) {
      lastError = error
      if ((error as { portTaken?: boolean }).portTaken) continue
      break
    }
    // Output of earlier runs (before a restart) stays readable.
    let earlier = ''
    const foyer: Foyer = {
      url,
      port,
      dataDir,
      output: () => earlier + run.log(),
      async down() {
        await terminate(run.proc)
      },
      async up(o = {}) {
        earlier += run.log()
        run = await launch(dataDir, port, opts.env, o.databaseBroken ? databaseBroken : healthy)
      },
      async stop() {
        await terminate(run.proc)
        if (ownsDir) rmSync(dataDir, { recursive: true, force: true })
      },
      async api(method, path, o = {}) {
        const headers: Record<string, string> = {}
        if (o.token) headers.authorization = `Bearer ${o.token}`
        if (o.body !== undefined) headers['content-type'] = 'application/json'
        const res = await fetch(`${url}/api/v1${path}`, { method, headers, body: o.body === undefined ? undefined : JSON.stringify(o.body) })
        const json = (await res.json().catch(() => ({}))) as { message?: unknown }
        return { status: res.status, body: json.message as any }
      },
    }
    return foyer
  }
  if (ownsDir) rmSync(dataDir, { recursive: true, force: true })
  throw lastError
}

/** Creates the first administrator over the API (a fresh install without env admin); returns the token. */
export async function createFirstAdmin(foyer: Foyer, user: { fullName: string; username: string; password: string }) {
  const res = await foyer.api('POST', '/setup', { body: { fullName: user.fullName, username: user.username, password: md5(user.password) } })
  if (res.status !== 200) throw new Error(`setup failed (${res.status}): ${JSON.stringify(res.body)}`)
  return res.body.token as string
}

export async function apiLogin(foyer: Foyer, username: string, password: string) {
  const res = await foyer.api('POST', '/login', { body: { username, password: md5(password) } })
  if (res.status !== 200) throw new Error(`login failed (${res.status}): ${JSON.stringify(res.body)}`)
  return res.body.token as string
}

/** The address of a websocket of this Foyer opened with a fresh single-use ticket of the session, as the web does. */
export async function socketUrl(foyer: Foyer, token: string, path: string, purpose: TicketPurpose) {
  const res = await foyer.api('POST', '/tickets', { token, body: { purpose } })
  if (res.status !== 200) throw new Error(`ticket refused (${res.status}): ${JSON.stringify(res.body)}`)
  return `${foyer.url.replace('http', 'ws')}${path}?ticket=${res.body.ticket}`
}
