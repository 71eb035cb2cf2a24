import { Database } from 'bun:sqlite'
import { folder, isRecord, type PeerFolder, type PeerLink, PeerRefused, type PeerTree, type Skipped, str } from './peer-tree'
import { nodeCrypto } from '../../core/node-builtins'

/**
 * Homarr 1.x's integration kinds that a built-in live app stands for, and which of its secret kinds fills which field
 * of the app (its kinds and secret kinds: homarr-labs/homarr packages/definitions/src/integration.ts).
 */
const INTEGRATIONS: Record<string, { appId: string; secrets: Record<string, string> }> = {
  sonarr: { appId: 'sonarr', secrets: { apiKey: 'apiKey' } },
  radarr: { appId: 'radarr', secrets: { apiKey: 'apiKey' } },
  lidarr: { appId: 'lidarr', secrets: { apiKey: 'apiKey' } },
  readarr: { appId: 'readarr', secrets: { apiKey: 'apiKey' } },
  qBittorrent: { appId: 'qbittorrent', secrets: { username: 'username', password: 'password' } },
  jellyfin: { appId: 'jellyfin', secrets: { apiKey: 'apiKey' } },
  emby: { appId: 'emby', secrets: { apiKey: 'apiKey' } },
  plex: { appId: 'plex', secrets: { apiKey: 'token' } },
  jellyseerr: { appId: 'jellyseerr', secrets: { apiKey: 'apiKey' } },
  overseerr: { appId: 'overseerr', secrets: { apiKey: 'apiKey' } },
  piHole: { appId: 'pihole', secrets: { apiKey: 'password' } },
  adGuardHome: { appId: 'adguard-home', secrets: { username: 'username', password: 'password' } },
  homeAssistant: { appId: 'home-assistant', secrets: { apiKey: 'token' } },
  openmediavault: { appId: 'openmediavault', secrets: { username: 'username', password: 'password' } },
  glances: { appId: 'glances', secrets: {} },
  tdarr: { appId: 'tdarr', secrets: { apiKey: 'apiKey' } },
  proxmox: { appId: 'proxmox', secrets: { apiKey: 'tokenSecret' } },
  ntfy: { appId: 'ntfy', secrets: { topic: 'topic', apiKey: 'token' } },
  synology: { appId: 'synology-dsm', secrets: { username: 'username', password: 'password' } },
  unraid: { appId: 'unraid', secrets: { apiKey: 'apiKey' } },
  coolify: { appId: 'coolify', secrets: { apiKey: 'token' } },
  immich: { appId: 'immich', secrets: { apiKey: 'apiKey' } },
  uptimeKuma: { appId: 'uptime-kuma', secrets: { slug: 'slug' } },
  audiobookshelf: { appId: 'audiobookshelf', secrets: { apiKey: 'token' } },
  navidrome: { appId: 'navidrome', secrets: { username: 'username', password: 'password' } },
  peaNut: { appId: 'peanut', secrets: {} },
  beszel: { appId: 'beszel', secrets: { username: 'email', password: 'password' } },
  prowlarr: { appId: 'prowlarr', secrets: { apiKey: 'apiKey' } },
  bazarr: { appId: 'bazarr', secrets: { apiKey: 'apiKey' } },
  sabNzbd: { appId: 'sabnzbd', secrets: { apiKey: 'apiKey' } },
  slskd: { appId: 'slskd', secrets: { apiKey: 'apiKey' } },
  gluetun: { appId: 'gluetun', secrets: { apiKey: 'apiKey' } },
  nzbGet: { appId: 'nzbget', secrets: { username: 'username', password: 'password' } },
  transmission: { appId: 'transmission', secrets: { username: 'username', password: 'password' } },
  deluge: { appId: 'deluge', secrets: { password: 'password' } },
  aria2: { appId: 'aria2', secrets: { apiKey: 'token' } },
  nextcloud: { appId: 'nextcloud', secrets: { username: 'username', password: 'appPassword' } },
  paperlessNgx: { appId: 'paperless-ngx', secrets: { apiKey: 'token' } },
  opnsense: { appId: 'opnsense', secrets: { opnsenseApiKey: 'key', opnsenseApiSecret: 'secret' } },
  technitiumDns: { appId: 'technitium', secrets: { apiKey: 'apiToken' } },
  unifiController: { appId: 'unifi-controller', secrets: { username: 'username', password: 'password' } },
}

