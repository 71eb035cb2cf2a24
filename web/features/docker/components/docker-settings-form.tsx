import { Plug, Plus, Trash2 } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { SaveBar } from '../../../components/form-actions'
import { toastFailure, toastUnlessHandled } from '../../../lib/api-client'
import { notify } from '../../../lib/toast'
import { useApi } from '../../../lib/use-api'
import { dockerApi, type EndpointBody } from '../docker.api'
import '../docker.css'

/** One endpoint as the form edits it: the certificate fields show the kept-secret marker while a saved pair stands. */
type Draft = EndpointBody & { key: number }

/** An https endpoint's PEM fields, as `dockerd --tlsverify` names the files (cert.pem, key.pem, ca.pem). */
const TLS_FIELDS = [
  ['cert', 'Client certificate (PEM)'],
  ['key', 'Client key (PEM)'],
  ['ca', 'CA certificate (PEM, optional)'],
] as const

let nextKey = 1
const draft = (e: EndpointBody): Draft => ({ ...e, key: nextKey++ })

/** The Docker endpoints a super admin sets up: each tested before saving if wished; all saved at once. */
export function DockerSettingsForm() {
  const [endpoints, setEndpoints] = useState<Draft[] | null>(null)
  const [busy, setBusy] = useState(false)

  useApi((signal) => dockerApi.settings(signal), [], {
    onData: (s) => setEndpoints(s.endpoints.map(draft)),
    onError: (error) => toastUnlessHandled(error, 'Failed to fetch settings.'),
  })

  if (!endpoints)
    return (
      <div className="panel settings-form" aria-busy="true">
        <span className="skeleton" style={{ height: 240 }} />
      </div>
    )

  const change = (key: number, patch: Partial<EndpointBody>) => setEndpoints(endpoints.map((e) => (e.key === key ? { ...e, ...patch } : e)))
  const body = ({ key: _, ...e }: Draft): EndpointBody => (e.url.trim().startsWith('https://') ? e : { ...e, tls: null })

  async function test(e: Draft) {
    setBusy(true)
    try {
      const { containers } = await dockerApi.test(body(e))
      notify.success(`${e.name || 'The endpoint'} answered: ${containers} container${containers === 1 ? '' : 's'}.`)
    } catch (error) {
      toastFailure(error, 'The Docker endpoint did not answer.')
    } finally {
      setBusy(false)
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!endpoints) return
    if (endpoints.some((e) => !e.name.trim() || !e.url.trim())) return void notify.warning('Every endpoint needs a name and an address.')
    setBusy(true)
    try {
      const saved = await dockerApi.save({ endpoints: endpoints.map(body) })
      setEndpoints(saved.endpoints.map(draft))
      notify.success('Docker settings saved.')
    } catch (error) {
      toastFailure(error, 'Failed to save Docker settings.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="settings-form" onSubmit={submit} noValidate>
      <p className="panel docker-warning" role="note">
        Access to the Docker socket is root on that host. Prefer a read-only socket proxy (tecnativa/docker-socket-proxy with CONTAINERS=1, and POST=1 only if
        admins should start and stop containers), or mount the socket read-only.
      </p>
      {endpoints.map((e, i) => (
        <section key={e.key} className="panel settings-card docker-endpoint" aria-label={`Endpoint ${i + 1}`} data-testid="docker-endpoint">
          <div className="docker-endpoint-row">
            <label className="field">
              <span>Name</span>
              <input name="name" maxLength={64} value={e.name} onChange={(ev) => change(e.key, { name: ev.target.value })} placeholder="NAS" />
            </label>
            <label className="field">
              <span>Address</span>
              <input
                name="url"
                maxLength={512}
                value={e.url}
                onChange={(ev) => change(e.key, { url: ev.target.value })}
                placeholder="unix:///var/run/docker.sock or tcp://docker-proxy:2375"
              />
            </label>
          </div>
          {e.url.trim().startsWith('https://') && (
            <div className="docker-endpoint-row docker-endpoint-tls">
              {TLS_FIELDS.map(([field, label]) => (
                <label className="field" key={field}>
                  <span>{label}</span>
                  <textarea
                    name={field}
                    value={e.tls?.[field] ?? ''}
                    onChange={(ev) => change(e.key, { tls: { cert: '', key: '', ...e.tls, [field]: ev.target.value } })}
                  />
                </label>
              ))}
            </div>
          )}
          <div className="docker-endpoint-buttons">
            <button type="button" className="btn btn-sm" onClick={() => test(e)} disabled={busy}>
              <Plug size={14} aria-hidden="true" /> Test
            </button>
            <button type="button" className="btn btn-sm" onClick={() => setEndpoints(endpoints.filter((x) => x.key !== e.key))}>
              <Trash2 size={14} aria-hidden="true" /> Remove
            </button>
          </div>
        </section>
      ))}
      <div>
        <button type="button" className="btn" onClick={() => setEndpoints([...endpoints, draft({ name: '', url: '' })])}>
          <Plus size={16} aria-hidden="true" /> Add endpoint
        </button>
      </div>
      <SaveBar busy={busy} />
    </form>
  )
}
