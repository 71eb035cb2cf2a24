import { afterEach, beforeEach } from 'bun:test'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createApp } from '../../src/app'
import { loadConfig } from '../../src/config'
import { createSecretBox, loadOrCreateKey } from '../../src/core/crypto'
import { openDatabase } from '../../src/core/db'
import type { BuiltInPackFiles } from '../../src/features/icons/builtin-packs'
import type { TicketPurpose } from '../../src/definitions/tickets'
import { migrate } from '../../src/core/migrate'
import { passwordDigest } from '../../src/features/users/users.service'
import { createUsersService } from '../../src/features/users/users.service'

export const md5 = passwordDigest

/** A clock the test moves by hand. */
export function manualClock(start = Date.UTC(2026, 10, 21, 12)) {
  let now = start
  return {
    now: () => now,
    advance: (ms: number) => {
      now += ms
    },
  }
}

export interface Answer<T = any> {
  status: number
  headers: Headers
  body: T
}

/**
 * The real app on a real SQLite file in a fresh temp DATA_DIR; iconPacks as made by scripts/build-icons.ts.
 * copyOf starts from a copy of another test app's DATA_DIR (close or checkpoint that one's database first); parent is
 * where DATA_DIR is made (a small disk of its own).
 */
export function createTestApp(
  env: Record<string, string> = {},
  opts: { iconPacks?: BuiltInPackFiles; copyOf?: string; parent?: string; connections?: { perAddress?: number; total?: number } } = {},
) {
  const dir = mkdtempSync(join(opts.parent ?? tmpdir(), 'foyer-test-'))
  if (opts.copyOf) cpSync(opts.copyOf, dir, { recursive: true, filter: (path) => !path.endsWith('-shm') })
  // Outside services default to a closed port on 127.0.0.1: a test that forgets its local stand-in fails, it never reaches the internet.
  const closed = 'http://127.0.0.1:9'
  const config = loadConfig({
    DATA_DIR: dir,
    FOYER_WEATHER_URL: closed,
    FOYER_GEOCODE_URL: closed,
    FOYER_ICONPACK_CATALOGUE_URL: `${closed}/iconpacks.json`,
    FOYER_APPS_CATALOGUE_URL: `${closed}/apps.json`,
    ...env,
  })
  const db = openDatabase(join(dir, 'foyer.db'))
  migrate(db)
  const clock = manualClock()
  const logs: string[] = []
  const secrets = createSecretBox(loadOrCreateKey(dir))
  const app = createApp({ db, config, secrets, clock, iconPacks: opts.iconPacks, connections: opts.connections, log: (line) => void logs.push(line) })
  const users = createUsersService({ db, clock })

  async function call<T = any>(
    method: string,
    path: string,
    opts: { body?: unknown; raw?: string; form?: FormData; token?: string; headers?: Record<string, string> } = {},
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = { ...opts.headers }
    if (opts.token) headers.authorization = `Bearer ${opts.token}`
    // A FormData body gets its multipart content type (with the boundary) from the Request itself.
    let body: string | FormData | undefined = opts.form ?? opts.raw
    if (opts.body !== undefined) {
      body = JSON.stringify(opts.body)
      headers['content-type'] ??= 'application/json'
    } else if (opts.raw !== undefined) headers['content-type'] ??= 'application/json'
    const res = await app.handle(new Request(`http://localhost${path}`, { method, headers, body }))
    const text = await res.text()
    let parsed: unknown = text
    try {
      parsed = JSON.parse(text)
    } catch {}
    return { status: res.status, headers: res.headers, body: parsed as T }
  }

  /** Creates a user straight through the service and signs them in over the API. */
  async function signIn(username: string, password = 'secret-pass', isSuperAdmin = false) {
    if (!(await users.verify(username, md5(password)))) await users.create({ username, password: md5(password), isSuperAdmin })
    const res = await call('POST', '/api/v1/login', { body: { username, password: md5(password) } })
    if (res.status !== 200) throw new Error(`sign-in of ${username} failed: ${JSON.stringify(res.body)}`)
    return res.body.message.token as string
  }

  /** A websocket's single-use ticket for this session, asked for as the web does. */
  async function ticket(token: string, purpose: TicketPurpose) {
    const res = await call('POST', '/api/v1/tickets', { token, body: { purpose } })
    if (res.status !== 200) throw new Error(`ticket for ${purpose} refused: ${JSON.stringify(res.body)}`)
    return res.body.message.ticket as string
  }

  /** Copies row `id` of `table` n times straight into the database: reaching a cap without n API calls. */
  function copyRow(table: string, id: number, n: number) {
    const columns = db
      .query<{ name: string }, [string]>("SELECT name FROM pragma_table_info(?) WHERE name <> 'id'")
      .all(table)
      .map((c) => c.name)
      .join(', ')
    db.run(
      `WITH RECURSIVE k(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM k WHERE i < ${n}) INSERT INTO ${table} (${columns}) SELECT ${columns} FROM ${table}, k WHERE id = ${id}`,
    )
  }

  return {
    app,
    db,
    copyRow,
    dir,
    config,
    clock,
    logs,
    users,
    secrets,
    call,
    signIn,
    ticket,
    close() {
      db.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

export type TestApp = ReturnType<typeof createTestApp>

/**
 * Registers the usual hooks: before each test a fresh app with alice and bob signed in (their tokens in alice and bob),
 * after it the app closed. The returned object takes the current app's fields in beforeEach.
 */
export function useTestApp(env: Record<string, string> = {}, opts: { iconPacks?: BuiltInPackFiles } = {}) {
  const current = {} as TestApp & { alice: string; bob: string }
  beforeEach(async () => {
    const t = createTestApp(env, opts)
    Object.assign(current, t)
    current.alice = await t.signIn('alice')
    current.bob = await t.signIn('bob')
  })
  afterEach(() => current.close())
  return current
}
