import { Cloud, CloudFog, CloudLightning, CloudRain, CloudSnow, CloudSun, Sun, type LucideIcon } from 'lucide-react'
import type { Unit } from './weather.api'

const POINTS = ['N', 'NNE', 'NE', 'ENE', 'E', 'ESE', 'SE', 'SSE', 'S', 'SSW', 'SW', 'WSW', 'W', 'WNW', 'NW', 'NNW']

/** Degrees to one of the 16 compass points. */
export const compassPoint = (degrees: number) => POINTS[Math.round((((degrees % 360) + 360) % 360) / 22.5) % 16]!

/** Spec 1's WMO code icons: 0 clear, 1 mostly clear, 2-3 cloud, 45/48 fog, 51-67 and 80-86 rain, 71-77 snow, 95-99 storm. */
export function weatherIcon(code: number): LucideIcon {
  if (code === 0) return Sun
  if (code === 1) return CloudSun
  if (code <= 3) return Cloud
  if (code === 45 || code === 48) return CloudFog
  if ((code >= 51 && code <= 67) || (code >= 80 && code <= 86)) return CloudRain
  if (code >= 71 && code <= 77) return CloudSnow
  if (code >= 95) return CloudLightning
  return Cloud
}

export const degrees = (unit: Unit) => (unit === 'imperial' ? '°F' : '°C')
export const temperature = (value: number, unit: Unit) => `${Math.round(value)}${degrees(unit)}`
export const precipitationUnit = (unit: Unit) => (unit === 'imperial' ? 'in' : 'mm')

/** Open-Meteo gives local wall-clock times ("2026-11-21T07:31"): show them as they are, whatever this browser's zone. */
export const clockTime = (iso: string) => iso.slice(11, 16)

export const dayLabel = (date: string) => new Date(`${date}T12:00:00`).toLocaleDateString(undefined, { weekday: 'short', month: 'short', day: 'numeric' })
