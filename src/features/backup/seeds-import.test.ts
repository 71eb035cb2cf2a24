import { afterEach, beforeEach, expect, test } from 'bun:test'
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { strToU8, zipSync } from 'fflate'
import { astrolumaBackup, OLD_KEY, PASSWORDS, saltedAes, TOTP_ENCRYPTED, TOTP_PLAIN } from '../../../tests/fixtures/astroluma/backup'
import { createTestApp, md5, type TestApp } from '../../../tests/helpers/test-app'
import { base32Decode, totp } from '../../../tests/helpers/totp-reference'
import { IMPORT_FAILED, NOT_A_BACKUP } from './backup.constants'

let t: TestApp
let keeper: string
beforeEach(async () => {
  t = createTestApp()
  keeper = await t.signIn('keeper', 'keeper-pass', true)
})
afterEach(() => t.close())

const importFile = (file: Uint8Array, token = keeper) => {
  const form = new FormData()
  form.set('migrationFile', new File([Buffer.from(file)], 'astroluma-backup.zip', { type: 'application/zip' }))
  return t.call('POST', '/api/v1/settings/import-migration', { token, form })
}
const login = (username: string, password: string) => t.call('POST', '/api/v1/login', { body: { username, password: md5(password) } })
const rows = (sql: string, ...params: Array<string | number>) => t.db.query(sql).all(...params) as any[]
const snapshot = () => JSON.stringify(['users', 'listings', 'totp_items', 'images', 'sessions'].map((table) => rows(`SELECT * FROM ${table}`)))

async function firstCode(id: number, token: string): Promise<string> {
  const res = await t.app.handle(new Request(`http://localhost/api/v1/totp/stream/${id}?token=${token}`))
  const reader = res.body!.getReader()
  let buffered = ''
  while (!buffered.includes('\n\n')) buffered += new TextDecoder().decode((await reader.read()).value)
  await reader.cancel()
  return JSON.parse(buffered.slice(6, buffered.indexOf('\n\n'))).code
}

