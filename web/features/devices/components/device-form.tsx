import { Plus } from 'lucide-react'
import { useState, type FormEvent, type ReactNode } from 'react'
import { useNavigate } from 'react-router'
import type { Icon } from '../../../../src/core/input'
import {
  AUTH_BY_CONNECTION,
  AUTH_LABELS,
  type AuthType,
  COLOR_SCHEMES,
  CONNECTION_LABELS,
  type ConnectionType,
  CREDENTIALS_FOR,
  DEFAULT_PORTS,
  DEVICE_MESSAGES,
  deviceProblem,
  OFFERED_CONNECTION_TYPES,
  RDP_SECURITY,
  TERMINAL_TYPES,
  WOL_DEFAULT_PORT,
} from '../../../../src/definitions/devices'
import { KEPT_SECRET } from '../../../../src/definitions/kept-secret'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { FormActions } from '../../../components/form-actions'
import { IconField } from '../../../components/icon-picker'
import { useIconState } from '../../../components/default-icon'
import { Modal } from '../../../components/modal'
import { Segmented } from '../../../components/segmented'
import { SwitchRow } from '../../../components/switch-row'
import { toastFailure, toastUnlessHandled } from '../../../lib/api-client'
import { notify } from '../../../lib/toast'
import { useApi } from '../../../lib/use-api'
import { type CredentialSummary, credentialsApi, type DeviceDetails, devicesApi } from '../devices.api'
import { CredentialForm } from './credential-form'
import '../devices.css'

interface Draft {
  deviceName: string
  deviceIp: string
  supportsWol: boolean
  deviceMac: string
  broadcastAddress: string
  broadcastPort: string
  isConnectionSetup: boolean
  connectionType: ConnectionType
  connectionHostname: string
  connectionPort: string
  connectionAuthType: AuthType
  connectionUsername: string
  connectionPassword: string
  connectionPrivateKey: string
  connectionPrivateKeyPassphrase: string
  connectionColorScheme: string
  enableSftp: boolean
  domain: string
  security: string
  ignoreCert: boolean
  terminalType: string
  credentialTab: 'store' | 'manual'
  credentialId: number | null
}

const EMPTY: Draft = {
  deviceName: '',
  deviceIp: '',
  supportsWol: false,
  deviceMac: '',
  broadcastAddress: '',
  broadcastPort: String(WOL_DEFAULT_PORT),
  isConnectionSetup: false,
  connectionType: 'ssh',
  connectionHostname: '',
  connectionPort: String(DEFAULT_PORTS.ssh),
  connectionAuthType: 'password',
  connectionUsername: '',
  connectionPassword: '',
  connectionPrivateKey: '',
  connectionPrivateKeyPassphrase: '',
  connectionColorScheme: 'gray-black',
  enableSftp: false,
  domain: '',
  security: 'any',
  ignoreCert: true,
  terminalType: '',
  credentialTab: 'store',
  credentialId: null,
}

const fromDevice = (d: DeviceDetails): Draft => ({
  deviceName: d.deviceName,
  deviceIp: d.deviceIp,
  supportsWol: d.supportsWol,
  deviceMac: d.deviceMac ?? '',
  broadcastAddress: d.broadcastAddress ?? '',
  broadcastPort: String(d.broadcastPort),
  isConnectionSetup: d.isConnectionSetup,
  connectionType: d.connectionType,
  connectionHostname: d.connectionHostname ?? '',
  connectionPort: d.connectionPort === null ? '' : String(d.connectionPort),
  connectionAuthType: d.connectionAuthType,
  connectionUsername: d.connectionUsername ?? '',
  connectionPassword: d.connectionPassword,
  connectionPrivateKey: d.connectionPrivateKey,
  connectionPrivateKeyPassphrase: d.connectionPrivateKeyPassphrase,
  connectionColorScheme: d.connectionColorScheme,
  enableSftp: d.enableSftp,
  domain: d.domain ?? '',
  security: d.security,
  ignoreCert: d.ignoreCert,
  terminalType: d.terminalType ?? '',
  credentialTab: d.credentialTab,
  credentialId: d.credentialId,
})

/** Whether anything a connection signs in with has been entered (a type change then asks before clearing it). */
const hasCredentials = (d: Draft) => Boolean(d.credentialId || d.connectionUsername || d.connectionPassword || d.connectionPrivateKey)

