import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'bun:test'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { strToU8, unzipSync, zipSync } from 'fflate'
import { buildIconPacks } from '../../../scripts/build-icons'
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app'
import type { BuiltInPackFiles } from '../icons/builtin-packs'
import { KEPT_SECRET } from '../../definitions/kept-secret'
import { NOT_A_BACKUP } from '../backup/backup.constants'
import { homarrBackup, SECRETS } from '../../../tests/fixtures/import/homarr-backup'

// The peers' real files live beside the repository (../shared/fixtures/import, sources in its SOURCES.md).
const SHARED = join(import.meta.dir, '../../../../shared/fixtures/import')
const OWN = join(import.meta.dir, '../../../tests/fixtures/import')
const fixture = (path: string) => readFileSync(path.startsWith('/') ? path : join(SHARED, path))

let packsDir: string
let iconPacks: BuiltInPackFiles
beforeAll(() => {
  packsDir = mkdtempSync(join(tmpdir(), 'foyer-moving-in-'))
  iconPacks = buildIconPacks(packsDir)
})
afterAll(() => rmSync(packsDir, { recursive: true, force: true }))

let t: TestApp
let alice: string
beforeEach(async () => {
  t = createTestApp({}, { iconPacks })
  alice = await t.signIn('alice', 'alice-pass')
})
afterEach(() => t.close())

const upload = (token: string, bytes: Uint8Array | string, name = 'file') => {
  const form = new FormData()
  form.set('migrationFile', new File([typeof bytes === 'string' ? bytes : Buffer.from(bytes)], name))
  return t.call('POST', '/api/v1/settings/import-migration', { token, form })
}

interface Node {
  name: string
  url: string | null
  localUrl: string | null
  description: string | null
  icon: { iconUrl: string; iconProvider?: string; iconId?: string } | null
  appId: string | null
  children?: Node[]
}

/** The caller's whole tree, as the listing API gives it folder by folder. */
async function tree(token: string, id: number | 'root' = 'root'): Promise<Node[]> {
  const items = (await t.call('GET', `/api/v1/listing/folder/${id}/list`, { token })).body.message.items
  const out: Node[] = []
  for (const i of items)
    out.push({
      name: i.listingName,
      url: i.listingUrl,
      localUrl: i.localUrl,
      description: i.description,
      icon: i.listingIcon,
      appId: i.integration?.appId ?? null,
      ...(i.listingType === 'category' && { children: await tree(token, i.id) }),
    })
  return out
}

const find = (nodes: Node[], name: string): Node | undefined => {
  for (const n of nodes) {
    if (n.name === name) return n
    const inside = n.children && find(n.children, name)
    if (inside) return inside
  }
}
const outline = (nodes: Node[]): unknown[] => nodes.map((n) => (n.children ? { [n.name]: outline(n.children) } : n.name))

