import { expect, test } from 'bun:test'
import { isNight } from './night'

const at = (hhmm: string) => new Date(`2026-11-28T${hhmm}:00`)

test('the night window may cross midnight, ends at its end minute, and is never on when off', () => {
  const night = { mode: 'dim' as const, from: '22:00', to: '07:00' }
  expect(['21:59', '22:00', '03:00', '06:59', '07:00', '12:00'].map((t) => isNight(night, at(t)))).toEqual([false, true, true, true, false, false])
  const day = { mode: 'dark' as const, from: '13:00', to: '14:30' }
  expect(['12:59', '13:00', '14:29', '14:30'].map((t) => isNight(day, at(t)))).toEqual([false, true, true, false])
  expect(isNight({ ...night, mode: 'off' }, at('23:00'))).toBe(false)
})