/** The tables read, and the columns each must have (a file that lacks one is not this format). */
const TABLES: Record<string, string[]> = {
  board: ['id', 'name'],
  layout: ['id', 'board_id', 'breakpoint'],
  section: ['id', 'board_id', 'kind', 'name', 'y_offset', 'x_offset'],
  section_layout: ['section_id', 'layout_id', 'parent_section_id'],
  item: ['id', 'board_id', 'kind', 'options'],
  item_layout: ['item_id', 'section_id', 'layout_id', 'x_offset', 'y_offset'],
  app: ['id', 'name', 'description', 'icon_url', 'href'],
  integration: ['id', 'name', 'url', 'kind', 'app_id'],
  integrationSecret: ['integration_id', 'kind', 'value'],
  integration_item: ['item_id', 'integration_id'],
}
const UNREADABLE = "This Homarr backup's database could not be read."

/** Homarr 1.x's whole-instance backup: db.sqlite and metadata.json at the ZIP's root (its /api/backup/export). */
export const isHomarrBackup = (names: string[]) => names.includes('db.sqlite') && names.includes('metadata.json')

type Row = Record<string, string | number | null>

/** Homarr's secrets: hex AES-256-CBC ciphertext "data.iv" under the instance key, which its backup's metadata carries. */
function decrypt(value: string, key: Buffer | null): string | null {
  const [data, iv] = value.split('.')
  if (!key || !data || !iv || !/^[0-9a-f]+$/i.test(data + iv)) return null
  try {
    const decipher = nodeCrypto().createDecipheriv('aes-256-cbc', key, Buffer.from(iv, 'hex'))
    return Buffer.concat([decipher.update(Buffer.from(data, 'hex')), decipher.final()]).toString('utf8') || null
  } catch {
    return null
  }
}

/** Item options are superjson: { json: {…} }. */
function optionsOf(text: unknown): Record<string, unknown> {
  try {
    const parsed: unknown = typeof text === 'string' ? JSON.parse(text) : null
    return isRecord(parsed) && isRecord(parsed.json) ? parsed.json : {}
  } catch {
    return {}
  }
}

/**
 * Opens the file's database in memory, read-only, and checks that every table read is a plain table with its columns
 * and no computed ones (a hostile file's view or generated column could make a read run arbitrary work).
 */
function openDatabase(bytes: Uint8Array): Database {
  let db: Database
  // A database file copied while in WAL mode (header bytes 18 and 19 are 2) cannot be opened from memory: read as a
  // rollback-journal one, which it is once copied whole (VACUUM INTO, Homarr's export, already writes it so).
  if (bytes[18] === 2 && bytes[19] === 2) bytes.set([1, 1], 18)
  try {
    db = Database.deserialize(bytes, true)
    db.run('PRAGMA trusted_schema = OFF')
    for (const [table, columns] of Object.entries(TABLES)) {
      const kind = db.query<{ type: string }, [string]>('SELECT type FROM sqlite_master WHERE name = ?').get(table)?.type
      const info = db.query<{ name: string; hidden: number }, []>(`PRAGMA table_xinfo("${table}")`).all()
      if (kind !== 'table' || info.some((c) => c.hidden !== 0) || columns.some((c) => !info.some((i) => i.name === c))) throw new PeerRefused(UNREADABLE)
    }
  } catch (error) {
    throw error instanceof PeerRefused ? error : new PeerRefused(UNREADABLE)
  }
  return db
}

function keyOf(metadata: Uint8Array | undefined): Buffer | null {
  try {
    const parsed: unknown = JSON.parse(new TextDecoder().decode(metadata))
    const key = isRecord(parsed) ? str(parsed.encryptionKey) : null
    return key && /^[0-9a-f]{64}$/i.test(key) ? Buffer.from(key, 'hex') : null
  } catch {
    return null
  }
}

/**
 * Boards → folders, their categories → folders inside, a bookmarks widget → a folder of its apps, app items → links
 * (dynamic sections have no name: their items join the section around them); apps on no board go in "Apps".
 */
export function parseHomarrBackup(files: Map<string, Uint8Array>): PeerTree {
  const db = openDatabase(files.get('db.sqlite')!)
  const key = keyOf(files.get('metadata.json'))
  try {
    return readTree(db, key)
  } catch (error) {
    throw error instanceof PeerRefused ? error : new PeerRefused(UNREADABLE)
  } finally {
    db.close()
  }
}