describe('Homepage', () => {
  test("a normal user's services.yaml: groups and nested groups as folders, widgets as live apps, the rest reported", async () => {
    const res = await upload(alice, fixture('homepage/docs-services.yaml'), 'services.yaml')
    expect(res.status).toBe(200)
    const { imported, skipped, folderId } = res.body.message
    expect(imported).toEqual({ folders: 5, links: 9, liveApps: 4 })
    const root = await tree(alice)
    expect(root.map((n) => n.name)).toEqual(['Imported from Homepage'])
    expect(outline(root)).toEqual([
      {
        'Imported from Homepage': [
          { 'Group A': [{ 'Group B': ['Service B', 'Service C'] }, 'Service A'] },
          { 'Service Widgets': ['Emby', 'UptimeRobot', 'Sonarr'] },
          { 'Service Integrations': ['Sonarr', 'Radarr'] },
          { 'Group C': ['Service'] },
        ],
      },
    ])
    expect(folderId).toBeGreaterThan(0)
    // Emby's first widget is a built-in live app (its url the link's local one); its second (uptimekuma) is reported, a link holds one.
    const emby = find(root, 'Emby')!
    expect(emby).toMatchObject({ url: 'http://emby.host.or.ip/', description: 'Movies & TV Shows', appId: 'emby', localUrl: 'http://emby.host.or.ip' })
    expect(skipped).toEqual([
      { name: 'Emby', reason: 'Its uptimekuma widget: a link holds one live app.' },
      { name: 'UptimeRobot', reason: 'Its uptimerobot widget has no built-in live app in Foyer.' },
    ])
    expect(find(root, 'Sonarr')!.appId).toBe('sonarr')
    // Icons: dashboard-icons file names → simple-icons slug; mdi-… → the Tabler icon of that name; none → the link default.
    expect(find(root, 'Sonarr')!.icon).toMatchObject({ iconProvider: 'simple-icons', iconId: 'sonarr' })
    expect(find(root, 'Service')!.icon).toMatchObject({ iconProvider: 'tabler', iconId: 'flask' })
    expect(find(root, 'Service A')!.icon).toEqual({ iconUrl: 'link' })
  })

  test('live apps get their settings, the secrets sealed like any link; a required field left out or an unknown type is reported', async () => {
    const res = await upload(alice, fixture(join(OWN, 'homepage-live-apps.yaml')))
    expect(res.status).toBe(200)
    expect(res.body.message.imported).toEqual({ folders: 2, links: 5, liveApps: 4 })
    expect(res.body.message.skipped).toEqual([
      { name: 'Kuma', reason: "Its uptimekuma widget's slug is not in the file (empty or an environment placeholder): set the live app in the link's form." },
    ])
    const root = await tree(alice)
    expect(outline(root)).toEqual([
      { 'Imported from Homepage': [{ 'Infra 🏠': [{ 'Nested Ärger': ['Jellyfin', 'Kuma', '無アイコン'] }, 'Pi-hole', 'Proxmox'] }] },
    ])
    expect(find(root, 'Pi-hole')).toMatchObject({ appId: 'pihole', icon: { iconProvider: 'simple-icons', iconId: 'pihole' } })
    expect(find(root, 'Jellyfin')).toMatchObject({ appId: 'jellyfin', localUrl: 'http://10.0.0.5:8096', description: 'Médiathèque' })
    expect(find(root, '無アイコン')!.icon).toEqual({ iconUrl: 'link' })
    // The edit form sees the fields mapped, secrets as the kept-secret marker; the database holds no plain secret.
    const items = t.db
      .query<{ id: number; listingName: string }, []>("SELECT id, listing_name AS listingName FROM listings WHERE listing_name = 'Proxmox'")
      .all()
    const form = (await t.call('GET', `/api/v1/listing/link/${items[0]!.id}`, { token: alice })).body.message
    expect(form.listing.integration.config).toMatchObject({ tokenId: 'api@pam!homepage', tokenSecret: KEPT_SECRET })
    const dump = t.db
      .query<{ row: string }, []>('SELECT quote(live_app_config) AS row FROM listings')
      .all()
      .map((r) => r.row)
      .join()
    for (const secret of ['0e6a1a2b-proxmox-secret', 'pihole-app-password', 'jellyfin-api-key']) expect(dump).not.toContain(secret)
  })

  test('a published services.yaml: unicode names, si- icons with a tint, an environment placeholder is not a key', async () => {
    const res = await upload(alice, fixture('homepage/technotim-services.yaml'))
    expect(res.status).toBe(200)
    const root = await tree(alice)
    expect(find(root, 'McDonald’s')!.icon).toMatchObject({ iconProvider: 'simple-icons', iconId: 'mcdonalds' })
    expect(find(root, 'Proxmox')!.icon).toMatchObject({ iconProvider: 'simple-icons', iconId: 'proxmox' })
    expect(find(root, 'PiHole')!.appId).toBeNull()
    expect(res.body.message.skipped).toContainEqual(expect.objectContaining({ name: 'PiHole' }))
    expect(find(root, 'Description')).toBeUndefined()
    expect(find(root, 'My Third Service')!.description).toBe('Homepage is 😎')
  })

  test('bookmarks.yaml alone, and the config folder zipped: services then bookmarks in one folder', async () => {
    const bookmarks = await upload(alice, fixture('homepage/docs-bookmarks.yaml'))
    expect(bookmarks.status).toBe(200)
    expect(outline(await tree(alice))).toEqual([
      { 'Imported from Homepage': [{ Developer: ['Github'] }, { Social: ['Reddit'] }, { Entertainment: ['YouTube'] }] },
    ])
    expect(find(await tree(alice), 'Reddit')).toMatchObject({
      url: 'https://reddit.com/',
      description: 'The front page of the internet',
      icon: { iconId: 'reddit' },
    })

    const bob = await t.signIn('bob', 'bob-pass')
    const zipped = await upload(bob, fixture('homepage/homepage-config.zip'), 'config.zip')
    expect(zipped.status).toBe(200)
    const names = outline(await tree(bob))
    expect(names).toEqual([
      {
        'Imported from Homepage': [
          { 'My First Group': ['My First Service'] },
          { 'My Second Group': ['My Second Service'] },
          { 'My Third Group': ['My Third Service'] },
          { Developer: ['Github'] },
          { Social: ['Reddit'] },
          { Entertainment: ['YouTube'] },
        ],
      },
    ])
    // The same config folder zipped as a folder of its own.
    const inFolder = zipSync({ 'config/services.yaml': fixture('homepage/skeleton-services.yaml'), 'config/settings.yaml': strToU8('title: x') })
    expect((await upload(bob, inFolder)).body.message.imported.links).toBe(3)
  })
})

