import type { InstalledApp } from '../../../src/features/live-apps/live-apps.schema'
import { api } from '../../lib/api-client'

export type { InstalledApp }

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
}
