import { type FormEvent, useState } from 'react'
import { SaveBar } from '../../../components/form-actions'
import { SwitchRow } from '../../../components/switch-row'
import { toastFailure, toastUnlessHandled } from '../../../lib/api-client'
import { notify } from '../../../lib/toast'
import { useApi } from '../../../lib/use-api'
import { healthApi, type Settings } from '../health.api'

/** The user's health defaults and alert rules; quiet hours are kept in this browser's time zone. */
export function HealthSettings() {
  const [form, setForm] = useState<Settings | null>(null)
  const [busy, setBusy] = useState(false)
  useApi((signal) => healthApi.settings(signal), [], { onData: setForm, onError: (error) => toastUnlessHandled(error, 'Failed to load the health settings.') })
  if (!form) return null
  const set = <K extends keyof Settings>(key: K, value: Settings[K]) => setForm({ ...form, [key]: value })
  const quiet = form.quietHours

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!form) return
    setBusy(true)
    try {
      const { checksEnabled, intervalSeconds, quietHours, digestThreshold } = form
      setForm(
        await healthApi.saveSettings({
          checksEnabled,
          intervalSeconds,
          quietHours,
          digestThreshold,
          timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        }),
      )
      notify.success('Health settings saved.')
    } catch (error) {
      toastFailure(error, 'Failed to save the health settings.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="panel settings-card health-settings" onSubmit={submit} aria-labelledby="health-settings" noValidate>
      <h2 id="health-settings" className="section-title">
        Checks and alerts
      </h2>
      <div className="switch-list">
        <SwitchRow
          name="checksEnabled"
          label="Check my links and devices"
          hint="Off pauses every item without its own choice"
          checked={form.checksEnabled}
          onChange={(on) => set('checksEnabled', on)}
        />
        <SwitchRow
          name="quietHours"
          label="Quiet hours"
          hint="Alerts still land in the feed, without a push"
          checked={quiet !== null}
          onChange={(on) => set('quietHours', on ? { start: '22:00', end: '07:00' } : null)}
        />
      </div>
      {quiet && (
        <div className="health-settings-row">
          <label className="field">
            <span>From</span>
            <input type="time" name="quietStart" value={quiet.start} onChange={(e) => set('quietHours', { ...quiet, start: e.target.value })} />
          </label>
          <label className="field">
            <span>To</span>
            <input type="time" name="quietEnd" value={quiet.end} onChange={(e) => set('quietHours', { ...quiet, end: e.target.value })} />
          </label>
        </div>
      )}
      <div className="health-settings-row">
        <label className="field">
          <span>Check every (seconds)</span>
          <input
            type="number"
            name="intervalSeconds"
            min={10}
            max={86400}
            value={form.intervalSeconds}
            onChange={(e) => set('intervalSeconds', Number(e.target.value))}
          />
        </label>
        <label className="field">
          <span>One digest past this many downs a minute</span>
          <input
            type="number"
            name="digestThreshold"
            min={1}
            max={1000}
            value={form.digestThreshold}
            onChange={(e) => set('digestThreshold', Number(e.target.value))}
          />
        </label>
      </div>
      <SaveBar busy={busy} />
    </form>
  )
}
