import { afterAll, afterEach, beforeAll, beforeEach, expect, test } from 'bun:test'
import { startCamera } from '../../../tests/helpers/rtsp-camera'
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app'

// A wall display of the stream hub opens its cameras' live sockets with one-use tickets of its own, bound to the
// display: revoking it, or editing the hub out of its views, closes them at once. Against the real ffmpeg.

// Sweeps (2 s) would close a socket anyway: a close this soon came from the revocation or edit itself.
const AT_ONCE_MS = 1000

// Accepts and never answers: ffmpeg waits on it, so a socket stays open (and silent) until something closes it.
const silentCamera = Bun.listen({ hostname: '127.0.0.1', port: 0, socket: { data() {} } })
let camera: Awaited<ReturnType<typeof startCamera>>
beforeAll(async () => {
  camera = await startCamera()
})
afterAll(async () => {
  silentCamera.stop(true)
  await camera?.stop()
})

let t: TestApp
let alice: string
let bob: string
let base: string
beforeEach(async () => {
  t = createTestApp()
  alice = await t.signIn('alice')
  bob = await t.signIn('bob')
  t.app.listen({ hostname: '127.0.0.1', port: 0 })
  base = `127.0.0.1:${t.app.server!.port}`
})
afterEach(async () => {
  await t.app.stop(true)
  t.close()
})

const addStream = async (token: string, url = `rtsp://127.0.0.1:${silentCamera.port}/cam`) =>
  (await t.call('POST', '/api/v1/listing/save/stream', { token, body: { linkName: 'Cam', linkURL: url } })).body.message.id as number

async function display(token: string, views: Array<{ kind: string; id?: number }>) {
  const res = await t.call('POST', '/api/v1/displays', { token, body: { name: 'Hall', views } })
  expect(res.status).toBe(200)
  return res.body.message as { id: number; token: string }
}

const ask = (token: string, body: unknown) => t.call('POST', '/api/v1/tickets', { token, body })

async function ticket(token: string, id: number) {
  const res = await ask(token, { purpose: 'stream', id })
  expect(res.status).toBe(200)
  return res.body.message.ticket as string
}

/** The upgrade's status for a ticket: 101 when the socket would open (the socket itself is not kept). */
async function upgradeStatus(id: number, ticketValue: string) {
  const res = await fetch(`http://${base}/ws/stream/${id}?ticket=${encodeURIComponent(ticketValue)}`, {
    headers: { upgrade: 'websocket', connection: 'upgrade', 'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==', 'sec-websocket-version': '13' },
  })
  await res.body?.cancel()
  return res.status
}

/** An open socket: its binary bytes so far, and how and when it closed. */
async function open(id: number, ticketValue: string) {
  const ws = new WebSocket(`ws://${base}/ws/stream/${id}?ticket=${encodeURIComponent(ticketValue)}`)
  ws.binaryType = 'arraybuffer'
  let bytes = 0
  ws.onmessage = (e) => {
    if (e.data instanceof ArrayBuffer) bytes += e.data.byteLength
  }
  const closed = new Promise<{ code: number; reason: string; at: number }>((resolve) => {
    ws.onclose = (e) => resolve({ code: e.code, reason: e.reason, at: Date.now() })
  })
  const opened = await new Promise<boolean>((resolve) => {
    ws.onopen = () => resolve(true)
    ws.onerror = () => resolve(false)
  })
  expect(opened).toBe(true)
  return { ws, closed, bytes: () => bytes }
}

/** Whether the socket closes within `ms`; closes it when not. */
async function closesWithin(socket: Awaited<ReturnType<typeof open>>, ms: number) {
  const start = Date.now()
  const late = new Promise<null>((resolve) => setTimeout(() => resolve(null), ms))
  const ended = await Promise.race([socket.closed, late])
  if (!ended) socket.ws.close()
  return ended && ended.at - start <= ms ? ended : null
}

test('a stream hub display plays its owner’s camera live with a ticket of its own, used once', async () => {
  const id = await addStream(alice, camera.url)
  const wall = await display(alice, [{ kind: 'streams' }])
  const socket = await open(id, await ticket(wall.token, id))
  const end = Date.now() + 20_000
  while (socket.bytes() < 50_000 && Date.now() < end) await Bun.sleep(50)
  expect(socket.bytes()).toBeGreaterThanOrEqual(50_000)
  socket.ws.close()

  // Once only, and only for the camera it named.
  const once = await ticket(wall.token, id)
  expect(await upgradeStatus(id, once)).toBe(101)
  expect(await upgradeStatus(id, once)).toBe(401)
  const other = await addStream(alice)
  expect(await upgradeStatus(other, await ticket(wall.token, id))).toBe(401)
}, 40_000)

