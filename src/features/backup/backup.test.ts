import { afterEach, beforeEach, expect, test } from 'bun:test'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { strToU8, unzipSync, zipSync } from 'fflate'
import { openDatabase } from '../../core/db'
import { appZip, PNG, renamedLocally } from '../../../tests/helpers/live-app-zip'
import { createTestApp, md5, type TestApp } from '../../../tests/helpers/test-app'
import { BACKUP_MAX_BYTES, NOT_A_BACKUP } from './backup.constants'

const SECRET = 'JBSWY3DPEHPK3PXP'
const tabler = (id: string) => ({ iconUrl: `/api/v1/icons/tabler/3.0.0/dark/${id}.svg`, iconUrlLight: null, iconProvider: 'tabler', iconId: id })

// Two instances, each with its own DATA_DIR and secret key: the backup of one restores into the other.
let from: TestApp
let into: TestApp
let fromAdmin: string
let intoAdmin: string
let alice: string
beforeEach(async () => {
  from = createTestApp()
  into = createTestApp()
  fromAdmin = await from.signIn('root', 'root-pass', true)
  alice = await from.signIn('alice', 'alice-pass')
  intoAdmin = await into.signIn('keeper', 'keeper-pass', true)
})
afterEach(() => {
  from.close()
  into.close()
})

const exportFrom = async (t: TestApp, token?: string) =>
  t.app.handle(new Request('http://localhost/api/v1/settings/export-migration', { headers: token ? { authorization: `Bearer ${token}` } : {} }))

const importInto = (t: TestApp, token: string, file: Uint8Array, name = 'backup.zip') => {
  const form = new FormData()
  form.set('migrationFile', new File([Buffer.from(file)], name, { type: 'application/zip' }))
  return t.call('POST', '/api/v1/settings/import-migration', { token, form })
}

/** Alice's things on the first instance: a folder with a link, an authenticator, an uploaded image. */
async function seedAlice() {
  const folder = await from.call('POST', '/api/v1/listing/save/folder', {
    token: alice,
    body: { folderName: 'Media', folderIcon: tabler('folder'), parentId: null, showInSidebar: false },
  })
  expect(folder.status).toBe(200)
  const link = await from.call('POST', '/api/v1/listing/save/link', {
    token: alice,
    body: { linkName: 'Jellyfin', linkURL: 'http://10.0.0.5:8096/', linkIcon: tabler('link'), parentId: null },
  })
  expect(link.status).toBe(200)
  expect((await from.call('POST', '/api/v1/totp/save', { token: alice, body: { serviceName: 'Mail', secret: SECRET } })).status).toBe(200)
  const form = new FormData()
  form.set('icon', new File([PNG], 'logo.png', { type: 'image/png' }))
  const image = await from.call('POST', '/api/v1/images/upload', { token: alice, form })
  expect(image.status).toBe(200)
  return { imagePath: image.body.message.iconPath as string }
}

const names = async (t: TestApp, token: string) =>
  ((await t.call('GET', '/api/v1/dashboard', { token })).body.message.homepageItems as Array<{ listingName: string }>).map((i) => i.listingName).sort()

test("an instance's backup restores into another: every user and row, the uploads, secrets readable under the new key; every session ends", async () => {
  const { imagePath } = await seedAlice()
  const keeperFolder = await into.call('POST', '/api/v1/listing/save/folder', {
    token: intoAdmin,
    body: { folderName: 'Replaced', folderIcon: tabler('folder'), parentId: null, showInSidebar: false },
  })
  expect(keeperFolder.status).toBe(200)
  // A ZIP app installed on the first instance only: the second reads DATA_DIR/apps again after the import.
  const app = new FormData()
  app.set('file', new File([appZip() as BlobPart], 'app.zip', { type: 'application/zip' }))
  expect((await from.call('POST', '/api/v1/app/fromzip', { token: fromAdmin, form: app })).status).toBe(200)

  const res = await exportFrom(from, fromAdmin)
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toBe('application/zip')
  expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="foyer-backup-\d{4}-\d{2}-\d{2}\.zip"$/)
  const zip = new Uint8Array(await res.arrayBuffer())

  const done = await importInto(into, intoAdmin, zip)
  expect([done.status, done.body]).toEqual([200, { error: false, message: 'Backup imported successfully! Please log in again.' }])

  // The keeper's session (and the keeper) are gone; nobody from the backup came with a session either.
  expect((await into.call('GET', '/api/v1/dashboard', { token: intoAdmin })).status).toBe(401)
  expect((await into.call('POST', '/api/v1/login', { body: { username: 'keeper', password: md5('keeper-pass') } })).status).toBe(401)
  expect(into.db.query<{ n: number }, []>('SELECT COUNT(*) AS n FROM sessions').get()!.n).toBe(0)

  const restored = await into.signIn('alice', 'alice-pass')
  expect(await names(into, restored)).toEqual(['Jellyfin', 'Media'])
  const apps = (await into.call('GET', '/api/v1/app/installed/all', { token: restored })).body.message as Array<{ appId: string }>
  expect(apps.map((a) => a.appId)).toContain('org.example.counter')
  // The uploaded image came along, byte for byte.
  const image = await into.app.handle(new Request(`http://localhost${imagePath}`))
  expect(image.status).toBe(200)
  expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true)
  // The authenticator's seed was sealed with the other key: it is sealed again with this one and opens.
  const sealed = into.db.query<{ v: string }, []>('SELECT secret_sealed AS v FROM totp_items').all()
  expect(sealed).toHaveLength(1)
  expect(into.secrets.open(sealed[0]!.v)).toBe(SECRET)
  const codes = await into.app.handle(
    new Request(
      `http://localhost/api/v1/totp/stream/${(await into.call('GET', '/api/v1/dashboard', { token: restored })).body.message.authenticators[0].id}?token=${restored}`,
    ),
  )
  const reader = codes.body!.getReader()
  expect(new TextDecoder().decode((await reader.read()).value)).toMatch(/\d{6}/)
  await reader.cancel()
})

