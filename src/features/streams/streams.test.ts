import { describe, expect, test } from 'bun:test'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { closedPort } from '../../../tests/helpers/rtsp-camera'
import { useTestApp } from '../../../tests/helpers/test-app'
import { KEPT_SECRET } from '../../definitions/kept-secret'
import { maskUrl } from './streams.url'

const t = useTestApp()

const URL_WITH_PASSWORD = 'rtsp://admin:Zq7-hunter2@127.0.0.1:554/Streaming/Channels/101'
const MASKED = `rtsp://admin:${KEPT_SECRET}@127.0.0.1:554/Streaming/Channels/101`

const save = (body: Record<string, unknown>, token = t.alice) => t.call('POST', '/api/v1/listing/save/stream', { token, body })

/** Every file under a directory, recursively. */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? filesUnder(path) : [path]
  })

describe('stream calls', () => {
  test('save, read and list a stream; answers mask the password', async () => {
    const saved = await save({ linkName: 'Front door', linkURL: URL_WITH_PASSWORD })
    expect(saved.status).toBe(200)
    expect(saved.body.message).toMatchObject({ listingName: 'Front door', listingType: 'stream', listingUrl: MASKED })
    const id = saved.body.message.id
    const read = await t.call('GET', `/api/v1/listing/stream/${id}`, { token: t.alice })
    expect(read.body.message.listing).toMatchObject({ id, listingName: 'Front door', listingUrl: MASKED })
    expect(read.body.message.parents).toEqual([])
    const list = await t.call('GET', '/api/v1/listing/folder/stream/list', { token: t.alice })
    expect(list.body.message.map((l: { listingUrl: string }) => l.listingUrl)).toEqual([MASKED])
    // Nowhere else does the address show: the listings table holds no URL for a stream.
    const all = await t.call('GET', '/api/v1/listing/all', { token: t.alice })
    expect(JSON.stringify(all.body)).not.toContain('hunter2')
  })

  test('the address is sealed at rest: not in any file under DATA_DIR', async () => {
    await save({ linkName: 'Front door', linkURL: URL_WITH_PASSWORD })
    t.db.exec('PRAGMA wal_checkpoint(TRUNCATE)')
    for (const file of filesUnder(t.dir)) {
      const text = readFileSync(file).toString('latin1')
      expect([file, text.includes('hunter2'), text.includes('Streaming/Channels')]).toEqual([file, false, false])
    }
  })

  test('saving the masked URL back keeps the stored one (also as earlier clients masked it); a new URL replaces it', async () => {
    const { id } = (await save({ linkName: 'Door', linkURL: URL_WITH_PASSWORD })).body.message
    const stored = () =>
      t.secrets.open(t.db.query<{ sealed_url: string }, [number]>('SELECT sealed_url FROM stream_urls WHERE listing_id = ?').get(id)!.sealed_url)
    await save({ listingId: id, linkName: 'Front door', linkURL: MASKED })
    expect(stored()).toBe(URL_WITH_PASSWORD)
    await save({ listingId: id, linkName: 'Front door', linkURL: MASKED.replace(KEPT_SECRET, '****') })
    expect(stored()).toBe(URL_WITH_PASSWORD)
    const renamed = await save({ listingId: String(id), linkName: 'Back door', linkURL: 'rtsps://cam.local/live' })
    expect(renamed.body.message).toMatchObject({ id, listingName: 'Back door', listingUrl: 'rtsps://cam.local/live' })
    expect(stored()).toBe('rtsps://cam.local/live')
  })

  test("name and URL are required: 'Please fill all the fields', nothing saved", async () => {
    for (const body of [
      {},
      { linkName: 'Cam' },
      { linkURL: URL_WITH_PASSWORD },
      { linkName: '  ', linkURL: URL_WITH_PASSWORD },
      { linkName: 'Cam', linkURL: ' ' },
    ]) {
      const res = await save(body)
      expect([JSON.stringify(body), res.status, res.body.message]).toEqual([JSON.stringify(body), 400, 'Please fill all the fields'])
    }
    expect((await t.call('GET', '/api/v1/listing/folder/stream/list', { token: t.alice })).body.message).toEqual([])
  })

  test('only rtsp:// and rtsps:// addresses, as one plain argument', async () => {
    for (const url of [
      'http://cam/x',
      'file:///etc/passwd',
      '/etc/passwd',
      '-i',
      'concat:rtsp://a|rtsp://b',
      'rtsp://',
      'rtsp://host/a b',
      'rtsp://host/\nx',
      'subfile,,start,0,end,0,,:rtsp://x',
    ]) {
      const res = await save({ linkName: 'Cam', linkURL: url })
      expect([url, res.status, res.body.message]).toEqual([url, 400, 'Stream URL must be an rtsp:// or rtsps:// address.'])
    }
    expect((await save({ linkName: 'Cam', linkURL: 'RTSP://10.0.0.2:554/h264' })).status).toBe(200)
  })

  test("another user's stream is 404 on every call; a listing of another type is not a stream", async () => {
    const { id } = (await save({ linkName: 'Cam', linkURL: URL_WITH_PASSWORD })).body.message
    expect((await t.call('GET', `/api/v1/listing/stream/${id}`, { token: t.bob })).status).toBe(404)
    expect((await t.call('GET', `/api/v1/listing/stream/preview/${id}`, { token: t.bob })).status).toBe(404)
    const edit = await save({ listingId: id, linkName: 'Mine now', linkURL: 'rtsp://bob/x' }, t.bob)
    expect([edit.status, edit.body.message]).toEqual([404, 'Stream not found.'])
    expect((await t.call('GET', '/api/v1/listing/folder/stream/list', { token: t.bob })).body.message).toEqual([])
    const folder = await t.call('POST', '/api/v1/listing/save/folder', {
      token: t.alice,
      body: { folderName: 'F', folderIcon: { iconUrl: '/x.svg' } },
    })
    // The form sees another kind's listing as it is and sends the user to /manage/listing (spec 2 §2).
    const other = await t.call('GET', `/api/v1/listing/stream/${folder.body.message.id}`, { token: t.alice })
    expect(other.body.message.listing.listingType).toBe('category')
    expect((await save({ listingId: folder.body.message.id, linkName: 'Cam', linkURL: 'rtsp://a/b' })).status).toBe(404)
  })

  test('the listing delete removes the stream and its sealed address', async () => {
    const { id } = (await save({ linkName: 'Cam', linkURL: URL_WITH_PASSWORD })).body.message
    expect((await t.call('GET', `/api/v1/listing/delete/${id}`, { token: t.alice })).status).toBe(200)
    expect((await t.call('GET', `/api/v1/listing/stream/${id}`, { token: t.alice })).status).toBe(404)
    expect(t.db.query('SELECT count(*) AS n FROM stream_urls').get()).toEqual({ n: 0 })
  })

  test('the preview takes the bearer header only: the session token in ?token= is 401', async () => {
    const { id } = (await save({ linkName: 'Cam', linkURL: `rtsp://127.0.0.1:${closedPort()}/x` })).body.message
    const res = await t.call('GET', `/api/v1/listing/stream/preview/${id}?token=${t.alice}`)
    expect([res.status, res.body.message]).toEqual([401, 'Authentication required.'])
  })

  test('a dead camera answers the preview with a JSON error, quickly', async () => {
    const { id } = (await save({ linkName: 'Cam', linkURL: `rtsp://127.0.0.1:${closedPort()}/x` })).body.message
    const started = Date.now()
    const res = await t.call('GET', `/api/v1/listing/stream/preview/${id}`, { token: t.alice })
    expect([res.status, res.body]).toEqual([502, { error: true, message: 'Could not get a picture from the camera.' }])
    expect(Date.now() - started).toBeLessThan(15_000)
  })
})

