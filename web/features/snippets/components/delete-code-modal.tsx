import { useState } from 'react'
import { ConfirmDialog } from '../../../components/confirm-dialog'

interface DeleteCodeProps {
  filename: string
  onConfirm(): Promise<void>
  onClose(): void
}

/** Type-to-confirm: Delete stays disabled until the box says 'delete' (any case). */
export function DeleteCodeModal({ filename, onConfirm, onClose }: DeleteCodeProps) {
  const [typed, setTyped] = useState('')
  return (
    <ConfirmDialog
      title="Delete code snippet"
      confirmLabel="Delete"
      confirmDisabled={typed.trim().toLowerCase() !== 'delete'}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <div className="snippet-form">
        <p>
          <strong className="snippet-filename">{filename}</strong> will be deleted for good.
        </p>
        <label className="field">
          <span>Type delete to confirm</span>
          <input value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" data-autofocus />
        </label>
      </div>
    </ConfirmDialog>
  )
}
