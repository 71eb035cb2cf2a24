import type { Database } from '../../core/db'
import type { ConnectionSettings } from './remote.schema'

export function createConnectionSettingsRepo(db: Database) {
  const read = db.query<Omit<ConnectionSettings, 'enableServerConnection'> & { enableServerConnection: number }, []>(
    'SELECT enabled AS enableServerConnection, guacd_host AS guacdIp, guacd_port AS guacdPort FROM connection_settings WHERE id = 1',
  )
  const write = db.query<unknown, [number, string, number]>('UPDATE connection_settings SET enabled = ?, guacd_host = ?, guacd_port = ? WHERE id = 1')
  return {
    get(): ConnectionSettings {
      const row = read.get()!
      return { ...row, enableServerConnection: Boolean(row.enableServerConnection) }
    },
    save: (s: ConnectionSettings) => write.run(s.enableServerConnection ? 1 : 0, s.guacdIp, s.guacdPort),
  }
}
