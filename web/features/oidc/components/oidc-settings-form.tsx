import { Search } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { KEPT_SECRET } from '../../../../src/definitions/kept-secret'
import { OIDC_FIELDS, type OidcField } from '../../../../src/features/oidc/oidc.fields'
import { SwitchRow } from '../../../components/switch-row'
import { toastFailure, toastUnlessHandled } from '../../../lib/api-client'
import { notify } from '../../../lib/toast'
import { useApi } from '../../../lib/use-api'
import { discoverOidc, fetchOidcSettings, type OidcSettings, saveOidcSettings } from '../oidc-settings.api'
import './oidc-settings.css'
import { SaveBar } from '../../../components/form-actions'

/** The claims a provider commonly names its users by; another can be typed in. */
const IDENTIFIERS = ['preferred_username', 'email']

/** The endpoint fields Discover fills, below the client's own. */
const ENDPOINTS: OidcField[] = ['authorizationEndpoint', 'tokenEndpoint', 'userinfoEndpoint', 'jwksUri', 'logoutUri']

export function OidcSettingsForm() {
  const [form, setForm] = useState<OidcSettings | null>(null)
  const [busy, setBusy] = useState(false)

  useApi((signal) => fetchOidcSettings(signal), [], {
    // This Foyer's own /login is the redirect a provider needs, until the admin says otherwise.
    onData: (s) => setForm({ ...s, redirectUri: s.redirectUri || `${window.location.origin}/login` }),
    onError: (error) => toastUnlessHandled(error, 'Failed to fetch settings.'),
  })

  if (!form)
    return (
      <div className="panel settings-form" aria-busy="true">
        <span className="skeleton" style={{ height: 320 }} />
      </div>
    )

  const set = <K extends keyof OidcSettings>(key: K, value: OidcSettings[K]) => setForm({ ...form, [key]: value })

  async function discover() {
    if (!form?.issuerUrl.trim()) return void notify.warning(` ${OIDC_FIELDS.issuerUrl} is required`)
    setBusy(true)
    try {
      const found = await discoverOidc(form.issuerUrl)
      setForm({ ...form, ...found })
      notify.success('Endpoints discovered.')
    } catch (error) {
      toastFailure(error, 'Discovery failed.')
    } finally {
      setBusy(false)
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!form) return
    // Spec 3 §5: every field but the User Identifier is required; a saved secret may stay untouched.
    const missing = (Object.keys(OIDC_FIELDS) as OidcField[]).find((field) => !form[field].trim() && !(field === 'clientSecret' && form.hasClientSecret))
    if (missing) return void notify.warning(` ${OIDC_FIELDS[missing]} is required`)
    setBusy(true)
    try {
      const { hasClientSecret: _, ...body } = form
      notify.success(await saveOidcSettings(body))
      // The saved secret now stands behind the marker, as a fresh load would show it.
      setForm({ ...form, clientSecret: KEPT_SECRET, hasClientSecret: true })
    } catch (error) {
      toastFailure(error, 'Failed to save OIDC settings.')
    } finally {
      setBusy(false)
    }
  }

  const text = (field: OidcField, extra: { type?: string; placeholder?: string; autoComplete?: string } = {}) => (
    <label className="field" key={field}>
      <span>{OIDC_FIELDS[field]}</span>
      <input name={field} maxLength={2048} value={form[field]} onChange={(e) => set(field, e.target.value)} {...extra} />
    </label>
  )

  const toggle = (name: 'enableOidcAuth' | 'autoUserProvisioning', label: string, hint: string) => (
    <SwitchRow name={name} label={label} hint={hint} checked={form[name]} onChange={(on) => set(name, on)} />
  )

  return (
    <form className="settings-form" onSubmit={submit} noValidate>
      <section className="panel settings-card" aria-labelledby="oidc-provider">
        <h2 id="oidc-provider" className="section-title">
          Provider
        </h2>
        <div className="oidc-issuer">
          {text('issuerUrl', { placeholder: 'https://auth.example.lan/application/o/foyer/' })}
          <button type="button" className="btn" onClick={discover} disabled={busy}>
            <Search size={16} aria-hidden="true" /> Discover
          </button>
        </div>
        {text('clientId', { autoComplete: 'off' })}
        {text('clientSecret', {
          type: 'password',
          autoComplete: 'new-password',
          placeholder: form.hasClientSecret ? 'Saved; leave empty to keep it' : '',
        })}
        {text('redirectUri')}
        {text('scope')}
      </section>

      <section className="panel settings-card" aria-labelledby="oidc-endpoints">
        <h2 id="oidc-endpoints" className="section-title">
          Endpoints
        </h2>
        {ENDPOINTS.map((field) => text(field))}
      </section>

      <section className="panel settings-card" aria-labelledby="oidc-users">
        <h2 id="oidc-users" className="section-title">
          Users
        </h2>
        <label className="field">
          <span>User Identifier</span>
          <input
            name="userIdentifier"
            list="oidc-identifiers"
            maxLength={64}
            value={form.userIdentifier}
            onChange={(e) => set('userIdentifier', e.target.value)}
          />
          <datalist id="oidc-identifiers">
            {IDENTIFIERS.map((claim) => (
              <option key={claim} value={claim} />
            ))}
          </datalist>
          <small className="field-hint">The claim whose value is a Foyer username.</small>
        </label>
        <div className="switch-list">
          {toggle('autoUserProvisioning', 'Auto User Provisioning', 'Create a normal user the first time an unknown identity signs in')}
          {toggle('enableOidcAuth', 'Enable OIDC', "Show 'Login with OIDC' on the login screen")}
        </div>
      </section>

      <SaveBar busy={busy} />
    </form>
  )
}
