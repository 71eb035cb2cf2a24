import { expect, test } from 'bun:test'
import { absoluteDate, relativeTime } from './dates'

const NOW = Date.UTC(2026, 10, 21, 12)
const ago = (ms: number) => new Date(NOW - ms).toISOString()

test("the absolute date reads 'MMM D, YYYY'", () => {
  expect(absoluteDate('2026-11-21T12:00:00.000Z')).toBe('Nov 21, 2026')
  expect(absoluteDate('2025-01-05T12:00:00.000Z')).toBe('Jan 5, 2025')
})

test('the relative time takes the largest unit that fits', () => {
  expect(relativeTime(ago(10_000), NOW)).toBe('just now')
  expect(relativeTime(ago(5 * 60_000), NOW)).toBe('5 minutes ago')
  expect(relativeTime(ago(3 * 3600_000), NOW)).toBe('3 hours ago')
  expect(relativeTime(ago(26 * 3600_000), NOW)).toBe('yesterday')
  expect(relativeTime(ago(3 * 86400_000), NOW)).toBe('3 days ago')
  expect(relativeTime(ago(14 * 86400_000), NOW)).toBe('2 weeks ago')
  expect(relativeTime(ago(70 * 86400_000), NOW)).toBe('2 months ago')
  expect(relativeTime(ago(800 * 86400_000), NOW)).toBe('2 years ago')
})

test('the absolute date takes a timestamp too (API keys carry milliseconds)', () => {
  expect(absoluteDate(Date.UTC(2026, 10, 21, 12))).toBe('Nov 21, 2026')
})
