import { afterAll, expect, test } from 'bun:test'
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createStreamHub, type Viewer } from './streams.hub'

// The hub's fan-out with a stand-in for ffmpeg that describes an H.264 input and then writes 0x47 bytes without end
// (100 TS packets every 10 ms), so a slow viewer can be told apart from a fast one in milliseconds.
const dir = mkdtempSync(join(tmpdir(), 'foyer-fake-ffmpeg-'))
const fakeFfmpeg = join(dir, 'ffmpeg')
writeFileSync(
  fakeFfmpeg,
  `#!/bin/sh
echo "Input #0, rtsp, from 'rtsp://camera/':" >&2
echo "  Stream #0:0: Video: h264 (High), yuv420p, 320x240" >&2
while true; do head -c 18801 /dev/zero | tr '\\0' G; sleep 0.01; done
`,
)
chmodSync(fakeFfmpeg, 0o755)
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function fakeViewer(queued: number) {
  const viewer = {
    sizes: [] as number[],
    firstBytes: [] as number[],
    closed: null as number | null,
    send(chunk: Uint8Array) {
      viewer.sizes.push(chunk.byteLength)
      for (let i = 0; i < chunk.byteLength; i += 188) viewer.firstBytes.push(chunk[i]!)
    },
    buffered: () => queued,
    close(code: number) {
      viewer.closed = code
    },
  }
  return viewer satisfies Viewer
}

async function until(check: () => boolean, ms: number) {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out')
    await Bun.sleep(10)
  }
}

test('a slow viewer misses chunks and is then closed; the others keep getting whole packets from the one process', async () => {
  const hub = createStreamHub({ ffmpeg: fakeFfmpeg, graceMs: 50, codecs: new Map(), limits: { queueBytes: 4096, lagMs: 300 } })
  const fast = fakeViewer(0)
  const slow = fakeViewer(1_000_000)
  const leaveFast = hub.join('cam', 'rtsp://camera/', fast)
  const leaveSlow = hub.join('cam', 'rtsp://camera/', slow)
  expect(hub.running).toBe(1)
  await until(() => slow.closed !== null, 3000)
  expect(slow.closed).toBe(1008)
  expect(slow.sizes).toEqual([])
  const before = fast.sizes.length
  await until(() => fast.sizes.length > before + 5, 2000)
  // 18,801 bytes a round: the odd byte is carried over, never sent as half a packet.
  expect(fast.sizes.every((n) => n % 188 === 0)).toBe(true)
  expect(fast.firstBytes.every((b) => b === 0x47)).toBe(true)
  leaveSlow()
  leaveFast()
  // Stopped once the grace period after the last viewer has passed.
  expect(hub.running).toBe(1)
  await until(() => hub.running === 0, 1000)
  expect(fast.closed).toBeNull()
})

test('a viewer that returns within the grace period finds the relay still running', async () => {
  const hub = createStreamHub({ ffmpeg: fakeFfmpeg, graceMs: 300, codecs: new Map() })
  const first = fakeViewer(0)
  hub.join('cam', 'rtsp://camera/', first)()
  await Bun.sleep(100)
  const again = fakeViewer(0)
  const leave = hub.join('cam', 'rtsp://camera/', again)
  await Bun.sleep(400)
  expect(hub.running).toBe(1)
  expect(again.sizes.length).toBeGreaterThan(0)
  leave()
  await until(() => hub.running === 0, 1000)
})
