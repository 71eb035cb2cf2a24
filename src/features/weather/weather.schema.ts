import { t } from 'elysia'

export type Unit = 'metric' | 'imperial'

export interface WeatherLocation {
  location: string
  latitude: number
  longitude: number
}

/** Spec 3 §3 "Weather forecast" (current also carries weatherDescription). Wind is always km/h, whatever the unit. */
export interface Forecast {
  location: WeatherLocation
  unit: Unit
  current: { temperature: number; feelsLike: number; weatherCode: number; weatherDescription: string; windSpeed: number; windDirection: number; humidity: number; uvIndex: number }
  hourly: { time: string[]; temperature: number[]; windSpeed: number[]; precipitation: number[] }
  forecast: Array<{
    date: string
    sunrise: string
    sunset: string
    weatherCode: number
    weatherDescription: string
    temperature_max: number
    temperature_min: number
    precipitationProbability: number | null
  }>
}

/** Spec 1 §3: the home page summary. */
export interface WeatherSummary {
  temperature: number
  unit: Unit
  weatherCode: number
  weatherDescription: string
}

export interface LocationResult {
  name: string
  lat: number
  lon: number
  display_name: string
}

export const LocationQuery = t.Object({ q: t.Optional(t.String({ description: 'Place name, at least 3 characters' })) })
