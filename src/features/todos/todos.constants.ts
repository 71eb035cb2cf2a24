// Pure data (no imports): the web reads it too.

/** Items per page of GET /todo/{listingId|all}/items/...; the web's infinite scroll counts with it. */
export const TODO_PAGE_SIZE = 20

export const TODO_FILTERS = ['all', 'completed', 'pending'] as const
export type TodoFilter = (typeof TODO_FILTERS)[number]

export const TODO_SORTS = ['default', 'highToLow', 'lowToHigh', 'dueDate'] as const
export type TodoSort = (typeof TODO_SORTS)[number]

/** Spec 2 §9: 1 High, 2 Medium, 3 Low (the default). */
export const PRIORITIES = [
  { value: 1, label: 'High' },
  { value: 2, label: 'Medium' },
  { value: 3, label: 'Low' },
] as const
export const DEFAULT_PRIORITY = 3

/** The id segment and the name standing for every todo list of the user. */
export const ALL_TODOS = { id: 'all', listingName: 'All Tasks' } as const

/** The spec's messages the server sends (word for word). */
export const TODO_MESSAGES = {
  enterItem: 'Please enter todo item.',
  selectDueDate: 'Please select a due date.',
  pastDueDate: 'Due date cannot be before today.',
  invalidDueDate: 'Due date must be a calendar day written YYYY-MM-DD.',
  priority: 'Priority must be 1 (High), 2 (Medium) or 3 (Low).',
  chooseList: 'Please choose a todo list.',
  listNotFound: 'Todo list not found.',
  itemNotFound: 'Todo item not found.',
  deleted: 'Todo item deleted.',
} as const
