import { afterAll, expect, test } from 'bun:test'
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createStreamHub } from './streams.hub'
import { createPreviews } from './streams.preview'

// A stand-in for ffmpeg that notes each run and answers one tiny "JPEG".
const dir = mkdtempSync(join(tmpdir(), 'foyer-fake-ffmpeg-'))
const fakeFfmpeg = join(dir, 'ffmpeg')
const runs = join(dir, 'runs')
writeFileSync(fakeFfmpeg, `#!/bin/sh\necho run >> '${runs}'\nprintf '\\377\\330\\377\\340'\n`)
chmodSync(fakeFfmpeg, 0o755)
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const count = () => readFileSync(runs, 'utf8').split('\n').length - 1

test('pictures of 100 cameras within a minute: the newest are served from memory, the oldest grabbed again (at most 32 kept)', async () => {
  const codecs = new Map<string, string>()
  const previews = createPreviews({ ffmpeg: fakeFfmpeg, hub: createStreamHub({ ffmpeg: fakeFfmpeg, graceMs: 0, codecs }), codecs })
  for (let i = 0; i < 100; i++) await previews.get(`camera${i}`, 'rtsp://127.0.0.1/x')
  expect(count()).toBe(100)
  await previews.get('camera99', 'rtsp://127.0.0.1/x')
  expect(count()).toBe(100)
  await previews.get('camera0', 'rtsp://127.0.0.1/x')
  expect(count()).toBe(101)
})
