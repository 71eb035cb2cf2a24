import { useId, useState, type FormEvent } from 'react'
import { FormFooter, Modal } from '../../../components/modal'
import { notify } from '../../../lib/toast'

const MIN_LENGTH = 6

/** Password and Repeat Password, checked here; the caller sends it. */
export function PasswordModal({ title, onSubmit, onClose }: { title: string; onSubmit(password: string): Promise<void>; onClose(): void }) {
  const [password, setPassword] = useState('')
  const [repeat, setRepeat] = useState('')
  const [busy, setBusy] = useState(false)
  const formId = useId()

  async function submit(event: FormEvent) {
    event.preventDefault()
    event.stopPropagation()
    if (!password || !repeat) return void notify.warning('Password and Repeat Password are required.')
    if (password !== repeat) return void notify.warning('Password and Repeat Password do not match.')
    if (password.length < MIN_LENGTH) return void notify.warning('Password should be atleast 6 characters long')
    setBusy(true)
    try {
      await onSubmit(password)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Modal title={title} size="sm" onClose={onClose} footer={<FormFooter formId={formId} disabled={busy} onCancel={onClose} />}>
      <form id={formId} className="modal-form" onSubmit={submit} noValidate>
        <label className="field">
          <span>Password</span>
          <input type="password" autoComplete="new-password" data-autofocus value={password} onChange={(e) => setPassword(e.target.value)} />
        </label>
        <label className="field">
          <span>Repeat Password</span>
          <input type="password" autoComplete="new-password" value={repeat} onChange={(e) => setRepeat(e.target.value)} />
        </label>
      </form>
    </Modal>
  )
}
