import { t } from 'elysia'
import { defineApp } from '../../app-definition'
import { answered, configText, type Service, unexpected } from '../../live-app'
import { parseCalendar, upcoming } from './ical.shared'
import { linkPath, pathField } from './values.shared'

// An iCalendar (.ics) address: the next events, soonest first, with times shown in the zone the user names.
const SERVICE: Service = { name: 'iCal', expected: 'an iCalendar (.ics) file' }
const DAY = 86_400_000
const WEEK = 7 * DAY

const zoneOf = (config: Record<string, unknown>) => {
  const zone = configText(config, 'timeZone') || 'UTC'
  return Intl.supportedValuesOf('timeZone').includes(zone) || zone === 'UTC' ? zone : 'UTC'
}

/** '2026-11-29 09:00' in the zone (an all-day event: its date, midnight in that zone). */
function when(at: string, allDay: boolean, zone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(new Date(at))
      .map((p) => [p.type, p.value]),
  )
  const date = `${parts.year}-${parts.month}-${parts.day}`
  return allDay ? date : `${date} ${parts.hour}:${parts.minute}`
}

export const ical = defineApp({
  id: 'ical',
  name: SERVICE.name,
  category: 'generic',
  description:
    'The next events of an iCalendar (.ics) address, all-day and timed, with daily, weekly, monthly and yearly repeats (COUNT, UNTIL, INTERVAL, weekly BYDAY; other rules show their first date only).',
  expected: SERVICE.expected,
  docs: 'https://www.rfc-editor.org/rfc/rfc5545',
  api: 'iCalendar (RFC 5545)',
  repo: null,
  license: 'MIT',
  logo: { initials: 'iCal', colour: '#dc2626' },
  config: [
    pathField("Calendar path under the link's address", "e.g. calendar.ics (empty: the link's address is the calendar)"),
    { name: 'timeZone', label: 'Time zone for times', type: 'text', placeholder: 'e.g. Europe/Berlin (default: UTC)' },
  ],
  auth: { style: 'none' },
  requests: { events: { path: '', answer: t.Array(t.Object({ summary: t.String(), at: t.String(), allDay: t.Boolean() })) } },
  hooks: {
    async load(api, ctx) {
      const answer = answered(await api.raw(linkPath(ctx.config), { headers: { accept: 'text/calendar, */*;q=0.5' } }), SERVICE)
      const zone = zoneOf(ctx.config)
      const events = parseCalendar(answer.text, zone)
      if (!events) throw unexpected(SERVICE)
      const now = Date.now()
      return { events: upcoming(events, now, now + 366 * DAY, zone).map((o) => ({ summary: o.summary, at: o.at.toISOString(), allDay: o.allDay })) }
    },
  },
  datapoints: [
    { key: 'next', label: 'Next', icon: 'calendar-event', format: 'text', default: true, read: (a) => a.events[0]?.summary },
    {
      key: 'when',
      label: 'When',
      icon: 'clock',
      format: 'text',
      default: true,
      read: (a, ctx) => a.events[0] && when(a.events[0].at, a.events[0].allDay, zoneOf(ctx.config)),
    },
    {
      key: 'week',
      label: 'Next 7 days',
      icon: 'calendar',
      format: 'count',
      default: true,
      read: (a) => a.events.filter((e) => Date.parse(e.at) < Date.now() + WEEK).length,
    },
  ],
  detail: {
    kind: 'upcoming',
    read: (a, ctx) => a.events.map((e) => ({ title: e.summary, subtitle: when(e.at, e.allDay, zoneOf(ctx.config)) })),
  },
})
