import type { ValueFormat } from '../../format'
import { AppFailure, type ConfigField, configText } from '../../live-app'

// What the generic apps share: the path they read under the link, a dotted path into a JSON answer, and the formats a
// user picks for a value.

/** Reads a dotted path (items.0.name) out of a JSON answer. */
export function valueAt(data: unknown, path: string): unknown {
  let here = data
  for (const part of path.split('.').filter(Boolean)) {
    if (here === null || typeof here !== 'object') return undefined
    here = (here as Record<string, unknown>)[part]
  }
  return here
}

/** A value read from JSON as a card shows it: a number or text as is, an object or list as its JSON. */
export function shownValue(value: unknown): string | number | null {
  if (value === undefined || value === null) return null
  if (typeof value === 'number' || typeof value === 'string') return value
  return typeof value === 'object' ? JSON.stringify(value) : String(value)
}

// Every format of format.ts, by the example a user recognises (a Record: a new format must be named here).
const FORMAT_NAMES: Record<ValueFormat, string> = {
  text: 'Text, as it is',
  count: 'Count (4,721)',
  bytes: 'Bytes (1.5 GB)',
  bitRate: 'Bytes per second (12.5 MB/s)',
  duration: 'Seconds as a duration (3 d 4 h)',
  percent: 'Percent (15.2 %)',
  temperature: 'Temperature (45 °C)',
  version: 'Version (4.0.11)',
  date: 'Date (ISO or epoch seconds)',
}

/** A select of the value formats. */
export const formatField = (name: string, label: string): ConfigField => ({
  name,
  label,
  type: 'select',
  options: Object.entries(FORMAT_NAMES).map(([value, label]) => ({ value, label })),
})

/** The format a config names (text when it names none or an unknown one). */
export const formatOf = (name: string): ValueFormat => (name in FORMAT_NAMES ? (name as ValueFormat) : 'text')

/** The field of a path under the link's address. */
export const pathField = (label: string, placeholder: string): ConfigField => ({ name: 'path', label, type: 'text', placeholder })

/** The config's path under the link's address: another scheme or host is another link, refused. */
export function linkPath(config: Record<string, unknown>): string {
  const path = configText(config, 'path')
  if (/^([a-z][\w+.-]*:|\/\/)/i.test(path)) throw new AppFailure("The path is read under the link's address: leave out the scheme and host.")
  return path
}
