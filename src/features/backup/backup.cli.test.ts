import { afterEach, expect, test } from 'bun:test'
import { Database } from 'bun:sqlite'
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app'
import { createSecretBox, loadOrCreateKey } from '../../core/crypto'
import { backupTo, restoreFrom, runBackupCli } from './backup.cli'

const apps: TestApp[] = []
const dirs: string[] = []
afterEach(() => {
  for (const t of apps.splice(0)) t.close()
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true })
})
const scratch = () => {
  const dir = mkdtempSync(join(tmpdir(), 'foyer-cli-'))
  dirs.push(dir)
  return dir
}
const app = (opts: { copyOf?: string } = {}) => {
  const t = createTestApp({}, opts)
  apps.push(t)
  return t
}
const META = { foyerVersion: '9.9.9', now: Date.UTC(2026, 10, 28) }
const KEY_BASE32 = 'JBSWY3DPEHPK3PXP'

/** Another process writing to the live database in short transactions, until stopped. */
function writer(dbPath: string) {
  const code = `
    const { Database } = require('bun:sqlite')
    const db = new Database(${JSON.stringify(dbPath)})
    db.exec('PRAGMA busy_timeout = 5000')
    db.exec('CREATE TABLE IF NOT EXISTS churn (n INTEGER)')
    const insert = db.query('INSERT INTO churn (n) VALUES (?)')
    let n = 0
    const batch = db.transaction(() => { for (let i = 0; i < 50; i++) insert.run(n++) })
    batch()
    console.log('writing')
    for (;;) batch()
  `
  return Bun.spawn([process.execPath, '-e', code], { stdout: 'pipe', stderr: 'inherit' })
}

test('a backup taken while another process writes restores into an empty DATA_DIR: intact, users, links and TOTP codes', async () => {
  const t = app()
  const alice = await t.signIn('alice', 'alice-pass')
  await t.call('POST', '/api/v1/listing/save/link', {
    token: alice,
    body: {
      linkName: 'NAS',
      linkURL: 'http://nas.lan/',
      linkIcon: { iconUrl: '/api/v1/icons/tabler/3/dark/link.svg', iconProvider: 'tabler', iconId: 'link' },
    },
  })
  expect((await t.call('POST', '/api/v1/totp/save', { token: alice, body: { serviceName: 'GitHub', accountName: 'alice', secret: KEY_BASE32 } })).status).toBe(
    200,
  )
  writeFileSync(join(t.dir, 'uploads-marker'), 'not carried')

  const churn = writer(join(t.dir, 'foyer.db'))
  const reader = churn.stdout.getReader()
  await reader.read() // the writer's first transaction is in
  const backups = [scratch(), scratch()].map((d) => join(d, 'nightly'))
  try {
    for (const dir of backups) backupTo(t.dir, dir, META)
  } finally {
    churn.kill()
    await churn.exited
  }
  const churned: number[] = []
  for (const dir of backups) {
    const copy = new Database(join(dir, 'foyer.db'), { readonly: true })
    expect(copy.query('PRAGMA integrity_check').get()).toEqual({ integrity_check: 'ok' })
    churned.push((copy.query('SELECT count(*) AS n FROM churn').get() as { n: number }).n)
    expect((copy.query('SELECT count(*) AS n FROM sessions').get() as { n: number }).n).toBe(0)
    copy.close()
    expect(statSync(join(dir, 'secret.key')).mode & 0o777).toBe(0o600)
    expect(JSON.parse(readFileSync(join(dir, 'foyer-backup.json'), 'utf8'))).toMatchObject({ format: 'foyer-backup', version: 1, foyerVersion: '9.9.9' })
    expect(existsSync(join(dir, 'uploads-marker'))).toBe(false)
  }
  // Whole transactions of the writer's only, and it went on writing between the two.
  expect(churned.every((n) => n > 0 && n % 50 === 0)).toBe(true)
  expect(churned[1]!).toBeGreaterThan(churned[0]!)

  const dataDir = join(scratch(), 'data')
  expect(restoreFrom(backups[1]!, dataDir).createdAt).toBe('2026-11-28T00:00:00.000Z')
  const restored = app({ copyOf: dataDir })
  const token = await restored.signIn('alice', 'alice-pass')
  const links = (await restored.call('GET', '/api/v1/listing/folder/root/list', { token })).body.message
  expect(JSON.stringify(links)).toContain('NAS')
  // The TOTP secret opens with the restored key, and is nowhere in plain text.
  const sealed = restored.db.query<{ secret_sealed: string }, []>('SELECT secret_sealed FROM totp_items').all()
  expect(sealed).toHaveLength(1)
  expect(createSecretBox(loadOrCreateKey(restored.dir)).open(sealed[0]!.secret_sealed)).toBe(KEY_BASE32)
  expect(readFileSync(join(dataDir, 'foyer.db')).includes(KEY_BASE32)).toBe(false)
})

test('refusals: a non-empty target, a DATA_DIR in use, a folder that is no backup or one from a newer Foyer; the CLI says so with exit 1', async () => {
  const t = app()
  await t.signIn('alice')
  const full = scratch()
  writeFileSync(join(full, 'something'), 'x')
  expect(() => backupTo(t.dir, full, META)).toThrow('is not empty: a backup goes into a new or empty folder.')

  const good = join(scratch(), 'b')
  backupTo(t.dir, good, META)
  expect(() => restoreFrom(good, t.dir)).toThrow('already holds a Foyer database: restore fills an empty DATA_DIR only.')
  expect(() => restoreFrom(scratch(), join(scratch(), 'd'))).toThrow('holds no finished Foyer backup')

  const newer = new Database(join(good, 'foyer.db'))
  newer.run("INSERT INTO schema_migrations (name, applied_at) VALUES ('9999_future.sql', 0)")
  newer.close()
  const target = join(scratch(), 'd')
  expect(() => restoreFrom(good, target)).toThrow('This backup comes from a newer version of Foyer: update Foyer first.')
  expect(existsSync(join(target, 'foyer.db'))).toBe(false)

  const config = { dataDir: target, version: '1.0.0' }
  expect(runBackupCli(['restore', good], config)).toBe(1)
  expect(runBackupCli(['backup'], config)).toBe(2)
  expect(runBackupCli(['serve'], config)).toBeNull()
  expect(runBackupCli([], config)).toBeNull()
})

test('`foyer backup <dir>` and `foyer restore <dir>` run from the command line, say what they did and exit', async () => {
  const t = app()
  await t.signIn('alice')
  const main = join(import.meta.dir, '../../main.ts')
  const run = async (args: string[], dataDir: string) => {
    const proc = Bun.spawn([process.execPath, main, ...args], { env: { ...process.env, DATA_DIR: dataDir, PORT: '0' }, stdout: 'pipe', stderr: 'pipe' })
    const [out, err, code] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text(), proc.exited])
    return { out, err, code }
  }
  const dir = join(scratch(), 'b')
  const backup = await run(['backup', dir], t.dir)
  expect(backup).toMatchObject({ code: 0, out: expect.stringContaining(`Backed up ${t.dir} to ${dir}`) })
  const dataDir = join(scratch(), 'd')
  const restore = await run(['restore', dir], dataDir)
  expect(restore).toMatchObject({ code: 0, out: expect.stringContaining(`into ${dataDir}; start Foyer to use it.`) })
  expect(await run(['restore', dir], dataDir)).toMatchObject({ code: 1, err: expect.stringContaining('already holds a Foyer database') })
})
