import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { createSecretBox } from '../../core/crypto'
import { type Database, openDatabase, tx } from '../../core/db'
import { AppError, badRequest } from '../../core/errors'
import { migrate } from '../../core/migrate'
import { migrations as known } from '../../core/migrations.list'
import { pathInside } from '../../core/zip'
import { storedImageType } from '../icons/stored-image'
import { IMPORTED, NOT_A_BACKUP, STAGED_DATABASE, UPLOADS } from './backup.constants'
import { createBackupRepo } from './backup.repo'
import type { ImportContext, ImportKind } from './import-kinds'
import { staged, swapIn } from './staging'

const NEWER = 'This backup comes from a newer version of Foyer: update Foyer first.'

export const MANIFEST = 'foyer-backup.json'
export const DATABASE = STAGED_DATABASE
export const KEY = 'secret.key'
/** The folders of DATA_DIR that hold data besides the database: uploaded images, installed ZIP apps. */
export const FOLDERS = [UPLOADS, 'apps'] as const
export const FORMAT = 'foyer-backup'
export const VERSION = 1
// A value sealed by core/crypto.ts; a match is re-sealed only if the backup's key opens it (GCM authenticates).
const SEALED_PREFIX = 'v1:'

export interface Manifest {
  format: typeof FORMAT
  version: typeof VERSION
  foyerVersion: string
  createdAt: string
  migrations: string[]
}

const inFolder = (name: string) => FOLDERS.some((folder) => name.startsWith(`${folder}/`))

/**
 * Checks the staged database, brings it to this version's schema and seals its secrets with this instance's key.
 * `carried` says whether the backup holds a file (its name in the ZIP).
 */
function prepare(context: ImportContext, path: string, key: Uint8Array, carried: (name: string) => boolean) {
  let stagedDb: Database | undefined
  try {
    stagedDb = openDatabase(path)
    const stagedRepo = createBackupRepo(stagedDb)
    if (!stagedRepo.intact()) throw badRequest(NOT_A_BACKUP)
    const names = new Set(known.map((m) => m.name))
    if (stagedRepo.migrations().some((name) => !names.has(name))) throw badRequest(NEWER)
    migrate(stagedDb, known, context.clock.now())
    // Images are served as their rows say: each must be what an upload makes (allowed type, the uploader's name) with its file.
    const uploaded = (row: { userId: unknown; fileName: unknown; mime: unknown }) =>
      Number.isSafeInteger(row.userId) &&
      typeof row.fileName === 'string' &&
      typeof row.mime === 'string' &&
      storedImageType(row.fileName, row.mime) !== null &&
      carried(`${UPLOADS}/${row.userId}/${row.fileName}`)
    if (!stagedRepo.images().every(uploaded)) throw badRequest(NOT_A_BACKUP)
    tx(stagedDb, () => {
      if (!Buffer.from(key).equals(readFileSync(join(context.dataDir, KEY)))) {
        const theirs = createSecretBox(key)
        stagedRepo.rewriteText(SEALED_PREFIX, (value) => {
          try {
            return context.secrets.seal(theirs.open(value))
          } catch {
            return null // text that merely starts like a sealed value
          }
        })
      }
      // Nobody stays signed in across an import, here or on the machine the backup came from.
      stagedRepo.dropSessions()
    })
  } catch (error) {
    // Not a database, not Foyer's (no schema_migrations), or one its migrations cannot bring up to date.
    throw error instanceof AppError ? error : badRequest(NOT_A_BACKUP)
  } finally {
    stagedDb?.close()
  }
}

/** unzip has refused any name leaving its folder; this holds at the write too, as the spec's refusal. */
function inside(root: string, name: string): string {
  try {
    return pathInside(root, name)
  } catch {
    throw badRequest(NOT_A_BACKUP)
  }
}

function readManifest(bytes: Uint8Array | undefined): Manifest | null {
  if (!bytes) return null
  try {
    const manifest = JSON.parse(Buffer.from(bytes).toString('utf8')) as Partial<Manifest> | null
    return manifest?.format === FORMAT && manifest.version === VERSION ? (manifest as Manifest) : null
  } catch {
    return null
  }
}

/** Foyer's own whole-instance backup: replaces every table, the uploads and the apps with the backup's, after checking all of it. */
export const instanceBackup: ImportKind = {
  kind: 'foyer-instance',
  recognise: ({ files }) => files?.has(MANIFEST) === true,
  async import({ files }, context) {
    const unpacked = files ?? new Map<string, Uint8Array>()
    const manifest = readManifest(unpacked.get(MANIFEST))
    const database = unpacked.get(DATABASE)
    const key = unpacked.get(KEY)
    if (!manifest || !database || key?.length !== 32) throw badRequest(NOT_A_BACKUP)
    if ([...unpacked.keys()].some((name) => ![MANIFEST, DATABASE, KEY].includes(name) && !inFolder(name))) throw badRequest(NOT_A_BACKUP)
    await staged(context, (staging) => {
      const path = join(staging, DATABASE)
      writeFileSync(path, database)
      prepare(context, path, key, (name) => unpacked.has(name))
      for (const [name, content] of unpacked)
        if (inFolder(name)) {
          const file = inside(staging, name)
          mkdirSync(dirname(file), { recursive: true })
          writeFileSync(file, content)
        }
      swapIn(context, staging, FOLDERS, NOT_A_BACKUP)
    })
    return IMPORTED
  },
}
