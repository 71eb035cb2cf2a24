// A small reader of iCalendar (RFC 5545) for the next events of a calendar: VEVENT's DTSTART, DTEND, SUMMARY, STATUS,
// EXDATE and RECURRENCE-ID, all-day and timed, in UTC, floating or in a TZID zone. Recurrences (RRULE) are expanded
// for FREQ=DAILY, WEEKLY (with BYDAY), MONTHLY and YEARLY, with INTERVAL, COUNT and UNTIL; a rule with any other part
// (BYMONTHDAY, BYSETPOS, a numbered BYDAY …) is not expanded: the event is shown at its first date only.

interface Property {
  params: Record<string, string>
  value: string
}

interface CalendarEvent {
  uid: string
  summary: string
  /** Wall time as if it were UTC (ms), read in `zone`; all-day events at midnight. */
  start: number
  durationMs: number
  allDay: boolean
  /** A TZID, 'UTC', or null for floating times (read in the viewer's zone). */
  zone: string | null
  rule: Record<string, string> | null
  /** Occurrences left out (EXDATE, or replaced by an event with the same UID and a RECURRENCE-ID), as UTC instants. */
  skip: Set<number>
  recurrenceId: boolean
}

/** One occurrence of an event. */
export interface Occurrence {
  summary: string
  /** The instant it starts (all-day: midnight in the display zone). */
  at: Date
  allDay: boolean
}

const DAY = 86_400_000
const WEEKDAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA']
const EXPANDED = new Set(['FREQ', 'INTERVAL', 'COUNT', 'UNTIL', 'WKST', 'BYDAY'])
/** Steps of one rule at most: a daily event over 25 years. */
const MAX_STEPS = 10_000

/** 'NAME;A=1;B="x:y":value' → its name, parameters and value (a colon inside a quoted parameter is not the separator). */
function readLine(line: string): [string, Property] {
  let quoted = false
  let at = 0
  for (; at < line.length; at++) {
    if (line[at] === '"') quoted = !quoted
    else if (line[at] === ':' && !quoted) break
  }
  const [name = '', ...params] = line.slice(0, at).split(';')
  const entries = params.map((p) => {
    const eq = p.indexOf('=')
    return [p.slice(0, eq).toUpperCase(), p.slice(eq + 1).replace(/^"|"$/g, '')] as const
  })
  return [name.toUpperCase(), { params: Object.fromEntries(entries), value: line.slice(at + 1) }]
}

/** TEXT values escape \\ \; \, and \n. */
const unescapeText = (text: string) => text.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? ' ' : c))

const offsets = new Map<string, Intl.DateTimeFormat | null>()
/** A zone's offset from UTC at an instant (ms); an unknown zone (a Windows name) counts as UTC. */
function offsetOf(zone: string, instant: number): number {
  if (!offsets.has(zone)) {
    try {
      offsets.set(
        zone,
        new Intl.DateTimeFormat('en-US', {
          timeZone: zone,
          hourCycle: 'h23',
          year: 'numeric',
          month: 'numeric',
          day: 'numeric',
          hour: 'numeric',
          minute: 'numeric',
          second: 'numeric',
        }),
      )
    } catch {
      offsets.set(zone, null)
    }
  }
  const format = offsets.get(zone)
  if (!format || zone === 'UTC') return 0
  const p = Object.fromEntries(format.formatToParts(instant).map((x) => [x.type, Number(x.value)]))
  return Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!) - (instant - (instant % 1000))
}

/** The instant a wall time (ms as if UTC) stands for in a zone (twice round: the offset at the guess, across a DST change). */
export function wallToInstant(wall: number, zone: string): number {
  const guess = wall - offsetOf(zone, wall)
  return wall - offsetOf(zone, guess)
}

/** A DATE or DATE-TIME value: its wall time, whether it is a date, and its zone ('UTC' for a trailing Z). */
function readTime(p: Property): { wall: number; allDay: boolean; zone: string | null } | null {
  const m = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})(Z)?)?$/.exec(p.value.trim())
  if (!m) return null
  const [y, mo, d, h = 0, mi = 0, s = 0] = m.slice(1, 7).map((n) => Number(n ?? 0)) as number[]
  const wall = Date.UTC(y!, mo! - 1, d!, h, mi, s)
  if (m[4] === undefined) return { wall, allDay: true, zone: null }
  return { wall, allDay: false, zone: m[7] ? 'UTC' : (p.params.TZID ?? null) }
}

const instantOf = (wall: number, zone: string | null, displayZone: string) => wallToInstant(wall, zone ?? displayZone)

/** The VEVENTs of a calendar; null when the text is no calendar at all. */
export function parseCalendar(text: string, displayZone: string): CalendarEvent[] | null {
  const lines = text.replace(/\r?\n[ \t]/g, '').split(/\r?\n/)
  if (!lines.some((l) => l.trim().toUpperCase() === 'BEGIN:VCALENDAR')) return null
  const events: CalendarEvent[] = []
  let props: Array<[string, Property]> | null = null
  // Components nested in an event (VALARM) are skipped whole.
  let nested = 0
  for (const line of lines) {
    const [name, prop] = readLine(line.trim())
    if (name === 'BEGIN' && prop.value.toUpperCase() === 'VEVENT') props = []
    else if (name === 'END' && prop.value.toUpperCase() === 'VEVENT' && props) {
      const event = toEvent(props, displayZone)
      if (event) events.push(event)
      props = null
    } else if (props && name === 'BEGIN') nested++
    else if (props && name === 'END') nested--
    else if (props && nested === 0) props.push([name, prop])
  }
  // An event with a RECURRENCE-ID replaces that occurrence of its series.
  for (const moved of events.filter((e) => e.recurrenceId))
    for (const series of events.filter((e) => e.uid === moved.uid && e.rule)) series.skip = new Set([...series.skip, ...moved.skip])
  return events
}

