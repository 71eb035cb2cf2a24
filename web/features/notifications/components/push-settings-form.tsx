import { Send } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { SwitchRow } from '../../../components/switch-row'
import { toastFailure, toastUnlessHandled } from '../../../lib/api-client'
import { notify } from '../../../lib/toast'
import { useApi } from '../../../lib/use-api'
import { fetchPushSettings, type PushSettingsBody, savePushSettings, sendTestPush } from '../notifications.api'

/** /manage/firebase: Standard Web Push needs no Firebase project; push on or off, the VAPID subject, an own key pair. */
export function PushSettingsForm() {
  const [form, setForm] = useState<PushSettingsBody | null>(null)
  const [publicKey, setPublicKey] = useState('')
  const [busy, setBusy] = useState(false)

  useApi((signal) => fetchPushSettings(signal), [], {
    onData(s) {
      setPublicKey(s.vapidKey)
      setForm({ enableNotifications: s.enableNotifications, vapidSubject: s.vapidSubject, vapidPublicKey: '', vapidPrivateKey: '' })
    },
    onError: (error) => toastUnlessHandled(error, 'Failed to fetch Firebase settings'),
  })

  if (!form)
    return (
      <div className="panel settings-form" aria-busy="true">
        <span className="skeleton" style={{ height: 240 }} />
      </div>
    )

  const set = <K extends keyof PushSettingsBody>(key: K, value: PushSettingsBody[K]) => setForm({ ...form, [key]: value })

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!form) return
    // Spec 3 §5: the key pair is all or nothing.
    if (Boolean(form.vapidPublicKey?.trim()) !== Boolean(form.vapidPrivateKey?.trim())) return void notify.warning('All fields are required')
    setBusy(true)
    try {
      notify.success(await savePushSettings(form))
      const fresh = await fetchPushSettings()
      setPublicKey(fresh.vapidKey)
      setForm({ ...form, vapidPublicKey: '', vapidPrivateKey: '' })
    } catch (error) {
      toastFailure(error, 'Failed to save Firebase settings')
    } finally {
      setBusy(false)
    }
  }

  async function test() {
    try {
      await sendTestPush()
      notify.success('Test notification sent.')
    } catch (error) {
      toastFailure(error, 'Failed to send the test notification.')
    }
  }

  return (
    <form className="settings-form" onSubmit={submit} noValidate>
      <section className="panel settings-card" aria-labelledby="push-state">
        <h2 id="push-state" className="section-title">
          Push notifications
        </h2>
        <SwitchRow
          name="enableNotifications"
          label="Enable notifications"
          hint="Browsers that allow it get a system notification for each new notification, even with Foyer closed."
          checked={form.enableNotifications}
          onChange={(on) => set('enableNotifications', on)}
        />
        <p className="form-hint">
          Foyer uses standard Web Push with its own VAPID keys: no Firebase project or account is needed. Browsers reach push only over https (or on localhost).
        </p>
        <label className="field">
          <span>VAPID public key</span>
          <input name="vapidKey" value={publicKey} readOnly />
        </label>
        <label className="field">
          <span>VAPID subject</span>
          <input
            name="vapidSubject"
            maxLength={200}
            value={form.vapidSubject ?? ''}
            onChange={(e) => set('vapidSubject', e.target.value)}
            placeholder="mailto:you@example.org"
          />
          <small className="field-hint">A mailto: or https: address push services may use to reach the admin.</small>
        </label>
      </section>
      <section className="panel settings-card" aria-labelledby="push-keys">
        <h2 id="push-keys" className="section-title">
          Own key pair (optional)
        </h2>
        <label className="field">
          <span>Public key</span>
          <input
            name="vapidPublicKey"
            maxLength={200}
            value={form.vapidPublicKey ?? ''}
            onChange={(e) => set('vapidPublicKey', e.target.value)}
            autoComplete="off"
          />
        </label>
        <label className="field">
          <span>Private key</span>
          <input
            name="vapidPrivateKey"
            type="password"
            maxLength={200}
            value={form.vapidPrivateKey ?? ''}
            onChange={(e) => set('vapidPrivateKey', e.target.value)}
            autoComplete="new-password"
          />
        </label>
      </section>
      <div className="settings-actions">
        <button type="button" className="btn" onClick={test}>
          <Send size={16} aria-hidden="true" /> Send a test
        </button>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          Save
        </button>
      </div>
    </form>
  )
}
