import { api } from '../../lib/api-client'

/** What a peer import (another dashboard's file, browser bookmarks) answers: what came in, what not, the new folder. */
export interface PeerSummary {
  imported: { folders: number; links: number; liveApps: number }
  skipped: Array<{ name: string; reason: string }>
  folderId: number
}

/**
 * The backup calls: a download of the whole instance, and the one import route: a Foyer backup replaces all data (its
 * answer is a message), another dashboard's file or bookmarks add a folder (its answer the summary).
 */
export const backupApi = {
  download: () => api<Blob>('GET', '/settings/export-migration', { file: true }),
  restore(file: File, passphrase?: string) {
    const form = new FormData()
    form.set('migrationFile', file)
    if (passphrase) form.set('passphrase', passphrase)
    return api<string | PeerSummary>('POST', '/settings/import-migration', { body: form, central: false })
  },
  /** The caller's own data, its secrets under the passphrase. */
  exportMine: (passphrase: string) => api<Blob>('POST', '/settings/export', { body: { passphrase }, file: true, central: false }),
}
