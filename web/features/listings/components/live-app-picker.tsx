import { ChevronDown, Search } from 'lucide-react'
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import type { Icon } from '../../../../src/core/input'
import { builtInIcon } from '../../../../src/features/icons/icons.defaults'
import { IconImage } from '../../../components/icon-image'
import { arrowMove, comboboxField } from '../../../lib/combobox'
import { useDashboard } from '../../../stores/dashboard.store'
import type { LiveAppOption } from '../listings.api'
import { searchApps, shelfName } from '../live-app-search'
import './live-app-picker.css'

interface LiveAppPickerProps {
  apps: LiveAppOption[]
  /** '' for none. */
  appId: string
  onApp(appId: string): void
}

const NONE = { appId: '', appName: 'None' } as const

/** An app's icon: its brand's from the embedded simple-icons pack (drawn for the theme), else the app's own logo. */
export function useAppIcon(): (app: LiveAppOption) => Icon {
  const version = useDashboard((s) => s.data?.iconPacks.find((p) => p.id === 'simple-icons')?.version)
  return (app) => (app.brandIcon && version ? builtInIcon('simple-icons', app.brandIcon, version) : { iconUrl: app.appIcon })
}

/**
 * Live App: a button showing the chosen app that opens a search over every installed app, on its shelves, with logos.
 * The arrows move, Enter picks, Escape closes; a click outside closes too.
 */
export function LiveAppPicker({ apps, appId, onApp }: LiveAppPickerProps) {
  const id = useId()
  const root = useRef<HTMLDivElement>(null)
  const trigger = useRef<HTMLButtonElement>(null)
  const [open, setOpen] = useState(false)
  const [query, setQuery] = useState('')
  const [active, setActive] = useState(0)
  const chosen = apps.find((a) => a.appId === appId)
  const iconOf = useAppIcon()

  const shelves = useMemo(() => searchApps(query, apps), [query, apps])
  // The keyboard walks one list: 'None' (without a query), then every shelf's apps.
  const flat = useMemo(() => [...(query.trim() ? [] : [NONE]), ...shelves.flatMap((s) => s.apps)], [query, shelves])
  const current = flat[Math.min(active, flat.length - 1)]
  const optionId = (appId: string) => `${id}-${appId || 'none'}`

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new query starts again at the best match
  useEffect(() => setActive(0), [query])
  useEffect(() => {
    if (open && current) document.getElementById(optionId(current.appId))?.scrollIntoView({ block: 'nearest' })
  })
  // Closed, the search is forgotten: it opens again on every app with the chosen one active.
  const hide = () => {
    setOpen(false)
    setQuery('')
  }
  useEffect(() => {
    if (!open) return
    const outside = (e: PointerEvent) => {
      if (root.current?.contains(e.target as Node)) return
      setOpen(false)
      setQuery('')
    }
    document.addEventListener('pointerdown', outside)
    return () => document.removeEventListener('pointerdown', outside)
  }, [open])

  const show = () => {
    setActive(
      Math.max(
        0,
        flat.findIndex((a) => a.appId === appId),
      ),
    )
    setOpen(true)
  }
  const close = () => {
    hide()
    trigger.current?.focus()
  }
  const pick = (picked: { appId: string }) => {
    onApp(picked.appId)
    close()
  }
  const onKeyDown = (e: React.KeyboardEvent) => {
    const next = arrowMove(e.key, active, flat.length)
    if (next !== null) {
      e.preventDefault()
      setActive(next)
    } else if (e.key === 'Enter') {
      // Never the form's submit: Enter here chooses.
      e.preventDefault()
      if (current) pick(current)
    } else if (e.key === 'Escape') {
      e.preventDefault()
      e.stopPropagation()
      close()
    }
  }

  const option = (app: LiveAppOption | typeof NONE) => (
    // biome-ignore lint/a11y/useKeyWithClickEvents: options are chosen with the arrows and Enter in the search field (aria-activedescendant)
    <div
      key={app.appId}
      id={optionId(app.appId)}
      role="option"
      tabIndex={-1}
      aria-selected={app === current}
      aria-label={app.appName}
      className="app-picker-option"
      data-chosen={app.appId === appId || undefined}
      onMouseMove={() => setActive(flat.indexOf(app))}
      onClick={() => pick(app)}
    >
      {'appIcon' in app ? <IconImage icon={iconOf(app)} fallback={app.appIcon} size={28} /> : <span className="app-picker-blank" />}
      <span className="app-picker-text">
        <span className="app-picker-name">{app.appName}</span>
        {'description' in app && app.description && <span className="app-picker-description">{app.description}</span>}
      </span>
    </div>
  )

  return (
    <div className="field app-picker" ref={root}>
      <span id={`${id}-label`}>Live App</span>
      <button
        ref={trigger}
        type="button"
        className="app-picker-current"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-label={`Live App: ${chosen?.appName ?? 'None'}`}
        onClick={() => (open ? close() : show())}
      >
        {chosen && <IconImage icon={iconOf(chosen)} fallback={chosen.appIcon} size={24} />}
        <span className="app-picker-name">{chosen?.appName ?? 'None'}</span>
        {chosen && <span className="app-picker-shelf-tag">{shelfName(chosen)}</span>}
        <ChevronDown size={18} aria-hidden="true" />
      </button>
      {open && (
        <div className="app-picker-panel">
          <div className="app-picker-search">
            <Search size={16} aria-hidden="true" />
            <input
              {...comboboxField(`${id}-list`, current ? optionId(current.appId) : undefined)}
              aria-label="Search live apps"
              placeholder={`Search ${apps.length} apps…`}
              autoFocus
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              onKeyDown={onKeyDown}
            />
          </div>
          <div id={`${id}-list`} role="listbox" aria-labelledby={`${id}-label`} className="app-picker-list">
            {!query.trim() && option(NONE)}
            {shelves.map((shelf) => (
              // biome-ignore lint/a11y/useSemanticElements: a listbox's groups are role="group" (a fieldset holds form controls)
              <div key={shelf.name} role="group" aria-label={shelf.name}>
                <div className="app-picker-shelf" aria-hidden="true">
                  {shelf.name}
                </div>
                {shelf.apps.map(option)}
              </div>
            ))}
          </div>
          {flat.length === 0 && <p className="app-picker-empty">No live app matches “{query}”.</p>}
        </div>
      )}
    </div>
  )
}