/** Add or edit a device: the basics, wake-on-LAN, and (when connections are on) its remote connection. */
export function DeviceForm({ id, connections }: { id: string | null; connections: boolean }) {
  const navigate = useNavigate()
  const [draft, setDraft] = useState<Draft>(EMPTY)
  const [icon, setIcon] = useIconState('device', !id)
  const [busy, setBusy] = useState(false)
  const [pendingType, setPendingType] = useState<ConnectionType | null>(null)
  const [creating, setCreating] = useState(false)

  useApi((signal) => (id ? devicesApi.get(id, signal) : null), [id], {
    onData(d) {
      setDraft(fromDevice(d))
      setIcon(d.deviceIcon as Icon)
    },
    onError: (error) => toastUnlessHandled(error, 'Can not fetch device details. '),
  })

  const lockerFor = draft.isConnectionSetup && draft.credentialTab === 'store' ? draft.connectionType : null
  const locker = useApi<CredentialSummary[]>((signal) => (lockerFor ? credentialsApi.forConnection(lockerFor, signal) : Promise.resolve([])), [lockerFor])

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }))

  /** A new type: its own port; what was entered to sign in goes, since the old type's way may not apply. */
  const switchType = (type: ConnectionType, clear: boolean) =>
    setDraft((d) => ({
      ...d,
      connectionType: type,
      connectionPort: String(DEFAULT_PORTS[type]),
      connectionAuthType: AUTH_BY_CONNECTION[type].includes(d.connectionAuthType) && !clear ? d.connectionAuthType : 'password',
      ...(clear ? { connectionUsername: '', connectionPassword: '', connectionPrivateKey: '', connectionPrivateKeyPassphrase: '', credentialId: null } : {}),
    }))

  const body = () => {
    const store = draft.credentialTab === 'store'
    return {
      ...draft,
      deviceId: id,
      deviceIcon: icon,
      // A locker entry decides between password and key itself.
      connectionAuthType: store ? ('password' as const) : draft.connectionAuthType,
      credentialId: store ? draft.credentialId : null,
      terminalType: draft.terminalType ? (draft.terminalType as (typeof TERMINAL_TYPES)[number]) : null,
      connectionColorScheme: draft.connectionColorScheme as (typeof COLOR_SCHEMES)[number],
      security: draft.security as (typeof RDP_SECURITY)[number],
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    const problem = deviceProblem(body())
    if (problem) return void notify.warning(problem)
    setBusy(true)
    try {
      await devicesApi.save(body())
      notify.success(DEVICE_MESSAGES.saved)
      navigate('/servers')
    } catch (error) {
      toastFailure(error, 'Can not save device. ')
    } finally {
      setBusy(false)
    }
  }

  const text = (key: keyof Draft, label: string, extra: { placeholder?: string; inputMode?: 'numeric'; type?: string; autoComplete?: string } = {}) => (
    <label className="field">
      <span>{label}</span>
      <input name={key} value={String(draft[key] ?? '')} onChange={(e) => set(key, e.target.value as never)} {...extra} />
    </label>
  )
  const choice = <K extends keyof Draft>(key: K, label: string, options: ReadonlyArray<readonly [string, string]>) => (
    <label className="field">
      <span>{label}</span>
      <select name={key} value={String(draft[key])} onChange={(e) => set(key, e.target.value as Draft[K])}>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </label>
  )
  const section = (title: string, children: ReactNode) => (
    <section className="panel settings-card device-form-section" aria-label={title}>
      <h2 className="section-title">{title}</h2>
      {children}
    </section>
  )

  const type = draft.connectionType
  const manual = draft.credentialTab === 'manual'
  return (
    <form className="device-form" onSubmit={submit} noValidate>
      {section(
        'Device',
        <>
          {text('deviceName', 'Device Name', { placeholder: 'NAS' })}
          {text('deviceIp', 'IP Address', { placeholder: '192.168.1.10', inputMode: 'numeric' })}
          <IconField label="Device Icon" value={icon} onChange={setIcon} />
        </>,
      )}
      {section(
        'Power',
        <>
          <SwitchRow
            name="supportsWol"
            label="Wake-on-LAN"
            hint="Send a magic packet to switch it on"
            checked={draft.supportsWol}
            onChange={(on) => set('supportsWol', on)}
          />
          {draft.supportsWol && (
            <div className="device-form-grid">
              {text('deviceMac', 'MAC Address', { placeholder: 'AA:BB:CC:DD:EE:FF' })}
              {text('broadcastAddress', 'Broadcast Address', { placeholder: '192.168.1.255', inputMode: 'numeric' })}
              {text('broadcastPort', 'Port', { inputMode: 'numeric' })}
            </div>
          )}
        </>,
      )}
      {connections &&
        section(
          'Remote access',
          <>
            <SwitchRow
              name="isConnectionSetup"
              label="Remote connection"
              hint="Open a terminal or desktop of this device in the browser"
              checked={draft.isConnectionSetup}
              onChange={(on) => setDraft((d) => ({ ...d, isConnectionSetup: on, connectionHostname: d.connectionHostname || d.deviceIp }))}
            />
            {draft.isConnectionSetup && (
              <>
                <div className="device-form-grid">
                  <label className="field">
                    <span>Connection Type</span>
                    <select
                      name="connectionType"
                      value={type}
                      onChange={(e) => {
                        const next = e.target.value as ConnectionType
                        if (hasCredentials(draft)) setPendingType(next)
                        else switchType(next, false)
                      }}
                    >
                      {OFFERED_CONNECTION_TYPES.map((t) => (
                        <option key={t} value={t}>
                          {CONNECTION_LABELS[t]}
                        </option>
                      ))}
                    </select>
                  </label>
                  {text('connectionHostname', 'Hostname', { placeholder: draft.deviceIp || 'nas.lan' })}
                  {text('connectionPort', 'Port', { inputMode: 'numeric' })}
                </div>
                <Segmented
                  name="credentialTab"
                  value={draft.credentialTab}
                  onChange={(tab) => set('credentialTab', tab)}
                  options={[
                    { value: 'store', label: 'From the locker' },
                    { value: 'manual', label: 'Enter manually' },
                  ]}
                />
                {manual ? (
                  <>
                    {choice(
                      'connectionAuthType',
                      'Authentication',
                      AUTH_BY_CONNECTION[type].map((a) => [a, AUTH_LABELS[a]] as const),
                    )}
                    {draft.connectionAuthType !== 'none' && type !== 'vnc' && text('connectionUsername', 'Username', { autoComplete: 'off' })}
                    {draft.connectionAuthType === 'password' && text('connectionPassword', 'Password', { type: 'password', autoComplete: 'new-password' })}
                    {draft.connectionAuthType === 'privateKey' && (
                      <>
                        <label className="field">
                          <span>Private Key</span>
                          <textarea
                            name="connectionPrivateKey"
                            rows={5}
                            spellCheck={false}
                            placeholder="-----BEGIN OPENSSH PRIVATE KEY-----"
                            value={draft.connectionPrivateKey}
                            onChange={(e) => set('connectionPrivateKey', e.target.value)}
                          />
                        </label>
                        {text('connectionPrivateKeyPassphrase', 'Passphrase (optional)', { type: 'password', autoComplete: 'new-password' })}
                      </>
                    )}
                    {[draft.connectionPassword, draft.connectionPrivateKey].includes(KEPT_SECRET) && (
                      <small className="field-hint">Saved secrets show as dots; leave them to keep them.</small>
                    )}
                  </>
                ) : (
                  <div className="device-locker">
                    <label className="field">
                      <span>Credential</span>
                      <select
                        name="credentialId"
                        value={draft.credentialId ?? ''}
                        onChange={(e) => set('credentialId', e.target.value ? Number(e.target.value) : null)}
                      >
                        <option value="">Select a credential</option>
                        {(locker.data ?? []).map((c) => (
                          <option key={c.id} value={c.id}>
                            {c.profileName}
                          </option>
                        ))}
                      </select>
                    </label>
                    <button type="button" className="btn" onClick={() => setCreating(true)}>
                      <Plus size={16} aria-hidden="true" /> New credential
                    </button>
                  </div>
                )}
                {type === 'ssh' && (
                  <div className="device-form-grid">
                    {choice(
                      'connectionColorScheme',
                      'Colour Scheme',
                      COLOR_SCHEMES.map((c) => [c, c] as const),
                    )}
                    {choice('terminalType', 'Terminal Type', [['', 'Default'], ...TERMINAL_TYPES.map((t) => [t, t] as const)])}
                  </div>
                )}
                {type === 'rdp' && (
                  <div className="device-form-grid">
                    {text('domain', 'Domain')}
                    {choice(
                      'security',
                      'Security',
                      RDP_SECURITY.map((s) => [s, s.toUpperCase()] as const),
                    )}
                  </div>
                )}
                {type === 'rdp' && (
                  <SwitchRow
                    name="ignoreCert"
                    label="Ignore certificate"
                    hint="Accept the desktop's self-signed certificate"
                    checked={draft.ignoreCert}
                    onChange={(on) => set('ignoreCert', on)}
                  />
                )}
                {(type === 'ssh' || type === 'rdp') && (
                  <SwitchRow
                    name="enableSftp"
                    label="SFTP"
                    hint="File transfer in the session"
                    checked={draft.enableSftp}
                    onChange={(on) => set('enableSftp', on)}
                  />
                )}
              </>
            )}
          </>,
        )}
      <FormActions onBack={() => navigate(-1)} busy={busy} />
      {pendingType && (
        <ConfirmDialog
          title="Change connection type"
          confirmLabel="Change"
          onClose={() => setPendingType(null)}
          onConfirm={() => {
            switchType(pendingType, true)
            setPendingType(null)
          }}
        >
          Switching to {CONNECTION_LABELS[pendingType]} clears the credentials entered for {CONNECTION_LABELS[type]} and resets the port.
        </ConfirmDialog>
      )}
      {creating && (
        <Modal title="New credential" onClose={() => setCreating(false)}>
          <CredentialForm
            types={CREDENTIALS_FOR[type]}
            onCancel={() => setCreating(false)}
            onSaved={(created) => {
              setCreating(false)
              set('credentialId', created)
              void locker.reload()
            }}
          />
        </Modal>
      )}
    </form>
  )
}
