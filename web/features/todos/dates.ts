// Calendar days as YYYY-MM-DD strings in the browser's own time zone: a due date is a day, not an instant.

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']
export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']

const pad = (n: number) => String(n).padStart(2, '0')
const toDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
// Noon keeps daylight-saving jumps from moving a local date across midnight.
const fromDay = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  return new Date(y, m - 1, d, 12)
}

export const localToday = (now = new Date()) => toDay(now)

export function addDays(day: string, n: number): string {
  const d = fromDay(day)
  d.setDate(d.getDate() + n)
  return toDay(d)
}

/** 'Nov 21, 2026'. */
export function formatDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  return `${MONTHS[m - 1]!.slice(0, 3)} ${d}, ${y}`
}

export const monthOf = (day: string) => day.slice(0, 7)

/** 'November 2026'. */
export function formatMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number]
  return `${MONTHS[m - 1]} ${y}`
}

export function shiftMonth(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number]
  const d = new Date(y, m - 1 + n, 1, 12)
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}`
}

export interface GridDay {
  day: string
  inMonth: boolean
}

/** The month as whole weeks, Sunday first: days of the neighbouring months fill the first and last week. */
export function monthGrid(month: string): GridDay[][] {
  const first = `${month}-01`
  let day = addDays(first, -fromDay(first).getDay())
  const weeks: GridDay[][] = []
  do {
    const week: GridDay[] = []
    for (let i = 0; i < 7; i++, day = addDays(day, 1)) week.push({ day, inMonth: monthOf(day) === month })
    weeks.push(week)
  } while (monthOf(day) === month)
  return weeks
}