describe('Dashy', () => {
  test('sections as folders, items as links; a widget-only section is skipped with its reason', async () => {
    const res = await upload(alice, fixture('dashy/upstream-conf.yml'), 'conf.yml')
    expect(res.status).toBe(200)
    const root = await tree(alice)
    expect(root[0]!.name).toBe('Imported from Dashy')
    expect(find(root, 'Getting Started')!.children!.length).toBeGreaterThan(0)
    expect(res.body.message.skipped).toContainEqual({ name: 'Latest Updates', reason: 'A section of widgets only: Foyer has no such widgets.' })
    expect(res.body.message.skipped).toContainEqual({ name: 'Support Dashy', reason: 'Its widgets: Foyer has no such widgets (its items came in).' })
    expect(find(root, 'Latest Updates')).toBeUndefined()
  })

  test("the docs' example: Font Awesome brands as simple-icons, a favicon or an address as the default", async () => {
    expect((await upload(alice, fixture('dashy/docs-configuring-example.yml'))).status).toBe(200)
    const root = await tree(alice)
    expect(outline(root)).toEqual([
      {
        'Imported from Dashy': [{ 'Section 1 - Getting Started': ['GitHub', 'Issues', 'Demo'] }, { 'Section 2 - Local Services': ['Firewall', 'Game Server'] }],
      },
    ])
    expect(find(root, 'GitHub')).toMatchObject({ url: 'https://github.com/Lissy93/dashy', icon: { iconProvider: 'simple-icons', iconId: 'github' } })
    expect(find(root, 'Issues')!.icon).toMatchObject({ iconProvider: 'tabler', iconId: 'bug' })
    expect(find(root, 'Firewall')!.icon).toEqual({ iconUrl: 'link' })
    expect(find(root, 'Game Server')!.icon).toEqual({ iconUrl: 'link' })
  })

  test("users' configs: 68 items with hl- icons and folded URLs, anchors and aliases, Chinese names without icons", async () => {
    const ken = await upload(alice, fixture('dashy/kensdashy-conf.yml'))
    expect(ken.status).toBe(200)
    expect(ken.body.message.imported.folders).toBe(11)
    expect(ken.body.message.imported.links).toBe(68)
    expect(ken.body.message.skipped).toEqual([{ name: 'pages', reason: "Dashy's other pages are files of their own: import each of them." }])
    expect(find(await tree(alice), 'Plex')!.icon).toMatchObject({ iconProvider: 'simple-icons', iconId: 'plex' })
    expect((await upload(alice, fixture('dashy/hellboy-conf.yml'))).status).toBe(200)
    const jt = await upload(alice, fixture('dashy/jtmovie-conf.yml'))
    expect(jt.status).toBe(200)
    expect(jt.body.message.imported.links).toBeGreaterThan(0)
    expect((await tree(alice)).map((n) => n.name)).toEqual(['Imported from Dashy', 'Imported from Dashy', 'Imported from Dashy'])
  })
})

