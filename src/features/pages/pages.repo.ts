import type { Database } from '../../core/db'
import type { PageSummary } from './pages.schema'

interface Row {
  id: number
  title: string
  is_published: number
  created_at: number
  updated_at: number
}

export interface StoredPage extends PageSummary {
  /** As stored: sanitized when it was saved. */
  content: string
}

const summary = (r: Row): PageSummary => ({
  id: r.id,
  pageTitle: r.title,
  isPublished: r.is_published === 1,
  createdAt: new Date(r.created_at).toISOString(),
  updatedAt: new Date(r.updated_at).toISOString(),
})

const COLUMNS = 'id, title, is_published, created_at, updated_at'

export function createPagesRepo(db: Database) {
  const list = db.query<Row, [number]>(`SELECT ${COLUMNS} FROM pages WHERE user_id = ? ORDER BY updated_at DESC, id DESC`)
  const options = db.query<{ id: number; title: string }, [number]>('SELECT id, title FROM pages WHERE user_id = ? ORDER BY title COLLATE NOCASE, id')
  const one = db.query<Row & { content: string }, [number, number]>(`SELECT ${COLUMNS}, content FROM pages WHERE id = ? AND user_id = ?`)
  const insert = db.query<{ id: number }, [number, string, string, number, number]>(
    'INSERT INTO pages (user_id, title, content, is_published, created_at, updated_at) VALUES (?1, ?2, ?3, ?4, ?5, ?5) RETURNING id',
  )
  const update = db.query('UPDATE pages SET title = ?, content = ?, is_published = ?, updated_at = ? WHERE id = ? AND user_id = ?')
  const publish = db.query('UPDATE pages SET is_published = ?, updated_at = ? WHERE id = ? AND user_id = ?')
  const remove = db.query('DELETE FROM pages WHERE id = ? AND user_id = ?')

  const stored = (row: (Row & { content: string }) | null): StoredPage | null => (row ? { ...summary(row), content: row.content } : null)

  return {
    list: (userId: number) => list.all(userId).map(summary),
    options: (userId: number) => options.all(userId).map((r) => ({ id: r.id, pageTitle: r.title })),
    get: (userId: number, id: number) => stored(one.get(id, userId)),
    insert: (userId: number, title: string, content: string, isPublished: boolean, now: number) =>
      insert.get(userId, title, content, isPublished ? 1 : 0, now)!.id,
    update: (userId: number, id: number, title: string, content: string, isPublished: boolean, now: number) =>
      update.run(title, content, isPublished ? 1 : 0, now, id, userId).changes > 0,
    setPublished: (userId: number, id: number, isPublished: boolean, now: number) => publish.run(isPublished ? 1 : 0, now, id, userId).changes > 0,
    remove: (userId: number, id: number) => remove.run(id, userId).changes > 0,
  }
}
