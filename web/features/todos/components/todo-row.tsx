import { Link } from 'react-router'
import { CalendarDays, Pencil, Trash2 } from 'lucide-react'
import { PRIORITIES } from '../../../../src/features/todos/todos.constants'
import { formatDay } from '../dates'
import type { TodoItem } from '../todos.api'

const priorityLabel = (p: number) => PRIORITIES.find((x) => x.value === p)?.label ?? 'Low'

/** Spec 2 §9: red High, green Medium, yellow Low. */
function PriorityDot({ priority }: { priority: number }) {
  const label = `${priorityLabel(priority)} priority`
  return <span className="todo-dot" data-priority={priority} role="img" aria-label={label} title={label} />
}

function dueLabel(item: TodoItem, today: string) {
  if (!item.dueDate || item.completed) return null
  if (item.dueDate < today) return 'Overdue'
  if (item.dueDate === today) return 'Today'
  return null
}

interface TodoRowProps {
  item: TodoItem
  today: string
  /** The 'all' view names each item's list. */
  showParent: boolean
  busy: boolean
  onToggle(): void
  onEdit(): void
  onDelete(): void
}

/** One todo: checkbox, priority dot, text, due date and list, edit and delete. */
function TodoRow({ item, today, showParent, busy, onToggle, onEdit, onDelete }: TodoRowProps) {
  const due = dueLabel(item, today)
  return (
    <li className="todo-row" data-completed={item.completed || undefined} data-testid="todo-row">
      <input
        type="checkbox"
        className="todo-check"
        checked={item.completed}
        disabled={busy}
        onChange={onToggle}
        aria-label={`${item.todoItem}: ${item.completed ? 'completed' : 'pending'}`}
      />
      <PriorityDot priority={item.priority} />
      <div className="todo-main">
        <span className="todo-text">{item.todoItem}</span>
        {(item.dueDate || showParent) && (
          <span className="todo-meta">
            {item.dueDate && (
              <span className="todo-due" data-state={due?.toLowerCase()}>
                <CalendarDays size={13} aria-hidden="true" />
                {formatDay(item.dueDate)}
                {due && <strong>{due}</strong>}
              </span>
            )}
            {showParent && (
              <Link className="todo-parent" to={`/t/${item.parent.id}`}>
                {item.parent.listingName}
              </Link>
            )}
          </span>
        )}
      </div>
      <div className="todo-tools">
        <button type="button" className="icon-btn" aria-label={`Edit ${item.todoItem}`} title="Edit" onClick={onEdit}>
          <Pencil size={16} aria-hidden="true" />
        </button>
        <button type="button" className="icon-btn" aria-label={`Delete ${item.todoItem}`} title="Delete" onClick={onDelete}>
          <Trash2 size={16} aria-hidden="true" />
        </button>
      </div>
    </li>
  )
}

interface RowActions {
  pending: ReadonlySet<number>
  toggle(item: TodoItem): Promise<void>
  edit(item: TodoItem): void
  askDelete(item: TodoItem): void
}

/** The rows of the list view and of the calendar's day panel. */
export function TodoRows({
  items,
  label,
  today,
  showParent,
  actions,
}: {
  items: TodoItem[]
  label: string
  today: string
  showParent: boolean
  actions: RowActions
}) {
  return (
    <ul className="todo-list" aria-label={label}>
      {items.map((item) => (
        <TodoRow
          key={item.id}
          item={item}
          today={today}
          showParent={showParent}
          busy={actions.pending.has(item.id)}
          onToggle={() => void actions.toggle(item)}
          onEdit={() => actions.edit(item)}
          onDelete={() => actions.askDelete(item)}
        />
      ))}
    </ul>
  )
}