test('only a display that shows the stream hub gets a ticket, only a stream one, only naming its owner’s stream', async () => {
  const mine = await addStream(alice)
  const bobs = await addStream(bob)
  const hub = await display(alice, [{ kind: 'home' }, { kind: 'streams' }])
  const home = await display(alice, [{ kind: 'home' }])
  const bobsHub = await display(bob, [{ kind: 'streams' }])

  expect((await ask(home.token, { purpose: 'stream', id: mine })).status).toBe(403)
  expect((await ask(hub.token, { purpose: 'devices' })).status).toBe(403)
  // A display names the camera it opens; another user's (or a missing one) is not found.
  expect((await ask(hub.token, { purpose: 'stream' })).status).toBe(400)
  expect((await ask(hub.token, { purpose: 'stream', id: bobs })).status).toBe(404)
  expect((await ask(hub.token, { purpose: 'stream', id: 999_999 })).status).toBe(404)
  expect((await ask(bobsHub.token, { purpose: 'stream', id: mine })).status).toBe(404)
  // Nor does a display's ticket for one of bob's cameras open alice's (his display's ticket names his own).
  expect(await upgradeStatus(mine, await ticket(bobsHub.token, bobs))).toBe(401)
  // A session's ticket may name its stream too, and a devices ticket names nothing.
  expect((await ask(alice, { purpose: 'stream', id: mine })).status).toBe(200)
  expect((await ask(alice, { purpose: 'stream', id: bobs })).status).toBe(404)
  expect((await ask(alice, { purpose: 'devices', id: mine })).status).toBe(400)
})

test('revoking a display closes its open socket at once, and its unused tickets no longer open one', async () => {
  const id = await addStream(alice)
  const wall = await display(alice, [{ kind: 'streams' }])
  const socket = await open(id, await ticket(wall.token, id))
  const unused = await ticket(wall.token, id)
  // Another user cannot revoke it: the socket stays.
  expect((await t.call('GET', `/api/v1/displays/delete/${wall.id}`, { token: bob })).status).toBe(404)
  expect(await closesWithin(socket, 300)).toBeNull()

  const again = await open(id, await ticket(wall.token, id))
  expect((await t.call('GET', `/api/v1/displays/delete/${wall.id}`, { token: alice })).status).toBe(200)
  const closed = await closesWithin(again, AT_ONCE_MS)
  expect(closed?.code).toBe(1008)
  expect(await upgradeStatus(id, unused)).toBe(401)
  expect((await ask(wall.token, { purpose: 'stream', id })).status).toBe(401)
})

test('editing the stream hub out of a display closes its sockets at once; an edit that keeps it does not', async () => {
  const id = await addStream(alice)
  const wall = await display(alice, [{ kind: 'streams' }])
  const socket = await open(id, await ticket(wall.token, id))
  const edit = (views: unknown) => t.call('POST', `/api/v1/displays/${wall.id}`, { token: alice, body: { name: 'Hall', views } })

  expect((await edit([{ kind: 'home' }, { kind: 'streams' }])).status).toBe(200)
  expect(await closesWithin(socket, 300)).toBeNull()
  const kept = await open(id, await ticket(wall.token, id))
  const unused = await ticket(wall.token, id)
  expect((await edit([{ kind: 'home' }])).status).toBe(200)
  expect((await closesWithin(kept, AT_ONCE_MS))?.code).toBe(1008)
  expect(await upgradeStatus(id, unused)).toBe(401)
})

test('deleting the owner closes the display’s socket within the sweep', async () => {
  const root = await t.signIn('root', 'root-pass', true)
  const carol = await t.signIn('carol')
  const id = await addStream(carol)
  const wall = await display(carol, [{ kind: 'streams' }])
  const socket = await open(id, await ticket(wall.token, id))
  const carolId = t.db.query<{ id: number }, []>("SELECT id FROM users WHERE username = 'carol'").get()!.id
  expect((await t.call('GET', `/api/v1/accounts/delete/${carolId}`, { token: root })).status).toBe(200)
  expect(await closesWithin(socket, 5000)).not.toBeNull()
})
