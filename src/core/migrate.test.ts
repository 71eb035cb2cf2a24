import { expect, test } from 'bun:test'
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openDatabase } from './db'
import { migrate } from './migrate'
import { migrations } from './migrations.list'

test('applies every embedded migration once and records it', () => {
  const db = openDatabase(':memory:')
  expect(migrate(db)).toEqual(migrations.map((m) => m.name))
  expect(migrate(db)).toEqual([])
  const recorded = db.query<{ name: string }, []>('SELECT name FROM schema_migrations ORDER BY name').all()
  expect(recorded.map((r) => r.name)).toEqual(migrations.map((m) => m.name))
})

const MIGRATIONS_DIR = join(import.meta.dir, '../../migrations')
// 0004 never landed. Names are recorded in every database (schema_migrations), so a landed migration is never renamed
// and the gap stays; any other gap means a file went missing or was numbered by mistake.
const KNOWN_GAPS = [4]

test('the embedded list is exactly the files in migrations/, each with its own text, numbered in order', () => {
  const files = readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort()
  expect(migrations.map((m) => `${m.name}.sql`)).toEqual(files)
  for (const m of migrations) expect(m.sql, m.name).toBe(readFileSync(join(MIGRATIONS_DIR, `${m.name}.sql`), 'utf8'))
  const numbers = migrations.map((m) => Number(/^(\d{4})_[a-z0-9_]+$/.exec(m.name)?.[1]))
  const expected = Array.from({ length: numbers.length + KNOWN_GAPS.length }, (_, i) => i + 1).filter((n) => !KNOWN_GAPS.includes(n))
  expect(numbers).toEqual(expected)
})

test('a failing migration leaves nothing half-applied and is not recorded', () => {
  const db = openDatabase(':memory:')
  const broken = [
    { name: '0001_ok', sql: 'CREATE TABLE a (id INTEGER)' },
    { name: '0002_broken', sql: 'CREATE TABLE b (id INTEGER); INSERT INTO nowhere VALUES (1);' },
  ]
  expect(() => migrate(db, broken)).toThrow()
  const tables = db
    .query<{ name: string }, []>("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
    .all()
    .map((r) => r.name)
  expect(tables).toContain('a')
  expect(tables).not.toContain('b')
  expect(
    db
      .query<{ name: string }, []>('SELECT name FROM schema_migrations')
      .all()
      .map((r) => r.name),
  ).toEqual(['0001_ok'])
})

test('the database runs in WAL mode with foreign keys on', () => {
  const db = openDatabase(join(mkdtempSync(join(tmpdir(), 'foyer-db-')), 'x.db'))
  expect(db.query<{ journal_mode: string }, []>('PRAGMA journal_mode').get()!.journal_mode).toBe('wal')
  expect(db.query<{ foreign_keys: number }, []>('PRAGMA foreign_keys').get()!.foreign_keys).toBe(1)
  expect(db.query<{ timeout: number }, []>('PRAGMA busy_timeout').get()!.timeout).toBe(5000)
})
