import { useEffect, useRef } from 'react'

interface ConfirmProps {
  name: string
  busy: boolean
  onConfirm(): void
  onCancel(): void
}

/** A modal <dialog>: the browser traps focus and closes it on Escape. */
export function ConfirmDelete({ name, busy, onConfirm, onCancel }: ConfirmProps) {
  const ref = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const dialog = ref.current
    dialog?.showModal()
    return () => dialog?.close()
  }, [])
  return (
    <dialog ref={ref} className="panel totp-dialog" aria-labelledby="totp-delete-title" onCancel={onCancel}>
      <h2 id="totp-delete-title">Delete {name}?</h2>
      <p>The codes for this account will no longer be available here. Make sure you can still sign in another way.</p>
      <div className="totp-dialog-actions">
        <button type="button" className="btn" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
        <button type="button" className="btn btn-danger" onClick={onConfirm} disabled={busy}>
          Delete
        </button>
      </div>
    </dialog>
  )
}
