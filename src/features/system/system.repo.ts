import type { Database } from '../../core/db'

/** The connectivity probe's read: it throws whenever the database is closed, missing or unreadable. */
export function createSystemRepo(db: Database) {
  const migrations = db.query<{ n: number }, []>('SELECT count(*) AS n FROM schema_migrations')
  return { probe: () => migrations.get()!.n }
}
