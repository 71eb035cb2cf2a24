import { useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { PERMISSION_LABELS } from '../../../../src/features/api-keys/api-keys.permissions'
import { FormActions } from '../../../components/form-actions'
import { toastFailure, toastUnlessHandled } from '../../../lib/api-client'
import { notify } from '../../../lib/toast'
import { useApi } from '../../../lib/use-api'
import { fetchApiKey, saveApiKey } from '../api-keys.api'
import './api-keys.css'

type Permission = keyof typeof PERMISSION_LABELS

/** Create (no id) or edit a key: name, permissions, never expire or an expiry date; then back one page. */
export function ApiKeyForm({ id, isAdmin }: { id: number | null; isAdmin: boolean }) {
  const navigate = useNavigate()
  const [name, setName] = useState('')
  const [permissions, setPermissions] = useState<Permission[]>([])
  const [never, setNever] = useState(true)
  const [expires, setExpires] = useState('')
  const [busy, setBusy] = useState(false)

  useApi((signal) => (id ? fetchApiKey(id, signal) : null), [id], {
    onData(key) {
      setName(key.name)
      setPermissions(key.permissions)
      setNever(key.expiresAt === null)
      setExpires(key.expiresAt === null ? '' : new Date(key.expiresAt).toISOString().slice(0, 10))
    },
    onError: (error) => toastUnlessHandled(error, 'Failed to fetch API key details'),
  })

  const offered = (Object.keys(PERMISSION_LABELS) as Permission[]).filter((p) => p !== 'create_user' || isAdmin)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!name.trim()) return void notify.warning('Name is required')
    if (!permissions.length) return void notify.warning('At least one permission is required')
    if (!never && !expires) return void notify.warning('Please select an expiry date or mark as never expire')
    setBusy(true)
    try {
      await saveApiKey({ name, permissions, expiresAt: never ? null : expires }, id ?? undefined)
      navigate(-1)
    } catch (error) {
      toastFailure(error, 'Failed to create API key')
    } finally {
      setBusy(false)
    }
  }

  const toggle = (p: Permission, on: boolean) => setPermissions((list) => (on ? [...list, p] : list.filter((x) => x !== p)))

  return (
    <form className="panel settings-card api-key-form" onSubmit={submit} noValidate>
      <label className="field">
        <span>Name</span>
        <input name="name" maxLength={100} value={name} onChange={(e) => setName(e.target.value)} />
      </label>
      <fieldset className="field">
        <legend>Permissions</legend>
        <div className="api-key-permissions">
          {offered.map((p) => (
            <label key={p} className="check">
              <input type="checkbox" name={p} checked={permissions.includes(p)} onChange={(e) => toggle(p, e.target.checked)} />
              <span>
                <code>{p}</code> {PERMISSION_LABELS[p]}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <label className="check">
        <input
          type="checkbox"
          name="neverExpire"
          checked={never}
          onChange={(e) => {
            setNever(e.target.checked)
            if (e.target.checked) setExpires('')
          }}
        />
        <span>Never expire</span>
      </label>
      {!never && (
        <label className="field">
          <span>Expiry date</span>
          <input type="date" name="expiresAt" value={expires} onChange={(e) => setExpires(e.target.value)} />
        </label>
      )}
      <FormActions onBack={() => navigate(-1)} busy={busy} />
    </form>
  )
}
