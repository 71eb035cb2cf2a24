import { Link } from 'react-router'
import { CloudSun, Settings } from 'lucide-react'
import { EmptyState } from '../../components/empty-state'
import { ForecastView } from '../../features/weather/components/forecast-view'
import { fetchForecast } from '../../features/weather/weather.api'
import '../../features/weather/weather.css'
import { toastUnlessHandled } from '../../lib/api-client'
import { useApi } from '../../lib/use-api'
import { useDashboard } from '../../stores/dashboard.store'

export default function WeatherPage() {
  const place = useDashboard((s) => s.data?.userData.weather)
  const key = place ? `${place.latitude},${place.longitude},${place.unit}` : null
  const { data: forecast, error } = useApi((signal) => (key ? fetchForecast(signal) : null), [key], {
    // The spec reuses the folder-listing message for a failed weather load.
    onError: (failure) => toastUnlessHandled(failure, 'Failed to fetch folder listing.'),
  })

  return (
    <div className="page weather-page">
      <header className="page-head">
        <div>
          <h1 className="page-title">Weather</h1>
          {place && <p className="page-subtitle">{place.location}</p>}
        </div>
        <Link to="/weather/settings" className="btn btn-sm">
          <Settings size={16} aria-hidden="true" /> Weather settings
        </Link>
      </header>
      {!place ? (
        <EmptyState icon={CloudSun} title="No location set">
          <p>Choose a place to see its forecast.</p>
          <Link to="/weather/settings" className="btn btn-primary">
            Choose a location
          </Link>
        </EmptyState>
      ) : forecast ? (
        <ForecastView forecast={forecast} />
      ) : error ? (
        <EmptyState title="The forecast could not be loaded">
          <p>The weather service may be unavailable. Please try again later.</p>
        </EmptyState>
      ) : (
        <div className="forecast" role="status" aria-busy="true" aria-label="Loading forecast">
          <span className="skeleton" style={{ height: 160 }} />
          <span className="skeleton" style={{ height: 200 }} />
        </div>
      )}
    </div>
  )
}
