import { type Database, tx } from '../../core/db'

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`

/**
 * What a backup reads and writes in a database: the live one, or the staged copy of an upload. Table and column names
 * come from the schema itself, so a table a later migration adds is carried without a line here.
 */
export function createBackupRepo(db: Database) {
  /** Every table the app keeps (not SQLite's own, not the migration record). */
  const tables = () =>
    db
      .query<{ name: string }, []>("SELECT name FROM main.sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> 'schema_migrations'")
      .all()
      .map((t) => t.name)
  const columns = (table: string) => db.query<{ name: string; type: string }, []>(`PRAGMA main.table_info(${quote(table)})`).all()
  const has = (schema: string, table: string) => Boolean(db.query(`SELECT 1 FROM ${schema}.sqlite_master WHERE name = ?`).get(table))

  return {
    migrations: () =>
      db
        .query<{ name: string }, []>('SELECT name FROM schema_migrations ORDER BY name')
        .all()
        .map((m) => m.name),
    intact: () => db.query<{ integrity_check: string }, []>('PRAGMA integrity_check').get()?.integrity_check === 'ok',
    dropSessions: () => db.exec('DELETE FROM sessions'),
    /** The uploaded images' rows, as stored: a staged backup's may hold anything. */
    images: () =>
      db.query<{ userId: unknown; fileName: unknown; mime: unknown }, []>('SELECT user_id AS userId, file_name AS fileName, mime FROM images').all(),
    /** A consistent copy of the whole database at `path` (readable while others write). */
    copyTo: (path: string) => db.run('VACUUM INTO ?', [path]),

    /** Each text value starting with `prefix`, replaced by what `change` returns for it (null: kept as it is). */
    rewriteText(prefix: string, change: (value: string) => string | null) {
      for (const table of tables())
        for (const { name } of columns(table).filter((c) => /TEXT|^$/i.test(c.type))) {
          const update = db.query(`UPDATE ${quote(table)} SET ${quote(name)} = ? WHERE rowid = ?`)
          const rows = db
            .query<{ id: number; value: string }, [string]>(
              `SELECT rowid AS id, ${quote(name)} AS value FROM ${quote(table)} WHERE ${quote(name)} LIKE ? || '%'`,
            )
            .all(prefix)
          for (const row of rows) {
            const next = change(row.value)
            if (next !== null) update.run(next, row.id)
          }
        }
    },

    /**
     * Every table's rows from the database at `path` (same schema), in one transaction: false, and nothing changed,
     * when the result would break a foreign key.
     */
    replaceFrom(path: string): boolean {
      db.run('ATTACH DATABASE ? AS backup', [path])
      // Tables are emptied and filled in any order; the check at the end stands for the constraints meanwhile.
      db.exec('PRAGMA foreign_keys = OFF')
      try {
        return tx(db, () => {
          for (const table of tables()) {
            const list = columns(table)
              .map((c) => quote(c.name))
              .join(', ')
            db.exec(`DELETE FROM main.${quote(table)}`)
            db.exec(`INSERT INTO main.${quote(table)} (${list}) SELECT ${list} FROM backup.${quote(table)}`)
          }
          // AUTOINCREMENT counters, so new rows never reuse an id the backup had.
          if (has('main', 'sqlite_sequence')) {
            db.exec('DELETE FROM main.sqlite_sequence')
            if (has('backup', 'sqlite_sequence')) db.exec('INSERT INTO main.sqlite_sequence (name, seq) SELECT name, seq FROM backup.sqlite_sequence')
          }
          if (db.query('PRAGMA main.foreign_key_check').all().length === 0) return true
          throw new BrokenKeys()
        })
      } catch (error) {
        if (error instanceof BrokenKeys) return false
        throw error
      } finally {
        db.exec('PRAGMA foreign_keys = ON')
        db.exec('DETACH DATABASE backup')
      }
    },
  }
}

/** Rolls the replacing transaction back. */
class BrokenKeys extends Error {}
