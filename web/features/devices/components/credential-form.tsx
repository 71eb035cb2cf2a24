import { useState, type FormEvent } from 'react'
import { CREDENTIAL_LABELS, CREDENTIAL_MESSAGES, CREDENTIAL_TYPES, type CredentialType, credentialProblem } from '../../../../src/definitions/devices'
import { KEPT_SECRET } from '../../../../src/definitions/kept-secret'
import { FormActions } from '../../../components/form-actions'
import { toastFailure, toastUnlessHandled } from '../../../lib/api-client'
import { notify } from '../../../lib/toast'
import { useApi } from '../../../lib/use-api'
import { credentialsApi } from '../devices.api'

const SECRET_LABEL: Record<CredentialType, string> = { password: 'Password', xpassword: 'Password', private_key: 'Private Key', api_key: 'API Key' }

interface CredentialFormProps {
  id?: number | string | null
  /** The kinds offered (a device's connection type narrows them); all by default. */
  types?: readonly CredentialType[]
  onSaved(id: number): void
  onCancel(): void
}

/** Add or edit a locker entry: name, type, username where the type has one, the secret and a key's passphrase. */
export function CredentialForm({ id = null, types = CREDENTIAL_TYPES, onSaved, onCancel }: CredentialFormProps) {
  const [profileName, setName] = useState('')
  const [profileType, setType] = useState<CredentialType | ''>(types.length === 1 ? types[0]! : '')
  const [username, setUsername] = useState('')
  const [userkey, setUserkey] = useState('')
  const [passphrase, setPassphrase] = useState('')
  const [busy, setBusy] = useState(false)

  useApi((signal) => (id ? credentialsApi.get(id, signal) : null), [id], {
    onData(c) {
      setName(c.profileName)
      setType(c.profileType)
      setUsername(c.username ?? '')
      setUserkey(c.userkey)
      setPassphrase(c.passphrase)
    },
    onError: (error) => toastUnlessHandled(error, 'Failed to load Credential'),
  })

  async function submit(event: FormEvent) {
    event.preventDefault()
    event.stopPropagation()
    const body = { profileName, profileType, username, userkey, passphrase }
    const problem = credentialProblem(body)
    if (problem) return void notify.warning(problem)
    setBusy(true)
    try {
      const saved = await credentialsApi.save(body, id)
      notify.success(id ? CREDENTIAL_MESSAGES.updated : CREDENTIAL_MESSAGES.created)
      onSaved(saved.id)
    } catch (error) {
      toastFailure(error, 'Failed to save Credential')
    } finally {
      setBusy(false)
    }
  }

  const withUser = profileType === 'password' || profileType === 'private_key'
  return (
    <form className="credential-form" onSubmit={submit} noValidate>
      <label className="field">
        <span>Credential Name</span>
        <input name="profileName" maxLength={100} value={profileName} onChange={(e) => setName(e.target.value)} />
      </label>
      <label className="field">
        <span>Credential Type</span>
        <select name="profileType" value={profileType} onChange={(e) => setType(e.target.value as CredentialType)}>
          <option value="">Select a type</option>
          {types.map((type) => (
            <option key={type} value={type}>
              {CREDENTIAL_LABELS[type]}
            </option>
          ))}
        </select>
      </label>
      {withUser && (
        <label className="field">
          <span>Username</span>
          <input name="username" maxLength={200} autoComplete="off" value={username} onChange={(e) => setUsername(e.target.value)} />
        </label>
      )}
      {profileType === 'private_key' && (
        <label className="field">
          <span>{SECRET_LABEL[profileType]}</span>
          <textarea
            name="userkey"
            rows={6}
            spellCheck={false}
            placeholder="-----BEGIN OPENSSH PRIVATE KEY-----"
            value={userkey}
            onChange={(e) => setUserkey(e.target.value)}
          />
        </label>
      )}
      {profileType && profileType !== 'private_key' && (
        <label className="field">
          <span>{SECRET_LABEL[profileType]}</span>
          <input name="userkey" type="password" autoComplete="new-password" value={userkey} onChange={(e) => setUserkey(e.target.value)} />
        </label>
      )}
      {userkey === KEPT_SECRET && <small className="field-hint">Saved secrets show as dots; leave them to keep them.</small>}
      {profileType === 'private_key' && (
        <label className="field">
          <span>Passphrase (optional)</span>
          <input name="passphrase" type="password" autoComplete="new-password" value={passphrase} onChange={(e) => setPassphrase(e.target.value)} />
        </label>
      )}
      <FormActions onBack={onCancel} busy={busy} />
    </form>
  )
}
