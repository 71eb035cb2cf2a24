import { t } from 'elysia'
import { OneOf } from '../../core/input'

/** The query's length cap; the service checks the minimum with the spec's message. */
const MAX_QUERY = 200

const UNITS = ['metric', 'imperial'] as const
export type Unit = (typeof UNITS)[number]

export const WeatherLocation = t.Object({ location: t.String(), latitude: t.Number(), longitude: t.Number() })
export type WeatherLocation = typeof WeatherLocation.static

/** Spec 3 §3 "Weather forecast" (current also carries weatherDescription). Wind is always km/h, whatever the unit. */
export const Forecast = t.Object({
  location: WeatherLocation,
  unit: OneOf(UNITS),
  current: t.Object({
    temperature: t.Number(),
    feelsLike: t.Number(),
    weatherCode: t.Integer({ description: 'WMO weather code, 0 to 99' }),
    weatherDescription: t.String(),
    windSpeed: t.Number({ description: 'km/h' }),
    windDirection: t.Number({ description: 'Degrees from north' }),
    humidity: t.Number({ description: 'Percent' }),
    uvIndex: t.Number(),
  }),
  hourly: t.Object(
    { time: t.Array(t.String()), temperature: t.Array(t.Number()), windSpeed: t.Array(t.Number()), precipitation: t.Array(t.Number()) },
    { description: 'The next 24 hours, one value per hour' },
  ),
  forecast: t.Array(
    t.Object({
      date: t.String(),
      sunrise: t.String(),
      sunset: t.String(),
      weatherCode: t.Integer(),
      weatherDescription: t.String(),
      temperature_max: t.Number(),
      temperature_min: t.Number(),
      precipitationProbability: t.Nullable(t.Number()),
    }),
    { description: 'Seven days from today' },
  ),
})
export type Forecast = typeof Forecast.static

/** Spec 1 §3: the home page summary. */
export const WeatherSummary = t.Object({ temperature: t.Number(), unit: OneOf(UNITS), weatherCode: t.Integer(), weatherDescription: t.String() })
export type WeatherSummary = typeof WeatherSummary.static

export const LocationResult = t.Object({ name: t.String(), lat: t.Number(), lon: t.Number(), display_name: t.String() })
export type LocationResult = typeof LocationResult.static

export const LocationQuery = t.Object({
  q: t.Optional(
    t.String({ maxLength: MAX_QUERY, description: 'Place name, at least 3 characters', error: `Location name must be at most ${MAX_QUERY} characters long.` }),
  ),
})
