import { mkdirSync, writeFileSync } from 'node:fs'
import { join, posix } from 'node:path'
import { type Database, openDatabase, tx } from '../../core/db'
import { badRequest } from '../../core/errors'
import { randomBytes } from '../../core/node-builtins'
import { type DefaultIconKey, isDefaultIconKey } from '../../definitions/default-icons'
import { KIND_NAMES, LISTING_KINDS } from '../../definitions/listing-kinds'
import { RUNS_SCRIPT, SAFE_URL_PATTERN } from '../../definitions/safe-url'
import { SELF_HOSTED } from '../icons/icons.defaults'
import { IMAGE_PATH } from '../icons/images.service'
import { checkImage, IMAGE_TYPES } from '../icons/upload-check'
import { sanitizePageHtml } from '../pages/pages.sanitize'
import { FOYER_LOGO, normaliseUsername } from '../users/users.service'
import { IMPORT_FAILED, IMPORTED, STAGED_DATABASE, UPLOADS } from './backup.constants'
import { createBackupRepo } from './backup.repo'
import type { ImportContext, ImportKind } from './import-kinds'
import { isSaltedAes, openSaltedAes } from './salted-aes'
import { staged, swapIn } from './staging'

// The backup the seeds' product (Astroluma) writes when leaving MongoDB: backup.json with one array per collection,
// each document numbered by `id` (its position + 1, or Mongo's `_id` string in the early exporter's references), and
// the uploaded icons under uploads/. Its users' passwords are the MD5 hex Foyer's login sends, its secrets are sealed
// with crypto-js under the `Secret` it carries.

const BACKUP_JSON = 'backup.json'
const MD5_HEX = /^[a-f0-9]{32}$/i
const OBJECT_ID = /^[a-f0-9]{24}$/i
const PAGE_LINK = /^\/p\/([^/?#]+)(.*)$/s

type Doc = Record<string, unknown>
type Icon = { iconUrl: string; iconUrlLight: string | null; iconProvider?: string; iconId?: string }

const isDoc = (value: unknown): value is Doc => typeof value === 'object' && value !== null && !Array.isArray(value)
const fail = (): never => {
  throw badRequest(IMPORT_FAILED)
}
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null)
const flag = (value: unknown, otherwise: boolean) => ((typeof value === 'boolean' ? value : otherwise) ? 1 : 0)
const int = (value: unknown, otherwise: number) => (typeof value === 'number' && Number.isSafeInteger(value) ? value : otherwise)
/** A live app's refresh in seconds, within what the link form takes (a day). */
const refresh = (value: unknown) => (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && value <= 86_400 ? value : null)
const docs = (value: unknown): Doc[] => (value === undefined || value === null ? [] : Array.isArray(value) ? value.filter(isDoc) : fail())

/** How a document or a reference names a document: its numbered id, or a Mongo ObjectId (plain or extended JSON). */
function keyOf(value: unknown): string | null {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value)
  if (typeof value === 'string' && value !== '') return value
  if (isDoc(value) && typeof value.$oid === 'string') return value.$oid
  return null
}
const keysOf = (doc: Doc) => [keyOf(doc.id), keyOf(doc._id)].filter((k): k is string => k !== null)

/** Milliseconds from a date as Mongo's exporters write one (ISO text, a number, or { $date }). */
function time(value: unknown, otherwise: number): number {
  const raw = isDoc(value) ? value.$date : value
  const ms = typeof raw === 'string' || typeof raw === 'number' ? new Date(raw).getTime() : Number.NaN
  return Number.isFinite(ms) ? ms : otherwise
}

/** A calendar day YYYY-MM-DD from a stored due date (the day as stored, in UTC). */
function day(value: unknown): string | null {
  const ms = time(value, Number.NaN)
  return Number.isFinite(ms) ? new Date(ms).toISOString().slice(0, 10) : null
}

function parse(files: Map<string, Uint8Array> | null): Doc | null {
  const bytes = files?.get(BACKUP_JSON)
  if (!bytes) return null
  try {
    const doc: unknown = JSON.parse(Buffer.from(bytes).toString('utf8'))
    return isDoc(doc) && Array.isArray(doc.Users) ? doc : null
  } catch {
    return null
  }
}

