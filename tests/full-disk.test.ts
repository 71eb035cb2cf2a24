import { afterAll, beforeAll, expect, test } from 'bun:test'
import { mkdtempSync, openSync, readdirSync, rmdirSync, rmSync, writeSync, closeSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DISK_FULL } from '../src/core/errors'
import { createTestApp, md5, type TestApp } from './helpers/test-app'

// DATA_DIR on a 16 MiB tmpfs of its own, filled to the last byte: what a full SD card does to Foyer.
const mountPoint = mkdtempSync(join(tmpdir(), 'foyer-full-'))
const mounted = Bun.spawnSync(['mount', '-t', 'tmpfs', '-o', 'size=16m', 'tmpfs', mountPoint])
const why = mounted.exitCode === 0 ? '' : `cannot mount a tmpfs here (${mounted.stderr.toString().trim() || 'not root'}): the full-disk test needs root`
if (why) console.warn(`skipped: ${why}`)

let t: TestApp
let alice: string
const filler = join(mountPoint, 'filler')

beforeAll(async () => {
  if (why) return
  t = createTestApp({}, { parent: mountPoint })
  alice = await t.signIn('alice')
  await t.users.create({ username: 'bob', password: md5('bob-pass'), isSuperAdmin: false })
})
afterAll(() => {
  if (why) return rmdirSync(mountPoint)
  t.close()
  Bun.spawnSync(['umount', mountPoint])
  rmdirSync(mountPoint)
})

/** Writes until the disk refuses a single byte more. */
function fill() {
  const fd = openSync(filler, 'a')
  const chunk = Buffer.alloc(64 * 1024)
  try {
    for (let size = chunk.length; size >= 1; ) {
      try {
        writeSync(fd, chunk, 0, size)
      } catch {
        size >>= 1
      }
    }
  } finally {
    closeSync(fd)
  }
}

const png = (padding: number) => {
  const bytes = new Uint8Array(
    Buffer.concat([
      Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'),
      Buffer.alloc(padding),
    ]),
  )
  const form = new FormData()
  form.append('icon', new File([bytes], 'icon.png', { type: 'image/png' }))
  return form
}
const upload = (padding: number) => t.call('POST', '/api/v1/images/upload', { token: alice, form: png(padding) })
const folder = (name: string) =>
  t.call('POST', '/api/v1/listing/save/folder', {
    token: alice,
    body: { folderName: name, folderIcon: { iconUrl: '/icons/folder.svg', iconProvider: 'default', iconId: 'folder' }, parentId: null },
  })
const uploads = () => readdirSync(join(t.dir, 'uploads', '1')).sort()
const rows = () =>
  t.db
    .query<{ fileName: string }, []>('SELECT file_name AS fileName FROM images ORDER BY file_name')
    .all()
    .map((r) => r.fileName)

test.skipIf(Boolean(why))('a full disk: clear 507s, no orphan upload, short logs, deletes and sign-in still work, all back once space is freed', async () => {
  expect((await folder('Before')).status).toBe(200)
  const doomed = (await folder('Doomed')).body.message.id
  const kept = (await upload(200 * 1024)).body.message
  const spare = (await upload(200 * 1024)).body.message
  fill()

  // Writes: the disk is named, not the database.
  for (let i = 0; i < 20; i++) {
    const res = await folder(`Full ${i}`)
    expect([res.status, res.body, res.headers.get('x-database-status')]).toEqual([507, { error: true, message: DISK_FULL }, null])
  }
  const refused = await upload(300 * 1024)
  expect([refused.status, refused.body]).toEqual([507, { error: true, message: DISK_FULL }])
  expect(uploads()).toEqual(rows())

  // Every failure logged in one short line.
  expect(t.logs.length).toBeGreaterThan(0)
  for (const line of t.logs) expect(line.length).toBeLessThanOrEqual(600)

  // What frees space or lets someone in still works: the disk's reserve is let go for it.
  expect((await t.call('GET', `/api/v1/listing/delete/${doomed}`, { token: alice })).status).toBe(200)
  const bob = await t.call('POST', '/api/v1/login', { body: { username: 'bob', password: md5('bob-pass') } })
  expect([bob.status, bob.body.message]).toEqual([200, expect.objectContaining({ token: expect.any(String) })])
  expect((await t.call('GET', `/api/v1/image/delete/${spare.id}`, { token: alice })).status).toBe(200)
  expect(rows()).toEqual([kept.iconPath.split('/').pop()])
  expect(uploads()).toEqual(rows())
  // While the disk has no room for its reserve again, uploads are refused before anything is written.
  fill()
  const small = await upload(10)
  expect([small.status, small.body]).toEqual([507, { error: true, message: DISK_FULL }])
  expect(uploads()).toEqual(rows())

  // Space back: everything works and nothing was lost.
  rmSync(filler)
  expect((await folder('After')).status).toBe(200)
  expect((await upload(10)).status).toBe(200)
  expect(uploads()).toEqual(rows())
  const names = (await t.call('GET', '/api/v1/listing/folder/root/list', { token: alice })).body.message.items.map(
    (i: { listingName: string }) => i.listingName,
  )
  expect(names).toEqual(['Before', 'After'])
})