describe('Homarr', () => {
  test('three generations of the legacy board: categories as folders, apps as links, integrations and widgets reported', async () => {
    const cat = await upload(alice, fixture('homarr/default-2023-08-category.json'), 'default.json')
    expect(cat.status).toBe(200)
    const root = await tree(alice)
    const welcome = find(root, 'Welcome to Homarr 🎉')!
    expect(welcome.children!.map((n) => n.name)).toContain('Discord')
    expect(find(root, 'Discord')!.icon).toMatchObject({ iconProvider: 'simple-icons', iconId: 'discord' })
    expect(cat.body.message.skipped.every((s: { reason: string }) => s.reason === 'A Homarr widget: Foyer has no such widget.')).toBe(true)

    const integrations = await upload(alice, fixture('homarr/default-2023-02-public-integrations.json'))
    expect(integrations.status).toBe(200)
    expect(integrations.body.message.skipped.map((s: { name: string }) => s.name)).not.toContain('Sonarr')
    expect(find(await tree(alice), 'Sonarr')!.appId).toBe('sonarr')
    expect(integrations.body.message.imported.folders).toBe(2)

    const latest = await upload(alice, fixture('homarr/default-2024.json'))
    expect(latest.body.message.imported).toEqual({ folders: 0, links: 4, liveApps: 0 })
  })
})