function toEvent(props: Array<[string, Property]>, displayZone: string): CalendarEvent | null {
  const one = (name: string) => props.find(([n]) => n === name)?.[1]
  const start = one('DTSTART') && readTime(one('DTSTART')!)
  if (!start || one('STATUS')?.value.toUpperCase() === 'CANCELLED') return null
  const end = one('DTEND') && readTime(one('DTEND')!)
  const rule = one('RRULE')
  const skip = new Set<number>()
  for (const [name, p] of props) {
    if (name !== 'EXDATE' && name !== 'RECURRENCE-ID') continue
    for (const value of p.value.split(',')) {
      const time = readTime({ params: p.params, value })
      if (time) skip.add(instantOf(time.wall, time.allDay ? null : (time.zone ?? start.zone), displayZone))
    }
  }
  return {
    uid: one('UID')?.value ?? '',
    summary: unescapeText(one('SUMMARY')?.value ?? '').trim() || 'Untitled event',
    start: start.wall,
    durationMs: end ? Math.max(0, end.wall - start.wall) : start.allDay ? DAY : 0,
    allDay: start.allDay,
    zone: start.allDay ? null : start.zone,
    rule: rule ? Object.fromEntries(rule.value.split(';').map((part) => part.toUpperCase().split('=') as [string, string])) : null,
    skip,
    recurrenceId: one('RECURRENCE-ID') !== undefined,
  }
}

/** The wall times a rule gives, in order, from the event's start (the start itself first). */
function* wallTimes(event: CalendarEvent, from: number, displayZone: string): Generator<number> {
  const rule = event.rule
  const known = rule && Object.keys(rule).every((k) => EXPANDED.has(k)) && (!rule.BYDAY || rule.FREQ === 'WEEKLY')
  if (!rule || !known || !['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'].includes(rule.FREQ ?? '')) {
    yield event.start
    return
  }
  const interval = Math.max(1, Number(rule.INTERVAL ?? 1) || 1)
  const count = rule.COUNT ? Number(rule.COUNT) : Number.POSITIVE_INFINITY
  const until = rule.UNTIL ? readTime({ params: {}, value: rule.UNTIL }) : null
  const untilInstant = until ? instantOf(until.wall, until.allDay ? null : until.zone, displayZone) + (until.allDay ? DAY - 1 : 0) : Infinity
  const days = rule.FREQ === 'WEEKLY' && rule.BYDAY ? rule.BYDAY.split(',').map((d) => WEEKDAYS.indexOf(d)) : null
  if (days?.some((d) => d < 0)) {
    yield event.start
    return
  }
  const first = new Date(event.start)
  let given = 0
  // Without a COUNT to keep, a daily or weekly series starts a few steps before `from` (an old series costs nothing).
  const period = rule.FREQ === 'DAILY' ? interval * DAY : rule.FREQ === 'WEEKLY' ? interval * 7 * DAY : 0
  const skipped = period && count === Number.POSITIVE_INFINITY ? Math.max(0, Math.floor((from - event.start) / period) - 2) : 0
  for (let step = skipped; step < skipped + MAX_STEPS && given < count; step++) {
    let candidates: number[]
    if (rule.FREQ === 'DAILY') candidates = [event.start + step * interval * DAY]
    else if (rule.FREQ === 'WEEKLY') {
      const week = event.start + step * interval * 7 * DAY
      // BYDAY: each named weekday of the week (weeks start on WKST, Monday unless set), never before the start.
      const weekStart = WEEKDAYS.indexOf(rule.WKST ?? 'MO')
      const monday = week - ((first.getUTCDay() - weekStart + 7) % 7) * DAY
      candidates = days
        ? days
            .map((d) => monday + ((d - weekStart + 7) % 7) * DAY)
            .filter((t) => t >= event.start)
            .sort((a, b) => a - b)
        : [week]
    } else {
      const months = rule.FREQ === 'MONTHLY' ? step * interval : step * interval * 12
      const at = new Date(event.start)
      at.setUTCMonth(first.getUTCMonth() + months)
      // A month without that day (the 31st, 29 February) has no occurrence.
      candidates = at.getUTCDate() === first.getUTCDate() ? [at.getTime()] : []
    }
    for (const wall of candidates) {
      if (given >= count || instantOf(wall, event.zone, displayZone) > untilInstant) return
      given++
      yield wall
    }
  }
}

/** The next occurrences of a calendar's events from an instant on (those under way included), soonest first. */
export function upcoming(events: CalendarEvent[], from: number, until: number, displayZone: string): Occurrence[] {
  const found: Occurrence[] = []
  for (const event of events) {
    for (const wall of wallTimes(event, from, displayZone)) {
      const at = instantOf(wall, event.zone, displayZone)
      if (at > until) break
      if (at + Math.max(event.durationMs, 1) <= from || (event.rule && event.skip.has(at))) continue
      found.push({ summary: event.summary, at: new Date(at), allDay: event.allDay })
    }
  }
  return found.sort((a, b) => a.at.getTime() - b.at.getTime())
}
