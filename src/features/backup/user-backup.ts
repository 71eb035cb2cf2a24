import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { extname, join } from 'node:path'
import type { Clock } from '../../core/clock'
import { createSecretBox, type SecretBox } from '../../core/crypto'
import { type Database, tx } from '../../core/db'
import { badRequest } from '../../core/errors'
import { migrations as known } from '../../core/migrations.list'
import { nodeCrypto, randomBytes } from '../../core/node-builtins'
import { storedImageType } from '../icons/stored-image'
import { IMPORT_FAILED, NOT_A_BACKUP, UPLOADS } from './backup.constants'

// A backup each user can carry (issue 31 §3): that user's data as JSON in a ZIP, every secret in it encrypted under a
// key derived from a passphrase, imported on another Foyer (another secret.key) in place of that user's data there.

const USER_MANIFEST = 'foyer-user-backup.json'
const DATA = 'data.json'
const FORMAT = 'foyer-backup'
const VERSION = 1
export const PASSPHRASE_MIN = 8
export const WRONG_PASSPHRASE = 'Wrong passphrase: this backup cannot be opened with it.'
export const NEEDS_PASSPHRASE = 'This is a personal backup: enter its passphrase to import it.'
const NEWER = 'This backup comes from a newer version of Foyer: update Foyer first.'
// scrypt with 32 MiB of memory: slow to guess, still quick enough on a Pi.
const KDF = { name: 'scrypt', N: 2 ** 15, r: 8, p: 1 } as const
const CHECK = 'foyer-user-backup'
const SEALED = 'v1:'
const IMAGE_PATH = '/api/v1/images/file/'

/** The user's tables, each after the ones it refers to; rows are theirs by user_id (stream_urls by their listing). */
const TABLES = [
  'images',
  'icon_packs',
  'pages',
  'listings',
  'stream_urls',
  'totp_items',
  'notifications',
  'api_keys',
  'credentials',
  'devices',
  'todo_items',
  'snippets',
  'snippet_items',
] as const
type Table = (typeof TABLES)[number]
/** The account itself stays the importing user's: only their settings (theme, weather, features, density...) come along. */
const ACCOUNT = new Set(['id', 'username', 'password_hash', 'session_version', 'is_super_admin', 'created_at', 'updated_at'])

type Value = string | number | null
type Row = Record<string, Value>
/** A stored value as the ZIP carries it: secrets encrypted under the passphrase, bytes as base64. */
type Carried = Value | { $secret: string } | { $bytes: string }
interface Manifest {
  format: typeof FORMAT
  scope: 'user'
  version: typeof VERSION
  foyerVersion: string
  exportedAt: string
  migrations: string[]
  kdf: typeof KDF & { salt: string }
  check: string
}
interface Data {
  settings: Record<string, Carried>
  health: Record<string, Carried> | null
  tables: Record<string, Array<Record<string, Carried>>>
}

