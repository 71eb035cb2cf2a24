import { useState } from 'react'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { toastFailure } from '../../lib/api-client'
import { notify } from '../../lib/toast'
import { TodoForm } from './components/todo-form'
import { todosApi, type ListKey, type TodoItem } from './todos.api'

interface Handlers {
  /** The server's answer to a toggle. */
  onUpdated?(item: TodoItem): void
  onSaved?(item: TodoItem): void
  onDeleted?(item: TodoItem): void
}

type Dialog = { kind: 'form'; item?: TodoItem } | { kind: 'delete'; item: TodoItem } | null

/** Toggle, the item form and the delete question with the spec's toasts; render `dialogs` once. */
export function useTodoEditing(list: ListKey, handlers: Handlers) {
  const [dialog, setDialog] = useState<Dialog>(null)
  // Ids waiting for the server's answer to a toggle.
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set())
  const mark = (id: number, on: boolean) =>
    setPending((current) => {
      const next = new Set(current)
      if (on) next.add(id)
      else next.delete(id)
      return next
    })
  const close = () => setDialog(null)

  async function remove(item: TodoItem) {
    try {
      await todosApi.remove(item)
      notify.success('Todo item deleted.')
      close()
      handlers.onDeleted?.(item)
    } catch (error) {
      toastFailure(error, 'Todo item cannot be deleted.')
    }
  }

  return {
    pending,
    create: () => setDialog({ kind: 'form' }),
    edit: (item: TodoItem) => setDialog({ kind: 'form', item }),
    askDelete: (item: TodoItem) => setDialog({ kind: 'delete', item }),
    async toggle(item: TodoItem) {
      mark(item.id, true)
      try {
        handlers.onUpdated?.(await todosApi.toggle(item.id))
        notify.success('Status changed successfully.')
      } catch (error) {
        toastFailure(error, 'Can not change status.')
      } finally {
        mark(item.id, false)
      }
    },
    dialogs:
      dialog?.kind === 'form' ? (
        <TodoForm
          list={list}
          existing={dialog.item}
          onClose={close}
          onSaved={(item) => {
            close()
            handlers.onSaved?.(item)
          }}
        />
      ) : dialog?.kind === 'delete' ? (
        <ConfirmDialog title="Delete todo item" confirmLabel="Delete" onClose={close} onConfirm={() => remove(dialog.item)}>
          Delete “{dialog.item.todoItem}”? This cannot be undone.
        </ConfirmDialog>
      ) : null,
  }
}
