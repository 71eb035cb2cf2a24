import { afterAll, afterEach, beforeAll, beforeEach, expect, test } from 'bun:test'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { closedPort, ffmpegChildren, ffmpegCommands, startCamera } from '../../../tests/helpers/rtsp-camera'
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app'

// The hub against a real RTSP camera (GStreamer's server on 127.0.0.1) and the real ffmpeg.

let camera: Awaited<ReturnType<typeof startCamera>>
let t: TestApp
let token: string
let base: string
beforeAll(async () => {
  camera = await startCamera()
})
afterAll(() => camera.stop())
beforeEach(async () => {
  t = createTestApp()
  token = await t.signIn('alice')
  t.app.listen({ hostname: '127.0.0.1', port: 0 })
  base = `127.0.0.1:${t.app.server!.port}`
})
afterEach(async () => {
  await t.app.stop(true)
  t.close()
})

const bearer = () => ({ headers: { authorization: `Bearer ${token}` } })
const addStream = async (url: string, as = token) =>
  (await t.call('POST', '/api/v1/listing/save/stream', { token: as, body: { linkName: 'Cam', linkURL: url } })).body.message.id as number

/** A websocket viewer (with a fresh ticket of that session) that keeps every binary message and how the socket ended. */
async function viewer(id: number, as = token) {
  const ws = new WebSocket(`ws://${base}/ws/stream/${id}?ticket=${await t.ticket(as, 'stream')}`)
  ws.binaryType = 'arraybuffer'
  const chunks: Uint8Array[] = []
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    ws.onclose = (e) => resolve({ code: e.code, reason: e.reason })
  })
  ws.onmessage = (e) => {
    if (e.data instanceof ArrayBuffer) chunks.push(new Uint8Array(e.data))
  }
  return {
    ws,
    chunks,
    closed,
    bytes: () => chunks.reduce((n, c) => n + c.byteLength, 0),
  }
}

async function until(check: () => boolean, ms: number, what: string) {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await Bun.sleep(50)
  }
}

/** Every message is whole 188-byte TS packets, each starting with the 0x47 sync byte. */
function validTs(chunks: Uint8Array[]) {
  for (const chunk of chunks) {
    if (chunk.byteLength % 188 !== 0) return false
    for (let i = 0; i < chunk.byteLength; i += 188) if (chunk[i] !== 0x47) return false
  }
  return chunks.length > 0
}

/** What ffmpeg reads from some bytes: its description of the input (stderr) and whether it decoded without error. */
async function ffmpegReads(bytes: Uint8Array, ext: string) {
  const dir = mkdtempSync(join(tmpdir(), 'foyer-probe-'))
  const file = join(dir, `input.${ext}`)
  writeFileSync(file, bytes)
  const proc = Bun.spawn(['ffmpeg', '-hide_banner', '-nostdin', '-v', 'info', '-i', file, '-f', 'null', '-'], { stdout: 'ignore', stderr: 'pipe' })
  const [stderr, code] = await Promise.all([new Response(proc.stderr).text(), proc.exited])
  rmSync(dir, { recursive: true, force: true })
  return { stderr, code }
}

test('three viewers of one camera share one ffmpeg and get valid MPEG-TS; none remains after they leave', async () => {
  const id = await addStream(camera.url)
  const viewers = await Promise.all([viewer(id), viewer(id), viewer(id)])
  await until(() => viewers.every((v) => v.bytes() > 50_000), 20_000, 'video for every viewer')
  expect(ffmpegChildren()).toBe(1)
  for (const v of viewers) expect(validTs(v.chunks)).toBe(true)
  // What a viewer got is H.264 that ffmpeg decodes.
  const first = await ffmpegReads(Buffer.concat(viewers[0]!.chunks), 'ts')
  expect(first.code).toBe(0)
  expect(first.stderr).toContain('Video: h264')
  for (const v of viewers) v.ws.close()
  // The relay outlives its last viewer by its grace period (10 s), then stops.
  await Bun.sleep(1000)
  expect(ffmpegChildren()).toBe(1)
  await until(() => ffmpegChildren() === 0, 15_000, 'ffmpeg to stop')
}, 40_000)

