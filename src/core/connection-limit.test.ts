import { afterEach, expect, test } from 'bun:test'
import { connect, type Socket } from 'node:net'
import { createTestApp, type TestApp } from '../../tests/helpers/test-app'
import { connectionBudget, createConnectionLimit } from './connection-limit'

let t: TestApp | undefined
const sockets: Socket[] = []
afterEach(async () => {
  for (const s of sockets.splice(0)) s.destroy()
  await t?.app.stop(true)
  t?.close()
})

/** One keep-alive connection from `from` making one request: its status and whether the server then closed it. */
function keepAlive(port: number, from: string) {
  return new Promise<{ status: number; closed: Promise<true> }>((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1', localAddress: from }, () =>
      socket.write('GET /api/v1/home HTTP/1.1\r\nHost: foyer\r\nConnection: keep-alive\r\n\r\n'),
    )
    sockets.push(socket)
    const closed = new Promise<true>((done) => socket.on('close', () => done(true)))
    socket.once('data', (data) => resolve({ status: Number(data.toString().split(' ')[1]), closed }))
    socket.on('error', reject)
  })
}

test('one address past its connections gets 503 and a closed connection, at once; held ones and other addresses are served', async () => {
  t = createTestApp({}, { connections: { perAddress: 20 } })
  t.app.listen({ port: 0, hostname: '127.0.0.1' })
  const port = t.app.server!.port!
  const held = []
  for (let i = 0; i < 20; i++) held.push(await keepAlive(port, '127.0.0.1'))
  expect(held.map((c) => c.status)).toEqual(Array(20).fill(200))
  for (let i = 0; i < 10; i++) {
    const refused = await keepAlive(port, '127.0.0.1')
    expect(refused.status).toBe(503)
    expect(await refused.closed).toBe(true)
  }
  // Another address (all of 127/8 is this machine) is not held back by the first one's connections.
  expect((await keepAlive(port, '127.0.0.2')).status).toBe(200)
  // The held connections still work.
  const again = await new Promise<number>((resolve) => {
    sockets[0]!.once('data', (data) => resolve(Number(data.toString().split(' ')[1])))
    sockets[0]!.write('GET /api/v1/home HTTP/1.1\r\nHost: foyer\r\n\r\n')
  })
  expect(again).toBe(200)
})

test('a connection not seen for the idle timeout is counted gone; the total cap holds over all addresses', () => {
  let now = 0
  const limit = createConnectionLimit({ perAddress: 2, total: 3, windowMs: 12_000, now: () => now })
  expect([limit.admit('a', 1), limit.admit('a', 2), limit.admit('a', 3), limit.admit('a', 1)]).toEqual([true, true, false, true])
  expect([limit.admit('b', 1), limit.admit('c', 1)]).toEqual([true, false])
  now += 6_000
  expect(limit.admit('a', 1)).toBe(true)
  now += 6_001
  // Port 2 of a and port 1 of b went idle past the window; port 1 of a was seen since.
  expect([limit.admit('a', 4), limit.admit('c', 1), limit.admit('c', 2)]).toEqual([true, true, false])
  expect(limit.open).toBe(3)
})

test('1,000 keep-alive connections from one address: past 512 each is refused and closed, and another address is served at once', async () => {
  t = createTestApp()
  t.app.listen({ port: 0, hostname: '127.0.0.1' })
  const port = t.app.server!.port!
  const statuses = await Promise.all(Array.from({ length: 1000 }, () => keepAlive(port, '127.0.0.1').then((c) => c.status)))
  expect(statuses.filter((s) => s === 200)).toHaveLength(512)
  expect(statuses.filter((s) => s === 503)).toHaveLength(488)
  const started = performance.now()
  expect((await keepAlive(port, '127.0.0.3')).status).toBe(200)
  expect(performance.now() - started).toBeLessThan(1000)
}, 30_000)

test('the server keeps 1024 file handles of a large limit for itself, a quarter of a small one', () => {
  expect([connectionBudget(65_536), connectionBudget(8192), connectionBudget(1024), connectionBudget(Number.POSITIVE_INFINITY)]).toEqual([
    64_512,
    7168,
    768,
    Number.POSITIVE_INFINITY,
  ])
})
