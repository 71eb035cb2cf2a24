import { afterEach, expect, test } from 'bun:test'
import { unzipSync, zipSync } from 'fflate'
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app'
import { IMPORT_FAILED } from './backup.constants'
import { NEEDS_PASSPHRASE, WRONG_PASSPHRASE } from './user-backup'

const ICON = { iconUrl: '/api/v1/icons/tabler/3/dark/link.svg', iconProvider: 'tabler', iconId: 'link' }
const TOTP = 'JBSWY3DPEHPK3PXP'
const DEVICE_PASSWORD = 'hunter2-device-pass'
const PASSPHRASE = 'correct horse battery'
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="10"/></svg>'

const apps: TestApp[] = []
afterEach(() => {
  for (const t of apps.splice(0)) t.close()
})
const instance = () => {
  const t = createTestApp()
  apps.push(t)
  return t
}

async function call(t: TestApp, token: string, method: string, path: string, body?: unknown) {
  const res = await t.call(method, `/api/v1${path}`, { token, body })
  if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`)
  return res.body.message
}

/** Alice's data on the first Foyer: nested folders, a link with her own icon, a link to her page, TOTP, a device with a password. */
async function aliceData(t: TestApp, token: string) {
  const form = new FormData()
  form.set('icon', new File([SVG], 'logo.svg', { type: 'image/svg+xml' }))
  const image = (await t.call('POST', '/api/v1/images/upload', { token, form })).body.message as { id: number; iconPath: string }
  const outer = await call(t, token, 'POST', '/listing/save/folder', { folderName: 'Home lab', folderIcon: ICON, parentId: null, showInSidebar: true })
  const inner = await call(t, token, 'POST', '/listing/save/folder', { folderName: 'Media', folderIcon: ICON, parentId: outer.id, showInSidebar: false })
  const ownIcon = { iconUrl: image.iconPath, iconProvider: 'selfhosted', iconId: String(image.id) }
  await call(t, token, 'POST', '/listing/save/link', { linkName: 'Jellyfin', linkURL: 'http://jf.lan/', linkIcon: ownIcon, parentId: inner.id })
  const page = await call(t, token, 'POST', '/page/save', { pageTitle: 'Runbook', pageContent: '<p>Reboot the NAS</p>' })
  await call(t, token, 'POST', '/listing/save/link', { linkName: 'Runbook', linkIcon: ICON, pageId: page.id ?? page.pageId, parentId: null })
  await call(t, token, 'POST', '/totp/save', { serviceName: 'GitHub', accountName: 'alice', secret: TOTP })
  await call(t, token, 'POST', '/servers/save/device', {
    deviceName: 'NAS',
    deviceIp: '192.168.1.5',
    deviceIcon: ICON,
    isConnectionSetup: true,
    connectionType: 'ssh',
    connectionHostname: '192.168.1.5',
    connectionPort: 22,
    connectionAuthType: 'password',
    connectionUsername: 'root',
    connectionPassword: DEVICE_PASSWORD,
  })
  await call(t, token, 'POST', '/settings/theme', { colorTheme: 'dark' })
}

const exportOf = (t: TestApp, token: string, passphrase = PASSPHRASE) =>
  t.app.handle(
    new Request('http://localhost/api/v1/settings/export', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ passphrase }),
    }),
  )
const importInto = (t: TestApp, token: string, zip: Uint8Array, passphrase?: string) => {
  const form = new FormData()
  form.set('migrationFile', new File([Buffer.from(zip)], 'foyer-my-data.zip', { type: 'application/zip' }))
  if (passphrase !== undefined) form.set('passphrase', passphrase)
  return t.call('POST', '/api/v1/settings/import-migration', { token, form })
}
/** Every row a user owns, as the API shows it, for "nothing changed". */
const snapshot = async (t: TestApp, token: string) =>
  JSON.stringify([
    await call(t, token, 'GET', '/listing/all'),
    (await t.call('GET', '/api/v1/dashboard', { token })).body.message,
    await call(t, token, 'GET', '/servers/devices'),
  ])

test("a user's backup carries their data to another Foyer, secrets only under the passphrase, replacing theirs there", async () => {
  const a = instance()
  const alice = await a.signIn('alice')
  await aliceData(a, alice)
  const res = await exportOf(a, alice)
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toBe('application/zip')
  const zip = new Uint8Array(await res.arrayBuffer())
  // Nothing secret in plain text anywhere in the ZIP.
  for (const [name, bytes] of Object.entries(unzipSync(zip))) {
    const text = Buffer.from(bytes).toString('utf8')
    expect([name, text.includes(TOTP) || text.includes(DEVICE_PASSWORD)]).toEqual([name, false])
  }

  const b = instance()
  const bob = await b.signIn('bob')
  await call(b, bob, 'POST', '/listing/save/link', { linkName: 'Bobs', linkURL: 'http://bob.lan/', linkIcon: ICON, parentId: null })
  const bobBefore = await snapshot(b, bob)
  const ann = await b.signIn('ann')
  await call(b, ann, 'POST', '/listing/save/link', { linkName: 'Old link of Ann', linkURL: 'http://old.lan/', linkIcon: ICON, parentId: null })
  const imported = await importInto(b, ann, zip, PASSPHRASE)
  expect(imported.status).toBe(200)
  expect(imported.body.message).toStartWith('Your data was imported: 4 folders, links and lists, 1 authenticators, 1 pages, 1 devices')

  const all = (await call(b, ann, 'GET', '/listing/all')) as Array<Record<string, any>>
  const names = all.map((l) => l.listingName ?? l.folderName ?? l.linkName)
  expect(JSON.stringify(all)).not.toContain('Old link of Ann')
  expect(JSON.stringify(names)).toContain('Jellyfin')
  // The tree, the page link and the uploaded icon follow their new ids and names.
  const rows = b.db
    .query<{ id: number; parent_id: number | null; listing_name: string; listing_url: string | null; listing_icon: string }, [string]>(
      'SELECT l.id, l.parent_id, l.listing_name, l.listing_url, l.listing_icon FROM listings l JOIN users u ON u.id = l.user_id WHERE u.username = ?',
    )
    .all('ann')
  const byName = Object.fromEntries(rows.map((r) => [r.listing_name, r]))
  expect(byName.Media!.parent_id).toBe(byName['Home lab']!.id)
  expect(byName.Jellyfin!.parent_id).toBe(byName.Media!.id)
  const pageId = b.db.query<{ id: number }, []>("SELECT p.id FROM pages p JOIN users u ON u.id = p.user_id WHERE u.username = 'ann'").get()!.id
  expect(byName.Runbook!.listing_url).toBe(`/p/${pageId}`)
  const icon = JSON.parse(byName.Jellyfin!.listing_icon) as { iconUrl: string; iconId: string }
  const imageId = b.db.query<{ id: number }, []>("SELECT i.id FROM images i JOIN users u ON u.id = i.user_id WHERE u.username = 'ann'").get()!.id
  expect(icon.iconId).toBe(String(imageId))
  const served = await b.app.handle(new Request(`http://localhost${icon.iconUrl}`))
  expect(served.status).toBe(200)
  expect(await served.text()).toContain('<circle')
  // Secrets are sealed under this Foyer's key: the codes and the device's password work here.
  const [totp] = b.db
    .query<{ secret_sealed: string }, []>("SELECT secret_sealed FROM totp_items t JOIN users u ON u.id = t.user_id WHERE u.username = 'ann'")
    .all()
  expect(b.secrets.open(totp!.secret_sealed)).toBe(TOTP)
  const [device] = b.db
    .query<{ password_sealed: string }, []>("SELECT password_sealed FROM devices d JOIN users u ON u.id = d.user_id WHERE u.username = 'ann'")
    .all()
  expect(b.secrets.open(device!.password_sealed)).toBe(DEVICE_PASSWORD)
  expect(b.db.query<{ color_theme: string }, []>("SELECT color_theme FROM users WHERE username = 'ann'").get()!.color_theme).toBe('dark')
  // Another user's data there is untouched.
  expect(await snapshot(b, bob)).toBe(bobBefore)
})

