import { useState, type FormEvent } from 'react'
import { MapPin } from 'lucide-react'
import { Segmented } from '../../../components/segmented'
import { toastFailure } from '../../../lib/api-client'
import { notify } from '../../../lib/toast'
import { useDashboard } from '../../../stores/dashboard.store'
import { saveWeatherSettings, type Unit, type WeatherLocation } from '../weather.api'
import { LocationSearchModal } from './location-search-modal'
import { SaveBar } from '../../../components/form-actions'

const UNITS: Array<{ value: Unit; label: string }> = [
  { value: 'metric', label: 'Metric (°C, mm)' },
  { value: 'imperial', label: 'Imperial (°F, in)' },
]

export function WeatherSettingsForm({ onSaved }: { onSaved?(): void }) {
  const saved = useDashboard((s) => s.data?.userData.weather)
  const [location, setLocation] = useState<WeatherLocation | null>(
    saved ? { location: saved.location, latitude: saved.latitude, longitude: saved.longitude } : null,
  )
  const [unit, setUnit] = useState<Unit | null>(saved?.unit ?? 'metric')
  const [searching, setSearching] = useState(false)
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!location) return void notify.warning('Location selection is required.')
    if (!unit) return void notify.warning('Unit selection is required.')
    setBusy(true)
    try {
      await saveWeatherSettings({ location, unit })
      useDashboard.getState().patchUser({ weather: { ...location, unit } })
      notify.success('Weather settings saved successfully.')
      onSaved?.()
    } catch (error) {
      toastFailure(error, 'Weather settings could not be saved.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="panel settings-card weather-settings" onSubmit={submit} noValidate>
      <div className="field">
        <span id="weather-location-label">Location</span>
        <div className="weather-location-row">
          <p className="weather-location" role="status" aria-labelledby="weather-location-label" data-testid="weather-location">
            <MapPin size={16} aria-hidden="true" />
            {location ? location.location : <span className="muted">No location selected</span>}
          </p>
          <button type="button" className="btn btn-sm" onClick={() => setSearching(true)}>
            Search location
          </button>
        </div>
      </div>
      <fieldset className="field weather-units">
        <legend>Unit</legend>
        <Segmented name="unit" options={UNITS} value={unit} onChange={(v) => setUnit(v)} />
      </fieldset>
      <SaveBar busy={busy} />
      {searching && (
        <LocationSearchModal
          onClose={() => setSearching(false)}
          onSelect={(place) => {
            setLocation(place)
            setSearching(false)
          }}
        />
      )}
    </form>
  )
}