test('a viewer who joins a running relay starts with the stream tables and the last keyframe, and decodes from its first byte', async () => {
  const id = await addStream(camera.url)
  const first = await viewer(id)
  await until(() => first.bytes() > 60_000, 20_000, 'video for the first viewer')
  const late = await viewer(id)
  await until(() => late.bytes() > 30_000, 20_000, 'video for the late viewer')
  const start = late.chunks[0]!
  // PAT (pid 0) then PMT (pid 0x1000), each a packet starting a table.
  expect([...start.subarray(0, 3)]).toEqual([0x47, 0x40, 0x00])
  expect([...start.subarray(188, 191)]).toEqual([0x47, 0x50, 0x00])
  // Then the video packet that starts a keyframe: adaptation field with the random access indicator.
  expect([start[376 + 1]! & 0x1f, start[376 + 2], start[376 + 3]! & 0x20, start[376 + 5]! & 0x40]).toEqual([0x01, 0x00, 0x20, 0x40])
  const read = await ffmpegReads(Buffer.concat(late.chunks), 'ts')
  expect(read.code).toBe(0)
  expect(read.stderr).not.toMatch(/non-existing PPS|no frame!|decode_slice_header error/)
  expect(ffmpegChildren()).toBe(1)
  first.ws.close()
  late.ws.close()
}, 40_000)

test('the preview is a decodable JPEG, cached; with a relay running it comes from the relay', async () => {
  const id = await addStream(camera.url)
  const res = await fetch(`http://${base}/api/v1/listing/stream/preview/${id}`, bearer())
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toBe('image/jpeg')
  const jpeg = new Uint8Array(await res.arrayBuffer())
  expect([jpeg[0], jpeg[1]]).toEqual([0xff, 0xd8])
  const read = await ffmpegReads(jpeg, 'jpg')
  expect(read.code).toBe(0)
  expect(read.stderr).toContain('Video: mjpeg')
  // Cached: the same bytes at once, no ffmpeg started.
  const again = fetch(`http://${base}/api/v1/listing/stream/preview/${id}`, bearer())
  expect(ffmpegChildren()).toBe(0)
  expect(new Uint8Array(await (await again).arrayBuffer())).toEqual(jpeg)

  // A second stream of the same camera, watched live: its first preview is cut from the relay's output.
  const live = await addStream(`${camera.url}?second`)
  const v = await viewer(live)
  await until(() => v.bytes() > 20_000, 20_000, 'live video')
  // While the grab runs, only the relay has the camera open; the grab reads the relay's output on its stdin.
  const seen = new Set<string>()
  const asked = fetch(`http://${base}/api/v1/listing/stream/preview/${live}`, bearer())
  let answered = false
  void asked.finally(() => (answered = true))
  while (!answered) {
    for (const command of ffmpegCommands()) seen.add(command.join(' '))
    await Bun.sleep(20)
  }
  const fromRelay = await asked
  expect(fromRelay.status).toBe(200)
  expect([...seen].filter((c) => c.includes(camera.url)).length).toBe(1)
  expect([...seen].some((c) => c.includes('-i pipe:0'))).toBe(true)
  expect((await ffmpegReads(new Uint8Array(await fromRelay.arrayBuffer()), 'jpg')).code).toBe(0)
  v.ws.close()
}, 40_000)

test('concurrent previews share one grab', async () => {
  const id = await addStream(camera.url)
  const answers = Array.from({ length: 5 }, () => fetch(`http://${base}/api/v1/listing/stream/preview/${id}`, bearer()))
  await Bun.sleep(300)
  expect(ffmpegChildren()).toBe(1)
  const bodies = await Promise.all(answers.map(async (a) => new Uint8Array(await (await a).arrayBuffer())))
  for (const body of bodies) expect(body).toEqual(bodies[0]!)
}, 20_000)

test('previews of 8 cameras asked at once: at most 3 ffmpeg grabs run together (each ~60 MiB), and every picture comes', async () => {
  const ids: number[] = []
  for (let i = 0; i < 8; i++) ids.push(await addStream(`${camera.url}?camera=${i}`))
  const asked = Promise.all(ids.map((id) => fetch(`http://${base}/api/v1/listing/stream/preview/${id}`, bearer())))
  let answered = false
  void asked.finally(() => (answered = true))
  let most = 0
  while (!answered) {
    most = Math.max(most, ffmpegChildren())
    await Bun.sleep(10)
  }
  const answers = await asked
  expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200))
  for (const a of answers) expect([...new Uint8Array(await a.arrayBuffer()).subarray(0, 2)]).toEqual([0xff, 0xd8])
  expect(most).toBeGreaterThan(1)
  expect(most).toBeLessThanOrEqual(3)
}, 30_000)

