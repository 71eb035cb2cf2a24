import { useEffect } from 'react'
import { Link } from 'react-router'
import { TriangleAlert } from 'lucide-react'
import { useApi } from '../../../lib/use-api'
import { useDashboard } from '../../../stores/dashboard.store'
import { fetchSummary } from '../weather.api'
import { temperature, weatherIcon } from '../weather-format'
import '../weather.css'

const REFRESH_MS = 10 * 60_000

/** The home page summary; renders nothing until a location is set. */
export function WeatherWidget() {
  const place = useDashboard((s) => s.data?.userData.weather)
  const key = place ? `${place.latitude},${place.longitude},${place.unit}` : null
  // A failure shows as 'Weather unavailable' (or the last summary stays): no toast on the home page.
  const { data: summary, error, reload } = useApi((signal) => (key ? fetchSummary(signal) : null), [key])
  const failed = error !== undefined

  useEffect(() => {
    if (!key) return
    // A wall display stays on this page for days; the server caches, so this costs the provider little.
    const timer = window.setInterval(reload, REFRESH_MS)
    return () => window.clearInterval(timer)
  }, [key, reload])

  if (!place) return null
  const Icon = summary ? weatherIcon(summary.weatherCode) : failed ? TriangleAlert : null
  return (
    <Link to="/weather" className="panel weather-widget" data-testid="weather-widget" aria-label={`Weather in ${place.location}`}>
      {Icon ? (
        <Icon size={34} className="weather-widget-icon" data-failed={!summary || undefined} aria-hidden="true" />
      ) : (
        <span className="skeleton weather-widget-skeleton" />
      )}
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
