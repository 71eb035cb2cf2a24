// The command palette (Ctrl+K, ⌘K or /): one field that finds any card, page, screen, setting or action by a fuzzy name.
// Loaded on its first opening (use-palette.ts), so the home's first screen carries none of it.
import { Search } from 'lucide-react'
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { isAppPath } from '../../features/listings/listing-links'
import { listingsApi } from '../../features/listings/listings.api'
import { pagesApi } from '../../features/pages/pages.api'
import { arrowMove, comboboxField } from '../../lib/combobox'
import { fuzzyFilter } from '../../lib/fuzzy'
import { useApi } from '../../lib/use-api'
import { useDashboard } from '../../stores/dashboard.store'
import { type PaletteEntry, paletteEntries } from './palette-entries'
import './palette.css'

/** Enough to choose from; a longer list is a query away. */
const SHOWN = 50

export default function Palette({ onClose }: { onClose(): void }) {
  const ref = useRef<HTMLDialogElement>(null)
  const listId = useId()
  const navigate = useNavigate()
  const dashboard = useDashboard((s) => s.data)
  // The dashboard's cards show at once; every folder's (and the pages) join when these land. A failure keeps those.
  const all = useApi((signal) => listingsApi.all(signal, true), [])
  const pages = useApi((signal) => pagesApi.list(signal, true), [])
  const [query, setQuery] = useState('')
  const [active, setActive] = useState(0)

  const entries = useMemo(
    () =>
      paletteEntries({
        user: dashboard?.userData,
        listings: all.data ?? [...(dashboard?.homepageItems ?? []), ...(dashboard?.sidebarItems ?? [])],
        pages: pages.data ?? [],
        hostname: window.location.hostname,
      }),
    [dashboard, all.data, pages.data],
  )
  const shown = useMemo(() => fuzzyFilter(query, entries, (e) => e.label).slice(0, SHOWN), [query, entries])
  const current = shown[Math.min(active, shown.length - 1)]
  const optionId = (entry: PaletteEntry) => `${listId}-${entry.key}`

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    // Focus goes back where it was (the card, the field) when the palette closes.
    const opener = document.activeElement as HTMLElement | null
    dialog.showModal()
    return () => {
      dialog.close()
      opener?.focus?.()
    }
  }, [])

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new query starts again at the best match
  useEffect(() => setActive(0), [query])
  useEffect(() => {
    if (current) document.getElementById(optionId(current))?.scrollIntoView({ block: 'nearest' })
  })

  const open = (entry: PaletteEntry) => {
    onClose()
    if (entry.newTab) window.open(entry.href, '_blank', 'noopener')
    else if (isAppPath(entry.href)) void navigate(entry.href)
    else window.location.assign(entry.href)
  }

  const onKeyDown = (e: React.KeyboardEvent) => {
    const next = arrowMove(e.key, active, shown.length)
    if (next !== null) {
      e.preventDefault()
      setActive(next)
    } else if (e.key === 'Enter' && current) {
      e.preventDefault()
      open(current)
    }
  }

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click is on the backdrop only; the keyboard closes with Escape (the cancel handler)
    <dialog
      ref={ref}
      className="palette"
      aria-label="Command palette"
      onCancel={(e) => {
        e.preventDefault()
        onClose()
      }}
      onClick={(e) => e.target === e.currentTarget && onClose()}
    >
      <div className="palette-field">
        <Search size={18} aria-hidden="true" />
        <input
          {...comboboxField(listId, current ? optionId(current) : undefined)}
          aria-label="Search cards, pages, settings and actions"
          placeholder="Search cards, pages, settings…"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <kbd>Esc</kbd>
      </div>
      <div id={listId} role="listbox" aria-label="Results" className="palette-list">
        {shown.map((entry) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: options are chosen with the arrows and Enter in the field (aria-activedescendant)
          <div
            key={entry.key}
            id={optionId(entry)}
            role="option"
            tabIndex={-1}
            aria-selected={entry === current}
            className="palette-option"
            onMouseMove={() => setActive(shown.indexOf(entry))}
            onClick={() => open(entry)}
          >
            <span className="palette-label">{entry.label}</span>
            <span className="palette-kind">{entry.kind}</span>
          </div>
        ))}
      </div>
      {shown.length === 0 && <p className="palette-empty">Nothing matches “{query}”.</p>}
    </dialog>
  )
}
