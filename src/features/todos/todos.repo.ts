import type { Database } from '../../core/db'
import type { TodoFilter, TodoSort } from './todos.constants'
import type { TodoItem } from './todos.schema'

interface Row {
  id: number
  listing_id: number
  text: string
  completed: number
  priority: 1 | 2 | 3
  due_date: string | null
  listing_name: string
}

interface ItemWrite {
  listingId: number
  text: string
  priority: number
  dueDate: string | null
}

/** Which items a read covers: one todo list, or (listingId null) every list of the user. */
export interface Scope {
  listingId: number | null
  filter: TodoFilter
}

const toItem = (r: Row): TodoItem => ({
  id: r.id,
  todoItem: r.text,
  completed: r.completed === 1,
  dueDate: r.due_date,
  priority: r.priority,
  listingId: r.listing_id,
  parent: { id: r.listing_id, listingName: r.listing_name },
})

// The list's name rides along with every item (the 'all' view shows it), so reads join the owning listing.
const SELECT = `SELECT t.id, t.listing_id, t.text, t.completed, t.priority, t.due_date, l.listing_name
  FROM todo_items t JOIN listings l ON l.id = t.listing_id`

// Fixed fragments only: every statement text is one of a handful, which bun:sqlite caches.
const FILTERS: Record<TodoFilter, string> = { all: '', completed: ' AND t.completed = 1', pending: ' AND t.completed = 0' }
const NEWEST = 't.created_at DESC, t.id DESC'
const UNDATED_LAST = 't.due_date IS NULL, t.due_date'
const ORDERS: Record<TodoSort, string> = {
  default: NEWEST,
  highToLow: `t.priority, ${UNDATED_LAST}, ${NEWEST}`,
  lowToHigh: `t.priority DESC, ${UNDATED_LAST}, ${NEWEST}`,
  dueDate: `${UNDATED_LAST}, t.priority, ${NEWEST}`,
}

const where = (scope: Scope) => `WHERE t.user_id = $userId${scope.listingId === null ? '' : ' AND t.listing_id = $listingId'}${FILTERS[scope.filter]}`

export function createTodosRepo(db: Database) {
  const one = db.query<Row, { userId: number; id: number }>(`${SELECT} WHERE t.id = $id AND t.user_id = $userId`)
  const insert = db.query<{ id: number }, Record<string, string | number | null>>(
    `INSERT INTO todo_items (user_id, listing_id, text, priority, due_date, created_at, updated_at)
     VALUES ($userId, $listingId, $text, $priority, $dueDate, $now, $now) RETURNING id`,
  )
  const update = db.query<null, Record<string, string | number | null>>(
    `UPDATE todo_items SET listing_id = $listingId, text = $text, priority = $priority, due_date = $dueDate, updated_at = $now
     WHERE id = $id AND user_id = $userId`,
  )
  const toggle = db.query<null, { userId: number; id: number; now: number }>(
    'UPDATE todo_items SET completed = 1 - completed, updated_at = $now WHERE id = $id AND user_id = $userId',
  )
  const remove = db.query<null, { userId: number; id: number; listingId: number }>(
    'DELETE FROM todo_items WHERE id = $id AND user_id = $userId AND listing_id = $listingId',
  )

  const bind = (userId: number, scope: Scope): Record<string, number> => (scope.listingId === null ? { userId } : { userId, listingId: scope.listingId })

  return {
    get(userId: number, id: number) {
      const row = one.get({ userId, id })
      return row ? toItem(row) : null
    },
    insert: (userId: number, w: ItemWrite, now: number) => insert.get({ userId, ...w, now })!.id,
    update: (userId: number, id: number, w: ItemWrite, now: number) => void update.run({ userId, id, ...w, now }),
    toggle: (userId: number, id: number, now: number) => toggle.run({ userId, id, now }).changes > 0,
    remove: (userId: number, listingId: number, id: number) => remove.run({ userId, listingId, id }).changes > 0,

    count: (userId: number, scope: Scope) =>
      db.query<{ n: number }, Record<string, number>>(`SELECT count(*) AS n FROM todo_items t ${where(scope)}`).get(bind(userId, scope))!.n,

    page(userId: number, scope: Scope, sort: TodoSort, limit: number, offset: number) {
      return db
        .query<Row, Record<string, number>>(`${SELECT} ${where(scope)} ORDER BY ${ORDERS[sort]} LIMIT $limit OFFSET $offset`)
        .all({ ...bind(userId, scope), limit, offset })
        .map(toItem)
    },

    /** Items due from `from` (inclusive) to `to` (exclusive), both YYYY-MM-DD. */
    dueBetween(userId: number, scope: Scope, from: string, to: string) {
      return db
        .query<Row, Record<string, string | number>>(
          `${SELECT} ${where(scope)} AND t.due_date >= $from AND t.due_date < $to ORDER BY t.due_date, t.priority, ${NEWEST}`,
        )
        .all({ ...bind(userId, scope), from, to })
        .map(toItem)
    },

    countUndated: (userId: number, scope: Scope) =>
      db.query<{ n: number }, Record<string, number>>(`SELECT count(*) AS n FROM todo_items t ${where(scope)} AND t.due_date IS NULL`).get(bind(userId, scope))!
        .n,
  }
}
