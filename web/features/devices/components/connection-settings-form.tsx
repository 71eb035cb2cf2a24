import { useState, type FormEvent } from 'react'
import { DEFAULT_GUACD } from '../../../../src/definitions/devices'
import { SwitchRow } from '../../../components/switch-row'
import { toastFailure, toastUnlessHandled } from '../../../lib/api-client'
import { notify } from '../../../lib/toast'
import { useApi } from '../../../lib/use-api'
import { useDashboard } from '../../../stores/dashboard.store'
import { connectionSettingsApi } from '../devices.api'
import { SaveBar } from '../../../components/form-actions'

/** /manage/connection: remote sessions on or off, and where guacd listens (dimmed while off). */
export function ConnectionSettingsForm() {
  const [enabled, setEnabled] = useState(false)
  const [host, setHost] = useState<string>(DEFAULT_GUACD.host)
  const [port, setPort] = useState(String(DEFAULT_GUACD.port))
  const [loaded, setLoaded] = useState(false)
  const [busy, setBusy] = useState(false)
  const refresh = useDashboard((s) => s.refresh)

  useApi((signal) => connectionSettingsApi.get(signal), [], {
    onData(s) {
      setEnabled(s.enableServerConnection)
      setHost(s.guacdIp)
      setPort(String(s.guacdPort))
      setLoaded(true)
    },
    onError: (error) => toastUnlessHandled(error, 'Failed to fetch connection settings.'),
  })

  async function submit(event: FormEvent) {
    event.preventDefault()
    // Spec 3 §5: the address and port are required only while connections are on.
    if (enabled && (!host.trim() || !port.trim())) return void notify.warning('The guacd address and port are required when connections are enabled.')
    setBusy(true)
    try {
      notify.success(await connectionSettingsApi.save({ enableServerConnection: enabled, guacdIp: host, guacdPort: port }))
      void refresh()
    } catch (error) {
      toastFailure(error, 'Failed to save connection settings.')
    } finally {
      setBusy(false)
    }
  }

  if (!loaded) return <span className="skeleton" style={{ height: 220 }} />
  return (
    <form className="settings-form" onSubmit={submit} noValidate>
      <section className="panel settings-card" aria-label="Remote connections">
        <SwitchRow
          name="enableServerConnection"
          label="Enable connections"
          hint="Let users open SSH, RDP and VNC sessions to their devices in the browser"
          checked={enabled}
          onChange={setEnabled}
        />
        <fieldset className="connection-guacd" disabled={!enabled} data-dimmed={!enabled || undefined}>
          <label className="field">
            <span>guacd Address</span>
            <input name="guacdIp" maxLength={255} value={host} onChange={(e) => setHost(e.target.value)} />
          </label>
          <label className="field">
            <span>guacd Port</span>
            <input name="guacdPort" inputMode="numeric" maxLength={5} value={port} onChange={(e) => setPort(e.target.value)} />
          </label>
          <small className="field-hint">
            Foyer connects to guacd itself: it only has to be reachable from this server, never from the browser. Run it with{' '}
            <code>docker run -d -p 127.0.0.1:4822:4822 guacamole/guacd</code> (see the README).
          </small>
        </fieldset>
      </section>
      <SaveBar busy={busy} />
    </form>
  )
}
