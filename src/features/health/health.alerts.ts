// The wording of health alerts and the user's quiet hours: pure functions of the time and the user's time zone.

/** "7 min", "2 h 5 min", "1 d 3 h": how long something was down. */
function duration(ms: number): string {
  const minutes = Math.round(ms / 60_000)
  if (minutes < 1) return 'less than a minute'
  if (minutes < 60) return `${minutes} min`
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`
  return hours % 24 ? `${Math.floor(hours / 24)} d ${hours % 24} h` : `${Math.floor(hours / 24)} d`
}

/** HH:MM of this instant in a time zone. */
function clockTime(at: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at)
}

/** Whether Intl knows this time zone. */
export function knownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone })
    return true
  } catch {
    return false
  }
}

/** Whether the instant falls in [start, end) in the user's time zone; a span like 22:00–07:00 wraps past midnight. */
export function inQuietHours(at: number, quiet: { start: string; end: string } | null, timeZone: string): boolean {
  if (!quiet || quiet.start === quiet.end) return false
  const now = clockTime(at, timeZone)
  return quiet.start < quiet.end ? now >= quiet.start && now < quiet.end : now >= quiet.start || now < quiet.end
}

export interface Alerted {
  name: string
  address: string
  reason: string
  /** When it went down (first failed check). */
  since: number
  clickUrl: string
}

const names = (items: Alerted[]) => {
  const shown = items.slice(0, 10).map((i) => i.name)
  return items.length > shown.length ? `${shown.join(', ')} and ${items.length - shown.length} more` : shown.join(', ')
}

export const downAlert = (i: Alerted, timeZone: string) => ({
  type: 'warning' as const,
  title: `${i.name} is down`,
  message: `${i.address} has not answered since ${clockTime(i.since, timeZone)} (${i.reason}).`,
  clickUrl: i.clickUrl,
})

export const upAlert = (i: Alerted, at: number, timeZone: string) => ({
  type: 'success' as const,
  title: `${i.name} is back up after ${duration(at - i.since)}`,
  message: `${i.address} answers again; it was down since ${clockTime(i.since, timeZone)}.`,
  clickUrl: i.clickUrl,
})

export const downDigest = (items: Alerted[]) => ({
  type: 'warning' as const,
  title: `${items.length} services are down`,
  message: `${names(items)} stopped answering within a minute.`,
  clickUrl: '/health',
})

export const upDigest = (items: Alerted[]) => ({
  type: 'success' as const,
  title: `${items.length} services are back up`,
  message: `${names(items)} answer again.`,
  clickUrl: '/health',
})
