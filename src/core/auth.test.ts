import { afterEach, beforeEach, expect, test } from 'bun:test'
import { Elysia } from 'elysia'
import { createTestApp, type TestApp } from '../../tests/helpers/test-app'
import { authPlugin, bodyGate } from './auth'
import { envelope } from './envelope'
import { createSessions, type Sessions } from './sessions'
import { createTickets, type Tickets } from './tickets'

let t: TestApp
let sessions: Sessions
let tickets: Tickets
let probe: Elysia<any, any, any, any, any, any, any>
/** Session lookups since the test began. */
let lookups = 0
beforeEach(() => {
  t = createTestApp()
  const real = createSessions({ db: t.db, clock: t.clock, ttlMs: t.config.sessionTtlMs })
  lookups = 0
  sessions = new Proxy(real, {
    get: (target, key) =>
      key === 'verify'
        ? (token: string) => {
            lookups++
            return target.verify(token)
          }
        : Reflect.get(target, key),
  })
  tickets = createTickets({ clock: t.clock, sessions })
  const gate = bodyGate(sessions, { maxBody: 1024 * 1024, maxUpload: 1024 * 1024 })
  probe = new Elysia()
    .use(envelope({ jsonBodyLimit: 1024, beforeBody: gate.check }))
    .use(authPlugin(sessions, { tickets }))
    .get('/header-only', ({ user }) => user, { auth: true })
    .get('/stream', ({ user }) => user, { auth: 'query' })
    .get('/admin', ({ user }) => user, { admin: true })
    .post('/save', ({ body }) => body, { auth: true })
    .post('/admin/save', ({ body }) => body, { admin: true })
    .post('/public', ({ body }) => body)
    .get(
      '/live',
      ({ user, hold }) => {
        const release = hold(() => {})
        return { user: user.username, held: sessions.held, release: typeof release }
      },
      { stream: 'sse' },
    )
    .get(
      '/socket',
      ({ user, hold }) => {
        hold(() => {})
        return { user: user.username, held: sessions.held }
      },
      { socket: 'devices' },
    )
  gate.learn(probe.routes)
})
afterEach(() => t.close())

const get = async (path: string, token?: string) => {
  const res = await probe.handle(new Request(`http://localhost${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} }))
  return { status: res.status, body: await res.json() }
}

test('?token= is accepted only where a route asks for it (the TOTP event stream)', async () => {
  const token = await t.signIn('alice')
  expect((await get(`/stream?token=${token}`)).body.username).toBe('alice')
  expect((await get('/stream?token=wrong')).status).toBe(401)
  expect((await get(`/header-only?token=${token}`)).status).toBe(401)
  expect((await get('/header-only', token)).body.username).toBe('alice')
})

test('the admin guard: 401 without a session, 403 for a normal user, allowed for a super admin', async () => {
  const user = await t.signIn('bob')
  const admin = await t.signIn('root', 'root-pass', true)
  expect((await get('/admin')).status).toBe(401)
  const refused = await get('/admin', user)
  expect(refused.status).toBe(403)
  expect(refused.body).toEqual({ error: true, message: 'Only an administrator can do this.' })
  const allowed = await get('/admin', admin)
  expect(allowed.status).toBe(200)
  expect(allowed.body).toMatchObject({ username: 'root', isSuperAdmin: true })
})

/** A POST whose body records whether anyone started reading it. */
const post = async (path: string, token?: string) => {
  const read = { started: false }
  const body = new ReadableStream(
    {
      pull(controller) {
        read.started = true
        controller.enqueue(new TextEncoder().encode('{"a": 1}'))
        controller.close()
      },
    },
    { highWaterMark: 0 },
  )
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (token) headers.authorization = `Bearer ${token}`
  const res = await probe.handle(new Request(`http://localhost${path}`, { method: 'POST', headers, body, duplex: 'half' } as RequestInit))
  return { status: res.status, read: read.started, body: await res.json() }
}

test('a signed-in route refuses a request without a valid session before reading its body', async () => {
  const noSession = await post('/save')
  expect(noSession).toEqual({ status: 401, read: false, body: { error: true, message: 'Authentication required.' } })
  expect(await post('/save', 'not-a-token')).toMatchObject({ status: 401, read: false })
  const user = await t.signIn('bob')
  expect(await post('/admin/save', user)).toMatchObject({ status: 403, read: false })
  expect(await post('/save', user)).toEqual({ status: 200, read: true, body: { a: 1 } })
  expect(await post('/public')).toEqual({ status: 200, read: true, body: { a: 1 } })
})

test("the gate's verified session serves the route too: one session lookup per request", async () => {
  const user = await t.signIn('bob')
  lookups = 0
  expect(await post('/save', user)).toMatchObject({ status: 200, read: true })
  expect(lookups).toBe(1)
  expect((await get('/header-only', user)).status).toBe(200)
  expect(lookups).toBe(2)
  expect((await post('/admin/save', user)).status).toBe(403)
  expect(lookups).toBe(3)
})

test('stream: "sse" marks the operation, takes ?token= and hands the route a hold on its session', async () => {
  const token = await t.signIn('alice')
  expect(probe.routes.find((r) => r.path === '/live')!.hooks.detail).toMatchObject({ 'x-foyer-stream': 'sse', 'x-foyer-auth': 'user' })
  expect((await get(`/live?token=${token}`)).body).toEqual({ user: 'alice', held: 1, release: 'function' })
  expect((await get('/live')).status).toBe(401)
})

test('socket: a websocket takes a ticket of its purpose once, never the session token, and holds the session that asked', async () => {
  const token = await t.signIn('alice')
  expect(probe.routes.find((r) => r.path === '/socket')!.hooks.detail).toMatchObject({
    'x-foyer-auth': 'ticket',
    'x-foyer-ticket': 'devices',
    'x-foyer-stream': 'ws',
  })
  expect((await get(`/socket?token=${token}`)).status).toBe(401)
  expect((await get('/socket', token)).status).toBe(401)
  const { ticket } = tickets.issue(token, 'devices')
  expect((await get(`/socket?ticket=${ticket}`)).body).toEqual({ user: 'alice', held: 1 })
  const again = await get(`/socket?ticket=${ticket}`)
  expect(again).toEqual({ status: 401, body: { error: true, message: 'This ticket is unknown, used or expired. Ask for a new one.' } })
  expect((await get(`/socket?ticket=${tickets.issue(token, 'stream').ticket}`)).status).toBe(401)
})
