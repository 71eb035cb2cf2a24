import { expect, test } from 'bun:test'
import { parseCalendar, upcoming, wallToInstant } from './ical.shared'

// Saturday 28 November 2026, noon UTC.
const NOW = Date.UTC(2026, 10, 28, 12)
const YEAR = 366 * 86_400_000
const calendar = (...events: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', ...events.map((e) => `BEGIN:VEVENT\r\n${e}\r\nEND:VEVENT`), 'END:VCALENDAR'].join('\r\n')
const next = (text: string, zone = 'UTC', n = 6) =>
  upcoming(parseCalendar(text, zone)!, NOW, NOW + YEAR, zone)
    .slice(0, n)
    .map((o) => `${o.at.toISOString()} ${o.summary}${o.allDay ? ' (all day)' : ''}`)

test('timed events in UTC and in a TZID zone, all-day events, folded and escaped lines; past and cancelled ones left out', () => {
  const text = calendar(
    'UID:1\r\nDTSTART:20261129T090000Z\r\nSUMMARY:Dentist\\, early',
    'UID:2\r\nDTSTART;TZID=Europe/Berlin:20261130T090000\r\nSUMMARY:Stand\r\n  up',
    'UID:3\r\nDTSTART;VALUE=DATE:20261201\r\nDTEND;VALUE=DATE:20261202\r\nSUMMARY:Bin day\r\nBEGIN:VALARM\r\nSUMMARY:Not an event\r\nEND:VALARM',
    'UID:4\r\nDTSTART:20261101T090000Z\r\nSUMMARY:Past',
    'UID:5\r\nDTSTART:20261202T090000Z\r\nSTATUS:CANCELLED\r\nSUMMARY:Cancelled',
  )
  expect(next(text)).toEqual([
    '2026-11-29T09:00:00.000Z Dentist, early',
    // 09:00 in Berlin in winter is 08:00 UTC.
    '2026-11-30T08:00:00.000Z Stand up',
    '2026-12-01T00:00:00.000Z Bin day (all day)',
  ])
})

test('an event under way is still upcoming; an all-day event today too', () => {
  const text = calendar('DTSTART:20261128T110000Z\r\nDTEND:20261128T130000Z\r\nSUMMARY:Now', 'DTSTART;VALUE=DATE:20261128\r\nSUMMARY:Today')
  expect(next(text)).toEqual(['2026-11-28T00:00:00.000Z Today (all day)', '2026-11-28T11:00:00.000Z Now'])
})

test('daily and weekly rules with COUNT, UNTIL, INTERVAL and BYDAY; EXDATE and a moved occurrence', () => {
  expect(next(calendar('DTSTART:20261120T080000Z\r\nRRULE:FREQ=DAILY;COUNT=10\r\nSUMMARY:Pills'))).toEqual(['2026-11-29T08:00:00.000Z Pills'])
  expect(next(calendar('DTSTART:20261127T080000Z\r\nRRULE:FREQ=DAILY;UNTIL=20261130T080000Z\r\nSUMMARY:Run'))).toEqual([
    '2026-11-29T08:00:00.000Z Run',
    '2026-11-30T08:00:00.000Z Run',
  ])
  // Every other Monday and Thursday since 2 November (a Monday).
  expect(next(calendar('DTSTART:20261102T170000Z\r\nRRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH\r\nSUMMARY:Choir'), 'UTC', 3)).toEqual([
    '2026-11-30T17:00:00.000Z Choir',
    '2026-12-03T17:00:00.000Z Choir',
    '2026-12-14T17:00:00.000Z Choir',
  ])
  const moved = calendar(
    'UID:w\r\nDTSTART:20261105T180000Z\r\nRRULE:FREQ=WEEKLY\r\nEXDATE:20261203T180000Z\r\nSUMMARY:Climbing',
    'UID:w\r\nRECURRENCE-ID:20261210T180000Z\r\nDTSTART:20261211T180000Z\r\nSUMMARY:Climbing (Friday)',
  )
  expect(next(moved, 'UTC', 3)).toEqual([
    '2026-12-11T18:00:00.000Z Climbing (Friday)',
    '2026-12-17T18:00:00.000Z Climbing',
    '2026-12-24T18:00:00.000Z Climbing',
  ])
})

test('a weekly rule in a zone keeps its wall time across a DST change; monthly skips months without the day', () => {
  const text = calendar('DTSTART;TZID=Europe/Berlin:20260320T090000\r\nRRULE:FREQ=WEEKLY;COUNT=3\r\nSUMMARY:Market')
  expect(upcoming(parseCalendar(text, 'UTC')!, Date.UTC(2026, 2, 1), Date.UTC(2026, 4, 1), 'UTC').map((o) => o.at.toISOString())).toEqual([
    '2026-03-20T08:00:00.000Z',
    // Summer time from 29 March: 09:00 is 07:00 UTC.
    '2026-03-27T08:00:00.000Z',
    '2026-04-03T07:00:00.000Z',
  ])
  // RFC 5545: the dates that do not exist are not counted either (the 12th is 31 August 2027).
  expect(next(calendar('DTSTART:20260131T100000Z\r\nRRULE:FREQ=MONTHLY;COUNT=12\r\nSUMMARY:Rent'), 'UTC', 9)).toEqual([
    '2026-12-31T10:00:00.000Z Rent',
    '2027-01-31T10:00:00.000Z Rent',
    '2027-03-31T10:00:00.000Z Rent',
    '2027-05-31T10:00:00.000Z Rent',
    '2027-07-31T10:00:00.000Z Rent',
    '2027-08-31T10:00:00.000Z Rent',
  ])
})

test('a rule with parts it does not expand shows its first date only; floating times are read in the display zone', () => {
  expect(next(calendar('DTSTART:20261201T100000Z\r\nRRULE:FREQ=MONTHLY;BYDAY=1MO\r\nSUMMARY:Meetup'))).toEqual(['2026-12-01T10:00:00.000Z Meetup'])
  expect(next(calendar('DTSTART:20261201T100000\r\nSUMMARY:Floating'), 'America/New_York')).toEqual(['2026-12-01T15:00:00.000Z Floating'])
  // A zone the platform does not know (a Windows name) counts as UTC.
  expect(wallToInstant(Date.UTC(2026, 0, 1, 9), 'W. Europe Standard Time')).toBe(Date.UTC(2026, 0, 1, 9))
})

test('text that is no calendar is null', () => {
  expect(parseCalendar('<html><body>Sign in</body></html>', 'UTC')).toBeNull()
  expect(parseCalendar('{}', 'UTC')).toBeNull()
})
