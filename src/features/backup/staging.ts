import { existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { badRequest } from '../../core/errors'
import { createBackupRepo } from './backup.repo'
import { STAGED_DATABASE } from './backup.constants'
import type { ImportContext } from './import-kinds'

/**
 * Runs an import in a fresh folder beside the data (same file system, so the swap is renames), removed afterwards
 * whatever happens: `fill` writes the staged database and folders there.
 */
export async function staged(context: ImportContext, fill: (staging: string) => Promise<void> | void): Promise<void> {
  const staging = mkdtempSync(join(context.dataDir, '.import-'))
  try {
    await fill(staging)
  } finally {
    rmSync(staging, { recursive: true, force: true })
  }
}

/**
 * Puts the staged database's rows in place of the live ones in one transaction, then the staged folders (each folder
 * absent from staging is emptied only when `replaced` names it). `refusal` is the message when the rows break a key.
 */
export function swapIn(context: ImportContext, staging: string, replaced: readonly string[], refusal: string): void {
  if (!createBackupRepo(context.db).replaceFrom(join(staging, STAGED_DATABASE))) throw badRequest(refusal)
  // The rows are in; the folders follow by rename (same file system, so each is one step).
  for (const folder of replaced) {
    const live = join(context.dataDir, folder)
    if (existsSync(live)) renameSync(live, join(staging, `replaced-${folder}`))
    if (existsSync(join(staging, folder))) renameSync(join(staging, folder), live)
  }
  context.afterImport()
}
