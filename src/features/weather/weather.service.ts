import type { Clock } from '../../core/clock'
import { badRequest } from '../../core/errors'
import { upstreamFailure } from '../../core/http-client'
import type { UsersService } from '../users/users.service'
import { nominatimSearch } from './nominatim'
import { openMeteoForecast } from './open-meteo'
import { createTtlCache } from './weather.cache'
import type { Forecast, LocationResult, WeatherSummary } from './weather.schema'

export const FORECAST_TTL_MS = 10 * 60_000
const SEARCH_TTL_MS = 60 * 60_000
const TIMEOUT_MS = 5_000
const MIN_QUERY = 3

const unavailable = (service: string) =>
  upstreamFailure(`The ${service} is unavailable. Please try again later.`, `The ${service} did not answer in time. Please try again later.`)

export function createWeatherService(deps: { users: UsersService; clock: Clock; weatherUrl: string; geocodeUrl: string; timeoutMs?: number }) {
  const timeoutMs = deps.timeoutMs ?? TIMEOUT_MS
  const forecasts = createTtlCache<Forecast>(deps.clock, FORECAST_TTL_MS)
  const searches = createTtlCache<LocationResult[]>(deps.clock, SEARCH_TTL_MS)

  /** null when the user has not chosen a location yet. */
  async function forecast(userId: number): Promise<Forecast | null> {
    const w = deps.users.userData(userId)?.weather
    if (!w) return null
    const where = { location: w.location, latitude: w.latitude, longitude: w.longitude }
    const key = `${w.latitude.toFixed(4)},${w.longitude.toFixed(4)},${w.unit}`
    const answer = await forecasts(key, () => openMeteoForecast(deps.weatherUrl, where, w.unit, { timeoutMs })).catch(unavailable('weather service'))
    // Users sharing coordinates may have named the place differently.
    return { ...answer, location: where }
  }

  return {
    forecast,
    async summary(userId: number): Promise<WeatherSummary | null> {
      const f = await forecast(userId)
      if (!f) return null
      const { temperature, weatherCode, weatherDescription } = f.current
      return { temperature, unit: f.unit, weatherCode, weatherDescription }
    },
    async searchLocations(query: string | undefined): Promise<LocationResult[]> {
      const q = (query ?? '').trim().replace(/\s+/g, ' ')
      if (q.length < MIN_QUERY) throw badRequest(`Location name must be atleast ${MIN_QUERY} characters long.`)
      return searches(q.toLowerCase(), () => nominatimSearch(deps.geocodeUrl, q, { timeoutMs })).catch(unavailable('location search'))
    },
  }
}

export type WeatherService = ReturnType<typeof createWeatherService>
