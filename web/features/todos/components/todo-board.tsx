import { useCallback, useId, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { House, ListX, Pencil, Plus } from 'lucide-react'
import { formPath, LISTING_KINDS } from '../../../../src/definitions/listing-kinds'
import { TODO_FILTERS, TODO_SORTS } from '../../../../src/features/todos/todos.constants'
import { Breadcrumb } from '../../../components/breadcrumb'
import { EmptyState } from '../../../components/empty-state'
import { Segmented } from '../../../components/segmented'
import { localToday } from '../dates'
import type { BreadcrumbEntry, ListKey, TodoFilter, TodoHeader, TodoSort } from '../todos.api'
import { useTodoEditing } from '../use-todo-editing'
import { TodoCalendar } from './todo-calendar'
import { TodoListView } from './todo-list-view'
import '../todos.css'

type View = 'list' | 'calendar'
const VIEWS: Array<{ value: View; label: string }> = [
  { value: 'list', label: 'List' },
  { value: 'calendar', label: 'Calendar' },
]
const FILTER_LABELS: Record<TodoFilter, string> = { all: 'All', completed: 'Completed', pending: 'Pending' }
const SORT_LABELS: Record<TodoSort, string> = { default: 'Default', highToLow: 'High to Low', lowToHigh: 'Low to High', dueDate: 'Due Date' }

const oneOf = <T extends string>(values: readonly T[], raw: string | null, fallback: T): T => (values.includes(raw as T) ? (raw as T) : fallback)

/** A todo list, or every list ('all'): List and Calendar views, filter, sort and New Todo; view, filter and sort live in the URL. */
export function TodoBoard({ list }: { list: ListKey }) {
  const ids = { view: useId(), filter: useId(), sort: useId() }
  const [params, setParams] = useSearchParams()
  const view = oneOf<View>(['list', 'calendar'], params.get('view'), 'list')
  const filter = oneOf(TODO_FILTERS, params.get('filter'), 'all')
  const sort = oneOf(TODO_SORTS, params.get('sort'), 'default')
  const [header, setHeader] = useState<{ todo: TodoHeader; breadcrumb: BreadcrumbEntry[] } | null>(null)
  const [missing, setMissing] = useState(false)
  const [version, setVersion] = useState(0)
  const creating = useTodoEditing(list, { onSaved: () => setVersion((v) => v + 1) })
  const today = localToday()

  const choose = (key: string, value: string, fallback: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        if (value === fallback) next.delete(key)
        else next.set(key, value)
        return next
      },
      // Synchronous, not a transition: the radio buttons and the select are controlled by the URL.
      { replace: true, flushSync: true },
    )
  const onLoaded = useCallback(({ todo, breadcrumb }: { todo: TodoHeader; breadcrumb: BreadcrumbEntry[] }) => setHeader({ todo, breadcrumb }), [])
  const onMissing = useCallback(() => setMissing(true), [])

  if (missing)
    return (
      <div className="page">
        <EmptyState icon={ListX} title="Todo list not found" level={1}>
          <div className="todo-head-tools">
            <Link className="btn" to="/">
              <House size={16} aria-hidden="true" /> Back to Home
            </Link>
            <Link className="btn btn-primary" to="/tasks">
              All Tasks
            </Link>
          </div>
        </EmptyState>
      </div>
    )

  const title = header?.todo.listingName ?? (list === 'all' ? 'All Tasks' : '')
  const chain = header?.breadcrumb ?? []
  const crumbs = [
    { label: 'Home', to: '/' },
    ...chain.slice(0, -1).map((f) => ({ label: f.listingName, to: `/c/${f.id}` })),
    ...(title ? [{ label: title }] : []),
  ]
  const parentId = header?.todo.parentId
  const shared = { list, filter, version, today, showParent: list === 'all', onLoaded, onMissing }

  return (
    <div className="page todos">
      <div className="todo-head">
        <div className="todo-title">
          <Breadcrumb items={crumbs} />
          <h1 className="page-title">{title || <span className="skeleton" style={{ width: 200, height: 28 }} />}</h1>
        </div>
        <div className="todo-head-tools">
          {list !== 'all' && header && (
            <Link className="btn" to={formPath(LISTING_KINDS.todo.type, parentId ?? null, list)}>
              <Pencil size={15} aria-hidden="true" /> Edit list
            </Link>
          )}
          <button type="button" className="btn btn-primary" onClick={creating.create}>
            <Plus size={17} aria-hidden="true" /> New Todo
          </button>
        </div>
      </div>

      <div className="todo-toolbar">
        <div className="todo-control">
          <span id={ids.view} className="visually-hidden">
            View
          </span>
          <Segmented name="todo-view" labelledBy={ids.view} options={VIEWS} value={view} onChange={(v) => choose('view', v, 'list')} />
        </div>
        <div className="todo-control">
          <span id={ids.filter} className="visually-hidden">
            Filter
          </span>
          <Segmented
            name="todo-filter"
            labelledBy={ids.filter}
            options={TODO_FILTERS.map((value) => ({ value, label: FILTER_LABELS[value] }))}
            value={filter}
            onChange={(v) => choose('filter', v, 'all')}
          />
        </div>
        {view === 'list' && (
          <label className="todo-sort" htmlFor={ids.sort}>
            <span>Sort</span>
            <select id={ids.sort} value={sort} onChange={(e) => choose('sort', e.target.value, 'default')}>
              {TODO_SORTS.map((value) => (
                <option key={value} value={value}>
                  {SORT_LABELS[value]}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>

      {view === 'list' ? (
        <TodoListView {...shared} sort={sort} onNew={creating.create} />
      ) : (
        <TodoCalendar {...shared} onListView={() => choose('view', 'list', 'list')} />
      )}
      {creating.dialogs}
    </div>
  )
}
