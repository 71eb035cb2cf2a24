import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import type { Clock } from '../../core/clock'
import { createSecretBox, type SecretBox } from '../../core/crypto'
import { type Database, openDatabase, tx } from '../../core/db'
import { AppError, badRequest, tooLarge } from '../../core/errors'
import { migrate } from '../../core/migrate'
import { migrations as known } from '../../core/migrations.list'
import { looksLikeZip, pathInside, unzip, ZipRefused } from '../../core/zip'
import { storedImageType } from '../icons/stored-image'
import { createBackupRepo } from './backup.repo'

/** Spec 3 §5: the refusal for anything that is not a Foyer backup. */
export const NOT_A_BACKUP = 'Please select a valid ZIP backup file'
const NEWER = 'This backup comes from a newer version of Foyer: update Foyer first.'
/** What an import may weigh as uploaded, and unpacked (the database, the uploaded images, the ZIP apps). */
export const BACKUP_MAX_BYTES = 100 * 1024 * 1024
const LIMITS = { files: 20_000, fileBytes: BACKUP_MAX_BYTES, totalBytes: 2 * BACKUP_MAX_BYTES }

const MANIFEST = 'foyer-backup.json'
const DATABASE = 'foyer.db'
const KEY = 'secret.key'
const UPLOADS = 'uploads'
/** The folders of DATA_DIR that hold data besides the database: uploaded images, installed ZIP apps. */
const FOLDERS = [UPLOADS, 'apps'] as const
const FORMAT = 'foyer-backup'
const VERSION = 1
// A value sealed by core/crypto.ts; a match is re-sealed only if the backup's key opens it (GCM authenticates).
const SEALED_PREFIX = 'v1:'

interface Manifest {
  format: typeof FORMAT
  version: typeof VERSION
  foyerVersion: string
  createdAt: string
  migrations: string[]
}

