import { useId, useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { DEFAULT_PRIORITY, PRIORITIES } from '../../../../src/features/todos/todos.constants'
import { FormFooter, Modal } from '../../../components/modal'
import { ApiError, toastFailure } from '../../../lib/api-client'
import { notify } from '../../../lib/toast'
import { useApi } from '../../../lib/use-api'
import { addDays, localToday } from '../dates'
import { todosApi, type ListKey, type TodoItem } from '../todos.api'

interface TodoFormProps {
  list: ListKey
  /** The item being edited; absent for a new one. */
  existing?: TodoItem
  onSaved(item: TodoItem): void
  onClose(): void
}

/** New or edit: text, priority, an optional due date with shortcuts; in the 'all' view also which list. */
export function TodoForm({ list, existing, onSaved, onClose }: TodoFormProps) {
  const formId = useId()
  const [text, setText] = useState(existing?.todoItem ?? '')
  const [priority, setPriority] = useState<number>(existing?.priority ?? DEFAULT_PRIORITY)
  const [withDate, setWithDate] = useState(Boolean(existing?.dueDate))
  const [dueDate, setDueDate] = useState(existing?.dueDate ?? '')
  // Only the 'all' view asks which list; null while loading.
  const options = useApi((signal) => (list === 'all' ? todosApi.lists(signal) : null), [list], { onError: (e) => toastFailure(e, 'Cannot load data.') })
  const lists = list === 'all' ? (options.data ?? null) : []
  const [picked, setPicked] = useState<number | null>(existing?.listingId ?? (list === 'all' ? null : list))
  // Until the user picks one, the 'all' view offers the first list.
  const listingId = picked ?? lists?.[0]?.id ?? null
  const [error, setError] = useState('')
  const [saving, setSaving] = useState(false)
  const today = localToday()

  // Any change answers the message shown for the last attempt.
  const edit =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      setError('')
      set(value)
    }
  const pick = edit((day: string) => {
    setWithDate(true)
    setDueDate(day)
  })

  async function submit(e: FormEvent) {
    e.preventDefault()
    if (!text.trim()) return setError('Please enter todo item.')
    if (withDate && !dueDate) return setError('Please select a due date.')
    // The browser's own today; an old date the item already had may stay.
    if (withDate && dueDate < today && dueDate !== existing?.dueDate) return setError('Due date cannot be before today.')
    if (listingId === null) return setError('Please choose a todo list.')
    setError('')
    setSaving(true)
    try {
      const saved = await todosApi.save({ listingId, todoId: existing?.id ?? null, todoName: text.trim(), priority, dueDate: withDate ? dueDate : null })
      notify.success('Todo item saved.')
      onSaved(saved)
    } catch (err) {
      if (err instanceof ApiError && err.status === 400) setError(err.message)
      else toastFailure(err, 'Can not save todo item.')
    } finally {
      setSaving(false)
    }
  }

  const noLists = lists !== null && list === 'all' && lists.length === 0
  return (
    <Modal
      title={existing ? 'Edit Todo' : 'New Todo'}
      onClose={onClose}
      footer={<FormFooter formId={formId} disabled={saving || noLists || lists === null} onCancel={onClose} />}
    >
      {noLists ? (
        <div className="todo-no-lists">
          <p>Todos live in todo lists, and you have none yet.</p>
          <p className="muted">Create a todo list first, then add todos to it here or from the list itself.</p>
          <Link className="btn btn-primary" to="/listing/save/todo">
            Create a todo list
          </Link>
        </div>
      ) : (
        <form id={formId} className="todo-form" noValidate onSubmit={(e) => void submit(e)}>
          <label className="field">
            <span>Todo</span>
            <input value={text} onChange={(e) => edit(setText)(e.target.value)} maxLength={1000} data-autofocus placeholder="What needs doing?" />
          </label>
          {list === 'all' && (
            <label className="field">
              <span>Todo list</span>
              <select value={listingId ?? ''} onChange={(e) => edit(setPicked)(Number(e.target.value))} disabled={lists === null}>
                {(lists ?? []).map((l) => (
                  <option key={l.id} value={l.id}>
                    {l.listingName}
                  </option>
                ))}
              </select>
            </label>
          )}
          <label className="field">
            <span>Priority</span>
            <select value={priority} onChange={(e) => edit(setPriority)(Number(e.target.value))}>
              {PRIORITIES.map((p) => (
                <option key={p.value} value={p.value}>
                  {p.label}
                </option>
              ))}
            </select>
          </label>
          <div className="todo-due-field">
            <label className="todo-switch">
              <input type="checkbox" className="switch" checked={withDate} onChange={(e) => edit(setWithDate)(e.target.checked)} />
              Set a due date
            </label>
            {withDate && (
              <label className="field">
                <span>Due date</span>
                <input
                  type="date"
                  value={dueDate}
                  min={existing?.dueDate && existing.dueDate < today ? existing.dueDate : today}
                  onChange={(e) => edit(setDueDate)(e.target.value)}
                />
              </label>
            )}
            <div className="todo-shortcuts">
              <button type="button" className="btn btn-sm" onClick={() => pick(today)}>
                Today
              </button>
              <button type="button" className="btn btn-sm" onClick={() => pick(addDays(today, 1))}>
                Tomorrow
              </button>
              <button
                type="button"
                className="btn btn-sm btn-ghost"
                disabled={!withDate}
                onClick={edit(() => {
                  setDueDate('')
                  setWithDate(false)
                })}
              >
                Clear Date
              </button>
            </div>
          </div>
          {error && (
            <p className="field-error" role="alert">
              {error}
            </p>
          )}
        </form>
      )}
    </Modal>
  )
}
