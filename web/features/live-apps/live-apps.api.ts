import type { InstalledApp, StoreApp } from '../../../src/features/live-apps/live-apps.schema'
import { api } from '../../lib/api-client'

export type { InstalledApp, StoreApp }

export interface InstalledPage {
  page: number
  pages: number
  appList: InstalledApp[]
}

/** Every call of the live-app management screens. */
export const liveAppsApi = {
  installed: (page: number, signal?: AbortSignal) => api<InstalledPage>('GET', `/app/installed?page=${page}`, { central: false, signal }),
  activate: (body: { appId: string; integrationName: string; config: Record<string, unknown> }) =>
    api<string>('POST', '/app/install', { body, central: false }),
  store: (signal?: AbortSignal) => api<StoreApp[]>('GET', '/app/store', { central: false, signal }),
  fromZip(file: File, update = false) {
    const form = new FormData()
    form.set('file', file)
    if (update) form.set('update', 'true')
    return api<string>('POST', '/app/fromzip', { body: form, central: false })
  },
  /** The store's install and update, removal (or a system app's update) and the dependency check. */
  act: (appId: string, action: 'install' | 'update' | 'delete' | 'reinstall-dependencies') =>
    api<string>('GET', `/app/${encodeURIComponent(appId)}/${action}`, { central: false }),
}
