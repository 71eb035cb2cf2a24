import { Download, Zap } from 'lucide-react'
import { useEffect, useState } from 'react'
import { toastFailure } from '../../../lib/api-client'
import { notify } from '../../../lib/toast'
import { useApi } from '../../../lib/use-api'
import { type Discovered, dockerApi } from '../docker.api'
import '../docker.css'

const keyOf = (d: Discovered) => `${d.endpoint}:${d.container}`
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`

/** Cards proposed from container labels: the user ticks the ones to add to their home, in folders named by group. */
export function DiscoveredList() {
  const { data } = useApi((signal) => dockerApi.discovered(signal), [])
  const synced = useApi((signal) => dockerApi.synced(signal), [])
  const [picked, setPicked] = useState<Set<string>>(new Set())
  const [sync, setSync] = useState(false)
  const [busy, setBusy] = useState(false)
  const syncing = synced.data?.sync
  // The box starts as the user's sync is: unticking it and importing turns sync off.
  useEffect(() => setSync(syncing === true), [syncing])
  if (!data?.length) return null

  async function importPicked() {
    if (!data) return
    setBusy(true)
    try {
      const chosen = data.filter((d) => picked.has(keyOf(d))).map((d) => ({ endpoint: d.endpoint, container: d.container }))
      const res = await dockerApi.importDiscovered(chosen, sync)
      const apps = res.liveApps ? ` (${plural(res.liveApps, 'live app')})` : ''
      const kept = res.sync ? ' They follow their labels.' : ''
      notify.success(
        res.added === 0 ? `Those cards are already on your home.${kept}` : `Added ${plural(res.added, 'card')}${apps} to ${res.folders.join(', ')}.${kept}`,
      )
      for (const s of res.skipped) notify.warning(`${s.name}: ${s.reason}`)
      setPicked(new Set())
      void synced.reload()
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
      <p className="docker-none">
        Containers with foyer.* or Homepage labels. Tick the ones to add as links to your home, in a folder per group; a widget Foyer has a live app for comes
        in as that live app.
      </p>
      <ul className="docker-discovered-list">
        {data.map((d) => (
          <li key={keyOf(d)}>
            <label className="docker-discovered-item">
              <input type="checkbox" disabled={!d.href} checked={picked.has(keyOf(d))} onChange={(e) => toggle(keyOf(d), e.target.checked)} />
              <span className="docker-row-name">{d.name}</span>
              {d.liveApp && (
                <span className="docker-live" data-testid="discovered-live-app">
                  <Zap size={12} aria-hidden="true" /> {d.liveApp.appName} live app
                </span>
              )}
              <span className="docker-row-meta">
                <span>{d.group ?? 'Docker'}</span>
                <span>{d.href ?? 'no address found'}</span>
                {d.liveAppSkipped && <span>Plain link: {d.liveAppSkipped}</span>}
              </span>
            </label>
          </li>
        ))}
      </ul>
      <label className="docker-sync">
        <input type="checkbox" checked={sync} onChange={(e) => setSync(e.target.checked)} />
        <span>Keep my imported cards in sync: new labelled containers come in, removed ones are marked, what I change stays mine</span>
      </label>
      <button type="button" className="btn btn-primary" disabled={busy || picked.size === 0} onClick={importPicked}>
        <Download size={16} aria-hidden="true" /> Import {picked.size || ''}
      </button>
    </section>
  )
}