test('export and import are for super admins only: a normal user is refused and nothing changes', async () => {
  await seedAlice()
  expect((await exportFrom(from)).status).toBe(401)
  expect((await exportFrom(from, alice)).status).toBe(403)
  const zip = new Uint8Array(await (await exportFrom(from, fromAdmin)).arrayBuffer())
  const bob = await into.signIn('bob', 'bob-pass')
  const refused = await importInto(into, bob, zip)
  expect(refused.status).toBe(403)
  expect((await into.call('GET', '/api/v1/dashboard', { token: intoAdmin })).status).toBe(200)
  expect((await into.call('GET', '/api/v1/dashboard', { token: bob })).status).toBe(200)
})

test('anything but a Foyer backup is refused with the spec message, and nothing changes', async () => {
  await seedAlice()
  const good = zipSync(unzipToObject(new Uint8Array(await (await exportFrom(from, fromAdmin)).arrayBuffer())))
  const parts = unzipToObject(good)
  const without = (name: string) => Object.fromEntries(Object.entries(parts).filter(([n]) => n !== name))
  const cases: Array<[string, Uint8Array]> = [
    ['a picture', PNG],
    ['text', strToU8('hello')],
    ['an empty ZIP', zipSync({})],
    ['no manifest', zipSync(without('foyer-backup.json'))],
    ['no database', zipSync(without('foyer.db'))],
    ['no key', zipSync(without('secret.key'))],
    ['a short key', zipSync({ ...parts, 'secret.key': new Uint8Array(16) })],
    ['another format', zipSync({ ...parts, 'foyer-backup.json': strToU8('{"format":"other","version":1}') })],
    ['a database that is not one', zipSync({ ...parts, 'foyer.db': strToU8('SQLite format 3 but not really') })],
    ['a stray file', zipSync({ ...parts, 'run.sh': strToU8('#!/bin/sh') })],
  ]
  for (const [what, file] of cases) {
    const res = await importInto(into, intoAdmin, file)
    expect([what, res.status, res.body.message]).toEqual([what, 400, NOT_A_BACKUP])
  }
  const json = await into.call('POST', '/api/v1/settings/import-migration', { token: intoAdmin, body: { migrationFile: 'x' } })
  expect([json.status, json.body.message]).toEqual([400, NOT_A_BACKUP])
  // Still the keeper's instance, signed in.
  expect((await into.call('GET', '/api/v1/dashboard', { token: intoAdmin })).status).toBe(200)
  expect(readdirSync(into.dir).filter((n) => n.startsWith('.import-'))).toEqual([])
})

test('a backup whose local headers name paths outside its folders (ZIP slip) is refused; nothing is written', async () => {
  const parts = unzipToObject(new Uint8Array(await (await exportFrom(from, fromAdmin)).arrayBuffer()))
  const escapee = `zipslip-${crypto.randomUUID().slice(0, 8)}.txt`
  const zip = renamedLocally(zipSync({ ...parts, [`uploads/aa/aa/aa/${escapee}`]: strToU8('x') }), `uploads/aa/aa/aa/${escapee}`, `uploads/../../../${escapee}`)
  const res = await importInto(into, intoAdmin, zip)
  expect([res.status, res.body.message]).toEqual([400, expect.stringMatching(/outside its folder/)])
  for (const up of ['..', '../..', '../../..']) expect(existsSync(join(into.dir, up, escapee))).toBe(false)
  expect((await into.call('GET', '/api/v1/dashboard', { token: intoAdmin })).status).toBe(200)
})

