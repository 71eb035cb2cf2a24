import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { join, relative } from 'node:path'
import { openDatabase } from '../../core/db'
import { badRequest, tooLarge } from '../../core/errors'
import { looksLikeZip, unzip, ZipRefused } from '../../core/zip'
import { BACKUP_MAX_BYTES, NOT_A_BACKUP, UNZIP_LIMITS } from './backup.constants'
import { createBackupRepo } from './backup.repo'
import { IMPORT_KINDS, type ImportContext } from './import-kinds'
import { DATABASE, FOLDERS, FORMAT, KEY, MANIFEST, type Manifest, VERSION } from './instance-import'
import { exportUserData, importUserData, userManifest } from './user-backup'

function files(root: string): string[] {
  if (!existsSync(root)) return []
  return readdirSync(root, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
}

/**
 * The whole instance in one ZIP, and back: every user's data, the uploaded images, the ZIP apps and the key that
 * opens the secrets inside (so a backup restores on another machine; it must be kept as safe as DATA_DIR itself).
 * Importing reads any kind of import-kinds.ts, recognised by content.
 */
export function createBackupService(deps: ImportContext & { version: string }) {
  const { dataDir } = deps
  const repo = createBackupRepo(deps.db)

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
          [KEY]: [readFileSync(join(dataDir, KEY)), { level: 0 }],
        }
        // Images and app files are mostly compressed already: stored as they are.
        for (const folder of FOLDERS)
          for (const file of files(join(dataDir, folder))) entries[`${folder}/${relative(join(dataDir, folder), file)}`] = [readFileSync(file), { level: 0 }]
        return zipSync(entries)
      } finally {
        rmSync(snapshot, { force: true })
      }
    },

    /** The caller's own data, its secrets under their passphrase (any user). */
    exportUser: (userId: number, passphrase: string) => exportUserData(deps, userId, passphrase),

    /** A personal backup replaces the caller's data; null when the upload is not one (another kind may read it). */
    async importUser(userId: number, bytes: Uint8Array, passphrase: string | undefined): Promise<string | null> {
      if (!looksLikeZip(bytes)) return null
      let files: Map<string, Uint8Array>
      try {
        files = await unzip(bytes, UNZIP_LIMITS, NOT_A_BACKUP)
      } catch (error) {
        if (error instanceof ZipRefused) return null
        throw error
      }
      if (!userManifest(files)) return null
      const message = await importUserData(deps, userId, files, passphrase)
      deps.afterImport()
      return message
    },

    /** Unpacks a ZIP within the limits (zip bombs, zip-slip, links refused), then hands it to the kind that recognises it. */
    async importZip(bytes: Uint8Array): Promise<string> {
      if (bytes.length > BACKUP_MAX_BYTES) throw tooLarge(`The backup is larger than ${BACKUP_MAX_BYTES / 1024 / 1024} MB.`)
      let unpacked: Map<string, Uint8Array> | null = null
      if (looksLikeZip(bytes))
        try {
          unpacked = await unzip(bytes, UNZIP_LIMITS, NOT_A_BACKUP)
        } catch (error) {
          throw error instanceof ZipRefused ? badRequest(error.message) : error
        }
      const upload = { bytes, files: unpacked }
      const kind = IMPORT_KINDS.find((k) => k.recognise(upload))
      if (!kind) throw badRequest(NOT_A_BACKUP)
      return kind.import(upload, deps)
    },
  }
}

export type BackupService = ReturnType<typeof createBackupService>
