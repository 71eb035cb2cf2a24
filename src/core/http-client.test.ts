import { afterAll, expect, test } from 'bun:test'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { AppError } from './errors'
import { fetchJson, fetchUnixSocket, fetchUpstream, type UpstreamRequest, upstreamFailure, UpstreamError } from './http-client'

let seenAgent = ''
const asked: string[] = []
const server = Bun.serve({
  hostname: '127.0.0.1',
  port: 0,
  async fetch(req) {
    const path = new URL(req.url).pathname
    asked.push(path)
    if (path === '/redirect') return new Response(null, { status: 302, headers: { location: new URL(req.url).searchParams.get('to')! } })
    if (path === '/ok') {
      seenAgent = req.headers.get('user-agent') ?? ''
      return Response.json({ hello: 'world' })
    }
    if (path === '/slow') {
      await Bun.sleep(1_000)
      return Response.json({})
    }
    if (path === '/big') return new Response(JSON.stringify({ pad: 'x'.repeat(5_000) }), { headers: { 'content-type': 'application/json' } })
    if (path === '/chunked-big')
      return new Response(
        new ReadableStream({
          start(c) {
            for (let i = 0; i < 10; i++) c.enqueue(new TextEncoder().encode('x'.repeat(1_000)))
            c.close()
          },
        }),
      )
    if (path === '/notjson') return new Response('<html>')
    return new Response('nope', { status: 503 })
  },
})
afterAll(() => server.stop(true))
const url = (path: string) => `http://127.0.0.1:${server.port}${path}`

const failure = async (p: Promise<unknown>) => {
  try {
    await p
  } catch (error) {
    return error as UpstreamError
  }
  throw new Error('expected a failure')
}

test('returns parsed JSON and names Foyer in the User-Agent', async () => {
  expect(await fetchJson(url('/ok'))).toEqual({ hello: 'world' })
  expect(seenAgent).toStartWith('Foyer/')
})

test('gives up after the time limit', async () => {
  const started = Date.now()
  const error = await failure(fetchJson(url('/slow'), { timeoutMs: 100 }))
  expect(error).toBeInstanceOf(UpstreamError)
  expect(error.reason).toBe('timeout')
  expect(Date.now() - started).toBeLessThan(900)
})

test('refuses answers over the size cap, with or without a length header', async () => {
  expect((await failure(fetchJson(url('/big'), { maxBytes: 1_000 }))).reason).toBe('too-large')
  expect((await failure(fetchJson(url('/chunked-big'), { maxBytes: 5_000 }))).reason).toBe('too-large')
})

test('error statuses, non-JSON bodies and unreachable hosts are told apart', async () => {
  const status = await failure(fetchJson(url('/down')))
  expect([status.reason, status.status]).toEqual(['status', 503])
  expect((await failure(fetchJson(url('/notjson')))).reason).toBe('invalid')
  expect((await failure(fetchJson('http://127.0.0.1:1/nothing'))).reason).toBe('network')
})

test('one mapping of upstream failures: 504 for a timeout, 502 for everything else, other errors untouched', () => {
  const mapped = (error: unknown) => {
    try {
      upstreamFailure('Down.', 'Slow.')(error)
    } catch (thrown) {
      return thrown
    }
  }
  expect(mapped(new UpstreamError('timeout', 'x'))).toMatchObject({ status: 504, message: 'Slow.' })
  for (const reason of ['network', 'status', 'too-large', 'invalid'] as const) {
    const answer = mapped(new UpstreamError(reason, 'x'))
    expect(answer).toBeInstanceOf(AppError)
    expect(answer).toMatchObject({ status: 502, message: 'Down.' })
  }
  const other = new TypeError('bug')
  expect(mapped(other)).toBe(other)
})

