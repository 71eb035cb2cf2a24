import { Elysia, t } from 'elysia'
import { DISPLAY_VIEWS } from '../../definitions/displays'
import type { AuthPlugin } from '../../core/auth'
import { ok } from '../../core/envelope'
import { Ok, OrNull } from '../../core/input'
import { Forecast, LocationQuery, LocationResult, WeatherSummary } from './weather.schema'
import type { WeatherService } from './weather.service'

export function weatherRoutes(deps: { auth: AuthPlugin; service: WeatherService }) {
  const { service } = deps
  return new Elysia({ name: 'weather-routes', prefix: '/weather' })
    .use(deps.auth)
    .get('', async ({ user }) => ok(await service.summary(user.id)), {
      auth: true,
      display: DISPLAY_VIEWS,
      response: Ok(OrNull(WeatherSummary)),
      detail: { tags: ['Weather'], summary: 'Home summary: temperature, unit, weatherCode, weatherDescription (null when no location is set)' },
    })
    .get('/forecast', async ({ user }) => ok(await service.forecast(user.id)), {
      auth: true,
      display: DISPLAY_VIEWS,
      response: Ok(OrNull(Forecast)),
      detail: { tags: ['Weather'], summary: 'Forecast: location, unit, current, hourly (24 h), forecast (7 days); null when no location is set' },
    })
    .get('/locations', async ({ query }) => ok(await service.searchLocations(query.q)), {
      auth: true,
      query: LocationQuery,
      response: Ok(t.Array(LocationResult)),
      detail: {
        tags: ['Weather'],
        summary: 'Place search for the weather settings (server-side geocoding): at most 5 of { name, lat, lon, display_name }; q of 3+ characters',
      },
    })
}
