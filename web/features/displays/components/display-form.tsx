import { Plus, X } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import {
  DISPLAY_DENSITIES,
  DISPLAY_VIEWS,
  type DisplayViewKind,
  MAX_VIEWS,
  MIN_ROTATE_SECONDS,
  NIGHT_MODES,
  VIEW_NEEDS_ID,
} from '../../../../src/definitions/displays'
import { FormActions } from '../../../components/form-actions'
import { toastFailure } from '../../../lib/api-client'
import { THEMES } from '../../../themes/themes'
import { type Display, type DisplayBody, displaysApi } from '../displays.api'

/** What a view's id may name: the owner's folders, todo lists and pages, by kind. */
export type ViewOptions = Record<'folder' | 'todo' | 'page', Array<{ id: number; name: string }>>

const VIEW_LABELS: Record<DisplayViewKind, string> = {
  home: 'Home',
  folder: 'A folder',
  todo: "A todo list's calendar",
  page: 'A page',
  streams: 'The stream hub',
}
const NIGHT_LABELS: Record<(typeof NIGHT_MODES)[number], string> = { off: 'Off', dim: 'Dim the screen', dark: 'Switch to a dark theme' }

interface Row {
  kind: DisplayViewKind
  id?: number
}

/** Adds a display (answering its one-time URL to the list) or, given one, edits it (its token and URL stay: null). */
export function DisplayForm({
  options,
  display,
  onSaved,
  onCancel,
}: {
  options: ViewOptions
  display?: Display
  onSaved(url: string | null): void
  onCancel(): void
}) {
  const [name, setName] = useState(display?.name ?? '')
  const [views, setViews] = useState<Row[]>(display?.views ?? [{ kind: 'home' }])
  const [rotateSeconds, setRotate] = useState(display?.rotateSeconds ?? 60)
  const [theme, setTheme] = useState(display?.theme ?? '')
  const [density, setDensity] = useState<(typeof DISPLAY_DENSITIES)[number]>(display?.density ?? 'wall')
  const [clock, setClock] = useState(display?.clock ?? true)
  const [weather, setWeather] = useState(display?.weather ?? true)
  const [night, setNight] = useState<DisplayBody['night'] & object>(display?.night ?? { mode: 'off', from: '22:00', to: '07:00' })
  const [hideCursor, setHideCursor] = useState(display?.hideCursor ?? true)
  const [busy, setBusy] = useState(false)

  const setRow = (i: number, row: Row) => setViews((list) => list.map((r, k) => (k === i ? row : r)))
  const pick = (kind: DisplayViewKind): Row => (VIEW_NEEDS_ID[kind] ? { kind, id: options[kind as keyof ViewOptions][0]?.id } : { kind })

  async function submit(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    const body = { name, views, rotateSeconds, theme: theme || null, density, clock, weather, night, hideCursor }
    try {
      if (display) {
        await displaysApi.update(display.id, body)
        onSaved(null)
      } else onSaved((await displaysApi.create(body)).url)
    } catch (error) {
      toastFailure(error, display ? 'Failed to save the display' : 'Failed to add the display')
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="panel settings-card display-form" onSubmit={submit} noValidate data-testid="display-form">
      <label className="field">
        <span>Name</span>
        <input name="name" maxLength={100} value={name} onChange={(e) => setName(e.target.value)} placeholder="Hall tablet" />
      </label>
      <fieldset className="field">
        <legend>What it shows{views.length > 1 ? ' (in turn)' : ''}</legend>
        {views.map((row, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place
          <div key={i} className="display-view-row">
            <select aria-label={`View ${i + 1}`} value={row.kind} onChange={(e) => setRow(i, pick(e.target.value as DisplayViewKind))}>
              {DISPLAY_VIEWS.map((kind) => (
                <option key={kind} value={kind}>
                  {VIEW_LABELS[kind]}
                </option>
              ))}
            </select>
            {VIEW_NEEDS_ID[row.kind] && (
              <select aria-label={`Which ${row.kind}`} value={row.id ?? ''} onChange={(e) => setRow(i, { kind: row.kind, id: Number(e.target.value) })}>
                {options[row.kind as keyof ViewOptions].map((o) => (
                  <option key={o.id} value={o.id}>
                    {o.name}
                  </option>
                ))}
              </select>
            )}
            {views.length > 1 && (
              <button type="button" className="card-btn" aria-label={`Remove view ${i + 1}`} onClick={() => setViews((list) => list.filter((_, k) => k !== i))}>
                <X size={15} aria-hidden="true" />
              </button>
            )}
          </div>
        ))}
        {views.length < MAX_VIEWS && (
          <button type="button" className="btn" onClick={() => setViews((list) => [...list, { kind: 'home' }])}>
            <Plus size={15} aria-hidden="true" /> Add a view to rotate
          </button>
        )}
      </fieldset>
      {views.length > 1 && (
        <label className="field">
          <span>Seconds per view</span>
          <input
            type="number"
            name="rotateSeconds"
            min={MIN_ROTATE_SECONDS}
            max={3600}
            value={rotateSeconds}
            onChange={(e) => setRotate(Number(e.target.value))}
          />
        </label>
      )}
      <label className="field">
        <span>Theme</span>
        <select name="theme" value={theme} onChange={(e) => setTheme(e.target.value)}>
          <option value="">Mine</option>
          {THEMES.map((t) => (
            <option key={t.value} value={t.value}>
              {t.label}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span>Density</span>
        <select name="density" value={density} onChange={(e) => setDensity(e.target.value as typeof density)}>
          {DISPLAY_DENSITIES.map((d) => (
            <option key={d} value={d}>
              {d === 'default' ? 'Mine' : d === 'wall' ? 'Wall (large, read across a room)' : d[0]!.toUpperCase() + d.slice(1)}
            </option>
          ))}
        </select>
      </label>
      <label className="check">
        <input type="checkbox" name="clock" checked={clock} onChange={(e) => setClock(e.target.checked)} />
        <span>Clock</span>
      </label>
      <label className="check">
        <input type="checkbox" name="weather" checked={weather} onChange={(e) => setWeather(e.target.checked)} />
        <span>Weather</span>
      </label>
      <label className="check">
        <input type="checkbox" name="hideCursor" checked={hideCursor} onChange={(e) => setHideCursor(e.target.checked)} />
        <span>Hide the mouse cursor</span>
      </label>
      <fieldset className="field">
        <legend>At night</legend>
        <select aria-label="Night mode" value={night.mode} onChange={(e) => setNight({ ...night, mode: e.target.value as typeof night.mode })}>
          {NIGHT_MODES.map((m) => (
            <option key={m} value={m}>
              {NIGHT_LABELS[m]}
            </option>
          ))}
        </select>
        {night.mode !== 'off' && (
          <span className="display-night-times">
            <input type="time" aria-label="From" value={night.from} onChange={(e) => setNight({ ...night, from: e.target.value })} />
            <input type="time" aria-label="To" value={night.to} onChange={(e) => setNight({ ...night, to: e.target.value })} />
          </span>
        )}
      </fieldset>
      <FormActions onBack={onCancel} busy={busy} />
    </form>
  )
}
