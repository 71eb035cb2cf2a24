import { useState, type FormEvent } from 'react'
import { FEATURE_SWITCHES, SWITCH_NAMES, type FeatureSwitch } from '../../../../src/definitions/feature-switches'
import type { UiMode } from '../../../../src/features/users/users.schema'
import { IconField } from '../../../components/icon-picker'
import { Segmented } from '../../../components/segmented'
import { SwitchRow } from '../../../components/switch-row'
import { toastFailure, toastUnlessHandled } from '../../../lib/api-client'
import { notify } from '../../../lib/toast'
import { useApi } from '../../../lib/use-api'
import { useDashboard } from '../../../stores/dashboard.store'
import { applyAppearance } from '../../../themes/themes'
import { fetchSettings, saveSettings, type GeneralSettings } from '../settings.api'
import './general-settings.css'
import { SaveBar } from '../../../components/form-actions'
import { ConnectionRow } from './connection-row'

/** The switches of one section of the form, in the definitions' (the spec's) order. */
const switchesIn = (section: 'features' | 'opening') => SWITCH_NAMES.filter((name) => FEATURE_SWITCHES[name].section === section)

const UI_MODES: Array<{ value: UiMode; label: string }> = [
  { value: 'compact', label: 'Compact' },
  { value: 'normal', label: 'Normal' },
  { value: 'comfort', label: 'Comfort' },
]

export function GeneralSettingsForm() {
  const [form, setForm] = useState<GeneralSettings | null>(null)
  const [busy, setBusy] = useState(false)

  useApi((signal) => fetchSettings(signal), [], { onData: setForm, onError: (error) => toastUnlessHandled(error, 'Failed to fetch settings.') })

  if (!form)
    return (
      <div className="panel settings-form" aria-busy="true">
        <span className="skeleton" style={{ height: 180 }} />
      </div>
    )

  const set = <K extends keyof GeneralSettings>(key: K, value: GeneralSettings[K]) => setForm({ ...form, [key]: value })

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!form) return
    if (!form.siteName.trim()) return void notify.warning('Site name is required')
    if (!form.siteLogo?.iconUrl) return void notify.warning('You must have to select a site logo.')
    setBusy(true)
    try {
      await saveSettings(form)
      // The sidebar, header and density follow at once, without a reload.
      const { patchUser, data } = useDashboard.getState()
      patchUser({ ...form, siteName: form.siteName.trim() })
      applyAppearance(data?.userData.colorTheme, form.uiMode)
      notify.success('Details saved successfully.')
    } catch (error) {
      toastFailure(error, 'Failed to save settings.')
    } finally {
      setBusy(false)
    }
  }

  const toggle = (name: FeatureSwitch) => {
    const { label, hint } = FEATURE_SWITCHES[name]
    return <SwitchRow key={name} name={name} label={label} hint={hint} checked={form[name]} onChange={(on) => set(name, on)} />
  }

  return (
    <form className="settings-form" onSubmit={submit} noValidate>
      <section className="panel settings-card" aria-labelledby="site-identity">
        <h2 id="site-identity" className="section-title">
          Site
        </h2>
        <label className="field">
          <span>Site name</span>
          <input name="siteName" maxLength={100} value={form.siteName} onChange={(e) => set('siteName', e.target.value)} />
        </label>
        <IconField label="Site logo" value={form.siteLogo} onChange={(icon) => set('siteLogo', icon)} />
      </section>

      <section className="panel settings-card" aria-labelledby="features">
        <h2 id="features" className="section-title">
          Features
        </h2>
        <div className="switch-list">
          {switchesIn('features').map(toggle)}
          <ConnectionRow />
        </div>
      </section>

      <section className="panel settings-card" aria-labelledby="opening">
        <h2 id="opening" className="section-title">
          Opening links and folders
        </h2>
        <div className="switch-list">{switchesIn('opening').map(toggle)}</div>
      </section>

      <section className="panel settings-card" aria-labelledby="ui-mode">
        <h2 id="ui-mode" className="section-title">
          UI mode
        </h2>
        <Segmented name="uiMode" options={UI_MODES} value={form.uiMode} onChange={(v) => set('uiMode', v)} labelledBy="ui-mode" />
      </section>

      <SaveBar busy={busy} />
    </form>
  )
}
