import type { Database } from './db'
import { tx } from './db'
import { migrations as embedded } from './migrations.list'

/** Applies each pending migration in its own transaction and records it; returns the names applied. */
export function migrate(db: Database, migrations = embedded, now = Date.now()): string[] {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at INTEGER NOT NULL)')
  const done = new Set(
    db
      .query<{ name: string }, []>('SELECT name FROM schema_migrations')
      .all()
      .map((r) => r.name),
  )
  const applied: string[] = []
  for (const m of migrations) {
    if (done.has(m.name)) continue
    tx(db, () => {
      db.exec(m.sql)
      db.query('INSERT INTO schema_migrations (name, applied_at) VALUES (?, ?)').run(m.name, now)
    })
    applied.push(m.name)
  }
  return applied
}
