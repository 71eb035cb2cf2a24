import { useState, type FormEvent } from 'react'
import { ChevronDown } from 'lucide-react'
import { FormActions } from '../../../components/form-actions'
import { ApiError } from '../../../lib/api-client'
import type { SaveBody, ServiceIcon, TotpDetails } from '../totp.api'
import { otpauthNames } from './qr-decode'
import { QrImport } from './qr-import'
import { useDefaultIcon } from '../../../components/default-icon'
import { IconField } from '../../../components/icon-picker'
import '../totp.css'

interface FormProps {
  /** The item being edited; absent when adding. */
  existing?: TotpDetails
  onSave(body: SaveBody): Promise<void>
  onBack(): void
}

const isUri = (key: string) => /^otpauth:/i.test(key.trim())

/** Service, account, icon, and the key as a base32 secret or an otpauth URI (typed, pasted or read from a QR image). */
export function TotpForm({ existing, onSave, onBack }: FormProps) {
  const [serviceName, setServiceName] = useState(existing?.serviceName ?? '')
  const [accountName, setAccountName] = useState(existing?.accountName ?? '')
  // null keeps the default authenticator icon.
  const [icon, setIcon] = useState<ServiceIcon | null>(existing?.serviceIcon ?? null)
  const defaultIcon = useDefaultIcon('authenticator')
  const [key, setKey] = useState('')
  const [algorithm, setAlgorithm] = useState(existing?.algorithm ?? 'sha1')
  const [digits, setDigits] = useState(existing?.digits ?? 6)
  const [period, setPeriod] = useState(existing?.period ?? 30)
  const [error, setError] = useState('')
  const [saving, setSaving] = useState(false)
  const fromUri = isUri(key)

  function applyUri(uri: string) {
    setKey(uri)
    const names = otpauthNames(uri)
    if (names?.issuer) setServiceName(names.issuer)
    if (names?.account) setAccountName(names.account)
  }

  async function submit(e: FormEvent) {
    e.preventDefault()
    const uriIssuer = fromUri ? otpauthNames(key)?.issuer : ''
    if (!serviceName.trim() && !uriIssuer) return setError('Service name is required.')
    if (!existing && !key.trim()) return setError('Enter a secret key or an otpauth URI.')
    setError('')
    setSaving(true)
    try {
      const keyFields = fromUri ? { otpauthUri: key.trim() } : { secret: key.trim() || undefined, algorithm, digits, period }
      await onSave({ authId: existing?.id, serviceName: serviceName.trim(), accountName: accountName.trim(), serviceIcon: icon, ...keyFields })
    } catch (err) {
      setError(err instanceof ApiError && !err.handled ? err.message : '')
    } finally {
      setSaving(false)
    }
  }

  return (
    <form className="panel totp-form" onSubmit={(e) => void submit(e)} noValidate>
      <QrImport onUri={applyUri} />

      <label className="field">
        <span>Secret key or otpauth URI</span>
        <input
          name="totp-key"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder={existing ? 'Leave empty to keep the current secret' : 'JBSW Y3DP EHPK 3PXP… or otpauth://totp/…'}
          value={key}
          onChange={(e) => {
            setKey(e.target.value)
            setError('')
          }}
          onPaste={(e) => {
            const text = e.clipboardData.getData('text')
            if (isUri(text)) {
              e.preventDefault()
              applyUri(text.trim())
            }
          }}
        />
        <small className="totp-help">The key the service shows under its QR code: letters A–Z and digits 2–7, 16 to 128 characters. Spaces are ignored.</small>
      </label>

      <div className="totp-form-row">
        <label className="field">
          <span>Service name</span>
          <input value={serviceName} maxLength={100} placeholder="GitHub" onChange={(e) => setServiceName(e.target.value)} />
        </label>
        <label className="field">
          <span>Account name</span>
          <input value={accountName} maxLength={200} placeholder="you@example.com" onChange={(e) => setAccountName(e.target.value)} />
        </label>
      </div>

      <IconField label="Service Icon" value={icon ?? defaultIcon} onChange={setIcon} />

      <details className="totp-advanced">
        <summary>
          <ChevronDown size={16} aria-hidden="true" /> Advanced: algorithm, digits, period
        </summary>
        {fromUri ? (
          <p className="totp-help">Taken from the otpauth URI.</p>
        ) : (
          <div className="totp-form-row totp-form-row-3">
            <label className="field">
              <span>Algorithm</span>
              <select value={algorithm} onChange={(e) => setAlgorithm(e.target.value as typeof algorithm)}>
                <option value="sha1">SHA1</option>
                <option value="sha256">SHA256</option>
                <option value="sha512">SHA512</option>
              </select>
            </label>
            <label className="field">
              <span>Digits</span>
              <select value={digits} onChange={(e) => setDigits(Number(e.target.value))}>
                <option value={6}>6</option>
                <option value={8}>8</option>
              </select>
            </label>
            <label className="field">
              <span>Period (seconds)</span>
              <input type="number" min={1} max={3600} value={period} onChange={(e) => setPeriod(Number(e.target.value))} />
            </label>
          </div>
        )}
      </details>

      {error && (
        <p className="field-error totp-form-error" role="alert">
          {error}
        </p>
      )}

      <FormActions className="totp-form-actions" onBack={onBack} busy={saving} />
    </form>
  )
}
