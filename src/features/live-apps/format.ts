// How a card shows a value, the same for every app and every client: the server formats, the web only draws.

/** What a datapoint's number means; text is shown as the app reads it. */
export type ValueFormat = 'count' | 'bytes' | 'bitRate' | 'duration' | 'percent' | 'temperature' | 'version' | 'date' | 'text'

const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB']

/** 4721 → "4,721". */
export const formatCount = (n: number) => Math.round(n).toLocaleString('en-US')

/** 1536 → "1.5 KB" (powers of 1024, one decimal below 100, as file managers show sizes). */
export function formatBytes(n: number): string {
  let value = Math.abs(n)
  let unit = 0
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024
    unit++
  }
  const shown = unit === 0 || value >= 100 ? Math.round(value).toString() : value.toFixed(1)
  return `${n < 0 ? '-' : ''}${shown} ${BYTE_UNITS[unit]}`
}

/** Bytes per second → "12.5 MB/s". */
export const formatBitRate = (bytesPerSecond: number) => `${formatBytes(bytesPerSecond)}/s`

/** Seconds → the two largest units: "3 d 4 h", "5 h 12 min", "42 s". */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds))
  const parts: Array<[number, string]> = [
    [Math.floor(s / 86_400), 'd'],
    [Math.floor((s % 86_400) / 3600), 'h'],
    [Math.floor((s % 3600) / 60), 'min'],
    [s % 60, 's'],
  ]
  const first = parts.findIndex(([n]) => n > 0)
  if (first === -1) return '0 s'
  return parts
    .slice(first, first + 2)
    .filter(([n]) => n > 0)
    .map(([n, unit]) => `${n} ${unit}`)
    .join(' ')
}

/** 15.234 (already a percentage) → "15.2 %". */
export const formatPercent = (n: number) => `${n.toFixed(1)} %`

/** Degrees Celsius → "45 °C". */
export const formatTemperature = (celsius: number) => `${Math.round(celsius)} °C`

/** "v4.0.11.2680" or "4.0.11" → "4.0.11": the version as the service's own about page shows it, without a leading v. */
export const formatVersion = (version: string | number) =>
  String(version)
    .trim()
    .replace(/^v(?=\d)/i, '')

/** An ISO date or epoch seconds → "2026-11-28" (UTC: the server does not know the viewer's zone). */
export function formatDate(value: string | number): string {
  const date = typeof value === 'number' ? new Date(value * 1000) : new Date(value)
  return Number.isNaN(date.getTime()) ? String(value) : date.toISOString().slice(0, 10)
}

/** A value as its format shows it; a value the app could not read is a dash, never "undefined" or "NaN". */
export function formatValue(value: string | number | null | undefined, format: ValueFormat): string | number {
  if (value === null || value === undefined || (typeof value === 'number' && !Number.isFinite(value))) return '—'
  if (format === 'text') return value
  if (format === 'version') return formatVersion(value)
  if (format === 'date') return formatDate(value)
  const n = Number(value)
  if (!Number.isFinite(n)) return String(value)
  if (format === 'count') return formatCount(n)
  if (format === 'bytes') return formatBytes(n)
  if (format === 'bitRate') return formatBitRate(n)
  if (format === 'duration') return formatDuration(n)
  if (format === 'percent') return formatPercent(n)
  return formatTemperature(n)
}
