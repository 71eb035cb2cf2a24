import { t } from 'elysia'
import { TODO_FILTERS, TODO_SORTS, type TodoFilter, type TodoSort } from './todos.constants'

export type { TodoFilter, TodoSort }

const Id = t.Union([t.Number(), t.String()])

export const SaveItemBody = t.Object({
  listingId: t.Optional(t.Nullable(Id, { description: 'The todo list; required for a new item, on an edit a different list moves the item there' })),
  todoId: t.Optional(t.Nullable(Id, { description: 'null or absent: a new item' })),
  todoName: t.Optional(t.Nullable(t.String({ maxLength: 1000, description: 'The item text' }))),
  priority: t.Optional(t.Nullable(Id, { description: '1 High, 2 Medium, 3 Low; absent or null: 3' })),
  dueDate: t.Optional(
    t.Nullable(
      t.String({
        maxLength: 40,
        description:
          "YYYY-MM-DD or null/'' for none. Refused when it is before today everywhere on Earth (the UTC day 12 hours ago), so a browser in any time zone may pick its own today; an edit may keep an older date unchanged.",
      }),
    ),
  ),
})
export type SaveItemBody = typeof SaveItemBody.static

export const ListingParam = t.String({ description: "A todo list's id, or 'all' for every todo list of the user" })

const Filter = t.UnionEnum([...TODO_FILTERS], { description: 'all, completed or pending', error: 'Filter must be all, completed or pending.' })

export const ItemsParams = t.Object({
  listingId: ListingParam,
  filter: Filter,
  sort: t.UnionEnum([...TODO_SORTS], {
    description:
      'default: newest first; highToLow: priority High to Low; lowToHigh: Low to High; dueDate: dated items by date ascending, undated last. Ties: due date (undated last), then newest first.',
    error: 'Sort must be default, highToLow, lowToHigh or dueDate.',
  }),
  page: t.Integer({ minimum: 1, maximum: 1_000_000, description: '1-based', error: 'Page must be a whole number from 1.' }),
})

export const CalendarParams = t.Object({
  listingId: ListingParam,
  filter: Filter,
  month: t.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$', description: 'YYYY-MM', error: 'Month must be written YYYY-MM.' }),
})

export const DeleteParams = t.Object({ listingId: t.String(), todoId: t.String() })
export const TodoIdParam = t.Object({ todoId: t.String() })

/** The todo list an item belongs to. */
export interface TodoParent {
  id: number
  listingName: string
}

export interface TodoItem {
  id: number
  todoItem: string
  completed: boolean
  /** YYYY-MM-DD or null. */
  dueDate: string | null
  priority: 1 | 2 | 3
  listingId: number
  parent: TodoParent
}

/** The list a page shows: a todo list, or every todo list at once (id 'all'). */
export interface TodoHeader {
  id: number | 'all'
  listingName: string
  /** The folder holding the list (null at the root or for 'all'): the edit form's route needs it. */
  parentId: number | null
}

export interface BreadcrumbEntry {
  id: number
  listingName: string
}

export interface TodoPage {
  todoItems: TodoItem[]
  totalPages: number
  todo: TodoHeader
  /** Folders from the top down, ending with the todo list itself; empty for 'all'. */
  breadcrumb: BreadcrumbEntry[]
}

export interface TodoMonth {
  month: string
  /** Items due in the month, by due date, then priority High first. */
  todoItems: TodoItem[]
  /** Items of the same list and filter that have no due date (they never appear in the calendar). */
  withoutDueDate: number
  todo: TodoHeader
  breadcrumb: BreadcrumbEntry[]
}
