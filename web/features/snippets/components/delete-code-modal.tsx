import { useState } from 'react'
import { Modal } from '../../../components/modal'

interface DeleteCodeProps {
  filename: string
  onConfirm(): Promise<void>
  onClose(): void
}

/** Type-to-confirm: Delete stays disabled until the box says 'delete' (any case). */
export function DeleteCodeModal({ filename, onConfirm, onClose }: DeleteCodeProps) {
  const [typed, setTyped] = useState('')
  const [busy, setBusy] = useState(false)
  const confirmed = typed.trim().toLowerCase() === 'delete'
  return (
    <Modal
      title="Delete code snippet"
      size="sm"
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn" onClick={onClose}>
            Cancel
          </button>
          <button
            type="button"
            className="btn btn-danger"
            disabled={!confirmed || busy}
            onClick={async () => {
              setBusy(true)
              try {
                await onConfirm()
              } finally {
                setBusy(false)
              }
            }}
          >
            Delete
          </button>
        </>
      }
    >
      <p className="confirm-text">
        <strong className="snippet-filename">{filename}</strong> will be deleted for good.
      </p>
      <label className="field">
        <span>Type delete to confirm</span>
        <input value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" autoFocus />
      </label>
    </Modal>
  )
}