const SAFE_URL = new RegExp(SAFE_URL_PATTERN)
/** An icon elsewhere on the web, as the icon policy takes one (no script, no quotes): the old instance's own paths are gone. */
const webAddress = (url: string) => /^https?:/i.test(url) && SAFE_URL.test(url)
const TYPE_ICON = new Map<string, DefaultIconKey>(KIND_NAMES.map((kind) => [LISTING_KINDS[kind].type, LISTING_KINDS[kind].icon.key]))
const squash = (id: string) =>
  id
    .toLowerCase()
    .replace(/^com\./, '')
    .replace(/[^a-z0-9]/g, '')

interface Uploaded {
  fileName: string
  mime: keyof typeof IMAGE_TYPES
  body: Uint8Array
  owner: string | null
  /** Where it goes under uploads/: the new owner's folder and the uploader's kind of name. */
  storedAs?: string
}

/** The stored rows, written into a staged copy of the live database whose users (and so all their data) are gone. */
/** What is worked out before the rows are written (it takes async work): users' hashes, pages' sanitised HTML, checked images. */
interface Prepared {
  hashes: Map<Doc, string>
  pageHtml: Map<Doc, string>
  uploads: Uploaded[]
}

function fill(db: Database, doc: Doc, context: ImportContext, { hashes, pageHtml, uploads }: Prepared, now: number): string[] {
  const skipped: string[] = []
  const passphrase = text(doc.Secret)
  const open = (sealed: string) => (isSaltedAes(sealed) ? (passphrase === null ? fail() : openSaltedAes(sealed, passphrase)) : sealed)
  const insert = (sql: string, ...values: Array<string | number | null>) => db.query<{ id: number }, typeof values>(`${sql} RETURNING id`).get(...values)!.id
  const created = (d: Doc) => time(d.createdAt, now)
  const updated = (d: Doc) => time(d.updatedAt, created(d))

  // Users first: everything else belongs to one.
  const users = new Map<string, number>()
  const userDocs = docs(doc.Users)
  for (const user of userDocs) {
    if (keysOf(user).length === 0) fail()
    const id = insert(
      `INSERT INTO users (username, password_hash, full_name, site_name, color_theme, is_super_admin, hide_branding, authenticator, camerafeed,
         networkdevices, todolist, snippetmanager, weather_location, weather_latitude, weather_longitude, weather_unit, site_logo, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      normaliseUsername(text(user.username) ?? fail()),
      hashes.get(user) ?? fail(),
      text(user.fullName) ?? '',
      text(user.siteName) ?? 'Foyer',
      text(user.colorTheme) ?? 'dark',
      flag(user.isSuperAdmin, false),
      flag(user.hideBranding, false),
      flag(user.authenticator, true),
      flag(user.camerafeed, true),
      flag(user.networkdevices, true),
      flag(user.todolist, true),
      flag(user.snippetmanager, true),
      text(user.location),
      typeof user.latitude === 'number' ? user.latitude : null,
      typeof user.longitude === 'number' ? user.longitude : null,
      user.unit === 'imperial' ? 'imperial' : 'metric',
      JSON.stringify(FOYER_LOGO),
      created(user),
      updated(user),
    )
    for (const key of keysOf(user)) users.set(key, id)
  }
  const admin = userDocs.find((u) => u.isSuperAdmin === true)
  if (!admin) fail()
  const ownerOf = (d: Doc) => users.get(keyOf(d.userId) ?? '') ?? null

  // Uploaded icons, renamed as Foyer's uploader names files, owned as the Icons collection says.
  const images = new Map<string, Icon>()
  for (const file of uploads) {
    const owner = users.get(file.owner ?? '') ?? users.get(keysOf(admin as Doc)[0] ?? '')!
    const name = `${randomBytes(16).toString('hex')}.${IMAGE_TYPES[file.mime]}`
    const id = insert('INSERT INTO images (user_id, file_name, mime, size, created_at) VALUES (?, ?, ?, ?, ?)', owner, name, file.mime, file.body.length, now)
    images.set(file.fileName, { iconUrl: IMAGE_PATH + name, iconUrlLight: null, iconProvider: SELF_HOSTED, iconId: String(id) })
    file.storedAs = `${owner}/${name}`
  }
  const icon = (raw: unknown, fallback: DefaultIconKey | null): Icon | null => {
    const url = isDoc(raw) ? text(raw.iconUrl) : text(raw)
    if (url) {
      const upload = images.get(posix.basename(url))
      if (upload) return upload
      if (isDefaultIconKey(url)) return { iconUrl: url, iconUrlLight: null }
      if (webAddress(url)) {
        const light = isDoc(raw) ? text(raw.iconUrlLight) : null
        return { iconUrl: url, iconUrlLight: light && webAddress(light) ? light : null }
      }
    }
    return fallback && { iconUrl: fallback, iconUrlLight: null }
  }
  for (const user of userDocs) {
    const id = users.get(keysOf(user)[0] ?? '')!
    const avatar = icon(user.userAvatar, null)
    const logo = icon(user.siteLogo, null)
    db.run('UPDATE users SET avatar = ?, site_logo = coalesce(?, site_logo) WHERE id = ?', [avatar && JSON.stringify(avatar), logo && JSON.stringify(logo), id])
  }

  // Pages before links: a link to /p/<old id> points at the new page.
  const pages = new Map<string, number>()
  const pagesBySecond = new Map<string, number>()
  for (const page of docs(doc.Pages)) {
    const owner = ownerOf(page)
    if (owner === null) continue
    const id = insert(
      'INSERT INTO pages (user_id, title, content, is_published, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
      owner,
      text(page.pageTitle) ?? '',
      pageHtml.get(page) ?? '',
      page.isPublished === false ? 0 : 1,
      created(page),
      updated(page),
    )
    for (const key of keysOf(page)) pages.set(key, id)
    pagesBySecond.set(`${owner}:${Math.floor(created(page) / 1000)}`, id)
  }
  // The later exporter drops the pages' _id: an ObjectId starts with its creation second, which is the page's createdAt.
  const pageLink = (owner: number, url: string | null) => {
    const match = url?.match(PAGE_LINK)
    if (!match) return url
    const old = match[1] ?? ''
    const id = pages.get(old) ?? (OBJECT_ID.test(old) ? pagesBySecond.get(`${owner}:${Number.parseInt(old.slice(0, 8), 16)}`) : undefined)
    return id === undefined ? url : `/p/${id}${match[2] ?? ''}`
  }

  // Listings with no parent first; parents follow once every listing has its new id (children may come first).
  const listings = new Map<string, { id: number; owner: number; type: string }>()
  const parents: Array<{ id: number; owner: number; parent: string | null }> = []
  for (const listing of docs(doc.Listings)) {
    const owner = ownerOf(listing)
    const type = text(listing.listingType) ?? ''
    const fallbackIcon = TYPE_ICON.get(type)
    if (owner === null || !fallbackIcon) continue
    const integration = isDoc(listing.integration) ? listing.integration : null
    const wanted = text(integration?.appId)
    const appId = wanted ? (context.liveAppIds().find((id) => squash(id) === squash(wanted)) ?? null) : null
    const config = appId ? readConfig(integration?.config, open) : null
    const name = text(listing.listingName) ?? ''
    if (wanted && !appId) skipped.push(`the live app of ${name} (${wanted}: no integration in Foyer)`)
    const address = (value: unknown) => {
      const url = text(value)
      if (!url || !RUNS_SCRIPT.test(url)) return url
      skipped.push(`the address of ${name} (a script)`)
      return null
    }
    const url = address(listing.listingUrl)
    const id = insert(
      `INSERT INTO listings (user_id, parent_id, sort_order, listing_type, listing_name, listing_url, local_url, listing_icon, in_sidebar,
         live_app_configured, live_app_enabled, live_app_id, live_app_refresh, live_app_config, created_at, updated_at)
       VALUES (?, NULL, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      owner,
      int(listing.sortOrder, 0),
      type,
      name,
      type === 'stream' ? null : pageLink(owner, url),
      type === 'link' ? address(listing.localUrl) : null,
      JSON.stringify(icon(listing.listingIcon, fallbackIcon)),
      flag(listing.inSidebar, false),
      appId ? 1 : 0,
      appId ? 1 : 0,
      appId,
      appId ? refresh(integration?.autoRefreshAfter) : null,
      config && context.secrets.seal(JSON.stringify(config)),
      created(listing),
      updated(listing),
    )
    if (type === 'stream' && url) db.run('INSERT INTO stream_urls (listing_id, sealed_url) VALUES (?, ?)', [id, context.secrets.seal(url)])
    for (const key of keysOf(listing)) listings.set(key, { id, owner, type })
    parents.push({ id, owner, parent: keyOf(listing.parentId) })
  }
  const parentOf = new Map<number, number>()
  for (const { id, owner, parent } of parents) {
    const found = listings.get(parent ?? '')
    // Only a folder of the same user holds things; anything else stays at the top.
    if (found && found.owner === owner && found.type === 'category') parentOf.set(id, found.id)
  }
  for (const start of parentOf.keys()) {
    const seen = new Set<number>()
    for (let at: number | undefined = start; at !== undefined; at = parentOf.get(at))
      if (seen.has(at)) fail()
      else seen.add(at)
  }
  for (const [id, parent] of parentOf) db.run('UPDATE listings SET parent_id = ? WHERE id = ?', [parent, id])
  const holder = (d: Doc, type: string, owner: number) => {
    const found = listings.get(keyOf(d.parent) ?? keyOf(d.parentId) ?? '')
    return found && found.type === type && found.owner === owner ? found.id : null
  }

  for (const todo of docs(doc.Todos)) {
    const owner = ownerOf(todo)
    const list = owner === null ? null : holder(todo, 'todo', owner)
    const item = text(todo.todoItem)
    if (owner === null || list === null || !item) continue
    const priority = int(todo.priority, 3)
    db.run('INSERT INTO todo_items (user_id, listing_id, text, completed, priority, due_date, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)', [
      owner,
      list,
      item,
      flag(todo.completed, false),
      priority >= 1 && priority <= 3 ? priority : 3,
      day(todo.dueDate),
      created(todo),
      updated(todo),
    ])
  }

  const plain = context.language('text') ?? fail()
  for (const snippet of docs(doc.Snippets)) {
    const owner = ownerOf(snippet)
    const list = owner === null ? null : holder(snippet, 'snippet', owner)
    if (owner === null || list === null) continue
    const language = context.language(text(snippet.snippetLanguage) ?? '') ?? plain
    const id = insert(
      'INSERT INTO snippets (user_id, listing_id, title, language, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
      owner,
      list,
      text(snippet.snippetTitle) ?? '',
      language.languageValue,
      created(snippet),
      updated(snippet),
    )
    for (const item of docs(snippet.snippetItems)) {
      const code = text(item.snippetCode)
      if (!code) continue
      const itemLanguage = context.language(text(item.snippetLanguage) ?? '') ?? language
      db.run('INSERT INTO snippet_items (snippet_id, user_id, code, filename, language, mime_type, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)', [
        id,
        owner,
        code,
        text(item.snippetFilename)?.trim() || 'snippet',
        itemLanguage.languageValue,
        itemLanguage.mimeType,
        created(snippet),
        updated(snippet),
      ])
    }
  }

  const positions = new Map<string, number>()
  const next = (table: string, owner: number) => {
    const key = `${table}:${owner}`
    const position = positions.get(key) ?? 0
    positions.set(key, position + 1)
    return position
  }
  const bySortOrder = (list: Doc[]) => list.map((d, i) => ({ d, i })).sort((a, b) => int(a.d.sortOrder, 0) - int(b.d.sortOrder, 0) || a.i - b.i)

  for (const { d: item } of bySortOrder(docs(doc.Authenticators))) {
    const owner = ownerOf(item)
    if (owner === null) continue
    const secret = context.totpSecret(open(text(item.secretKey) ?? fail()))
    db.run(
      `INSERT INTO totp_items (user_id, service_name, account_name, service_icon, secret_sealed, position, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        owner,
        text(item.serviceName) ?? '',
        text(item.accountName) ?? '',
        JSON.stringify(icon(item.serviceIcon, null)),
        context.secrets.seal(secret),
        next('totp', owner),
        created(item),
        updated(item),
      ],
    )
  }

  for (const { d: device } of bySortOrder(docs(doc.NetworkDevices))) {
    const owner = ownerOf(device)
    if (owner === null) continue
    const port = int(device.broadcastPort, 9)
    db.run(
      `INSERT INTO devices (user_id, position, device_name, device_ip, device_icon, supports_wol, device_mac, broadcast_address, broadcast_port, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        owner,
        next('devices', owner),
        text(device.deviceName) ?? '',
        text(device.deviceIp) ?? '',
        JSON.stringify(icon(device.deviceIcon, 'device')),
        flag(device.supportsWol, false),
        text(device.deviceMac),
        text(device.broadcastAddress),
        port >= 1 && port <= 65_535 ? port : 9,
        created(device),
        updated(device),
      ],
    )
  }
  return skipped
}

/** A live app's settings: crypto-js-sealed JSON, JSON text, or an object of plain values. */
function readConfig(raw: unknown, open: (sealed: string) => string): Record<string, string | number | boolean> | null {
  if (raw === undefined || raw === null) return {}
  const value: unknown = typeof raw === 'string' ? JSON.parse(open(raw)) : raw
  if (!isDoc(value) || !Object.values(value).every((v) => ['string', 'number', 'boolean'].includes(typeof v))) return fail()
  return value as Record<string, string | number | boolean>
}

/**
 * The seeds' product's backup: replaces the whole instance (every user and all their data; the built-in icon packs
 * and apps, and instance settings, stay) in one transaction. Every user keeps their password; every session ends.
 */
export const seedsBackup: ImportKind = {
  kind: 'astroluma',
  recognise: ({ files }) => parse(files) !== null,
  async import({ files }, context) {
    const doc = parse(files) ?? fail()
    const now = context.clock.now()
    const hashes = new Map<Doc, string>()
    for (const user of docs(doc.Users)) {
      const digest = text(user.password) ?? ''
      if (!MD5_HEX.test(digest)) fail()
      // One at a time: the import never takes more than one of the sign-ins' hashing slots.
      hashes.set(user, await context.hashDigest(digest))
    }
    const owners = new Map(docs(doc.Icons).map((i) => [posix.basename(text(i.iconPath) ?? ''), keyOf(i.userId)]))
    const uploads: Uploaded[] = []
    for (const [name, bytes] of files ?? [])
      if (name.startsWith(`${UPLOADS}/`) && !name.endsWith('/')) {
        const checked = await checkImage(bytes)
        // Not an image Foyer would take as an upload: its icons fall back to the defaults.
        if (checked) uploads.push({ fileName: posix.basename(name), mime: checked.mime, body: checked.body, owner: owners.get(posix.basename(name)) ?? null })
      }
    // Stored as the page editor stores it: sanitised.
    const pageHtml = new Map<Doc, string>()
    for (const page of docs(doc.Pages)) pageHtml.set(page, await sanitizePageHtml(text(page.pageContent) ?? ''))
    let skipped: string[] = []
    await staged(context, (staging) => {
      const path = join(staging, STAGED_DATABASE)
      createBackupRepo(context.db).copyTo(path)
      const db = openDatabase(path)
      try {
        tx(db, () => {
          // Every user goes, and with them (foreign keys) every row they own and every session.
          db.run('DELETE FROM users')
          skipped = fill(db, doc, context, { hashes, pageHtml, uploads }, now)
          if (db.query('PRAGMA foreign_key_check').all().length > 0) fail()
        })
      } catch {
        // A secret that does not open or is no key, a duplicate username, a broken reference: nothing changes.
        throw badRequest(IMPORT_FAILED)
      } finally {
        db.close()
      }
      for (const file of uploads) {
        if (!file.storedAs) continue
        const target = join(staging, UPLOADS, file.storedAs)
        mkdirSync(join(target, '..'), { recursive: true })
        writeFileSync(target, file.body)
      }
      swapIn(context, staging, [UPLOADS], IMPORT_FAILED)
    })
    // Links came in without what Foyer cannot keep: a live app it has no integration for, an address that runs a script.
    return skipped.length === 0 ? IMPORTED : `${IMPORTED} Left out: ${skipped.join('; ')}.`
  },
}
