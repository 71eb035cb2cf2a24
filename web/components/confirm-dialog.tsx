import { useState, type ReactNode } from 'react'
import { Modal } from './modal'

interface ConfirmDialogProps {
  title: string
  children: ReactNode
  confirmLabel: string
  /** 'primary' for a change that is easily undone again (publish); red by default. */
  tone?: 'danger' | 'primary'
  /** Keeps the confirm button off until the user has done what the dialog asks (typed a word, ...). */
  confirmDisabled?: boolean
  onConfirm(): Promise<void> | void
  onClose(): void
}

/** A yes/no question before a change the user should not make by accident. */
export function ConfirmDialog({ title, children, confirmLabel, tone = 'danger', confirmDisabled = false, onConfirm, onClose }: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false)
  return (
    <Modal
      title={title}
      size="sm"
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn" onClick={onClose}>
            Cancel
          </button>
          <button
            type="button"
            className={`btn btn-${tone}`}
            disabled={busy || confirmDisabled}
            onClick={async () => {
              setBusy(true)
              try {
                await onConfirm()
              } finally {
                setBusy(false)
              }
            }}
          >
            {confirmLabel}
          </button>
        </>
      }
    >
      <div className="confirm-text">{children}</div>
    </Modal>
  )
}