describe('Homarr 1.x', () => {
  test('its backup: boards and categories as folders, dynamic sections in theirs, bookmarks as a folder, integrations as live apps', async () => {
    const res = await upload(alice, homarrBackup(), 'homarr-backup-2026-07-20.zip')
    expect(res.status).toBe(200)
    expect(res.body.message.imported).toEqual({ folders: 6, links: 10, liveApps: 5 })
    expect(res.body.message.skipped).toEqual([
      { name: 'clock', reason: 'A Homarr widget: Foyer has no such widget.' },
      { name: 'Dash.', reason: 'Its dashDot integration has no built-in live app in Foyer.' },
      { name: 'Notes', reason: 'It has no address.' },
    ])
    const root = await tree(alice)
    expect(outline(root)).toEqual([
      {
        'Imported from Homarr': [
          { Work: ['Grafana'] },
          {
            'Zuhause 🏠': [{ Médias: [{ Téléchargements: ['qBittorrent'] }, 'Plex'] }, { Réseau: ['Uptime Kuma', 'Pi-hole', 'Dash.', '自作ツール'] }, 'Sonarr'],
          },
          { Apps: ['Nextcloud', 'Proxmox'] },
        ],
      },
    ])
    expect(find(root, 'Sonarr')).toMatchObject({ appId: 'sonarr', localUrl: 'http://10.0.0.5:8989', description: 'Séries', icon: { iconId: 'sonarr' } })
    expect(find(root, 'Plex')!.appId).toBe('plex')
    expect(find(root, 'Pi-hole')).toMatchObject({ appId: 'pihole', icon: { iconProvider: 'simple-icons', iconId: 'pihole' } })
    expect(find(root, 'Dash.')!.appId).toBeNull()
    expect(find(root, '自作ツール')).toMatchObject({ icon: { iconUrl: 'link' }, description: 'ローカル' })
    // The secrets, decrypted with the key the backup carries, are sealed under Foyer's: the form sees the kept-secret marker.
    const kuma = t.db.query<{ id: number }, []>("SELECT id FROM listings WHERE listing_name = 'Uptime Kuma'").get()!
    expect((await t.call('GET', `/api/v1/listing/link/${kuma.id}`, { token: alice })).body.message.listing.integration.config).toEqual({ slug: SECRETS.kuma })
    // Proxmox's token id is put together from Homarr's user, realm and token id.
    const proxmox = t.db.query<{ id: number }, []>("SELECT id FROM listings WHERE listing_name = 'Proxmox'").get()!
    expect((await t.call('GET', `/api/v1/listing/link/${proxmox.id}`, { token: alice })).body.message.listing.integration.config).toEqual({
      tokenId: 'homarr@pve!dash',
      tokenSecret: KEPT_SECRET,
    })
    const dump = t.db
      .query<{ row: string }, []>('SELECT quote(live_app_config) AS row FROM listings')
      .all()
      .map((r) => r.row)
      .join()
    for (const secret of [SECRETS.sonarr, SECRETS.plex, SECRETS.pihole, SECRETS.proxmox]) expect(dump).not.toContain(secret)
  })

  test('a database zipped by hand while in WAL mode is read too', async () => {
    const files = unzipSync(homarrBackup())
    files['db.sqlite']!.set([2, 2], 18)
    const res = await upload(alice, zipSync(files))
    expect(res.status).toBe(200)
    expect(res.body.message.imported.links).toBe(10)
  })

  test('secrets under another key than the metadata names come in as links whose live app still needs its key', async () => {
    const files = unzipSync(homarrBackup())
    files['metadata.json'] = strToU8(JSON.stringify({ dbDialect: 'sqlite', encryptionKey: '0'.repeat(64) }))
    const res = await upload(alice, zipSync(files))
    expect(res.status).toBe(200)
    expect(res.body.message.skipped).toContainEqual({ name: 'Sonarr', reason: 'Its Sonarr live app needs API key.' })
    expect(find(await tree(alice), 'Sonarr')!.appId).toBeNull()
  })

  test('a backup that is no database, or whose tables are views or computed columns, is refused and changes nothing', async () => {
    const replaced = 'ALTER TABLE app RENAME TO old_app;'
    for (const tamper of [
      `${replaced} CREATE VIEW app AS WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n) SELECT i AS id, i AS name, i AS description, i AS icon_url, i AS href FROM n;`,
      `${replaced} CREATE TABLE app (id text, name text GENERATED ALWAYS AS (zeroblob(500000000)) VIRTUAL, description text, icon_url text, href text);
       INSERT INTO app (id, description, icon_url, href) SELECT id, description, icon_url, href FROM old_app;`,
    ]) {
      const res = await upload(alice, homarrBackup(tamper))
      expect(res.status).toBe(400)
      expect(res.body.message).toBe("This Homarr backup's database could not be read.")
    }
    // Not a database at all: refused before anything is read.
    const metadata = strToU8('{"dbDialect":"sqlite"}')
    const garbage = await upload(alice, zipSync({ 'db.sqlite': strToU8('SQLite format 3\0 not really'), 'metadata.json': metadata }))
    expect(garbage.status).toBe(400)
    expect(garbage.body.message).toBe("This Homarr backup's database could not be read.")
    expect(t.db.query<{ n: number }, []>('SELECT count(*) AS n FROM listings').get()!.n).toBe(0)
  })

  test('a database that unpacks past 100 MB is refused as it inflates', async () => {
    const bomb = zipSync({ 'db.sqlite': new Uint8Array(101 * 1024 * 1024), 'metadata.json': strToU8('{}') }, { level: 1 })
    const res = await upload(alice, bomb)
    expect(res.status).toBe(400)
    expect(res.body.message).toBe('The archive unpacks to more than 100 MB: refused.')
  }, 30_000)
})

