import { afterEach, beforeEach, expect, test } from 'bun:test'
import { Elysia, t as schema } from 'elysia'
import { createTestApp, type TestApp } from '../../tests/helpers/test-app'
import { envelope, MAX_JSON_DEPTH, nestedDeeperThan } from './envelope'
import { DISK_FULL } from './errors'
import { Ok } from './input'

let t: TestApp
beforeEach(() => {
  t = createTestApp()
})
afterEach(() => t.close())

test('an unknown API route is a 404 in the envelope, for any method', async () => {
  for (const method of ['GET', 'POST']) {
    const res = await t.call(method, '/api/v1/no/such/route')
    expect(res.status).toBe(404)
    expect(res.body).toEqual({ error: true, message: 'Route not found.' })
  }
})

test('every answer carries the hardening headers', async () => {
  for (const [method, path] of [
    ['GET', '/api/v1/home'],
    ['GET', '/api/v1/nope'],
    ['POST', '/api/v1/login'],
    ['GET', '/'],
  ]) {
    const res = await t.call(method!, path!)
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('referrer-policy')).toBe('same-origin')
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN')
  }
})

test('an unexpected error is a 500 with an id, logged, and no stack in the body', async () => {
  const logs: string[] = []
  const app = new Elysia().use(envelope({ jsonBodyLimit: 1024, log: (line) => void logs.push(line) })).get('/boom', () => {
    throw new TypeError('secret internals at /srv/foyer/src/x.ts:12')
  })
  const res = await app.handle(new Request('http://localhost/boom'))
  expect(res.status).toBe(500)
  const body = await res.json()
  expect(body.error).toBe(true)
  const id = /\(id ([0-9a-f]{8})\)/.exec(body.message)?.[1]
  expect(id).toBeDefined()
  expect(body.message).not.toContain('internals')
  expect(JSON.stringify(body)).not.toContain('.ts:')
  expect(logs.some((line) => line.includes(id!))).toBe(true)
  expect(res.headers.get('x-database-status')).toBeNull()
})

test("an answer that fails its own response schema is a logged 500, not the client's 400", async () => {
  const logs: string[] = []
  const app = new Elysia()
    .use(envelope({ jsonBodyLimit: 1024, log: (line) => void logs.push(line) }))
    .get('/drift', () => ({ error: false as const, message: 'not a number' as unknown as number }), { response: Ok(schema.Number()) })
  const res = await app.handle(new Request('http://localhost/drift'))
  expect(res.status).toBe(500)
  const body = await res.json()
  const id = /\(id ([0-9a-f]{8})\)/.exec(body.message)?.[1]
  expect(id).toBeDefined()
  expect(logs.some((line) => line.includes(id!))).toBe(true)
})

test('a database that went away answers 500 with x-database-status: NOT_CONNECTED', async () => {
  const token = await t.signIn('alice')
  t.db.close()
  const probe = await t.call('GET', '/api/v1/home')
  expect(probe.status).toBe(500)
  expect(probe.headers.get('x-database-status')).toBe('NOT_CONNECTED')
  expect(probe.body).toEqual({ error: true, message: 'The database is not connected.' })
  const dash = await t.call('GET', '/api/v1/dashboard', { token })
  expect(dash.status).toBe(500)
  expect(dash.headers.get('x-database-status')).toBe('NOT_CONNECTED')
})

test('the connectivity probe answers 200 without a token while the database works', async () => {
  const res = await t.call('GET', '/api/v1/home')
  expect(res.status).toBe(200)
  expect(res.body).toEqual({ error: false, message: { status: 'ok', version: '1.0.2' } })
})

test('a JSON body declared larger than the limit is refused from its length header', async () => {
  const res = await t.call('POST', '/api/v1/login', { raw: '{}', headers: { 'content-length': String(t.config.jsonBodyLimit + 1) } })
  expect(res.status).toBe(413)
})

test('JSON nested deeper than the limit is a 400 before it is parsed, on any route, with or without a session', async () => {
  const token = await t.signIn('alice')
  const deep = `{"items":${'['.repeat(100_000)}${']'.repeat(100_000)}}`
  for (const [path, who] of [
    ['/api/v1/totp/reorder', token],
    ['/api/v1/listing/folder/1/reorder', token],
    ['/api/v1/login', undefined],
  ] as const) {
    const res = await t.call('POST', path, { raw: deep, token: who })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ error: true, message: `JSON body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).` })
  }
  expect(t.logs).toEqual([])
})

test('a signed-in route answers 401 to a hostile body sent without a session: the body is never parsed', async () => {
  const deep = `{"items":${'['.repeat(100_000)}${']'.repeat(100_000)}}`
  for (const path of ['/api/v1/totp/reorder', '/api/v1/listing/folder/1/reorder']) {
    for (const raw of [deep, '{"items": [1,', 'null']) expect((await t.call('POST', path, { raw })).status).toBe(401)
  }
})

test('the depth scan counts brackets outside strings only', () => {
  const nest = (n: number) => '['.repeat(n) + ']'.repeat(n)
  expect(nestedDeeperThan(nest(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false)
  expect(nestedDeeperThan(nest(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true)
  expect(nestedDeeperThan(JSON.stringify({ text: '[[[[[{{{{' }), 2)).toBe(false)
  expect(nestedDeeperThan(JSON.stringify({ text: 'quote \\" then [[[[' }), 2)).toBe(false)
  expect(nestedDeeperThan('[[1],[2],[3],[4]]', 2)).toBe(false)
})

test('a required field left out is named as missing, not answered with its length message', async () => {
  const token = await t.signIn('alice')
  for (const [path, field] of [
    ['/api/v1/page/save', 'pageTitle'],
    ['/api/v1/totp/save', 'serviceName'],
    ['/api/v1/credentials', 'profileType'],
  ] as const) {
    const res = await t.call('POST', path, { token, body: {} })
    expect([path, res.status, res.body.message]).toEqual([path, 400, `Invalid request: ${field} is required.`])
  }
  // A value that is there but too long still gets the field's own message.
  const long = await t.call('POST', '/api/v1/totp/save', { token, body: { serviceName: 'x'.repeat(101), secret: 'JBSWY3DPEHPK3PXP' } })
  expect([long.status, long.body.message]).toEqual([400, 'Service name must be at most 100 characters.'])
})

test('a failure is logged as one short line: no 90 KB minified source line, message or stack', async () => {
  const logged: string[] = []
  const huge = `x${' '.repeat(90_000)}y`
  const app = new Elysia()
    // Everything the log is handed, as the default console logger would print it.
    .use(
      envelope({
        jsonBodyLimit: 1024,
        log: (...parts: unknown[]) => void logged.push(parts.map((p) => (p instanceof Error ? `${p.message}\n${p.stack}` : String(p))).join(' ')),
      }),
    )
    .get('/boom', () => {
      throw new Error(`internals ${huge}`)
    })
    .get('/full', () => {
      throw Object.assign(new Error(`database or disk is full ${huge}`), { code: 'SQLITE_FULL' })
    })
  const boom = await app.handle(new Request('http://localhost/boom'))
  expect(boom.status).toBe(500)
  const full = await app.handle(new Request('http://localhost/full'))
  expect([full.status, await full.json(), full.headers.get('x-database-status')]).toEqual([507, { error: true, message: DISK_FULL }, null])
  expect(logged).toHaveLength(2)
  for (const line of logged) expect([line.length <= 600, line.includes('\n')]).toEqual([true, false])
  expect(logged[0]).toStartWith('unexpected error ')
  expect(logged[1]).toStartWith('disk full: Error SQLITE_FULL: database or disk is full x')
})