export interface UserBackupContext {
  db: Database
  secrets: SecretBox
  dataDir: string
  clock: Clock
  version: string
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`
const columnsOf = (db: Database, table: string) =>
  db
    .query<{ name: string }, []>(`PRAGMA table_info(${quote(table)})`)
    .all()
    .map((c) => c.name)

/** The passphrase's key: scrypt off the event loop. */
function passphraseBox(passphrase: string, salt: Buffer): Promise<SecretBox> {
  return new Promise((done, fail) =>
    nodeCrypto().scrypt(passphrase, salt, 32, { N: KDF.N, r: KDF.r, p: KDF.p, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? fail(error) : done(createSecretBox(key)),
    ),
  )
}

function rowsOf(db: Database, table: Table, userId: number): Row[] {
  if (table === 'stream_urls')
    return db.query<Row, [number]>('SELECT s.* FROM stream_urls s JOIN listings l ON l.id = s.listing_id WHERE l.user_id = ?').all(userId)
  return db.query<Row, [number]>(`SELECT * FROM ${quote(table)} WHERE user_id = ? ORDER BY id`).all(userId)
}

/** The user's data as a ZIP whose secrets only the passphrase opens. */
export async function exportUserData(ctx: UserBackupContext, userId: number, passphrase: string): Promise<Uint8Array> {
  if (passphrase.length < PASSPHRASE_MIN) throw badRequest(`The passphrase must be at least ${PASSPHRASE_MIN} characters.`)
  const salt = randomBytes(16)
  const box = await passphraseBox(passphrase, salt)
  const carry = (value: unknown): Carried => {
    if (value instanceof Uint8Array) return { $bytes: Buffer.from(value).toString('base64') }
    if (typeof value === 'string' && value.startsWith(SEALED))
      try {
        return { $secret: box.seal(ctx.secrets.open(value)) }
      } catch {
        // Text that merely starts like a sealed value.
      }
    return value as Value
  }
  const carryRow = (row: Record<string, unknown>) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, carry(v)]))
  const { db } = ctx
  const account = db.query<Row, [number]>('SELECT * FROM users WHERE id = ?').get(userId) ?? {}
  const data: Data = {
    settings: carryRow(Object.fromEntries(Object.entries(account).filter(([k]) => !ACCOUNT.has(k)))),
    health: (() => {
      const row = db.query<Row, [number]>('SELECT * FROM health_settings WHERE id = ?').get(userId)
      return row ? carryRow(row) : null
    })(),
    tables: Object.fromEntries(TABLES.map((table) => [table, rowsOf(db, table, userId).map(carryRow)])),
  }
  const manifest: Manifest = {
    format: FORMAT,
    scope: 'user',
    version: VERSION,
    foyerVersion: ctx.version,
    exportedAt: new Date(ctx.clock.now()).toISOString(),
    migrations: db
      .query<{ name: string }, []>('SELECT name FROM schema_migrations ORDER BY name')
      .all()
      .map((m) => m.name),
    kdf: { ...KDF, salt: salt.toString('base64') },
    check: box.seal(CHECK),
  }
  const entries: Record<string, Uint8Array> = {
    [USER_MANIFEST]: Buffer.from(JSON.stringify(manifest, null, 2)),
    [DATA]: Buffer.from(JSON.stringify(data)),
  }
  for (const image of data.tables.images ?? []) {
    const name = String(image.file_name)
    try {
      entries[`${UPLOADS}/${name}`] = readFileSync(join(ctx.dataDir, UPLOADS, String(userId), name))
    } catch {
      // A row whose file is gone is carried without it, as the library shows it.
    }
  }
  const { zipSync } = await import('fflate')
  return zipSync(entries)
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/** A manifest of a personal backup, or null when the upload is not one. */
export function userManifest(files: Map<string, Uint8Array> | null): Manifest | null {
  const raw = files?.get(USER_MANIFEST)
  if (!raw) return null
  try {
    const m = JSON.parse(Buffer.from(raw).toString('utf8'))
    return isObject(m) && m.format === FORMAT && m.scope === 'user' ? (m as unknown as Manifest) : null
  } catch {
    return null
  }
}

/** Replaces the user's data with the backup's, in one transaction; the answer's message says what came in. */
export async function importUserData(ctx: UserBackupContext, userId: number, files: Map<string, Uint8Array>, passphrase: string | undefined): Promise<string> {
  const manifest = userManifest(files)
  if (!manifest || manifest.version !== VERSION || typeof manifest.check !== 'string' || !isObject(manifest.kdf)) throw badRequest(NOT_A_BACKUP)
  const names = new Set(known.map((m) => m.name))
  if (!Array.isArray(manifest.migrations) || manifest.migrations.some((name) => !names.has(name))) throw badRequest(NEWER)
  if (!passphrase) throw badRequest(NEEDS_PASSPHRASE)
  const box = await passphraseBox(passphrase, Buffer.from(String(manifest.kdf.salt), 'base64'))
  try {
    if (box.open(manifest.check) !== CHECK) throw new Error('check')
  } catch {
    throw badRequest(WRONG_PASSPHRASE)
  }
  let data: Data
  try {
    data = JSON.parse(Buffer.from(files.get(DATA) ?? '').toString('utf8'))
    if (!isObject(data) || !isObject(data.settings) || !isObject(data.tables)) throw new Error('shape')
  } catch {
    throw badRequest(IMPORT_FAILED)
  }

  // Uploaded images get new names (another user here may hold the same backup's files); references follow them.
  const renamed = new Map<string, string>()
  const newFiles: Array<[string, Uint8Array]> = []
  for (const image of data.tables.images ?? []) {
    const name = String(isObject(image) ? image.file_name : '')
    const bytes = files.get(`${UPLOADS}/${name}`)
    if (!isObject(image) || !bytes || !storedImageType(name, String(image.mime))) throw badRequest(IMPORT_FAILED)
    const fresh = `${randomBytes(16).toString('hex')}${extname(name)}`
    renamed.set(name, fresh)
    newFiles.push([fresh, bytes])
  }
  const reveal = (value: unknown): Value | Uint8Array => {
    if (value === null || typeof value === 'number') return value
    if (typeof value === 'string') {
      let text = value
      for (const [from, to] of renamed) text = text.replaceAll(IMAGE_PATH + from, IMAGE_PATH + to)
      return text
    }
    if (isObject(value) && typeof value.$secret === 'string') {
      try {
        return ctx.secrets.seal(box.open(value.$secret))
      } catch {
        throw badRequest(IMPORT_FAILED)
      }
    }
    if (isObject(value) && typeof value.$bytes === 'string') return Buffer.from(value.$bytes, 'base64')
    throw badRequest(IMPORT_FAILED)
  }

  /** An icon of the user's own uploads names its image by id: the new one. */
  const ownIcon = (value: Value | Uint8Array, images: Map<number, number>) => {
    if (typeof value !== 'string' || !value.includes('"selfhosted"')) return value
    try {
      const icon = JSON.parse(value)
      const id = isObject(icon) && icon.iconProvider === 'selfhosted' ? images.get(Number(icon.iconId)) : undefined
      return id === undefined ? value : JSON.stringify({ ...icon, iconId: String(id) })
    } catch {
      return value
    }
  }

  const { db } = ctx
  const dir = join(ctx.dataDir, UPLOADS, String(userId))
  const oldFiles = db.query<{ file_name: string }, [number]>('SELECT file_name FROM images WHERE user_id = ?').all(userId)
  mkdirSync(dir, { recursive: true, mode: 0o700 })
  for (const [name, bytes] of newFiles) writeFileSync(join(dir, name), bytes, { mode: 0o600 })
  const counts: Partial<Record<Table, number>> = {}
  try {
    tx(db, () => {
      // The user's rows go (children with their parents); then the backup's come in with new ids.
      db.run('DELETE FROM stream_urls WHERE listing_id IN (SELECT id FROM listings WHERE user_id = ?)', [userId])
      for (const table of [...TABLES].reverse()) if (table !== 'stream_urls') db.run(`DELETE FROM ${quote(table)} WHERE user_id = ?`, [userId])
      const ids = new Map<string, Map<number, number>>()
      const parents: Array<[number, number]> = []
      for (const table of TABLES) {
        const rows = data.tables[table] ?? []
        if (!Array.isArray(rows)) throw badRequest(IMPORT_FAILED)
        const columns = new Set(columnsOf(db, table))
        const refs = new Map(
          db
            .query<{ from: string; table: string }, []>(`PRAGMA foreign_key_list(${quote(table)})`)
            .all()
            .map((fk) => [fk.from, fk.table]),
        )
        const map = new Map<number, number>()
        ids.set(table, map)
        for (const row of rows) {
          if (!isObject(row)) throw badRequest(IMPORT_FAILED)
          const values: Record<string, Value | Uint8Array> = {}
          for (const [column, raw] of Object.entries(row)) {
            if (!columns.has(column) || (column === 'id' && table !== 'stream_urls')) continue
            const target = refs.get(column)
            if (target === 'users') values[column] = userId
            else if (target === table)
              values[column] = null // a parent: set once every row of the table is in
            else if (target) values[column] = raw === null ? null : (ids.get(target)?.get(Number(raw)) ?? null)
            else if (table === 'images' && column === 'file_name') values[column] = renamed.get(String(raw)) ?? null
            else values[column] = ownIcon(reveal(raw), ids.get('images')!)
          }
          if (table === 'stream_urls' && values.listing_id === null) continue
          const keys = Object.keys(values)
          const result = db.run(
            `INSERT INTO ${quote(table)} (${keys.map(quote).join(', ')}) VALUES (${keys.map(() => '?').join(', ')})`,
            keys.map((k) => values[k] ?? null),
          )
          if (typeof row.id === 'number') map.set(row.id, Number(result.lastInsertRowid))
          if (table === 'listings' && typeof row.parent_id === 'number') parents.push([Number(result.lastInsertRowid), row.parent_id])
        }
        counts[table] = rows.length
      }
      const listings = ids.get('listings')!
      for (const [id, parent] of parents) db.run('UPDATE listings SET parent_id = ? WHERE id = ?', [listings.get(parent) ?? null, id])
      // Links to the user's own pages follow the pages' new ids.
      for (const [oldId, newId] of ids.get('pages')!)
        db.run('UPDATE listings SET listing_url = ? WHERE user_id = ? AND listing_url = ?', [`/p/${newId}`, userId, `/p/${oldId}`])
      const settings = Object.entries(data.settings).filter(([k]) => !ACCOUNT.has(k) && columnsOf(db, 'users').includes(k))
      if (settings.length)
        db.run(`UPDATE users SET ${settings.map(([k]) => `${quote(k)} = ?`).join(', ')} WHERE id = ?`, [...settings.map(([, v]) => reveal(v)), userId])
      db.run('DELETE FROM health_settings WHERE id = ?', [userId])
      const health = isObject(data.health) ? Object.entries(data.health).filter(([k]) => k !== 'id' && columnsOf(db, 'health_settings').includes(k)) : []
      if (health.length)
        db.run(`INSERT INTO health_settings (id, ${health.map(([k]) => quote(k)).join(', ')}) VALUES (?, ${health.map(() => '?').join(', ')})`, [
          userId,
          ...health.map(([, v]) => reveal(v)),
        ])
    })
  } catch (error) {
    for (const [name] of newFiles) rmSync(join(dir, name), { force: true })
    // A constraint the backup's rows break (a bad reference, a value out of range) is the spec's failure, not a 500.
    if (error instanceof Error && 'code' in error && String(error.code).startsWith('SQLITE_CONSTRAINT')) throw badRequest(IMPORT_FAILED)
    throw error
  }
  // The replaced images' files, by the names uploads get (a name from an old import that is not one is never a path).
  for (const { file_name } of oldFiles) if (/^[a-f0-9]{32}\.[a-z]+$/.test(file_name)) rmSync(join(dir, file_name), { force: true })
  const n = (table: Table) => counts[table] ?? 0
  return `Your data was imported: ${n('listings')} folders, links and lists, ${n('totp_items')} authenticators, ${n('pages')} pages, ${n('devices')} devices, ${n('credentials')} credentials, ${n('images')} images.`
}