test('a backup whose image rows no upload makes (another type, a name the uploader never gives, no file) is refused; nothing changes', async () => {
  const { imagePath } = await seedAlice()
  const parts = unzipToObject(new Uint8Array(await (await exportFrom(from, fromAdmin)).arrayBuffer()))
  const name = imagePath.split('/').pop()!
  const aliceId = from.db.query<{ id: number }, []>("SELECT id FROM users WHERE username = 'alice'").get()!.id
  const file = `uploads/${aliceId}/${name}`
  const page = strToU8('<script>alert(localStorage.length)</script>')
  const html = `${name.slice(0, -4)}.html`
  const cases: Array<[string, string, Record<string, Uint8Array>]> = [
    ['an HTML type', "UPDATE images SET mime = 'text/html'", { [file]: page }],
    ['an HTML name and type', `UPDATE images SET mime = 'text/html', file_name = '${html}'`, { [`uploads/${aliceId}/${html}`]: page }],
    ['a type its extension does not have', "UPDATE images SET mime = 'image/svg+xml'", {}],
    ['a name leaving its folder', "UPDATE images SET file_name = '../../foyer.db'", {}],
    ['a missing file', `UPDATE images SET file_name = '${'0'.repeat(32)}.png'`, {}],
  ]
  for (const [what, change, files] of cases) {
    const dbPath = join(from.dir, `altered-${crypto.randomUUID()}.db`)
    await Bun.write(dbPath, parts['foyer.db']!)
    const altered = openDatabase(dbPath)
    altered.exec(change)
    altered.close()
    const res = await importInto(into, intoAdmin, zipSync({ ...parts, ...files, 'foyer.db': readFileSync(dbPath) }))
    expect([what, res.status, res.body.message]).toEqual([what, 400, NOT_A_BACKUP])
  }
  expect((await into.call('GET', '/api/v1/dashboard', { token: intoAdmin })).status).toBe(200)
  expect(existsSync(join(into.dir, 'uploads', String(aliceId), name))).toBe(false)
})

test('a backup from a newer Foyer (a migration this one does not know) is refused', async () => {
  const parts = unzipToObject(new Uint8Array(await (await exportFrom(from, fromAdmin)).arrayBuffer()))
  const dbPath = join(from.dir, 'newer.db')
  await Bun.write(dbPath, parts['foyer.db']!)
  const newer = openDatabase(dbPath)
  newer.exec("INSERT INTO schema_migrations (name, applied_at) VALUES ('9999_future', 0)")
  newer.close()
  const res = await importInto(into, intoAdmin, zipSync({ ...parts, 'foyer.db': readFileSync(dbPath) }))
  expect([res.status, res.body.message]).toEqual([400, 'This backup comes from a newer version of Foyer: update Foyer first.'])
  expect((await into.call('GET', '/api/v1/dashboard', { token: intoAdmin })).status).toBe(200)
})

test('a body declared larger than the route takes is refused before it is read: 413', async () => {
  const over = await into.app.handle(
    new Request('http://localhost/api/v1/settings/import-migration', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${intoAdmin}`,
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(BACKUP_MAX_BYTES + 1024 * 1024),
      },
      body: '--x--',
    }),
  )
  expect(over.status).toBe(413)
  // Every other route keeps the general limit (12 MiB).
  const image = await into.app.handle(
    new Request('http://localhost/api/v1/images/upload', {
      method: 'POST',
      headers: { authorization: `Bearer ${intoAdmin}`, 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(13 * 1024 * 1024) },
      body: '--x--',
    }),
  )
  expect(image.status).toBe(413)
})

test('a chunked body (no Content-Length) is refused with 411 before it is read, so no route can be sent more than its limit', async () => {
  into.app.listen({ port: 0, hostname: '127.0.0.1' })
  try {
    const body = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"colorTheme":"light"}'))
        controller.close()
      },
    })
    const res = await fetch(`http://127.0.0.1:${into.app.server!.port}/api/v1/settings/theme`, {
      method: 'POST',
      headers: { authorization: `Bearer ${intoAdmin}`, 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit)
    expect([res.status, (await res.json()).message]).toEqual([411, 'Send the body with a Content-Length header.'])
    expect((await into.call('GET', '/api/v1/dashboard', { token: intoAdmin })).body.message.userData.colorTheme).toBe('dark')
  } finally {
    await into.app.stop(true)
  }
})

const unzipToObject = (zip: Uint8Array): Record<string, Uint8Array> => unzipSync(zip)
