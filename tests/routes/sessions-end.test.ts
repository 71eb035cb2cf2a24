import { afterAll, afterEach, beforeEach, expect, test } from 'bun:test'
import { MAX_SESSIONS_PER_USER } from '../../src/core/sessions'
import type { TicketPurpose } from '../../src/definitions/tickets'
import { createTestApp, md5, type TestApp } from '../helpers/test-app'

// Every long-lived operation (marked x-foyer-stream in /api-docs/json) is opened, then its session ends (logout,
// password change, user deleted, expiry, crowded out by newer sign-ins); the stream must end, not keep sending. A new
// stream route is covered as soon as it carries the mark (and fails here until it has an opener). It is opened the way
// its marks say: a websocket (x-foyer-auth 'ticket') with a ticket of its x-foyer-ticket purpose, so the ticket's
// session is the one that ends; the session token in ?token= only where x-foyer-query-token allows it, and refused
// everywhere else.

// How long an ended session's stream may stay open before this counts as a failure (ends are immediate; the sweep is 2 s).
const GRACE_MS = 5000

type Params = Record<string, string>

/** How to make the object each stream needs, through the API; a marked route missing here fails the suite. */
const openers: Record<string, (t: TestApp, token: string) => Promise<Params>> = {
  '/api/v1/totp/stream/{id}': async (t, token) => {
    const saved = await t.call('POST', '/api/v1/totp/save', { token, body: { serviceName: 'Git', secret: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ' } })
    return { id: String(saved.body.message.id) }
  },
  '/ws/devices': async () => ({}),
  '/ws/stream/{listingId}': async (t, token) => {
    // A camera that accepts and never answers: the socket stays open (silent) until something closes it.
    const saved = await t.call('POST', '/api/v1/listing/save/stream', { token, body: { linkName: 'Cam', linkURL: `rtsp://127.0.0.1:${silentCamera.port}/x` } })
    return { listingId: String(saved.body.message.id) }
  },
}

const silentCamera = Bun.listen({ hostname: '127.0.0.1', port: 0, socket: { data() {} } })
afterAll(() => silentCamera.stop(true))

/** The ways a session ends from outside the stream: through the API, or by the clock passing its expiry. */
const endings: Record<string, (t: TestApp, session: { token: string; userId: number; admin: string }) => Promise<unknown>> = {
  logout: (t, { token }) => t.call('POST', '/api/v1/logout', { token }),
  'password change': (t, { token, userId }) => t.call('POST', `/api/v1/accounts/password/${userId}`, { token, body: { password: 'another-pass' } }),
  'user deleted': (t, { userId, admin }) => t.call('GET', `/api/v1/accounts/delete/${userId}`, { token: admin }),
  expiry: async (t) => t.clock.advance(t.config.sessionTtlMs),
  'the cap on sessions per user': async (t) => {
    for (let i = 0; i < MAX_SESSIONS_PER_USER; i++) await t.call('POST', '/api/v1/login', { body: { username: 'streamer', password: md5('secret-pass') } })
  },
}

interface StreamOp {
  path: string
  kind: string
  /** The purpose of the ticket it opens with (a websocket); none: the session token. */
  ticket?: TicketPurpose
  queryToken: boolean
}

let t: TestApp
let admin: string
let streams: StreamOp[]
// A fresh app per ending: the expiry case moves the clock past every session.
beforeEach(async () => {
  t = createTestApp()
  admin = await t.signIn('root', 'root-pass', true)
  const doc = (await t.call('GET', '/api-docs/json')).body as { paths: Record<string, Record<string, Record<string, unknown>>> }
  streams = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      .filter(([, op]) => op['x-foyer-stream'])
      .map(([method, op]) => {
        const kind = String(op['x-foyer-stream'])
        if (method !== 'get') throw new Error(`${method.toUpperCase()} ${path}: ${kind} streams are opened with GET`)
        const ticket = op['x-foyer-auth'] === 'ticket' ? (op['x-foyer-ticket'] as TicketPurpose) : undefined
        return { path, kind, ticket, queryToken: op['x-foyer-query-token'] === true }
      }),
  )
})
afterEach(async () => {
  await t.app.stop(true)
  t.close()
})

const tally = { routes: 0, opened: 0, stillOpen: 0 }
afterAll(() => {
  console.log(
    `sessions-end: ${tally.routes} stream route(s), ${Object.keys(endings).length} endings, ${tally.opened} streams opened, ${tally.stillOpen} still open after their session ended`,
  )
})

/** An open stream: `ends` resolves true when it ends within the grace period, false (and closes it) when it does not. */
interface Opened {
  ends(): Promise<boolean>
}

const within = <T>(done: Promise<T>, onLate: () => void) => {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), GRACE_MS)))
  return Promise.race([done.then(() => true as const), late]).then((ended) => {
    clearTimeout(timer)
    if (!ended) onLate()
    return ended
  })
}

