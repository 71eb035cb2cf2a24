import { useState } from 'react'
import { MAX_DATAPOINTS, TOO_MANY_DATAPOINTS } from '../../../../src/definitions/live-app-fields'
import { firstMissing } from '../../../../src/features/live-apps/app-config'
import { ApiError, toastUnlessHandled } from '../../../lib/api-client'
import { notify } from '../../../lib/toast'
import { listingsApi, type LiveAppOption } from '../listings.api'
import { LiveAppPicker } from './live-app-picker'

type Config = Record<string, unknown>
type Field = LiveAppOption['config'][number]

/** Blank values for an app's config form: what choosing another app resets to. */
export const blankConfig = (app: LiveAppOption | undefined): Config =>
  Object.fromEntries((app?.config ?? []).map((f) => [f.name, f.type === 'checkbox' ? false : '']))

/** The first required field left empty, as the spec's '{label} is required'. */
export function missingField(app: LiveAppOption | undefined, config: Config): string | null {
  const field = firstMissing(app?.config ?? [], config)
  return field ? `${field.label} is required` : null
}

/** The datapoints a card shows: the link's own choice, or the app's default selection. */
export const chosenDatapoints = (app: LiveAppOption | undefined, datapoints: string[] | null) =>
  datapoints ?? (app?.datapoints ?? []).filter((d) => d.defaultSelection).map((d) => d.key)

interface LiveAppSectionProps {
  apps: LiveAppOption[]
  appId: string
  enabled: boolean
  config: Config
  /** null: the app's default selection. */
  datapoints: string[] | null
  /** The link being edited: its stored secrets stand behind untouched placeholders when testing. */
  listingId: string | null
  urls: { localUrl: string; linkURL: string }
  onApp(appId: string): void
  onEnabled(enabled: boolean): void
  onConfig(config: Config): void
  onDatapoints(keys: string[]): void
}

/** Live App Integration: the app picker, 'Enable Live App', the app's own config fields and Test Connection. */
export function LiveAppSection({ apps, appId, enabled, config, datapoints, listingId, urls, onApp, onEnabled, onConfig, onDatapoints }: LiveAppSectionProps) {
  const app = apps.find((a) => a.appId === appId)
  const chosen = chosenDatapoints(app, datapoints)

  function toggle(key: string, on: boolean) {
    if (on && chosen.length >= MAX_DATAPOINTS) return notify.error(TOO_MANY_DATAPOINTS)
    onDatapoints(on ? [...chosen, key] : chosen.filter((k) => k !== key))
  }
  const [testError, setTestError] = useState<string | null>(null)
  const [testing, setTesting] = useState(false)

  async function test() {
    setTesting(true)
    setTestError(null)
    try {
      await listingsApi.testApp({ appId, config, listingId, ...urls })
      notify.success('Connection successful.')
    } catch (error) {
      toastUnlessHandled(error, 'Connection failed.')
      if (error instanceof ApiError && !error.handled) setTestError(error.message)
    } finally {
      setTesting(false)
    }
  }

  return (
    <section className="form-section" aria-labelledby="live-app-title">
      <h2 id="live-app-title">Live App Integration</h2>
      {apps.length === 0 ? (
        <p className="form-hint">No live apps are installed yet.</p>
      ) : (
        <>
          <LiveAppPicker apps={apps} appId={appId} onApp={onApp} />
          {app && (
            <>
              <label className="check">
                <input type="checkbox" checked={enabled} onChange={(e) => onEnabled(e.target.checked)} /> Enable Live App
              </label>
              {app.config.map((field) => (
                <ConfigField key={field.name} field={field} value={config[field.name]} onChange={(value) => onConfig({ ...config, [field.name]: value })} />
              ))}
              {app.datapoints.length > 0 && (
                <fieldset className="field">
                  <legend>Datapoints on the card (up to {MAX_DATAPOINTS})</legend>
                  <div className="live-datapoints">
                    {app.datapoints.map((d) => (
                      <label key={d.key} className="check">
                        <input type="checkbox" checked={chosen.includes(d.key)} onChange={(e) => toggle(d.key, e.target.checked)} /> {d.label}
                      </label>
                    ))}
                  </div>
                </fieldset>
              )}
              <div>
                <button type="button" className="btn btn-sm" disabled={testing} onClick={() => void test()}>
                  Test Connection
                </button>
                {testError && <pre className="form-error">{testError}</pre>}
              </div>
            </>
          )}
        </>
      )}
    </section>
  )
}

function ConfigField({ field, value, onChange }: { field: Field; value: unknown; onChange(value: unknown): void }) {
  const options = (field.options ?? []).map((o) =>
    typeof o === 'object' && o ? (o as { label?: string; value?: string }) : { label: String(o), value: String(o) },
  )
  if (field.type === 'checkbox')
    return (
      <label className="check">
        <input type="checkbox" checked={value === true} onChange={(e) => onChange(e.target.checked)} /> {field.label}
      </label>
    )
  if (field.type === 'select' || field.type === 'radio')
    return (
      <label className="field">
        <span>{field.label}</span>
        <select value={String(value ?? '')} onChange={(e) => onChange(e.target.value)}>
          <option value="">{field.placeholder ?? 'Select…'}</option>
          {options.map((o) => (
            <option key={String(o.value)} value={String(o.value)}>
              {o.label ?? o.value}
            </option>
          ))}
        </select>
      </label>
    )
  // 'html' fields are notes from the app; shown as plain text, never as markup.
  if (field.type === 'html') return <p className="form-hint">{field.placeholder ?? field.label}</p>
  return (
    <label className="field">
      <span>{field.label}</span>
      <input
        type={field.type || 'text'}
        autoComplete={field.type === 'password' ? 'new-password' : undefined}
        value={String(value ?? '')}
        placeholder={field.placeholder}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  )
}
