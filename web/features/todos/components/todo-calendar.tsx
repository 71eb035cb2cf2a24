import { useMemo, useState } from 'react'
import { ChevronLeft, ChevronRight, Info } from 'lucide-react'
import { ApiError, toastUnlessHandled } from '../../../lib/api-client'
import { useApi } from '../../../lib/use-api'
import { formatDay, formatMonth, monthGrid, monthOf, shiftMonth, WEEKDAYS } from '../dates'
import { todosApi, type ListKey, type TodoFilter, type TodoItem, type TodoMonth } from '../todos.api'
import { useTodoEditing } from '../use-todo-editing'
import { matchesFilter } from '../use-todo-pages'
import { TodoRows } from './todo-row'

interface TodoCalendarProps {
  list: ListKey
  filter: TodoFilter
  /** Bumped by the page after a new item is saved. */
  version: number
  today: string
  showParent: boolean
  onLoaded(month: TodoMonth): void
  onMissing(): void
  onListView(): void
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/** A month grid, Sunday first, with each day's count and a dot: red while any task that day is open, else green. */
export function TodoCalendar({ list, filter, version, today, showParent, onLoaded, onMissing, onListView }: TodoCalendarProps) {
  const [month, setMonth] = useState(monthOf(today))
  const [selected, setSelected] = useState<string | null>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: version moves after a save, to load again
  const calendar = useApi((signal) => todosApi.calendar(list, filter, month, signal), [list, filter, month, version], {
    onData: onLoaded,
    onError: (error) => (error instanceof ApiError && error.status === 404 ? onMissing() : toastUnlessHandled(error, 'Cannot load data.')),
  })
  const data = calendar.data
  const setItems = (change: (items: TodoItem[]) => TodoItem[]) => calendar.update((d) => ({ ...d, todoItems: change(d.todoItems) }))
  const editing = useTodoEditing(list, {
    onUpdated: (item) =>
      setItems((items) => (matchesFilter(item, filter) ? items.map((i) => (i.id === item.id ? item : i)) : items.filter((i) => i.id !== item.id))),
    // An edit may move the item to another day or drop its date: ask the server again.
    onSaved: () => void calendar.reload(),
    onDeleted: (item) => setItems((items) => items.filter((i) => i.id !== item.id)),
  })

  const byDay = useMemo(() => {
    const days = new Map<string, TodoItem[]>()
    for (const item of data?.month === month ? data.todoItems : []) days.set(item.dueDate!, [...(days.get(item.dueDate!) ?? []), item])
    return days
  }, [data, month])

  const go = (to: string, day: string | null = null) => {
    setMonth(to)
    setSelected(day)
  }
  const dayItems = selected ? (byDay.get(selected) ?? []) : []
  const undated = data?.withoutDueDate ?? 0

  return (
    <div className="todo-calendar" data-panel={selected ? 'open' : undefined}>
      <div className="panel cal-box">
        <div className="cal-head">
          <button type="button" className="icon-btn" aria-label="Previous month" onClick={() => go(shiftMonth(month, -1))}>
            <ChevronLeft size={20} aria-hidden="true" />
          </button>
          <h2 className="cal-title" aria-live="polite">
            {formatMonth(month)}
          </h2>
          <button type="button" className="icon-btn" aria-label="Next month" onClick={() => go(shiftMonth(month, 1))}>
            <ChevronRight size={20} aria-hidden="true" />
          </button>
          <button type="button" className="btn btn-sm cal-today" onClick={() => go(monthOf(today), today)}>
            Today
          </button>
        </div>
        <table className="cal-grid" aria-label={formatMonth(month)} aria-busy={data?.month !== month}>
          <thead>
            <tr>
              {WEEKDAYS.map((name) => (
                <th key={name} scope="col" abbr={name}>
                  {name.slice(0, 3)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {monthGrid(month).map((week) => (
              <tr key={week[0]!.day}>
                {week.map(({ day, inMonth }) => {
                  const items = byDay.get(day) ?? []
                  const open = items.filter((i) => !i.completed).length
                  return (
                    <td key={day}>
                      <button
                        type="button"
                        className="cal-day"
                        data-outside={inMonth ? undefined : true}
                        data-today={day === today || undefined}
                        aria-pressed={day === selected}
                        aria-label={`${formatDay(day)}: ${plural(items.length, 'task', 'tasks')}${open ? `, ${open} not done` : ''}`}
                        onClick={() => go(monthOf(day), day)}
                      >
                        <span className="cal-num">{Number(day.slice(8))}</span>
                        {items.length > 0 && (
                          <span className="cal-count" data-testid="day-count">
                            <span className="cal-dot" data-state={open ? 'open' : 'done'} aria-hidden="true" />
                            {items.length}
                          </span>
                        )}
                      </button>
                    </td>
                  )
                })}
              </tr>
            ))}
          </tbody>
        </table>
        <div className="cal-note">
          <Info size={16} aria-hidden="true" />
          <p>
            Only todos with due dates appear in the calendar
            {undated > 0 ? `; ${plural(undated, 'todo', 'todos')} without one ${undated === 1 ? 'is' : 'are'} only in the List View.` : '.'}
          </p>
          <button type="button" className="btn btn-sm" onClick={onListView}>
            Switch to List View
          </button>
        </div>
      </div>

      {selected && (
        <section className="panel cal-panel" aria-labelledby="cal-panel-title">
          <header className="cal-panel-head">
            <h2 id="cal-panel-title">Tasks for {formatDay(selected)}</h2>
            <button type="button" className="btn btn-sm" onClick={() => setSelected(null)}>
              Hide
            </button>
          </header>
          {dayItems.length ? (
            <TodoRows items={dayItems} label={`Tasks for ${formatDay(selected)}`} today={today} showParent={showParent} actions={editing} />
          ) : (
            <p className="muted cal-empty">No tasks due this day.</p>
          )}
        </section>
      )}
      {editing.dialogs}
    </div>
  )
}
