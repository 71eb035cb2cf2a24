import type { Listing } from '../../../src/features/listings/listings.schema'
import type { TodoFilter, TodoSort } from '../../../src/features/todos/todos.constants'
import type { BreadcrumbEntry, SaveItemBody, TodoHeader, TodoItem, TodoMonth, TodoPage } from '../../../src/features/todos/todos.schema'
import { api } from '../../lib/api-client'

export type { BreadcrumbEntry, TodoFilter, TodoHeader, TodoItem, TodoMonth, TodoPage, TodoSort }

/** A todo list's id, or 'all' for every list. */
export type ListKey = number | 'all'

export interface TodoListOption {
  id: number
  listingName: string
}

// Callers show the spec's toasts themselves, so nothing routes centrally.
export const todosApi = {
  items: (list: ListKey, filter: TodoFilter, sort: TodoSort, page: number, signal?: AbortSignal) =>
    api<TodoPage>('GET', `/todo/${list}/items/${filter}/${sort}/${page}`, { central: false, signal }),
  calendar: (list: ListKey, filter: TodoFilter, month: string, signal?: AbortSignal) =>
    api<TodoMonth>('GET', `/todo/${list}/calendar/${filter}/${month}`, { central: false, signal }),
  save: (body: SaveItemBody) => api<TodoItem>('POST', '/todo/item', { body, central: false }),
  toggle: (id: number) => api<TodoItem>('GET', `/todo/completion/${id}`, { central: false }),
  remove: (item: TodoItem) => api<string>('GET', `/todo/${item.listingId}/delete/${item.id}`, { central: false }),
  /** The user's todo lists, for the list chooser of the 'all' view. */
  lists: async (signal?: AbortSignal): Promise<TodoListOption[]> =>
    (await api<Listing[]>('GET', '/listing/all', { central: false, signal }))
      .filter((l) => l.listingType === 'todo')
      .map(({ id, listingName }) => ({ id, listingName })),
}
