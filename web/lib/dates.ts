const absolute = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' })
const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' })

/** 'MMM D, YYYY' as the spec writes it: Nov 21, 2026. */
export const absoluteDate = (at: string | number) => absolute.format(new Date(at))

const STEPS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Infinity],
]

/** '5 minutes ago', 'yesterday', 'last month': the largest unit that fits. */
export function relativeTime(iso: string, now = Date.now()): string {
  let amount = (new Date(iso).getTime() - now) / 1000
  if (Math.abs(amount) < 45) return 'just now'
  for (const [unit, size] of STEPS) {
    if (Math.abs(amount) < size) return relative.format(Math.round(amount), unit)
    amount /= size
  }
  return absoluteDate(iso)
}
