import { chmodSync, copyFileSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { openDatabase } from '../../core/db'
import { migrations as known } from '../../core/migrations.list'
import { createBackupRepo } from './backup.repo'
import { DATABASE, FOLDERS, FORMAT, KEY, MANIFEST, type Manifest, VERSION } from './instance-import'

// `foyer backup <dir>` and `foyer restore <dir>`: the whole instance as a plain folder, written while the server runs
// (a nightly cron job or systemd timer), and read back into an empty DATA_DIR. The same files as the backup ZIP.

class CliRefused extends Error {}

const empty = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0

/** A consistent snapshot of DATA_DIR in `dir` (new or empty): the database through VACUUM INTO, the key, uploads and apps. */
export function backupTo(dataDir: string, dir: string, meta: { foyerVersion: string; now: number }): Manifest {
  if (!existsSync(join(dataDir, DATABASE))) throw new CliRefused(`${dataDir} holds no Foyer database (${DATABASE}).`)
  if (!empty(dir)) throw new CliRefused(`${dir} is not empty: a backup goes into a new or empty folder.`)
  mkdirSync(dir, { recursive: true, mode: 0o700 })
  const live = openDatabase(join(dataDir, DATABASE))
  try {
    // One read transaction of SQLite's: consistent while the server goes on writing.
    createBackupRepo(live).copyTo(join(dir, DATABASE))
  } finally {
    live.close()
  }
  const copy = openDatabase(join(dir, DATABASE))
  let migrations: string[]
  try {
    const repo = createBackupRepo(copy)
    repo.dropSessions()
    migrations = repo.migrations()
  } finally {
    copy.close()
  }
  copyFileSync(join(dataDir, KEY), join(dir, KEY))
  chmodSync(join(dir, KEY), 0o600)
  for (const folder of FOLDERS) if (existsSync(join(dataDir, folder))) cpSync(join(dataDir, folder), join(dir, folder), { recursive: true })
  const manifest: Manifest = { format: FORMAT, version: VERSION, foyerVersion: meta.foyerVersion, createdAt: new Date(meta.now).toISOString(), migrations }
  // Written last: a folder without it is a backup that did not finish.
  writeFileSync(join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`)
  return manifest
}

/** Fills an empty DATA_DIR from a folder `backupTo` wrote, after checking it is whole and not from a newer Foyer. */
export function restoreFrom(dir: string, dataDir: string): Manifest {
  let manifest: Manifest
  try {
    manifest = JSON.parse(readFileSync(join(dir, MANIFEST), 'utf8'))
  } catch {
    throw new CliRefused(`${dir} holds no finished Foyer backup (${MANIFEST} is missing or unreadable).`)
  }
  if (manifest?.format !== FORMAT || manifest.version !== VERSION) throw new CliRefused(`${dir}/${MANIFEST} is not a Foyer backup of format ${VERSION}.`)
  if (existsSync(join(dataDir, DATABASE))) throw new CliRefused(`${dataDir} already holds a Foyer database: restore fills an empty DATA_DIR only.`)
  if (!existsSync(join(dir, KEY)) || readFileSync(join(dir, KEY)).length !== 32) throw new CliRefused(`${dir}/${KEY} is missing or not a key.`)
  const db = openDatabase(join(dir, DATABASE))
  try {
    const repo = createBackupRepo(db)
    if (!repo.intact()) throw new CliRefused(`${dir}/${DATABASE} fails SQLite's integrity check.`)
    const names = new Set(known.map((m) => m.name))
    if (repo.migrations().some((name) => !names.has(name))) throw new CliRefused('This backup comes from a newer version of Foyer: update Foyer first.')
  } finally {
    db.close()
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  copyFileSync(join(dir, DATABASE), join(dataDir, DATABASE))
  copyFileSync(join(dir, KEY), join(dataDir, KEY))
  chmodSync(join(dataDir, KEY), 0o600)
  for (const folder of FOLDERS) if (existsSync(join(dir, folder))) cpSync(join(dir, folder), join(dataDir, folder), { recursive: true })
  return manifest
}

/** `foyer backup|restore <dir>` (null when argv names neither): prints what it did or why not, and gives the exit code. */
export function runBackupCli(argv: string[], config: { dataDir: string; version: string }): number | null {
  const [command, target] = argv
  if (command !== 'backup' && command !== 'restore') return null
  if (!target) {
    console.error(`usage: foyer ${command} <dir>   (DATA_DIR is ${config.dataDir})`)
    return 2
  }
  const dir = resolve(target)
  try {
    if (command === 'backup') {
      const m = backupTo(config.dataDir, dir, { foyerVersion: config.version, now: Date.now() })
      console.log(
        `Backed up ${config.dataDir} to ${dir} (${m.migrations.length} migrations, ${m.createdAt}). Keep it as safe as DATA_DIR: it holds secret.key.`,
      )
    } else {
      const m = restoreFrom(dir, config.dataDir)
      console.log(`Restored the backup of ${m.createdAt} (Foyer ${m.foyerVersion}) into ${config.dataDir}; start Foyer to use it.`)
    }
    return 0
  } catch (error) {
    if (!(error instanceof CliRefused)) throw error
    console.error(`foyer ${command}: ${error.message}`)
    return 1
  }
}
