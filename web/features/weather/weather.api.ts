import type { Forecast, LocationResult, Unit, WeatherLocation, WeatherSummary } from '../../../src/features/weather/weather.schema'
import { api } from '../../lib/api-client'

export type { Forecast, LocationResult, Unit, WeatherLocation, WeatherSummary }

// central: false everywhere: a provider outage is a toast on this screen, not an error page.
export const fetchSummary = (signal?: AbortSignal) => api<WeatherSummary | null>('GET', '/weather', { central: false, signal })
export const fetchForecast = (signal?: AbortSignal) => api<Forecast | null>('GET', '/weather/forecast', { central: false, signal })
export const searchLocations = (q: string, signal?: AbortSignal) =>
  api<LocationResult[]>('GET', `/weather/locations?q=${encodeURIComponent(q)}`, { central: false, signal })
export const saveWeatherSettings = (body: { location: WeatherLocation; unit: Unit }) => api<string>('POST', '/settings/weather', { body, central: false })
