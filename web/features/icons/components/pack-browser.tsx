import { useMemo, useState } from 'react'
import { Search } from 'lucide-react'
import type { Icon } from '../../../../src/core/input'
import { toastUnlessHandled } from '../../../lib/api-client'
import { useApi } from '../../../lib/use-api'
import { iconsApi, packIcons } from '../icons.api'
import { IconGrid } from './icon-grid'

/** Icons shown per step (spec: 48 at a time). */
const PACK_STEP = 48
// A pack's icons do not change while the page is open: fetch each once.
const cache = new Map<string, Promise<Array<Icon & { iconName: string }>>>()

const load = (id: string) => {
  let hit = cache.get(id)
  if (!hit) {
    hit = iconsApi.packIcons(id).then(packIcons)
    hit.catch(() => cache.delete(id))
    cache.set(id, hit)
  }
  return hit
}

/** One pack: search by name or id over all of it, 48 icons at a time with Load More. */
export function PackBrowser({ packId, label, onPick }: { packId: string; label: string; onPick?(icon: Icon): void }) {
  // The shared cached request is not aborted: another PackBrowser of the same pack may be waiting on it.
  const pack = useApi(() => load(packId), [packId], { onError: (error) => toastUnlessHandled(error, 'Error loading data...') })
  // A failed load shows no icons under its toast.
  const icons = pack.data ?? (pack.loading ? null : [])
  const [query, setQuery] = useState('')
  const [shown, setShown] = useState(PACK_STEP)

  const matches = useMemo(() => {
    const q = query.trim().toLowerCase()
    if (!icons) return []
    return q ? icons.filter((i) => i.iconName.toLowerCase().includes(q) || i.iconId?.toLowerCase().includes(q)) : icons
  }, [icons, query])

  return (
    <div className="pack-browser">
      <label className="field pack-search">
        <span className="visually-hidden">Search {label}</span>
        <Search size={16} aria-hidden="true" />
        <input
          type="search"
          placeholder={`Search ${icons ? icons.length : ''} icons by name or id`}
          value={query}
          onChange={(e) => {
            setQuery(e.target.value)
            setShown(PACK_STEP)
          }}
        />
      </label>
      {!icons ? (
        <span className="skeleton" style={{ height: 180 }} />
      ) : matches.length ? (
        <IconGrid icons={matches.slice(0, shown)} onPick={onPick} label={label} />
      ) : (
        <p className="muted icon-none">No icons match.</p>
      )}
      {matches.length > shown && (
        <button type="button" className="btn btn-sm load-more" onClick={() => setShown((n) => n + PACK_STEP)}>
          Load More
        </button>
      )}
    </div>
  )
}
