import { afterEach, expect, test } from 'bun:test'
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { boot } from '../src/boot'
import { loadConfig } from '../src/config'

const running: Array<{ stop(): unknown }> = []
afterEach(async () => {
  for (const app of running.splice(0)) await app.stop()
})

const start = (dataDir: string, env: Record<string, string> = {}) => {
  const app = boot(loadConfig({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', ...env }))
  running.push(app)
  return `http://127.0.0.1:${app.server!.port}`
}

test('a fresh DATA_DIR gets the database and a 0600 secret key, and the probe answers 200', async () => {
  const dir = join(mkdtempSync(join(tmpdir(), 'foyer-boot-')), 'nested', 'data')
  const base = start(dir)
  expect(existsSync(join(dir, 'foyer.db'))).toBe(true)
  expect(statSync(join(dir, 'secret.key')).mode & 0o777).toBe(0o600)
  const res = await fetch(`${base}/api/v1/home`)
  expect(res.status).toBe(200)
  expect(((await res.json()) as { error: boolean }).error).toBe(false)
})

test('a database file that is not a database: the server still starts, the API answers NOT_CONNECTED', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'foyer-boot-'))
  writeFileSync(join(dir, 'foyer.db'), Buffer.alloc(8192, 'this is not an sqlite file '))
  const base = start(dir, { FOYER_ADMIN_USERNAME: 'admin', FOYER_ADMIN_PASSWORD: 'pw' })
  for (const path of ['/api/v1/home', '/api/v1/dashboard']) {
    const res = await fetch(`${base}${path}`)
    expect(res.status).toBe(500)
    expect(res.headers.get('x-database-status')).toBe('NOT_CONNECTED')
  }
  const login = await fetch(`${base}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{"username":"admin","password":"x"}',
  })
  expect(login.status).toBe(500)
  expect(login.headers.get('x-database-status')).toBe('NOT_CONNECTED')
  // The SPA (here: its not-built notice) is still served so the browser can show the database error page.
  expect((await fetch(`${base}/database-error`)).headers.get('content-type')).toContain('text/html')
})

test('a DATA_DIR the user cannot write: one line naming the uid that must own it, exit 1, no stack', async () => {
  // As the image's uid 10001 on a folder only root may write, as a container started on a root-owned volume does.
  const dir = mkdtempSync(join(tmpdir(), 'foyer-boot-'))
  chmodSync(dir, 0o755)
  const data = join(dir, 'data')
  mkdirSync(data, { mode: 0o755 })
  const entry = `import { bootOrExit } from '${join(import.meta.dir, '../src/boot')}'; import { loadConfig } from '${join(import.meta.dir, '../src/config')}'; bootOrExit(loadConfig())`
  const run = Bun.spawn(['setpriv', '--reuid=10001', '--regid=10001', '--clear-groups', process.execPath, '-e', entry], {
    env: { PATH: process.env.PATH, DATA_DIR: data, PORT: '0', HOST: '127.0.0.1' },
    stdout: 'pipe',
    stderr: 'pipe',
  })
  const [code, out, err] = await Promise.all([run.exited, new Response(run.stdout).text(), new Response(run.stderr).text()])
  expect({ code, out, err }).toEqual({
    code: 1,
    out: '',
    err: `foyer: DATA_DIR ${data} is not writable (EACCES): it must be owned by the user Foyer runs as, uid 10001: chown -R 10001 ${data} (in a container, on the host folder mounted there; the image runs as uid 10001)\n`,
  })
  rmSync(dir, { recursive: true, force: true })
})
