import { expect, test } from 'bun:test'
import { afterReturn, retryWait } from './use-return-when-healthy'

const MINUTE = 60_000

test('an error page asks every 5 s, when it has not just sent a screen back', () => {
  expect(retryWait(1_000_000, { at: Number.NEGATIVE_INFINITY, flaps: 0 })).toBe(5_000)
  expect(retryWait(1_000_000, { at: 1_000_000 - MINUTE, flaps: 4 })).toBe(5_000)
})

test('a screen failing again within a minute of its return doubles the wait each time, up to 5 minutes', () => {
  const now = 1_000_000
  const waits = [1, 2, 3, 6, 7, 12].map((flaps) => retryWait(now, { at: now - 2_000, flaps }))
  expect(waits).toEqual([10_000, 20_000, 40_000, 300_000, 300_000, 300_000])
})

test('returns a minute apart or more start the count again; closer ones add to it', () => {
  let last = { at: Number.NEGATIVE_INFINITY, flaps: 0 }
  const seen: number[] = []
  for (const at of [0, 10_000, 30_000, 200_000, 205_000]) {
    last = afterReturn(at, last)
    seen.push(last.flaps)
  }
  expect(seen).toEqual([1, 2, 3, 1, 2])
  // Reached again 2 s after the last return: the fifth return waits 5 s x 2^2.
  expect(retryWait(207_000, last)).toBe(20_000)
})
