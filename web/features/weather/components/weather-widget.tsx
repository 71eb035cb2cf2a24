import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { useDashboard } from '../../../stores/dashboard.store'
import { fetchSummary, type WeatherSummary } from '../weather.api'
import { temperature, weatherIcon } from '../weather-format'
import '../weather.css'

const REFRESH_MS = 10 * 60_000

/** The home page summary; renders nothing until a location is set. */
export function WeatherWidget() {
  const place = useDashboard((s) => s.data?.userData.weather)
  const [summary, setSummary] = useState<WeatherSummary | null>(null)
  const [failed, setFailed] = useState(false)
  const key = place ? `${place.latitude},${place.longitude},${place.unit}` : null

  useEffect(() => {
    if (!key) return
    let live = true
    const load = () =>
      fetchSummary()
        .then((s) => live && (setSummary(s), setFailed(false)))
        .catch(() => live && setFailed(true))
    void load()
    // A wall display stays on this page for days; the server caches, so this costs the provider little.
    const timer = window.setInterval(load, REFRESH_MS)
    return () => {
      live = false
      window.clearInterval(timer)
    }
  }, [key])

  if (!place) return null
  const Icon = summary ? weatherIcon(summary.weatherCode) : null
  return (
    <Link to="/weather" className="panel weather-widget" data-testid="weather-widget" aria-label={`Weather in ${place.location}`}>
      {Icon ? <Icon size={34} className="weather-widget-icon" aria-hidden="true" /> : <span className="skeleton weather-widget-skeleton" />}
      <span className="weather-widget-text">
        {summary ? (
          <>
            <strong className="weather-widget-temp">{temperature(summary.temperature, summary.unit)}</strong>
            <span>{summary.weatherDescription}</span>
          </>
        ) : (
          <span>{failed ? 'Weather unavailable' : 'Loading weather…'}</span>
        )}
        <span className="weather-widget-place">{place.location}</span>
      </span>
    </Link>
  )
}
