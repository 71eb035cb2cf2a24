import { fetchJson, UpstreamError } from '../../core/http-client'
import { describeWeather } from './weather.codes'
import type { Forecast, Unit, WeatherLocation } from './weather.schema'

const HOURS = 24
const DAYS = 7

interface OpenMeteoAnswer {
  current: Record<string, number>
  hourly: { time: string[]; temperature_2m: number[]; wind_speed_10m: number[]; precipitation: number[] }
  daily: {
    time: string[]
    weather_code: number[]
    temperature_2m_max: number[]
    temperature_2m_min: number[]
    sunrise: string[]
    sunset: string[]
    precipitation_probability_max: Array<number | null>
  }
}

/** Open-Meteo's forecast API (no key needed); the unit changes temperature and precipitation, wind stays km/h. */
export async function openMeteoForecast(baseUrl: string, where: WeatherLocation, unit: Unit, opts: { timeoutMs: number }): Promise<Forecast> {
  const params = new URLSearchParams({
    latitude: String(where.latitude),
    longitude: String(where.longitude),
    current: 'temperature_2m,apparent_temperature,weather_code,wind_speed_10m,wind_direction_10m,relative_humidity_2m,uv_index',
    hourly: 'temperature_2m,wind_speed_10m,precipitation',
    daily: 'weather_code,temperature_2m_max,temperature_2m_min,sunrise,sunset,precipitation_probability_max',
    timezone: 'auto',
    forecast_days: String(DAYS),
    forecast_hours: String(HOURS),
    wind_speed_unit: 'kmh',
    temperature_unit: unit === 'imperial' ? 'fahrenheit' : 'celsius',
    precipitation_unit: unit === 'imperial' ? 'inch' : 'mm',
  })
  const raw = await fetchJson<OpenMeteoAnswer>(`${baseUrl}/v1/forecast?${params}`, { timeoutMs: opts.timeoutMs })
  const { current: c, hourly: h, daily: d } = raw ?? ({} as OpenMeteoAnswer)
  if (!c || !h?.time || !d?.time || typeof c.temperature_2m !== 'number') throw new UpstreamError('invalid', 'Unexpected forecast shape')
  return {
    location: where,
    unit,
    current: {
      temperature: c.temperature_2m,
      feelsLike: c.apparent_temperature ?? c.temperature_2m,
      weatherCode: c.weather_code ?? 0,
      weatherDescription: describeWeather(c.weather_code ?? 0),
      windSpeed: c.wind_speed_10m ?? 0,
      windDirection: c.wind_direction_10m ?? 0,
      humidity: c.relative_humidity_2m ?? 0,
      uvIndex: c.uv_index ?? 0,
    },
    hourly: {
      time: h.time.slice(0, HOURS),
      temperature: (h.temperature_2m ?? []).slice(0, HOURS),
      windSpeed: (h.wind_speed_10m ?? []).slice(0, HOURS),
      precipitation: (h.precipitation ?? []).slice(0, HOURS),
    },
    forecast: d.time.slice(0, DAYS).map((date, i) => ({
      date,
      sunrise: d.sunrise?.[i] ?? '',
      sunset: d.sunset?.[i] ?? '',
      weatherCode: d.weather_code?.[i] ?? 0,
      weatherDescription: describeWeather(d.weather_code?.[i] ?? 0),
      temperature_max: d.temperature_2m_max?.[i] ?? 0,
      temperature_min: d.temperature_2m_min?.[i] ?? 0,
      precipitationProbability: d.precipitation_probability_max?.[i] ?? null,
    })),
  }
}
