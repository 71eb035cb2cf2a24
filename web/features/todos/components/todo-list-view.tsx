import { useEffect, useRef } from 'react'
import { ListTodo, LoaderCircle } from 'lucide-react'
import { EmptyState } from '../../../components/empty-state'
import type { ListKey, TodoFilter, TodoPage, TodoSort } from '../todos.api'
import { useTodoEditing } from '../use-todo-editing'
import { useTodoPages } from '../use-todo-pages'
import { TodoRows } from './todo-row'

interface TodoListViewProps {
  list: ListKey
  filter: TodoFilter
  sort: TodoSort
  /** Bumped by the page after a new item is saved. */
  version: number
  today: string
  showParent: boolean
  onLoaded(page: TodoPage): void
  onMissing(): void
  onNew(): void
}

/** The items page by page: the next page loads when the end of the list scrolls into view. */
const EMPTY: Record<TodoFilter, string> = {
  all: 'No todos yet: add the first one.',
  completed: 'Nothing completed yet.',
  pending: 'Nothing pending: all done!',
}

export function TodoListView({ list, filter, sort, version, today, showParent, onLoaded, onMissing, onNew }: TodoListViewProps) {
  const pages = useTodoPages(list, filter, sort, version, onLoaded, onMissing)
  const { items, loading, done, failed, loadMore } = pages
  const editing = useTodoEditing(list, { onUpdated: pages.update, onSaved: pages.reload, onDeleted: (item) => pages.remove(item.id) })
  const sentinel = useRef<HTMLDivElement>(null)

  // A fresh observer after every load: its first report says whether the end is still in view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: looks again whenever rows are added
  useEffect(() => {
    const el = sentinel.current
    if (!el || loading || done || failed) return
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && loadMore(), { rootMargin: '240px 0px' })
    observer.observe(el)
    return () => observer.disconnect()
  }, [loading, done, failed, items.length, loadMore])

  if (!loading && done && items.length === 0)
    return (
      <EmptyState icon={ListTodo} title="No todos here">
        <p>{EMPTY[filter]}</p>
        <button type="button" className="btn btn-primary" onClick={onNew}>
          New Todo
        </button>
      </EmptyState>
    )

  if (items.length === 0 && loading)
    return (
      <div className="panel todo-list" role="status" aria-busy="true" aria-label="Loading todos">
        {[0, 1, 2].map((i) => (
          <span key={i} className="skeleton todo-skeleton" />
        ))}
      </div>
    )

  return (
    <div className="todo-list-wrap">
      <div className="panel">
        <TodoRows items={items} label="Todos" today={today} showParent={showParent} actions={editing} />
      </div>
      <div ref={sentinel} className="todo-more" aria-live="polite">
        {loading ? (
          <>
            <LoaderCircle size={16} className="spin" aria-hidden="true" /> Loading more todos...
          </>
        ) : failed ? (
          <button type="button" className="btn btn-sm" onClick={loadMore}>
            Try again
          </button>
        ) : done && items.length > 0 ? (
          'No more todos to load'
        ) : null}
      </div>
      {editing.dialogs}
    </div>
  )
}