test('a wrong or missing passphrase, a tampered secret or a missing image file: a clear 400 and nothing changed', async () => {
  const a = instance()
  const alice = await a.signIn('alice')
  await aliceData(a, alice)
  const zip = new Uint8Array(await (await exportOf(a, alice)).arrayBuffer())
  const b = instance()
  const ann = await b.signIn('ann')
  await call(b, ann, 'POST', '/listing/save/link', { linkName: 'Keep me', linkURL: 'http://keep.lan/', linkIcon: ICON, parentId: null })
  const before = await snapshot(b, ann)

  expect((await importInto(b, ann, zip, 'not the passphrase')).body).toMatchObject({ error: true, message: WRONG_PASSPHRASE })
  expect((await importInto(b, ann, zip)).body).toMatchObject({ error: true, message: NEEDS_PASSPHRASE })
  const files = unzipSync(zip)
  const data = JSON.parse(Buffer.from(files['data.json']!).toString('utf8'))
  const tampered = structuredClone(data)
  const secret = tampered.tables.totp_items[0].secret_sealed
  tampered.tables.totp_items[0].secret_sealed = { $secret: `${secret.$secret.slice(0, -6)}AAAAAA` }
  expect((await importInto(b, ann, zipSync({ ...files, 'data.json': Buffer.from(JSON.stringify(tampered)) }), PASSPHRASE)).body).toMatchObject({
    error: true,
    message: IMPORT_FAILED,
  })
  const imageless = Object.fromEntries(Object.entries(files).filter(([name]) => !name.startsWith('uploads/')))
  expect((await importInto(b, ann, zipSync(imageless), PASSPHRASE)).status).toBe(400)
  expect(await snapshot(b, ann)).toBe(before)
  expect(b.db.query('SELECT count(*) AS n FROM images').get()).toEqual({ n: 0 })
})

test('the export needs a passphrase of at least 8 characters', async () => {
  const a = instance()
  const alice = await a.signIn('alice')
  const res = await exportOf(a, alice, 'short')
  expect(res.status).toBe(400)
  expect(await res.json()).toMatchObject({ error: true, message: 'The passphrase must be at least 8 characters.' })
})
