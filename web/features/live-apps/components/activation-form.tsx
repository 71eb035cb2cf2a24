import { useState } from 'react'
import { KEPT_SECRET } from '../../../../src/definitions/kept-secret'
import { Modal } from '../../../components/modal'
import { toastFailure } from '../../../lib/api-client'
import { notify } from '../../../lib/toast'
import { liveAppsApi, type InstalledApp } from '../live-apps.api'

const blank = (value: unknown) => value === undefined || value === null || String(value).trim() === ''

/** An app's installation-wide settings: its name and core fields (spec 2 §5 messages). */
export function ActivationForm({ app, onClose, onSaved }: { app: InstalledApp; onClose(): void; onSaved(): void }) {
  const [name, setName] = useState(app.activation?.integrationName ?? app.appName)
  const [config, setConfig] = useState<Record<string, unknown>>(app.activation?.config ?? {})
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function save() {
    if (!name.trim()) return setError('Live App Name is required')
    const missing = app.config.find((f) => f.required && blank(config[f.name]))
    if (missing) return setError(`${missing.label} is required`)
    setBusy(true)
    try {
      await liveAppsApi.activate({ appId: app.appId, integrationName: name.trim(), config })
      notify.success('Live App activated.')
      onSaved()
    } catch (failure) {
      toastFailure(failure, 'Live App cannot be activated.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <Modal
      title={`Activate ${app.appName}`}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn" onClick={onClose}>
            Cancel
          </button>
          <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void save()}>
            Save
          </button>
        </>
      }
    >
      <form
        className="stack"
        onSubmit={(e) => {
          e.preventDefault()
          void save()
        }}
      >
        <label className="field">
          <span>Live App Name</span>
          <input value={name} onChange={(e) => setName(e.target.value)} />
        </label>
        {app.config.map((f) => (
          <label key={f.name} className="field">
            <span>{f.label}</span>
            <input
              type={f.type === 'password' ? 'password' : 'text'}
              placeholder={f.placeholder}
              value={String(config[f.name] ?? '')}
              onFocus={(e) => config[f.name] === KEPT_SECRET && e.target.select()}
              onChange={(e) => setConfig({ ...config, [f.name]: e.target.value })}
            />
          </label>
        ))}
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
      </form>
    </Modal>
  )
}
