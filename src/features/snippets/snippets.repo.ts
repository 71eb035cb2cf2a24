import type { Database } from '../../core/db'
import type { CodeItem, Snippet } from './snippets.schema'

interface SnippetRow {
  id: number
  listing_id: number
  title: string
  language: string
  created_at: number
  updated_at: number
}

interface ItemRow {
  id: number
  snippet_id: number
  code: string
  filename: string
  language: string
  mime_type: string
}

interface CodeWrite {
  code: string
  filename: string
  language: string
  mimeType: string
}

const toSnippet = (r: SnippetRow): Snippet => ({
  id: r.id,
  listingId: r.listing_id,
  snippetTitle: r.title,
  snippetLanguage: r.language,
  createdAt: new Date(r.created_at).toISOString(),
  updatedAt: new Date(r.updated_at).toISOString(),
})

const toItem = (r: ItemRow): CodeItem => ({
  id: r.id,
  snippetId: r.snippet_id,
  snippetCode: r.code,
  snippetFilename: r.filename,
  snippetLanguage: r.language,
  mimeType: r.mime_type,
})

/** LIKE pattern matching `term` anywhere, with its own %, _ and \ taken literally. */
const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

const SNIPPET_COLUMNS = 'id, listing_id, title, language, created_at, updated_at'
const ITEM_COLUMNS = 'id, snippet_id, code, filename, language, mime_type'
// ?3: a LIKE pattern or NULL (no search); ?4: a language value or NULL. LIKE ignores ASCII case.
const MATCHES = `s.user_id = ?1 AND s.listing_id = ?2 AND (?4 IS NULL OR s.language = ?4) AND (?3 IS NULL OR EXISTS (
    SELECT 1 FROM snippet_items i WHERE i.snippet_id = s.id AND (i.filename LIKE ?3 ESCAPE '\\' OR i.code LIKE ?3 ESCAPE '\\')))`

type Filter = [userId: number, listingId: number, pattern: string | null, language: string | null]

export function createSnippetsRepo(db: Database) {
  const snippet = db.query<SnippetRow, [number, number]>(`SELECT ${SNIPPET_COLUMNS} FROM snippets WHERE id = ? AND user_id = ?`)
  const page = db.query<SnippetRow, [...Filter, number, number]>(
    `SELECT ${SNIPPET_COLUMNS} FROM snippets s WHERE ${MATCHES} ORDER BY s.created_at DESC, s.id DESC LIMIT ?5 OFFSET ?6`,
  )
  const count = db.query<{ n: number }, Filter>(`SELECT count(*) AS n FROM snippets s WHERE ${MATCHES}`)
  const insertSnippet = db.query<{ id: number }, [number, number, string, string, number]>(
    'INSERT INTO snippets (user_id, listing_id, title, language, created_at, updated_at) VALUES (?1, ?2, ?3, ?4, ?5, ?5) RETURNING id',
  )
  const updateSnippet = db.query<null, [string, string, number, number, number]>(
    'UPDATE snippets SET title = ?, language = ?, updated_at = ? WHERE id = ? AND user_id = ?',
  )
  const touch = db.query<null, [number, number, number]>('UPDATE snippets SET updated_at = ? WHERE id = ? AND user_id = ?')
  const deleteSnippet = db.query<null, [number, number]>('DELETE FROM snippets WHERE id = ? AND user_id = ?')

  const items = db.query<ItemRow, [number, number]>(`SELECT ${ITEM_COLUMNS} FROM snippet_items WHERE snippet_id = ? AND user_id = ? ORDER BY id`)
  const item = db.query<ItemRow, [number, number, number]>(`SELECT ${ITEM_COLUMNS} FROM snippet_items WHERE id = ? AND snippet_id = ? AND user_id = ?`)
  const insertItem = db.query<{ id: number }, [number, number, string, string, string, string, number]>(
    `INSERT INTO snippet_items (snippet_id, user_id, code, filename, language, mime_type, created_at, updated_at)
     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?7) RETURNING id`,
  )
  const updateItem = db.query<null, [string, string, string, string, number, number, number, number]>(
    'UPDATE snippet_items SET code = ?, filename = ?, language = ?, mime_type = ?, updated_at = ? WHERE id = ? AND snippet_id = ? AND user_id = ?',
  )
  const deleteItem = db.query<null, [number, number, number]>('DELETE FROM snippet_items WHERE id = ? AND snippet_id = ? AND user_id = ?')

  return {
    snippet: (userId: number, id: number) => {
      const row = snippet.get(id, userId)
      return row ? toSnippet(row) : null
    },
    /** One page of a list's snippets, newest first, and how many match in all. */
    page(userId: number, listingId: number, filter: { term: string | null; language: string | null }, limit: number, offset: number) {
      const args: Filter = [userId, listingId, filter.term === null ? null : containsPattern(filter.term), filter.language]
      return { snippets: page.all(...args, limit, offset).map(toSnippet), total: count.get(...args)!.n }
    },
    insertSnippet: (userId: number, listingId: number, title: string, language: string, now: number) =>
      insertSnippet.get(userId, listingId, title, language, now)!.id,
    updateSnippet: (userId: number, id: number, title: string, language: string, now: number) => void updateSnippet.run(title, language, now, id, userId),
    touch: (userId: number, id: number, now: number) => void touch.run(now, id, userId),
    deleteSnippet: (userId: number, id: number) => deleteSnippet.run(id, userId).changes > 0,

    items: (userId: number, snippetId: number) => items.all(snippetId, userId).map(toItem),
    item: (userId: number, snippetId: number, id: number) => {
      const row = item.get(id, snippetId, userId)
      return row ? toItem(row) : null
    },
    insertItem: (userId: number, snippetId: number, w: CodeWrite, now: number) =>
      insertItem.get(snippetId, userId, w.code, w.filename, w.language, w.mimeType, now)!.id,
    updateItem: (userId: number, snippetId: number, id: number, w: CodeWrite, now: number) =>
      void updateItem.run(w.code, w.filename, w.language, w.mimeType, now, id, snippetId, userId),
    deleteItem: (userId: number, snippetId: number, id: number) => deleteItem.run(id, snippetId, userId).changes > 0,
  }
}
