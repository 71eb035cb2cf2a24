import { afterAll, expect, test } from 'bun:test'
import { AppError } from './errors'
import { fetchJson, upstreamFailure, UpstreamError } from './http-client'

let seenAgent = ''
const server = Bun.serve({
  hostname: '127.0.0.1',
  port: 0,
  async fetch(req) {
    const path = new URL(req.url).pathname
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