test('Heimdall: items as links, a tag as their folder, a javascript: link skipped', async () => {
  const res = await upload(alice, fixture(join(OWN, 'heimdall-items.json')))
  expect(res.status).toBe(200)
  expect(outline(await tree(alice))).toEqual([{ 'Imported from Heimdall': [{ Büro: ['Café wiki'] }, 'Sonarr'] }])
  expect(find(await tree(alice), 'Sonarr')!.icon).toMatchObject({ iconId: 'sonarr' })
  expect(res.body.message.skipped).toEqual([{ name: 'No icon here', reason: 'Its javascript: address is not a web address.' }])
})

describe('browser bookmarks', () => {
  test('a Chromium export: nested folders, the toolbar, unicode titles', async () => {
    const res = await upload(alice, fixture('bookmarks/chromium_nested.htm'), 'bookmarks.html')
    expect(res.status).toBe(200)
    const root = await tree(alice)
    expect(root[0]!.name).toBe('Imported from browser bookmarks')
    expect(find(root, 'Personal toolbar')!.children!.map((n) => n.name)).toEqual(['jabber.org - the original XMPP instant messaging service'])
    expect(find(find(root, 'Dev')!.children!, 'PHP')!.children!.length).toBeGreaterThan(0)
    expect(find(root, 'Python')).toBeDefined()
  })

  test('a Firefox export: descriptions, place: smart bookmarks skipped, separators ignored', async () => {
    const res = await upload(alice, fixture('bookmarks/firefox_nested.htm'))
    expect(res.status).toBe(200)
    const root = await tree(alice)
    expect(find(root, 'True story: one code review too many | CommitStrip')!.description).toBe('The blog relating the daily life of web agency developers')
    expect(find(root, 'Comics')!.children!.length).toBe(4)
    expect(res.body.message.skipped).toContainEqual({ name: 'Recently saved', reason: 'Its place: address is not a web address.' })
    expect(find(find(root, 'Dev')!.children!, 'PHP')).toBeDefined()
  })
})

