import { afterAll, afterEach, beforeEach, expect, test } from 'bun:test'
import { createTestApp, md5, type TestApp } from '../helpers/test-app'

// Every long-lived operation (marked x-foyer-stream in /api-docs/json) is opened, then its session ends (logout,
// password change, user deleted, expiry); the stream must end, not keep sending. A new stream route is covered as
// soon as it carries the mark (and fails here until it has an opener).

// How long an ended session's stream may stay open before this counts as a failure (ends are immediate; the sweep is 2 s).
const GRACE_MS = 5000

type Params = Record<string, string>

/** How to make the object each stream needs, through the API; a marked route missing here fails the suite. */
const openers: Record<string, (t: TestApp, token: string) => Promise<Params>> = {
  '/api/v1/totp/stream/{id}': async (t, token) => {
    const saved = await t.call('POST', '/api/v1/totp/save', { token, body: { serviceName: 'Git', secret: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ' } })
    return { id: String(saved.body.message.id) }
  },
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
  'password change': (t, { token, userId }) => t.call('POST', `/api/v1/accounts/password/${userId}`, { token, body: { password: md5('another-pass') } }),
  'user deleted': (t, { userId, admin }) => t.call('GET', `/api/v1/accounts/delete/${userId}`, { token: admin }),
  expiry: async (t) => t.clock.advance(t.config.sessionTtlMs),
}

interface StreamOp {
  path: string
  kind: string
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
        if (method !== (op['x-foyer-stream'] === 'ws' ? 'ws' : 'get'))
          throw new Error(`${method.toUpperCase()} ${path}: event streams are opened with GET, websockets with WS`)
        return { path, kind: String(op['x-foyer-stream']) }
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

/** An open stream: `ends` is false if it is still open after the grace period. */
interface Opened {
  ends(): Promise<boolean>
}

/** Opens the stream as this user and waits for its first bytes (an event stream) or its opening (a websocket), so it is really running. */
async function open(op: StreamOp, token: string): Promise<Opened> {
  const opener = openers[op.path]
  if (!opener) throw new Error(`${op.path}: add an opener to tests/routes/sessions-end.test.ts that creates what it streams`)
  const params = await opener(t, token)
  const url = `${op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name]!))}?token=${encodeURIComponent(token)}`
  if (op.kind === 'ws') return openSocket(url)
  if (op.kind !== 'sse') throw new Error(`${op.path}: ${op.kind} streams are not opened by this suite yet; teach it to`)
  const res = await t.app.handle(new Request(`http://localhost${url}`))
  expect([op.path, res.status]).toEqual([op.path, 200])
  const reader = res.body!.getReader()
  expect((await reader.read()).done).toBe(false)
  return { ends: () => ends(reader) }
}

/** A websocket needs a real server: the app listens on 127.0.0.1 for it. */
async function openSocket(path: string): Promise<Opened> {
  if (!t.app.server) t.app.listen({ hostname: '127.0.0.1', port: 0 })
  const ws = new WebSocket(`ws://127.0.0.1:${t.app.server!.port}${path}`)
  const closed = new Promise<true>((resolve) => ws.addEventListener('close', () => resolve(true)))
  await new Promise((resolve, reject) => {
    ws.addEventListener('open', resolve)
    ws.addEventListener('error', () => reject(new Error(`${path}: the socket did not open`)))
  })
  return {
    async ends() {
      let timer: ReturnType<typeof setTimeout> | undefined
      const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), GRACE_MS)))
      const ended = await Promise.race([closed, late])
      clearTimeout(timer)
      if (!ended) ws.close()
      return ended
    },
  }
}

/** Reads until the stream ends; false if it is still open after the grace period. */
async function ends(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), GRACE_MS)))
  const drained = (async () => {
    while (!(await reader.read()).done);
    return true as const
  })()
  const ended = await Promise.race([drained, late])
  clearTimeout(timer)
  if (!ended) await reader.cancel()
  return ended
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