for (const early of [false, true])
  test(`the seeds' product's backup${early ? ' (early exporter, Mongo _id references)' : ''} replaces the instance: every entity, old passwords, TOTP codes, sealed secrets`, async () => {
    const res = await importFile(astrolumaBackup({ early }))
    expect(res.status).toBe(200)
    expect(res.body.message).toBe(
      'Backup imported successfully! Please log in again. Left out: the live app of Grainary (com.grainary: no integration in Foyer); the address of Bookmarklet (a script).',
    )
    // The keeper and their session are gone with the replaced instance.
    expect((await t.call('GET', '/api/v1/dashboard', { token: keeper })).status).toBe(401)
    expect((await login('keeper', 'keeper-pass')).status).not.toBe(200)

    const admin = await login('admin', PASSWORDS.admin)
    const bob = await login('bob', PASSWORDS.bob)
    expect(admin.status).toBe(200)
    expect(bob.status).toBe(200)
    // The screens read it: the admin's home holds their top-level cards, Bob's his.
    const home = async (token: string) =>
      ((await t.call('GET', '/api/v1/dashboard', { token })).body.message.homepageItems as Array<{ listingName: string }>).map((i) => i.listingName).sort()
    expect(await home(admin.body.message.token)).toEqual(['Chores', 'Door', 'Home', 'Welcome'])
    expect(await home(bob.body.message.token)).toEqual(['Bob links'])
    const [adminId, bobId] = ['admin', 'bob'].map((name) => rows('SELECT id FROM users WHERE username = ?', name)[0].id as number)
    const users = rows(
      'SELECT username, full_name, site_name, color_theme, is_super_admin, camerafeed, weather_location, weather_unit, avatar FROM users ORDER BY id',
    )
    expect(users.map((u) => [u.username, u.is_super_admin])).toEqual([
      ['admin', 1],
      ['bob', 0],
    ])
    expect(users[0]).toMatchObject({
      full_name: 'The Admin',
      site_name: 'Home Lab',
      color_theme: 'nord',
      camerafeed: 0,
      weather_location: 'Kolkata',
      weather_unit: 'imperial',
    })

    // The uploaded icon: a Foyer image of the admin's, its file in place, used by the avatar and the Jellyfin link.
    const [image] = rows('SELECT id, user_id, file_name, mime FROM images')
    expect(image).toMatchObject({ user_id: adminId, mime: 'image/png' })
    expect(existsSync(join(t.dir, 'uploads', String(adminId), image.file_name))).toBe(true)
    expect(JSON.parse(users[0].avatar).iconUrl).toBe(`/api/v1/images/file/${image.file_name}`)

    const listings = new Map(rows('SELECT * FROM listings').map((l) => [l.listing_name, l]))
    expect(listings.size).toBe(11)
    expect(listings.get('Bookmarklet')).toMatchObject({ listing_url: null, local_url: 'http://10.0.0.5/' })
    const parent = (name: string) => listings.get(name).parent_id
    expect(parent('Home')).toBeNull()
    expect(parent('Media')).toBe(listings.get('Home').id)
    expect(parent('Jellyfin')).toBe(listings.get('Media').id)
    expect(parent('Scripts')).toBe(listings.get('Home').id)
    expect(parent('Wiki')).toBe(listings.get('Bob links').id)
    expect(listings.get('Wiki').user_id).toBe(bobId)
    expect(listings.get('Media').in_sidebar).toBe(1)
    const jellyfin = listings.get('Jellyfin')
    expect(jellyfin).toMatchObject({
      listing_type: 'link',
      listing_url: 'http://10.0.0.5:8096',
      local_url: 'http://jellyfin.lan',
      live_app_id: 'jellyfin',
      live_app_refresh: 300,
      live_app_enabled: 1,
    })
    expect(JSON.parse(jellyfin.listing_icon).iconId).toBe(String(image.id))
    expect(JSON.parse(t.secrets.open(jellyfin.live_app_config))).toEqual({ apiKey: 'jf-api-key' })
    // No built-in integration for Grainary (a made-up service): the link stays, without a live app.
    expect(listings.get('Grainary')).toMatchObject({ live_app_id: null, live_app_config: null, listing_url: 'http://10.0.0.5:8989' })
    expect(JSON.parse(listings.get('Wiki').listing_icon).iconUrl).toBe('https://cdn.example.org/wiki.svg')
    // An icon address that would break out of an attribute falls back to the kind's default.
    expect(JSON.parse(listings.get('Bob links').listing_icon)).toEqual({ iconUrl: 'folder', iconUrlLight: null })
    const [page] = rows('SELECT id, title, content, is_published, user_id FROM pages')
    expect(page).toMatchObject({ title: 'Welcome', content: '<h1>Hello</h1>', is_published: 1, user_id: adminId })
    expect(listings.get('Welcome').listing_url).toBe(`/p/${page.id}`)
    const door = listings.get('Door')
    expect(door.listing_url).toBeNull()
    expect(t.secrets.open(rows('SELECT sealed_url FROM stream_urls WHERE listing_id = ?', door.id)[0].sealed_url)).toBe('rtsp://cam:secret@10.0.0.9/live')

    expect(rows('SELECT text, completed, priority, due_date, listing_id FROM todo_items ORDER BY id')).toEqual([
      { text: 'Renew domain', completed: 0, priority: 1, due_date: '2024-07-15', listing_id: listings.get('Chores').id },
      { text: 'Clean filters', completed: 1, priority: 3, due_date: null, listing_id: listings.get('Chores').id },
    ])
    const [snippet] = rows('SELECT id, title, language, listing_id FROM snippets')
    expect(snippet).toMatchObject({ title: 'Backup script', language: 'shell', listing_id: listings.get('Scripts').id })
    expect(rows('SELECT filename, code, language FROM snippet_items WHERE snippet_id = ? ORDER BY id', snippet.id)).toEqual([
      { filename: 'backup.sh', code: 'tar czf /backup/home.tgz /home', language: 'shell' },
      { filename: 'notes.txt', code: 'Runs nightly.', language: 'text' },
    ])
    expect(rows('SELECT device_name, device_ip, supports_wol, device_mac, broadcast_address, broadcast_port, user_id FROM devices')).toEqual([
      {
        device_name: 'NAS',
        device_ip: '10.0.0.20',
        supports_wol: 1,
        device_mac: 'AA:BB:CC:DD:EE:FF',
        broadcast_address: '10.0.0.255',
        broadcast_port: 9,
        user_id: adminId,
      },
    ])

    // Both authenticators give the codes their keys make; no plaintext secret and not the old key anywhere.
    const items = rows('SELECT id, user_id, service_name, secret_sealed FROM totp_items ORDER BY id')
    expect(items.map((i) => [i.service_name, i.user_id])).toEqual([
      ['Mail', adminId],
      ['Git', bobId],
    ])
    const now = Math.floor(t.clock.now() / 1000)
    expect(await firstCode(items[0].id, admin.body.message.token)).toBe(totp(base32Decode(TOTP_ENCRYPTED), now))
    expect(await firstCode(items[1].id, bob.body.message.token)).toBe(totp(base32Decode(TOTP_PLAIN), now))
    const everything =
      JSON.stringify(rows('SELECT * FROM totp_items')) + JSON.stringify(rows('SELECT * FROM listings')) + JSON.stringify(rows('SELECT * FROM users'))
    for (const secret of [OLD_KEY, TOTP_ENCRYPTED, TOTP_PLAIN, 'jf-api-key', 'rtsp://cam']) expect(everything).not.toContain(secret)
  })