const REFUSED = 'Only http and https addresses may be called; refused'
const scratch = mkdtempSync(join(tmpdir(), 'foyer-outbound-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))
const secret = join(scratch, 'secret.key')
writeFileSync(secret, 'Zq7-the-secret')

test('only http and https: every other scheme, however spelt, and any address that is not absolute is refused before any I/O', async () => {
  const cases: Array<[string, string]> = [
    [`file://${secret}`, 'file:'],
    [`FILE://${secret}`, 'file:'],
    [`file:${secret}`, 'file:'],
    [`  file://${secret}`, 'file:'],
    ['data:text/plain,Zq7-the-secret', 'data:'],
    ['blob:http://127.0.0.1/0b5e3f0a-0000-4000-8000-000000000000', 'blob:'],
    ['s3://bucket/secret.key', 's3:'],
    ['ftp://127.0.0.1/secret.key', 'ftp:'],
    ['unix:/run/docker.sock', 'unix:'],
    ['javascript:alert(1)', 'javascript:'],
    [secret, 'an address that is not absolute.'],
    ['secret.key', 'an address that is not absolute.'],
    ['', 'an address that is not absolute.'],
  ]
  for (const [address, refused] of cases) {
    const error = await failure(fetchUpstream(address))
    // A fetch that was tried fails as 'network' (or answers): 'refused' comes only from the check in front of it.
    expect([address, error.reason, error.message]).toEqual([address, 'refused', `${REFUSED} ${refused}`])
  }
  expect((await failure(fetchJson(`file://${secret}`))).reason).toBe('refused')
})

test('each redirect hop passes the same check; the refused address is never asked', async () => {
  for (const [to, refused] of [
    [`file://${secret}`, 'file:'],
    [`FILE:${secret}`, 'file:'],
    ['data:application/json,{"a":1}', 'data:'],
    ['blob:http://127.0.0.1/x', 'blob:'],
  ]) {
    asked.length = 0
    const error = await failure(fetchUpstream(url(`/redirect?to=${encodeURIComponent(to!)}`)))
    expect([error.reason, error.message]).toEqual(['refused', `${REFUSED} a redirect to ${refused}`])
    expect(asked).toEqual(['/redirect'])
  }
  // A relative location stays on http and is followed.
  expect((await fetchUpstream(url('/redirect?to=/ok'))).text).toBe('{"hello":"world"}')
})

test("a caller's own fetch options (a unix socket, a proxy) never reach fetch", async () => {
  const socket = join(scratch, 'docker.sock')
  let reached = false
  const local = Bun.serve({
    unix: socket,
    fetch() {
      reached = true
      return new Response('Zq7-from-the-socket')
    },
  })
  try {
    for (const smuggled of [{ unix: socket }, { proxy: `http://127.0.0.1:${server.port}` }]) {
      asked.length = 0
      expect((await failure(fetchUpstream('http://127.0.0.1:9/', smuggled as UpstreamRequest))).reason).toBe('network')
      expect([reached, asked]).toEqual([false, []])
    }
  } finally {
    local.stop(true)
  }
})

test('a unix socket (a Docker Engine) is called with the same time and size limits, and follows no redirect', async () => {
  const socket = join(tmpdir(), `http-client-${process.pid}.sock`)
  const local = Bun.serve({
    unix: socket,
    async fetch(req) {
      const path = new URL(req.url).pathname
      if (path === '/slow') await Bun.sleep(1_000)
      if (path === '/big') return new Response('x'.repeat(5_000))
      if (path === '/redirect') return new Response(null, { status: 302, headers: { location: 'file:///etc/passwd' } })
      return Response.json({ method: req.method, path, agent: req.headers.get('user-agent') })
    },
  })
  try {
    const answer = await fetchUnixSocket(socket, '/v1.43/containers/x/start', { method: 'POST' })
    expect(JSON.parse(answer.text)).toEqual({ method: 'POST', path: '/v1.43/containers/x/start', agent: expect.stringMatching(/^Foyer\//) })
    expect((await failure(fetchUnixSocket(socket, '/slow', { timeoutMs: 100 }))).reason).toBe('timeout')
    expect((await failure(fetchUnixSocket(socket, '/big', { maxBytes: 1_000 }))).reason).toBe('too-large')
    expect((await fetchUnixSocket(socket, '/redirect')).status).toBe(302)
    expect((await failure(fetchUnixSocket(socket, 'http://elsewhere/'))).reason).toBe('refused')
  } finally {
    local.stop(true)
    rmSync(socket, { force: true })
  }
})

test('no server code calls fetch itself: every outbound HTTP call goes through this client and its check', () => {
  const src = join(import.meta.dir, '..')
  // The one other HTTP client: web-push's, behind node:https; notifications.push.ts checks each endpoint with outboundUrl first.
  const allowed = ['core/http-client.ts', 'core/node-builtins.ts', 'features/notifications/notifications.push.ts']
  const offenders: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      const name = path.slice(src.length + 1)
      if (entry.isDirectory()) walk(path)
      else if (/\.tsx?$/.test(name) && !name.endsWith('.test.ts') && !allowed.includes(name))
        for (const [i, line] of readFileSync(path, 'utf8').split('\n').entries())
          if (/(^|[^\w.])fetch\s*[(.]|\.fetch\b|node:https?\b|nodeHttps\b|undici|web-push/.test(line)) offenders.push(`${name}:${i + 1}`)
    }
  }
  walk(src)
  expect(offenders).toEqual([])
})