describe('ffmpeg missing', () => {
  const m = useTestApp({ FOYER_FFMPEG: '/nonexistent/ffmpeg' })
  test('the preview says so with a 503', async () => {
    const { id } = (await m.call('POST', '/api/v1/listing/save/stream', { token: m.alice, body: { linkName: 'Cam', linkURL: 'rtsp://127.0.0.1:9/x' } })).body
      .message
    const res = await m.call('GET', `/api/v1/listing/stream/preview/${id}`, { token: m.alice })
    expect(res.status).toBe(503)
    expect(res.body.message).toContain('ffmpeg is not installed')
    // The live socket is refused before its upgrade, with the same message.
    m.app.listen({ hostname: '127.0.0.1', port: 0 })
    try {
      const upgrade = { upgrade: 'websocket', connection: 'upgrade', 'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==', 'sec-websocket-version': '13' }
      const ws = await fetch(`http://127.0.0.1:${m.app.server!.port}/ws/stream/${id}?ticket=${await m.ticket(m.alice, 'stream')}`, { headers: upgrade })
      expect(ws.status).toBe(503)
      expect(((await ws.json()) as { message: string }).message).toContain('FOYER_FFMPEG')
    } finally {
      await m.app.stop(true)
    }
  })
})

test('maskUrl hides only the password', () => {
  expect(maskUrl('rtsp://u:p@h:554/a')).toBe(`rtsp://u:${KEPT_SECRET}@h:554/a`)
  expect(maskUrl('rtsp://u@h/a')).toBe('rtsp://u@h/a')
  expect(maskUrl('rtsp://h/a@b:c')).toBe('rtsp://h/a@b:c')
  expect(maskUrl('rtsps://u:p%40ss@h?x=1')).toBe(`rtsps://u:${KEPT_SECRET}@h?x=1`)
})
