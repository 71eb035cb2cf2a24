import { useId, useState, type ReactNode } from 'react'
import { FormFooter, Modal } from '../../../components/modal'
import { ApiError, toastFailure } from '../../../lib/api-client'

/** A modal form's busy flag and message; a refused field (400) goes back into the form, anything else is a toast. */
export function useModalSave(failure: string) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  async function run(save: () => Promise<void>) {
    setBusy(true)
    setError(null)
    try {
      await save()
    } catch (e) {
      if (e instanceof ApiError && e.status === 400) setError(e.message)
      else toastFailure(e, failure)
    } finally {
      setBusy(false)
    }
  }
  return { busy, error, setError, run }
}

interface ModalFormProps {
  title: string
  submitLabel: string
  busy: boolean
  /** The validation message, shown under the fields. */
  error: string | null
  onSubmit(): void
  onClose(): void
  children: ReactNode
}

/** A form in a modal: fields, the validation message, Cancel and the submit button in the footer; Enter submits. */
export function ModalForm({ title, submitLabel, busy, error, onSubmit, onClose, children }: ModalFormProps) {
  const formId = useId()
  return (
    <Modal title={title} size="lg" onClose={onClose} footer={<FormFooter formId={formId} label={submitLabel} disabled={busy} onCancel={onClose} />}>
      <form
        id={formId}
        className="snippet-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          onSubmit()
        }}
      >
        {children}
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
      </form>
    </Modal>
  )
}
