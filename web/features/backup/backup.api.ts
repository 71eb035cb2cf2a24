import { api } from '../../lib/api-client'

/** The backup calls: a download of the whole instance, and the import that replaces all data with one. */
export const backupApi = {
  download: () => api<Blob>('GET', '/settings/export-migration', { file: true }),
  restore(file: File) {
    const form = new FormData()
    form.set('migrationFile', file)
    return api<string>('POST', '/settings/import-migration', { body: form, central: false })
  },
}
