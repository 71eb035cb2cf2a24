import { expect, test } from 'bun:test'
import { changeCounter, openDatabase } from './db'

test('a statement is prepared on its first run, not when it is declared', () => {
  const db = openDatabase(':memory:')
  const later = db.query<{ n: number }, []>('SELECT count(*) AS n FROM made_later')
  db.exec('CREATE TABLE made_later (id INTEGER PRIMARY KEY)')
  db.query('INSERT INTO made_later (id) VALUES (?)').run(7)
  expect(later.get()).toEqual({ n: 1 })
  expect(later.all()).toEqual([{ n: 1 }])
  expect(db.query<{ id: number }, [number]>('SELECT id FROM made_later WHERE id = ?').values(7)).toEqual([[7]])
  expect(() => db.query('SELECT * FROM never_made').all()).toThrow('no such table')
})

test('the change counter moves with every row written and only then', () => {
  const db = openDatabase(':memory:')
  const changes = changeCounter(db)
  db.exec('CREATE TABLE notes (id INTEGER PRIMARY KEY)')
  const start = changes()
  db.query('SELECT * FROM notes').all()
  expect(changes()).toBe(start)
  db.query('INSERT INTO notes (id) VALUES (1), (2)').run()
  expect(changes()).toBe(start + 2)
})