test('with 3 grabs of hung cameras running and 32 waiting, one more preview is refused at once with the usual failure', async () => {
  const silent = Bun.listen({ hostname: '127.0.0.1', port: 0, socket: { data() {} } })
  try {
    const ids: number[] = []
    for (let i = 0; i < 36; i++) ids.push(await addStream(`rtsp://127.0.0.1:${silent.port}/x?camera=${i}`))
    const preview = (id: number) => fetch(`http://${base}/api/v1/listing/stream/preview/${id}`, bearer())
    let settled = 0
    const queued = ids.slice(0, 35).map((id) => preview(id).finally(() => settled++))
    // Local requests arrive within this; the hung grabs hold their slots for 8 s.
    await Bun.sleep(500)
    const refused = await preview(ids[35]!)
    expect([refused.status, await refused.json()]).toEqual([502, { error: true, message: 'Could not get a picture from the camera.' }])
    expect(settled).toBe(0)
    expect(ffmpegChildren()).toBe(3)
    expect((await Promise.all(queued)).map((a) => a.status)).toEqual(Array(35).fill(502))
    await until(() => ffmpegChildren() === 0, 2000, 'ffmpeg to end')
  } finally {
    silent.stop(true)
  }
}, 30_000)

test('a dead camera closes its viewers and leaves no ffmpeg', async () => {
  const id = await addStream(`rtsp://127.0.0.1:${closedPort()}/x`)
  const v = await viewer(id)
  const closed = await v.closed
  expect(closed).toEqual({ code: 1011, reason: 'The camera stream ended.' })
  await until(() => ffmpegChildren() === 0, 2000, 'ffmpeg to end')
}, 20_000)

test("another user's stream refuses the socket with 404; no ticket, a used one or the session token in ?token= is 401", async () => {
  const id = await addStream(camera.url)
  const bob = await t.signIn('bob')
  const upgrade = { upgrade: 'websocket', connection: 'upgrade', 'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==', 'sec-websocket-version': '13' }
  const open = async (query: string) => (await fetch(`http://${base}/ws/stream/${id}${query}`, { headers: upgrade })).status
  expect(await open(`?ticket=${await t.ticket(bob, 'stream')}`)).toBe(404)
  expect(await open('')).toBe(401)
  expect(await open(`?token=${token}`)).toBe(401)
  expect((await fetch(`http://${base}/ws/stream/${id}`, { headers: { ...upgrade, authorization: `Bearer ${token}` } })).status).toBe(401)
  const used = await t.ticket(token, 'stream')
  expect((await fetch(`http://${base}/ws/stream/${id + 1000}?ticket=${used}`, { headers: upgrade })).status).toBe(404)
  expect(await open(`?ticket=${used}`)).toBe(401)
  expect(await open(`?ticket=${await t.ticket(token, 'devices')}`)).toBe(401)
  expect(ffmpegChildren()).toBe(0)
})

test('logout closes the live socket', async () => {
  const id = await addStream(camera.url)
  const v = await viewer(id)
  await until(() => v.bytes() > 10_000, 20_000, 'live video')
  await t.call('POST', '/api/v1/logout', { token })
  expect((await v.closed).code).toBe(1008)
}, 30_000)

test('session expiry closes the live socket', async () => {
  const id = await addStream(camera.url)
  const v = await viewer(id)
  await until(() => v.bytes() > 10_000, 20_000, 'live video')
  // Keep-alives are accepted and change nothing.
  v.ws.send(JSON.stringify({ type: 'keep-alive' }))
  t.clock.advance(t.config.sessionTtlMs)
  expect((await v.closed).code).toBe(1008)
}, 30_000)

test('a camera that is not H.264 is transcoded to H.264', async () => {
  const vp8 = await startCamera('vp8')
  try {
    const id = await addStream(vp8.url)
    const v = await viewer(id)
    await until(() => v.bytes() > 50_000, 20_000, 'transcoded video')
    expect(validTs(v.chunks)).toBe(true)
    expect((await ffmpegReads(Buffer.concat(v.chunks), 'ts')).stderr).toContain('Video: h264')
    v.ws.close()
  } finally {
    await vp8.stop()
  }
}, 40_000)

test('a hung camera (accepts, never answers) fails the preview and closes viewers within 15 s', async () => {
  const silent = Bun.listen({ hostname: '127.0.0.1', port: 0, socket: { data() {} } })
  try {
    const id = await addStream(`rtsp://127.0.0.1:${silent.port}/x`)
    const started = Date.now()
    const v = await viewer(id)
    const preview = await fetch(`http://${base}/api/v1/listing/stream/preview/${id}`, bearer())
    expect([preview.status, await preview.json()]).toEqual([502, { error: true, message: 'Could not get a picture from the camera.' }])
    expect((await v.closed).code).toBe(1011)
    expect(Date.now() - started).toBeLessThan(15_000)
    await until(() => ffmpegChildren() === 0, 2000, 'ffmpeg to end')
  } finally {
    silent.stop(true)
  }
}, 30_000)