const UPGRADE = { upgrade: 'websocket', connection: 'upgrade', 'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==', 'sec-websocket-version': '13' }

const listening = () => t.app.server ?? t.app.listen({ port: 0, hostname: '127.0.0.1' }).server!

/** The status of a request for the stream that carries the session token in its query, and nothing else. */
async function withTokenInQuery(op: StreamOp, path: string, token: string): Promise<number> {
  const url = `${path}?token=${encodeURIComponent(token)}`
  if (op.kind !== 'ws') return (await t.app.handle(new Request(`http://localhost${url}`))).status
  return (await fetch(`http://127.0.0.1:${listening().port}${url}`, { headers: UPGRADE })).status
}

/** Opens the stream as this user and waits for its first bytes (an event stream) or its upgrade (a websocket). */
async function open(op: StreamOp, token: string): Promise<Opened> {
  const opener = openers[op.path]
  if (!opener) throw new Error(`${op.path}: add an opener to tests/routes/sessions-end.test.ts that creates what it streams`)
  const params = await opener(t, token)
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name]!))
  // The session token rides in no URL but the one the spec defines with it.
  if (!op.queryToken) expect([op.path, await withTokenInQuery(op, path, token)]).toEqual([op.path, 401])
  if (op.kind === 'ws') {
    if (!op.ticket) throw new Error(`${op.path}: a websocket cannot send the bearer header; open it with a ticket (the socket macro)`)
    const ws = new WebSocket(`ws://127.0.0.1:${listening().port}${path}?ticket=${await t.ticket(token, op.ticket)}`)
    const closed = new Promise((resolve) => ws.addEventListener('close', resolve))
    const opened = await new Promise((resolve) => {
      ws.addEventListener('open', () => resolve(true))
      ws.addEventListener('error', () => resolve(false))
    })
    expect([op.path, opened]).toEqual([op.path, true])
    return { ends: () => within(closed, () => ws.close()) }
  }
  // An event stream that takes ?token= is opened as the browser's EventSource does; any other with the bearer header.
  const request = op.queryToken
    ? new Request(`http://localhost${path}?token=${encodeURIComponent(token)}`)
    : new Request(`http://localhost${path}`, { headers: { authorization: `Bearer ${token}` } })
  const res = await t.app.handle(request)
  expect([op.path, res.status]).toEqual([op.path, 200])
  const reader = res.body!.getReader()
  expect((await reader.read()).done).toBe(false)
  const drained = (async () => {
    while (!(await reader.read()).done);
  })()
  return { ends: () => within(drained, () => void reader.cancel()) }
}

for (const [ending, end] of Object.entries(endings)) {
  test(
    `${ending} ends every open stream of that session`,
    async () => {
      expect(streams.length).toBeGreaterThan(0)
      tally.routes = streams.length
      const token = await t.signIn('streamer')
      const userId = t.db.query<{ id: number }, []>("SELECT id FROM users WHERE username = 'streamer'").get()!.id
      const opened = await Promise.all(streams.map(async (op) => ({ op, stream: await open(op, token) })))
      tally.opened += opened.length
      await end(t, { token, userId, admin })
      const still: string[] = []
      for (const { op, stream } of opened) if (!(await stream.ends())) still.push(op.path)
      tally.stillOpen += still.length
      expect(still).toEqual([])
      expect((await t.call('GET', '/api/v1/dashboard', { token })).status).toBe(401)
    },
    GRACE_MS + 5000,
  )
}
