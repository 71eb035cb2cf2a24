import { Download } from 'lucide-react'
import { useState } from 'react'
import { toastFailure } from '../../../lib/api-client'
import { notify } from '../../../lib/toast'
import { useApi } from '../../../lib/use-api'
import { type Discovered, dockerApi } from '../docker.api'
import '../docker.css'

const keyOf = (d: Discovered) => `${d.endpoint}:${d.container}`

/** Cards proposed from container labels: the user ticks the ones to add to their home, in folders named by group. */
export function DiscoveredList() {
  const { data } = useApi((signal) => dockerApi.discovered(signal), [])
  const [picked, setPicked] = useState<Set<string>>(new Set())
  const [busy, setBusy] = useState(false)
  if (!data?.length) return null
  const importable = data.filter((d) => d.href)

  async function importPicked() {
    if (!data) return
    setBusy(true)
    try {
      const chosen = data.filter((d) => picked.has(keyOf(d))).map((d) => ({ endpoint: d.endpoint, container: d.container }))
      const { added, folders } = await dockerApi.importDiscovered(chosen)
      notify.success(added === 0 ? 'Those cards are already on your home.' : `Added ${added} card${added === 1 ? '' : 's'} to ${folders.join(', ')}.`)
      setPicked(new Set())
    } catch (error) {
      toastFailure(error, 'Failed to import the cards.')
    } finally {
      setBusy(false)
    }
  }

  const toggle = (key: string, on: boolean) => {
    const next = new Set(picked)
    if (on) next.add(key)
    else next.delete(key)
    setPicked(next)
  }

  return (
    <section className="panel docker-discovered" aria-labelledby="docker-discovered">
      <h2 id="docker-discovered" className="section-title">
        Found by their labels
      </h2>
      <p className="docker-none">Containers with foyer.* or Homepage labels. Tick the ones to add as links to your home, in a folder per group.</p>
      <ul className="docker-discovered-list">
        {data.map((d) => (
          <li key={keyOf(d)}>
            <label className="docker-discovered-item">
              <input type="checkbox" disabled={!d.href} checked={picked.has(keyOf(d))} onChange={(e) => toggle(keyOf(d), e.target.checked)} />
              <span className="docker-row-name">{d.name}</span>
              <span className="docker-row-meta">
                <span>{d.group ?? 'Docker'}</span>
                <span>{d.href ?? 'no address found'}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      <button type="button" className="btn btn-primary" disabled={busy || picked.size === 0 || importable.length === 0} onClick={importPicked}>
        <Download size={16} aria-hidden="true" /> Import {picked.size || ''}
      </button>
    </section>
  )
}
