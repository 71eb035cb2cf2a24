import type { DisplaySettings } from './displays.api'

/** Minutes since midnight of an HH:MM time. */
const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5))

/** Whether `now` falls in the night window (which may cross midnight). */
export function isNight(night: DisplaySettings['night'], now: Date): boolean {
  if (night.mode === 'off') return false
  const at = now.getHours() * 60 + now.getMinutes()
  const from = minutes(night.from)
  const to = minutes(night.to)
  return from <= to ? at >= from && at < to : at >= from || at < to
}
