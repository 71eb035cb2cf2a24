import { Database as SQLite, type SQLQueryBindings, type Statement } from 'bun:sqlite'

// bun:sqlite's own mapping of a statement's parameter type to its argument list.
// biome-ignore lint/suspicious/noExplicitAny: must be bun:sqlite's conditional word for word (with unknown[] the types no longer match)
type Bound<P> = P extends any[] ? P : [P]

/** What repos run: a statement's execution methods. */
type Query<R, P extends SQLQueryBindings[]> = Pick<Statement<R, P>, 'all' | 'get' | 'iterate' | 'run' | 'values'>

/** bun:sqlite's connection, whose query() may prepare its statement later (see openDatabase). */
export interface Database extends Omit<SQLite, 'query'> {
  query<R, P extends SQLQueryBindings | SQLQueryBindings[]>(sql: string): Query<R, Bound<P>>
}

/**
 * Repos declare all their statements when the app is built; preparing each on its first run instead keeps an idle
 * server from holding ~90 compiled statements it has not used, and keeps start-up flat as features add routes.
 */
class LazyDatabase extends SQLite {
  override query<R, P extends SQLQueryBindings | SQLQueryBindings[]>(sql: string): Statement<R, Bound<P>> {
    let statement: Statement<R, Bound<P>> | undefined
    const prepared = () => (statement ??= super.query<R, P>(sql))
    const lazy: Query<R, Bound<P>> = {
      all: (...params) => prepared().all(...params),
      get: (...params) => prepared().get(...params),
      iterate: (...params) => prepared().iterate(...params),
      run: (...params) => prepared().run(...params),
      values: (...params) => prepared().values(...params),
    }
    return lazy as Statement<R, Bound<P>>
  }
}

export function openDatabase(path: string): Database {
  const db = new LazyDatabase(path, { create: true, strict: true })
  db.exec('PRAGMA journal_mode = WAL')
  db.exec('PRAGMA foreign_keys = ON')
  db.exec('PRAGMA busy_timeout = 5000')
  // WAL makes NORMAL durable enough for a dashboard and spares SD cards a sync per write.
  db.exec('PRAGMA synchronous = NORMAL')
  return db
}

/**
 * A number that moves whenever this connection writes a row. This process is the only writer, so an answer
 * built at one value is still right while the value holds (src/core/answer-cache.ts).
 */
export function changeCounter(db: Database): () => number {
  const total = db.query<{ n: number }, []>('SELECT total_changes() AS n')
  return () => total.get()!.n
}

/** Runs fn in one transaction: every multi-step write goes through here. */
export function tx<T>(db: Database, fn: () => T): T {
  return db.transaction(fn)()
}

const UNAVAILABLE_CODES = /^SQLITE_(CANTOPEN|IOERR|NOTADB|CORRUPT|READONLY|PERM|AUTH)/

/** True when a write failed for want of disk space (SQLite's or a file's): the database is fine, the disk is not. */
export function isDiskFull(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  const code = (error as { code?: unknown }).code
  return code === 'SQLITE_FULL' || code === 'ENOSPC' || /database or disk is full|no space left on device/i.test(error.message)
}

/** Raised for every API call while the database could not be opened at start. */
export class DatabaseUnavailable extends Error {}

/** True when an error means the database itself is unusable, not that a query was wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof DatabaseUnavailable) return true
  if (!(error instanceof Error)) return false
  const code = (error as { code?: unknown }).code
  if (typeof code === 'string' && UNAVAILABLE_CODES.test(code)) return true
  return /closed database|database has closed|unable to open database|file is not a database|disk I\/O error/i.test(error.message)
}
