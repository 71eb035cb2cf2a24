import { useCallback } from 'react'
import { TODO_PAGE_SIZE } from '../../../src/features/todos/todos.constants'
import { ApiError, toastUnlessHandled } from '../../lib/api-client'
import { useApi } from '../../lib/use-api'
import { todosApi, type ListKey, type TodoFilter, type TodoItem, type TodoPage, type TodoSort } from './todos.api'

export const matchesFilter = (item: TodoItem, filter: TodoFilter) => filter === 'all' || item.completed === (filter === 'completed')

interface Shown {
  items: TodoItem[]
  done: boolean
  /** The answer that brought the last page, for the page header. */
  last: TodoPage
}

/**
 * The list view's pages, loaded one after another as the user scrolls.
 * The items shown are always the start of the server's order (changes that would break that reload from page 1),
 * so the next page to ask for follows from how many are shown; items a shifted page repeats are dropped by id.
 */
export function useTodoPages(list: ListKey, filter: TodoFilter, sort: TodoSort, version: number, onPage: (page: TodoPage) => void, onMissing: () => void) {
  const after = useCallback(
    async (have: TodoItem[], signal: AbortSignal): Promise<Shown> => {
      const page = Math.floor(have.length / TODO_PAGE_SIZE) + 1
      const answer = await todosApi.items(list, filter, sort, page, signal)
      const known = new Set(have.map((i) => i.id))
      const items = [...have, ...answer.todoItems.filter((i) => !known.has(i.id))]
      return { items, done: answer.todoItems.length < TODO_PAGE_SIZE || page >= answer.totalPages, last: answer }
    },
    [list, filter, sort],
  )
  // version: the page saved a new item, so start again from page 1.
  // biome-ignore lint/correctness/useExhaustiveDependencies: version moves after a save, to load again
  const pages = useApi((signal) => after([], signal), [after, version], {
    onData: (shown) => onPage(shown.last),
    onError: (error) => (error instanceof ApiError && error.status === 404 ? onMissing() : toastUnlessHandled(error, 'Cannot load data.')),
  })
  const { run, update, loading } = pages
  const change = (next: (items: TodoItem[]) => TodoItem[]) => update((shown) => ({ ...shown, items: next(shown.items) }))

  return {
    items: pages.data?.items ?? [],
    loading,
    done: pages.data?.done ?? false,
    failed: pages.error !== undefined,
    loadMore: useCallback(() => {
      if (!loading) void run((signal, shown) => after(shown?.items ?? [], signal), true)
    }, [loading, run, after]),
    reload: useCallback(() => void run((signal) => after([], signal), true), [run, after]),
    /** The server's answer to a toggle: in place, or out of view when it no longer fits the filter. */
    update(item: TodoItem) {
      change((items) => (matchesFilter(item, filter) ? items.map((i) => (i.id === item.id ? item : i)) : items.filter((i) => i.id !== item.id)))
    },
    remove(id: number) {
      change((items) => items.filter((i) => i.id !== id))
    },
  }
}