describe('hostile and broken uploads change nothing', () => {
  const count = () => t.db.query<{ n: number }, []>('SELECT count(*) AS n FROM listings').get()!.n

  test('a billion-laughs YAML is refused fast', async () => {
    const levels = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
    for (let i = 1; i < 10; i++)
      levels.push(
        `${String.fromCharCode(97 + i)}: &${String.fromCharCode(97 + i)} [${Array(9)
          .fill(`*${String.fromCharCode(96 + i)}`)
          .join(',')}]`,
      )
    levels.push('sections: [{ name: boom, items: *j }]')
    const started = performance.now()
    const res = await upload(alice, levels.join('\n'))
    expect(performance.now() - started).toBeLessThan(2_000)
    expect(res.status).toBe(400)
    expect(res.body.message).toBe('The YAML file repeats its aliases too much (a resource exhaustion attack?): refused.')
    expect(count()).toBe(0)
  })

  test('custom YAML tags build nothing: a language tag stays text', async () => {
    const res = await upload(
      alice,
      '- Group:\n    - Tagged: !!js/function "function () { globalThis.pwned = 1 }"\n    - Fine:\n        href: https://ok.example/\n',
    )
    expect(res.status).toBe(200)
    expect((globalThis as { pwned?: number }).pwned).toBeUndefined()
    expect(res.body.message.skipped).toEqual([{ name: 'Tagged', reason: 'Neither a service nor a group.' }])
  })

  test('a zip bomb and a zip-slip are refused', async () => {
    const bomb = zipSync({ 'services.yaml': new Uint8Array(20 * 1024 * 1024) })
    const bombed = await upload(alice, bomb)
    expect(bombed.status).toBe(400)
    expect(bombed.body.message).toContain('unpacks to more than')
    const slip = zipSync({ '../services.yaml': fixture('homepage/skeleton-services.yaml') })
    const slipped = await upload(alice, slip)
    expect(slipped.status).toBe(400)
    expect(slipped.body.message).toBe('The archive writes outside its folder (../services.yaml): refused.')
    expect(count()).toBe(0)
  })

  test('an HTML bookmark file with scripts: nothing runs, javascript: and data: links are skipped with their reason', async () => {
    const html = `<!DOCTYPE NETSCAPE-Bookmark-file-1>
<script>globalThis.pwned = 1</script><img src=x onerror="globalThis.pwned = 1">
<DL><p>
  <DT><A HREF="javascript:globalThis.pwned=1">Bookmarklet</A>
  <DT><A HREF="data:text/html,<script>alert(1)</script>">Data</A>
  <DT><A HREF="https://ok.example/" onclick="globalThis.pwned=1">OK <b>bold</b></A>
</DL><p>`
    const res = await upload(alice, html)
    expect(res.status).toBe(200)
    expect((globalThis as { pwned?: number }).pwned).toBeUndefined()
    expect(res.body.message.skipped).toEqual([
      { name: 'Bookmarklet', reason: 'Its javascript: address is not a web address.' },
      { name: 'Data', reason: 'Its data: address is not a web address.' },
    ])
    expect(outline(await tree(alice))).toEqual([{ 'Imported from browser bookmarks': ['OK bold'] }])
  })

  test('anything unreadable is the spec message; a Foyer backup from a normal user is still refused', async () => {
    const deep = `- G:\n    ${'['.repeat(100_000)}${']'.repeat(100_000)}`
    for (const junk of ['just text', '{"json": true}', new Uint8Array([0xff, 0xfe, 0x00, 0x01]), '- a\n- b\n', deep, `[${'['.repeat(100_000)}`]) {
      const res = await upload(alice, junk)
      expect(res.status).toBe(400)
      expect(res.body.message).toBe(NOT_A_BACKUP)
    }
    expect((await upload(alice, zipSync({ 'foyer-backup.json': strToU8('{}') }))).status).toBe(403)
    expect(count()).toBe(0)
  })

  test('a failure mid-way leaves nothing: the cap reached at the tenth link rolls back the folders and links before it', async () => {
    const first = await upload(alice, fixture('homepage/skeleton-services.yaml'))
    expect(first.status).toBe(200)
    const before = count()
    // Fill up to just under the cap (2,000 cards and folders) with copies of one row.
    const one = t.db.query<{ id: number }, []>('SELECT id FROM listings LIMIT 1').get()!.id
    t.copyRow('listings', one, 2_000 - before - 5)
    const full = count()
    const res = await upload(alice, fixture('homepage/docs-services.yaml'))
    expect(res.status).toBe(400)
    expect(res.body.message).toContain('maximum of 2,000')
    expect(count()).toBe(full)
  })

  test("another user's data is untouched; the normal user's limit is 50 MB", async () => {
    const bob = await t.signIn('bob', 'bob-pass')
    expect((await upload(bob, fixture('homepage/docs-bookmarks.yaml'))).status).toBe(200)
    const bobs = await tree(bob)
    expect((await upload(alice, fixture('dashy/upstream-conf.yml'))).status).toBe(200)
    expect(await tree(bob)).toEqual(bobs)
    const big = await upload(alice, new Uint8Array(51 * 1024 * 1024))
    expect(big.status).toBe(413)
  })

  test('the super admin imports a peer file into their own data too', async () => {
    const root = await t.signIn('root', 'root-pass', true)
    expect((await upload(root, fixture('homepage/docs-bookmarks.yaml'))).status).toBe(200)
    expect((await tree(root)).map((n) => n.name)).toEqual(['Imported from Homepage'])
    expect(await tree(alice)).toEqual([])
  })
})