function files(root: string): string[] {
  if (!existsSync(root)) return []
  return readdirSync(root, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
}

/**
 * The whole instance in one ZIP, and back: every user's data, the uploaded images, the ZIP apps and the key that
 * opens the secrets inside (so a backup restores on another machine; it must be kept as safe as DATA_DIR itself).
 * Importing replaces everything in one transaction and ends every session; the built-in icon packs and apps stay.
 */
export function createBackupService(deps: {
  db: Database
  secrets: SecretBox
  dataDir: string
  version: string
  clock: Clock
  /** What must forget the replaced data: the cameras' relays, the ZIP apps read at start, cached live results. */
  afterImport: () => void
}) {
  const { dataDir } = deps
  const repo = createBackupRepo(deps.db)
  const ownKey = () => readFileSync(join(dataDir, KEY))

  /**
   * Checks the staged database, brings it to this version's schema and seals its secrets with this instance's key.
   * `carried` says whether the backup holds a file (its name in the ZIP).
   */
  function prepare(path: string, key: Uint8Array, carried: (name: string) => boolean) {
    let staged: Database | undefined
    try {
      staged = openDatabase(path)
      const stagedRepo = createBackupRepo(staged)
      if (!stagedRepo.intact()) throw badRequest(NOT_A_BACKUP)
      const names = new Set(known.map((m) => m.name))
      if (stagedRepo.migrations().some((name) => !names.has(name))) throw badRequest(NEWER)
      migrate(staged, known, deps.clock.now())
      // Images are served as their rows say: each must be what an upload makes (allowed type, the uploader's name) with its file.
      const uploaded = (row: { userId: unknown; fileName: unknown; mime: unknown }) =>
        Number.isSafeInteger(row.userId) &&
        typeof row.fileName === 'string' &&
        typeof row.mime === 'string' &&
        storedImageType(row.fileName, row.mime) !== null &&
        carried(`${UPLOADS}/${row.userId}/${row.fileName}`)
      if (!stagedRepo.images().every(uploaded)) throw badRequest(NOT_A_BACKUP)
      tx(staged, () => {
        if (!Buffer.from(key).equals(ownKey())) {
          const theirs = createSecretBox(key)
          stagedRepo.rewriteText(SEALED_PREFIX, (value) => {
            try {
              return deps.secrets.seal(theirs.open(value))
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
      staged?.close()
    }
  }

  return {
    /** The backup ZIP: manifest, a consistent copy of the database (no sessions), the key, uploads and apps. */
    async exportZip(): Promise<Uint8Array> {
      const { zipSync } = await import('fflate')
      const snapshot = join(dataDir, `.export-${crypto.randomUUID()}.db`)
      try {
        repo.copyTo(snapshot)
        // Closing the copy's only connection folds its write-ahead log back in: one file for the ZIP.
        const copy = openDatabase(snapshot)
        try {
          createBackupRepo(copy).dropSessions()
        } finally {
          copy.close()
        }
        const manifest: Manifest = {
          format: FORMAT,
          version: VERSION,
          foyerVersion: deps.version,
          createdAt: new Date(deps.clock.now()).toISOString(),
          migrations: repo.migrations(),
        }
        const entries: Record<string, [Uint8Array, { level: 0 | 6 }]> = {
          [MANIFEST]: [Buffer.from(JSON.stringify(manifest, null, 2)), { level: 6 }],
          [DATABASE]: [readFileSync(snapshot), { level: 6 }],
          [KEY]: [ownKey(), { level: 0 }],
        }
        // Images and app files are mostly compressed already: stored as they are.
        for (const folder of FOLDERS)
          for (const file of files(join(dataDir, folder))) entries[`${folder}/${relative(join(dataDir, folder), file)}`] = [readFileSync(file), { level: 0 }]
        return zipSync(entries)
      } finally {
        rmSync(snapshot, { force: true })
      }
    },

    /** Replaces every table, the uploads and the apps with the backup's, after checking all of it. */
    async importZip(bytes: Uint8Array): Promise<void> {
      if (bytes.length > BACKUP_MAX_BYTES) throw tooLarge(`The backup is larger than ${BACKUP_MAX_BYTES / 1024 / 1024} MB.`)
      if (!looksLikeZip(bytes)) throw badRequest(NOT_A_BACKUP)
      let unpacked: Map<string, Uint8Array>
      try {
        unpacked = await unzip(bytes, LIMITS, NOT_A_BACKUP)
      } catch (error) {
        throw error instanceof ZipRefused ? badRequest(error.message) : error
      }
      const manifest = readManifest(unpacked.get(MANIFEST))
      const database = unpacked.get(DATABASE)
      const key = unpacked.get(KEY)
      const inFolder = (name: string) => FOLDERS.some((folder) => name.startsWith(`${folder}/`))
      if (!manifest || !database || key?.length !== 32) throw badRequest(NOT_A_BACKUP)
      if ([...unpacked.keys()].some((name) => ![MANIFEST, DATABASE, KEY].includes(name) && !inFolder(name))) throw badRequest(NOT_A_BACKUP)

      const staging = mkdtempSync(join(dataDir, '.import-'))
      try {
        const path = join(staging, DATABASE)
        writeFileSync(path, database)
        prepare(path, key, (name) => unpacked.has(name))
        for (const [name, content] of unpacked)
          if (inFolder(name)) {
            const file = inside(staging, name)
            mkdirSync(dirname(file), { recursive: true })
            writeFileSync(file, content)
          }
        if (!repo.replaceFrom(path)) throw badRequest(NOT_A_BACKUP)
        // The rows are in; the folders follow by rename (same file system, so each is one step).
        for (const folder of FOLDERS) {
          const live = join(dataDir, folder)
          if (existsSync(live)) renameSync(live, join(staging, `replaced-${folder}`))
          if (existsSync(join(staging, folder))) renameSync(join(staging, folder), live)
        }
        deps.afterImport()
      } finally {
        rmSync(staging, { recursive: true, force: true })
      }
    },
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

export type BackupService = ReturnType<typeof createBackupService>
