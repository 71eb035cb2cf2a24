import { t } from 'elysia'
import { Asked, Id, IdOr, MODEL, OneOf, OptionalBodyId, OrNull, Page, Text } from '../../core/input'
import { ALL_TODOS, TODO_FILTERS, TODO_MESSAGES, TODO_SORTS } from './todos.constants'

const TODO_TEXT_MAX = 1000

export const SaveItemBody = t.Object({
  listingId: OptionalBodyId,
  todoId: OptionalBodyId,
  todoName: Asked(OrNull(Text(TODO_TEXT_MAX, { description: 'The item text', error: `A todo item may be at most ${TODO_TEXT_MAX} characters.` }))),
  priority: t.Optional(OrNull(t.Integer({ minimum: 1, maximum: 3, description: '1 High, 2 Medium, 3 Low; absent or null: 3', error: TODO_MESSAGES.priority }))),
  dueDate: t.Optional(
    OrNull(
      Text(40, {
        description:
          "YYYY-MM-DD or null/'' for none. Refused when it is before today everywhere on Earth (the UTC day 12 hours ago), so a browser in any time zone may pick its own today; an edit may keep an older date unchanged.",
      }),
    ),
  ),
})
export type SaveItemBody = typeof SaveItemBody.static

/** A todo list's id, or 'all' for every todo list of the user. */
const ListingParam = IdOr(ALL_TODOS.id)

const Filter = OneOf(TODO_FILTERS, { description: 'all, completed or pending', error: 'Filter must be all, completed or pending.' })

export const ItemsParams = t.Object({
  listingId: ListingParam,
  filter: Filter,
  sort: OneOf(TODO_SORTS, {
    description:
      'default: newest first; highToLow: priority High to Low; lowToHigh: Low to High; dueDate: dated items by date ascending, undated last. Ties: due date (undated last), then newest first.',
    error: 'Sort must be default, highToLow, lowToHigh or dueDate.',
  }),
  page: Page,
})

export const CalendarParams = t.Object({
  listingId: ListingParam,
  filter: Filter,
  month: t.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$', description: 'YYYY-MM', error: 'Month must be written YYYY-MM.' }),
})

export const DeleteParams = t.Object({ listingId: Id, todoId: Id })
export const TodoIdParam = t.Object({ todoId: Id })

/** The todo list an item belongs to. */
const TodoParent = t.Object({ id: t.Integer(), listingName: t.String() })

export const TodoItem = t.Object(
  {
    id: t.Integer(),
    todoItem: t.String(),
    completed: t.Boolean(),
    dueDate: t.Nullable(t.String({ description: 'YYYY-MM-DD' })),
    priority: t.Integer({ minimum: 1, maximum: 3, description: '1 High, 2 Medium, 3 Low' }),
    listingId: t.Integer(),
    parent: TodoParent,
  },
  { [MODEL]: 'TodoItem' },
)
export type TodoItem = typeof TodoItem.static

/** The list a page shows: a todo list, or every todo list at once (id 'all'). */
export const TodoHeader = t.Object({
  id: t.Union([t.Integer(), t.Literal(ALL_TODOS.id)]),
  listingName: t.String(),
  parentId: t.Nullable(t.Integer(), { description: "The folder holding the list (null at the root or for 'all'): the edit form's route needs it" }),
})
export type TodoHeader = typeof TodoHeader.static

export const BreadcrumbEntry = t.Object({ id: t.Integer(), listingName: t.String() })
export type BreadcrumbEntry = typeof BreadcrumbEntry.static

const Breadcrumb = t.Array(BreadcrumbEntry, { description: "Folders from the top down, ending with the todo list itself; empty for 'all'" })

export const TodoPage = t.Object({
  todoItems: t.Array(TodoItem),
  totalPages: t.Integer({ description: '0 without items' }),
  todo: TodoHeader,
  breadcrumb: Breadcrumb,
})
export type TodoPage = typeof TodoPage.static

export const TodoMonth = t.Object({
  month: t.String({ description: 'YYYY-MM' }),
  todoItems: t.Array(TodoItem, { description: 'Items due in the month, by due date, then priority High first' }),
  withoutDueDate: t.Integer({ description: 'Items of the same list and filter that have no due date (they never appear in the calendar)' }),
  todo: TodoHeader,
  breadcrumb: Breadcrumb,
})
export type TodoMonth = typeof TodoMonth.static
