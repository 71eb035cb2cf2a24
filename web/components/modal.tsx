import { useEffect, useId, useRef, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { X } from 'lucide-react'
import './modal.css'

interface ModalProps {
  title: string
  onClose(): void
  children: ReactNode
  /** Buttons along the bottom edge. */
  footer?: ReactNode
  size?: 'sm' | 'md' | 'lg'
}

/**
 * A native modal <dialog>: the browser traps focus, Escape closes it, and it sits above everything. The focus starts on
 * the element marked data-autofocus, else on the first focusable one.
 */
export function Modal({ title, onClose, children, footer, size = 'md' }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    const opener = document.activeElement as HTMLElement | null
    dialog.showModal()
    // React's autoFocus runs while the dialog is still closed (unfocusable), and showModal() then focuses the first
    // focusable element, the Close button: the field marked data-autofocus is where typing should go.
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus()
    return () => {
      dialog.close()
      opener?.focus?.()
    }
  }, [])

  // Portalled to <body>: a modal opened from inside a form must not nest its own form in it.
  return createPortal(
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click is on the backdrop only; the keyboard closes with Escape (the cancel handler)
    <dialog
      ref={ref}
      className={`modal modal-${size}`}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault()
        onClose()
      }}
      // A click on the backdrop lands on the dialog element itself.
      onClick={(e) => e.target === e.currentTarget && onClose()}
    >
      <div className="modal-box">
        <header className="modal-head">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="icon-btn" aria-label="Close" onClick={onClose}>
            <X size={18} aria-hidden="true" />
          </button>
        </header>
        <div className="modal-body">{children}</div>
        {footer && <footer className="modal-foot">{footer}</footer>}
      </div>
    </dialog>,
    document.body,
  )
}

/** A modal form's footer: Cancel, and the button that submits the form `formId` (in the body, so Enter submits too). */
export function FormFooter({ formId, label = 'Save', disabled, onCancel }: { formId: string; label?: string; disabled: boolean; onCancel(): void }) {
  return (
    <>
      <button type="button" className="btn" onClick={onCancel}>
        Cancel
      </button>
      <button type="submit" form={formId} className="btn btn-primary" disabled={disabled}>
        {label}
      </button>
    </>
  )
}
