import { useCallback, useEffect, useRef, useState } from 'react'
import { TODO_PAGE_SIZE } from '../../../src/features/todos/todos.constants'
import { ApiError, toastUnlessHandled } from '../../lib/api-client'
import { todosApi, type ListKey, type TodoFilter, type TodoItem, type TodoPage, type TodoSort } from './todos.api'

export const matchesFilter = (item: TodoItem, filter: TodoFilter) => filter === 'all' || item.completed === (filter === 'completed')

/**
 * The list view's pages, loaded one after another as the user scrolls.
 * The items shown are always the start of the server's order (changes that would break that reload from page 1),
 * so the next page to ask for follows from how many are shown; items a shifted page repeats are dropped by id.
 */
export function useTodoPages(list: ListKey, filter: TodoFilter, sort: TodoSort, version: number, onPage: (page: TodoPage) => void, onMissing: () => void) {
  const [items, setItems] = useState<TodoItem[]>([])
  const [loading, setLoading] = useState(true)
  const [done, setDone] = useState(false)
  const [failed, setFailed] = useState(false)
  const shown = useRef<TodoItem[]>([])
  const generation = useRef(0)
  const busy = useRef(false)
  const callbacks = useRef({ onPage, onMissing })
  callbacks.current = { onPage, onMissing }

  const show = (next: TodoItem[]) => {
    shown.current = next
    setItems(next)
  }

  const load = useCallback(
    async (reset: boolean) => {
      if (!reset && busy.current) return
      const run = reset ? ++generation.current : generation.current
      busy.current = true
      setLoading(true)
      setFailed(false)
      const have = reset ? [] : shown.current
      const page = Math.floor(have.length / TODO_PAGE_SIZE) + 1
      try {
        const answer = await todosApi.items(list, filter, sort, page)
        if (run !== generation.current) return
        const known = new Set(have.map((i) => i.id))
        show([...have, ...answer.todoItems.filter((i) => !known.has(i.id))])
        setDone(answer.todoItems.length < TODO_PAGE_SIZE || page >= answer.totalPages)
        callbacks.current.onPage(answer)
      } catch (error) {
        if (run !== generation.current) return
        if (error instanceof ApiError && error.status === 404) callbacks.current.onMissing()
        else toastUnlessHandled(error, 'Cannot load data.')
        setFailed(true)
      } finally {
        if (run === generation.current) {
          busy.current = false
          setLoading(false)
        }
      }
    },
    // version: the page saved a new item, so start again from page 1.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [list, filter, sort, version],
  )

  useEffect(() => {
    show([])
    setDone(false)
    void load(true)
  }, [load])

  return {
    items,
    loading,
    done,
    failed,
    loadMore: useCallback(() => void load(false), [load]),
    reload: useCallback(() => void load(true), [load]),
    /** The server's answer to a toggle: in place, or out of view when it no longer fits the filter. */
    update(item: TodoItem) {
      show(matchesFilter(item, filter) ? shown.current.map((i) => (i.id === item.id ? item : i)) : shown.current.filter((i) => i.id !== item.id))
    },
    remove(id: number) {
      show(shown.current.filter((i) => i.id !== id))
    },
  }
}