function readTree(db: Database, key: Buffer | null): PeerTree {
  const tree: PeerTree = { source: 'Homarr', folders: [], links: [], skipped: [] }
  const all = (sql: string, ...params: string[]) => db.query<Row, string[]>(sql).all(...params)
  const apps = new Map(all('SELECT id, name, description, icon_url, href FROM app ORDER BY name').map((a) => [String(a.id), a]))
  const secrets = new Map<string, Record<string, string>>()
  for (const s of all('SELECT integration_id, kind, value FROM integrationSecret')) {
    const plain = decrypt(String(s.value), key)
    if (plain) secrets.set(String(s.integration_id), { ...secrets.get(String(s.integration_id)), [String(s.kind)]: plain })
  }
  const integrations = all('SELECT id, name, url, kind, app_id FROM integration ORDER BY name')
  const itemIntegrations = all('SELECT item_id, integration_id FROM integration_item')
  const used = new Set<string>()

  const liveAppOf = (name: string, integration: Row | undefined, skipped: Skipped[]): PeerLink['liveApp'] => {
    if (!integration) return null
    const kind = String(integration.kind)
    const known = INTEGRATIONS[kind]
    if (!known) {
      skipped.push({ name, reason: `Its ${kind} integration has no built-in live app in Foyer.` })
      return null
    }
    const held = secrets.get(String(integration.id)) ?? {}
    const config: Record<string, string> = {}
    for (const [from, to] of Object.entries(known.secrets)) if (held[from]) config[to] = held[from]
    // Proxmox's token id is user@realm!token, which Homarr keeps in three parts.
    if (kind === 'proxmox' && held.username && held.realm && held.tokenId) config.tokenId = `${held.username}@${held.realm}!${held.tokenId}`
    return { appId: known.appId, url: str(integration.url), config }
  }

  const linkOf = (app: Row, itemId: string | null): PeerLink => {
    used.add(String(app.id))
    const name = str(app.name) ?? ''
    const viaItem = itemId ? itemIntegrations.find((i) => i.item_id === itemId) : undefined
    const integration = integrations.find((i) => i.app_id === app.id) ?? integrations.find((i) => viaItem && i.id === viaItem.integration_id)
    return { name, url: str(app.href), description: str(app.description), icon: str(app.icon_url), liveApp: liveAppOf(name, integration, tree.skipped) }
  }

  for (const board of all('SELECT id, name FROM board ORDER BY name')) {
    const boardFolder = folder(str(board.name) ?? 'Board')
    tree.folders.push(boardFolder)
    const layout = all('SELECT id FROM layout WHERE board_id = ? ORDER BY breakpoint, id LIMIT 1', String(board.id))[0]
    const sections = all('SELECT id, kind, name FROM section WHERE board_id = ? ORDER BY y_offset, x_offset, id', String(board.id))
    const parents = new Map(
      all('SELECT section_id, parent_section_id FROM section_layout WHERE layout_id = ?', String(layout?.id ?? '')).map((s) => [
        String(s.section_id),
        s.parent_section_id === null ? null : String(s.parent_section_id),
      ]),
    )
    const folders = new Map<string, PeerFolder>()
    for (const section of sections) {
      if (section.kind === 'category') {
        const f = folder(str(section.name) ?? 'Category')
        folders.set(String(section.id), f)
        boardFolder.children.push(f)
      } else if (section.kind === 'empty') folders.set(String(section.id), boardFolder)
    }
    /** The named section (category, or the board itself) a dynamic section sits in, parents followed without looping. */
    const placeOf = (sectionId: string): PeerFolder => {
      const seen = new Set<string>()
      let at: string | null | undefined = sectionId
      while (at && !folders.has(at) && !seen.has(at)) {
        seen.add(at)
        at = parents.get(at)
      }
      return (at && folders.get(at)) || boardFolder
    }
    const items = all(
      `SELECT item.id, item.kind, item.options, item_layout.section_id FROM item
       JOIN item_layout ON item_layout.item_id = item.id AND item_layout.layout_id = ?
       WHERE item.board_id = ? ORDER BY item_layout.y_offset, item_layout.x_offset, item.id`,
      String(layout?.id ?? ''),
      String(board.id),
    )
    for (const item of items) {
      const options = optionsOf(item.options)
      const target = placeOf(String(item.section_id))
      if (item.kind === 'app') {
        const app = apps.get(String(options.appId))
        if (app) target.links.push(linkOf(app, String(item.id)))
      } else if (item.kind === 'bookmarks') {
        const f = folder(str(options.title) ?? 'Bookmarks')
        for (const appId of Array.isArray(options.items) ? options.items : []) {
          const app = apps.get(String(appId))
          if (app) f.links.push(linkOf(app, null))
        }
        target.children.push(f)
      } else tree.skipped.push({ name: String(item.kind), reason: 'A Homarr widget: Foyer has no such widget.' })
    }
  }
  const unplaced = [...apps.values()].filter((a) => !used.has(String(a.id)))
  if (unplaced.length) {
    const rest = folder('Apps')
    for (const app of unplaced) rest.links.push(linkOf(app, null))
    tree.folders.push(rest)
  }
  return tree
}
