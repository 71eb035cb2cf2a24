import { afterEach, beforeEach, expect, test } from 'bun:test'
import { Elysia } from 'elysia'
import { createTestApp, type TestApp } from '../../tests/helpers/test-app'
import { authPlugin } from './auth'
import { envelope } from './envelope'
import { createSessions } from './sessions'

let t: TestApp
let probe: Elysia<any, any, any, any, any, any, any>
beforeEach(() => {
  t = createTestApp()
  const auth = authPlugin(createSessions(t.db, t.clock, t.config.sessionTtlMs))
  probe = new Elysia()
    .use(envelope({ jsonBodyLimit: 1024 }))
    .use(auth)
    .get('/header-only', ({ user }) => user, { auth: true })
    .get('/stream', ({ user }) => user, { auth: 'query' })
    .get('/admin', ({ user }) => user, { admin: true })
})
afterEach(() => t.close())

const get = async (path: string, token?: string) => {
  const res = await probe.handle(new Request(`http://localhost${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} }))
  return { status: res.status, body: await res.json() }
}

test('?token= is accepted only where a route asks for it (event streams, websockets, images)', async () => {
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
