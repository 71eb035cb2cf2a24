import type { Database } from '../../core/db'

interface SettingsRow {
  app_id: string
  integration_name: string
  core_config: string
  updated_at: number
}

/** An app's activation: its name and the sealed JSON of its core settings. */
export interface AppSettings {
  integrationName: string
  sealedConfig: string
  updatedAt: number
}

export function createLiveAppsRepo(db: Database) {
  const all = db.query<SettingsRow, []>('SELECT app_id, integration_name, core_config, updated_at FROM live_app_settings')
  const upsert = db.query<null, [string, string, string, number]>(
    `INSERT INTO live_app_settings (app_id, integration_name, core_config, updated_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (app_id) DO UPDATE SET integration_name = excluded.integration_name, core_config = excluded.core_config, updated_at = excluded.updated_at`,
  )
  const drop = db.query<null, [string]>('DELETE FROM live_app_settings WHERE app_id = ?')
  return {
    /** Every activation by app id: a handful of rows, read whole. */
    settings(): Map<string, AppSettings> {
      return new Map(all.all().map((r) => [r.app_id, { integrationName: r.integration_name, sealedConfig: r.core_config, updatedAt: r.updated_at }]))
    },
    save: (appId: string, integrationName: string, sealedConfig: string, now: number) => void upsert.run(appId, integrationName, sealedConfig, now),
    remove: (appId: string) => void drop.run(appId),
  }
}