const failures: Array<[string, (json: Record<string, any>) => void]> = [
  [
    'a TOTP secret sealed under another key',
    (json) => {
      json.Authenticators[0].secretKey = saltedAes(TOTP_ENCRYPTED, 'not-the-key')
    },
  ],
  [
    'a TOTP secret that is no base32 key',
    (json) => {
      json.Authenticators[1].secretKey = 'not a key!'
    },
  ],
  [
    'a password that is no MD5 hex',
    (json) => {
      json.Users[1].password = 'plain-text'
    },
  ],
  [
    'two users of one name',
    (json) => {
      json.Users[1].username = 'admin'
    },
  ],
  [
    'a user name Foyer does not take',
    (json) => {
      json.Users[1].username = 'bob smith'
    },
  ],
  [
    'no super admin',
    (json) => {
      json.Users[0].isSuperAdmin = false
    },
  ],
  [
    'folders that hold each other',
    (json) => {
      // Home (4) into Media (3), which Home holds.
      json.Listings[3].parentId = 3
    },
  ],
  [
    'a live-app config that does not open',
    (json) => {
      json.Listings[0].integration.config = saltedAes('{', 'not-the-key')
    },
  ],
]
for (const [what, edit] of failures)
  test(`${what}: 'Failed to import backup data.' and nothing changes`, async () => {
    const before = snapshot()
    const uploads = existsSync(join(t.dir, 'uploads')) ? readdirSync(join(t.dir, 'uploads'), { recursive: true }) : []
    const res = await importFile(astrolumaBackup({ edit }))
    expect(res.status).toBe(400)
    expect(res.body.message).toBe(IMPORT_FAILED)
    expect(snapshot()).toBe(before)
    expect(existsSync(join(t.dir, 'uploads')) ? readdirSync(join(t.dir, 'uploads'), { recursive: true }) : []).toEqual(uploads)
    expect((await t.call('GET', '/api/v1/dashboard', { token: keeper })).status).toBe(200)
  })

test("hostile or unreadable archives are refused with the spec's message and change nothing", async () => {
  const before = snapshot()
  const json = strToU8(JSON.stringify({ Users: [] }))
  const hostile = [zipSync({ 'backup.json': strToU8('{ not json') }), zipSync({ 'backup.json': strToU8('{"Listings": []}') }), strToU8('PK not really a zip')]
  for (const file of hostile) {
    const res = await importFile(file)
    expect(res.status).toBe(400)
    expect(res.body.message).toBe(NOT_A_BACKUP)
  }
  // Zip-slip: the entry's name leaves its folder.
  const slip = zipSync({ 'backup.json': json, '../escape.png': json })
  const res = await importFile(slip)
  expect(res.status).toBe(400)
  expect(res.body.message).toContain('outside its folder')
  expect(snapshot()).toBe(before)
})

test("only the super admin imports the seeds' product's backup", async () => {
  const alice = await t.signIn('alice', 'alice-pass')
  const before = snapshot()
  expect((await importFile(astrolumaBackup(), alice)).status).toBe(403)
  expect(snapshot()).toBe(before)
})

test('a zip bomb (backup.json unpacking past the limits) is refused and changes nothing', async () => {
  const before = snapshot()
  const res = await importFile(zipSync({ 'backup.json': new Uint8Array(101 * 1024 * 1024) }, { level: 1 }))
  expect(res.status).toBe(400)
  expect(res.body.message).toStartWith('The archive unpacks to more than')
  expect(snapshot()).toBe(before)
}, 30_000)
