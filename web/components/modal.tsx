import { useEffect, useRef, type ReactNode } from 'react'
import { X } from 'lucide-react'
import './modal.css'

interface ModalProps {
  title: string
  onClose(): void
  children: ReactNode
  /** Buttons along the bottom. */
  footer?: ReactNode
}

/** A modal on the native <dialog>: focus trap, Escape and the backdrop come with it. */
export function Modal({ title, onClose, children, footer }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const dialog = ref.current
    if (dialog && !dialog.open) dialog.showModal()
    return () => dialog?.close()
  }, [])
  return (
    <dialog
      ref={ref}
      className="modal"
      aria-label={title}
      onCancel={(e) => {
        e.preventDefault()
        onClose()
      }}
      onClick={(e) => {
        // A click on the dialog element itself is a click on its backdrop.
        if (e.target === e.currentTarget) onClose()
      }}
    >
      <div className="modal-body">
        <header className="modal-head">
          <h2>{title}</h2>
          <button type="button" className="icon-btn" aria-label="Close" onClick={onClose}>
            <X size={18} aria-hidden="true" />
          </button>
        </header>
        {children}
        {footer && <footer className="modal-actions">{footer}</footer>}
      </div>
    </dialog>
  )
}
