import { readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { TestApp } from '../../helpers/test-app'
import { counts, describeBody, pool, send, type Reply } from './http'
import type { IsolatedRequest } from './isolated.worker'
import { fillPath, type Operation } from './openapi'
import { idSlots, type Probe } from './probes'
import type { UserName } from './world'
import { settledDir, type World } from './world'

// Requests in flight at once: app.handle runs in this process, so more only interleaves the same work.
const CONCURRENCY = 4

export interface Failure {
  op: string
  input: string
  status: number
  why: string
}

/**
 * What a failing test prints: one line per operation, answer and reason, with how many inputs got it and the
 * first few of them, so that a whole class of inputs reads as one finding.
 */
export function summary(failures: Failure[]): string {
  const groups = new Map<string, Failure[]>()
  for (const f of failures) {
    const key = `${f.op} — ${f.status || 'no answer'}: ${f.why}`
    groups.set(key, [...(groups.get(key) ?? []), f])
  }
  return [...groups]
    .map(
      ([key, list]) =>
        `${key} — ${list.length === 1 ? '' : `${list.length} inputs, e.g. `}${list
          .slice(0, 3)
          .map((f) => f.input)
          .join(' | ')}`,
    )
    .join('\n')
}

type Check<P> = (probe: P, reply: Reply) => string | null

function judge<P extends Probe>(probe: P, reply: Reply, failures: Failure[], check: Check<P>) {
  const why = check(probe, reply)
  // A success shows how it answered: that is what leaked or changed.
  const answer = reply.status >= 200 && reply.status < 300 ? `; answered ${reply.text.slice(0, 100)}` : ''
  if (why)
    failures.push({
      op: probe.op.key,
      input: `${probe.input}; ${probe.method} ${short(probe.path)}; ${describeBody(probe.body)}${answer}`,
      status: reply.status,
      why,
    })
}

/** Sends every probe (as a fresh session of its user) and records the replies `check` objects to. */
export async function run<P extends Probe>(world: World, probes: P[], failures: Failure[], check: Check<P>) {
  await pool(probes, CONCURRENCY, async (probe) => {
    const token = probe.token ?? (probe.as ? world.token(probe.as) : undefined)
    judge(probe, await send(world.t.app, { ...probe, token }), failures, check)
  })
}

// Generous for an answer that takes milliseconds: it only bounds how long a blocked thread is waited for.
const ISOLATED_WAIT_MS = 5_000
const ISOLATED_WORKERS = 2

function startWorker(dir: string, env: Record<string, string>): Promise<Worker> {
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./isolated.worker.ts', import.meta.url).href)
    worker.onmessage = (event) => event.data.ready && resolve(worker)
    worker.postMessage({ init: { dir, env } })
  })
}

/**
 * Like run, but each probe goes to a worker on its own copy of the world, and one that has no answer after
 * ISOLATED_WAIT_MS is a failure: the worker is ended and a new one takes the next probe.
 */
export async function runIsolated<P extends Probe>(world: World, env: Record<string, string>, probes: P[], failures: Failure[], check: Check<P>) {
  const dir = settledDir(world)
  let id = 0
  const lane = async (mine: P[]) => {
    let worker: Worker | undefined
    for (const probe of mine) {
      counts.requests++
      worker ??= await startWorker(dir, env)
      const request: IsolatedRequest = {
        id: ++id,
        probe: { method: probe.method, path: probe.path, token: probe.token, body: probe.body },
        userId: probe.as && world.userIds[probe.as],
      }
      const reply = await new Promise<Reply | null>((resolve) => {
        const timer = setTimeout(() => resolve(null), ISOLATED_WAIT_MS)
        worker!.onmessage = (event) => {
          if (event.data.id !== request.id) return
          clearTimeout(timer)
          resolve(event.data.reply)
        }
        worker!.postMessage(request)
      })
      if (!reply) {
        worker.terminate()
        worker = undefined
      }
      judge(probe, reply ?? { status: 0, text: '' }, failures, (p, r) =>
        r.status === 0 ? `no answer within ${ISOLATED_WAIT_MS / 1000} s (the thread was still busy)` : check(p, r),
      )
    }
    worker?.terminate()
  }
  await Promise.all(Array.from({ length: ISOLATED_WORKERS }, (_, i) => lane(probes.filter((_, k) => k % ISOLATED_WORKERS === i))))
}

const short = (path: string) => (path.length > 160 ? `${path.slice(0, 120)}… (${path.length} chars)` : path)

// At most this many combinations of alice's ids are tried to find path values an operation accepts.
const MAX_TRIES = 400

/**
 * Path values that work for an operation no world step used: alice's ids are tried in its id slots until the
 * caller gets a 2xx (on a copy of the world: the operation may delete what it names). Falls back to `values`.
 */
export async function workingValues(world: World, op: Operation, as: UserName | undefined, values: Record<string, string>, body: Probe['body']) {
  let combos: Array<Record<string, string>> = [values]
  for (const slot of idSlots(op)) combos = combos.flatMap((c) => world.ids.alice.map((id) => ({ ...c, [slot]: String(id) })))
  for (const combo of combos.slice(0, MAX_TRIES)) {
    const reply = await send(world.t.app, { method: op.method, path: fillPath(op, combo), token: as && world.token(as), body })
    if (reply.status < 300) return combo
  }
  return values
}

/** Every row of every table but the sessions, and the files under DATA_DIR: what no refused request may change. */
export function snapshot(t: TestApp): Map<string, string> {
  const state = new Map<string, string>()
  const tables = t.db
    .query<{ name: string }, []>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> 'sessions' ORDER BY name")
    .all()
  // Rows sorted as text: a WITHOUT ROWID table (health results) has no rowid to order by.
  for (const { name } of tables)
    state.set(
      `table ${name}`,
      t.db
        .query(`SELECT * FROM "${name}"`)
        .all()
        .map((row) => JSON.stringify(row))
        .sort()
        .join('\n'),
    )
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? walk(join(dir, e.name)) : [`${relative(t.dir, join(dir, e.name))} ${statSync(join(dir, e.name)).size}`],
    )
  state.set(
    'files',
    walk(t.dir)
      .filter((f) => !/^foyer\.db/.test(f))
      .sort()
      .join('\n'),
  )
  return state
}

/** The parts of two snapshots that differ, each with its first differing characters. */
export function changes(before: Map<string, string>, after: Map<string, string>): string[] {
  const out: string[] = []
  for (const [part, was] of before) {
    const now = after.get(part) ?? ''
    if (now === was) continue
    let i = 0
    while (i < was.length && was[i] === now[i]) i++
    out.push(`${part} changed near …${was.slice(Math.max(0, i - 60), i + 60)}… → …${now.slice(Math.max(0, i - 60), i + 60)}…`)
  }
  return out
}

/** The probe and a signed-in dashboard still answer 200, and no request polluted Object.prototype. */
export async function health(world: World): Promise<string[]> {
  const problems: string[] = []
  const home = await send(world.t.app, { method: 'GET', path: '/api/v1/home' })
  if (home.status !== 200) problems.push(`GET /api/v1/home answered ${home.status}`)
  const dashboard = await send(world.t.app, { method: 'GET', path: '/api/v1/dashboard', token: world.token('watcher') })
  if (dashboard.status !== 200) problems.push(`GET /api/v1/dashboard (signed in) answered ${dashboard.status}`)
  const probe = {} as Record<string, unknown>
  if (probe.polluted !== undefined || probe.isSuperAdmin !== undefined) problems.push('Object.prototype was polluted')
  return problems
}
