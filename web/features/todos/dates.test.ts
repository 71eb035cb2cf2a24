import { expect, test } from 'bun:test'
import { addDays, formatDay, formatMonth, localToday, monthGrid, shiftMonth } from './dates'

test('days are local YYYY-MM-DD and move across month and year ends', () => {
  expect(localToday(new Date(2026, 10, 21, 23, 30))).toBe('2026-11-21')
  expect(addDays('2026-11-30', 1)).toBe('2026-12-01')
  expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
  expect(addDays('2028-03-01', -1)).toBe('2028-02-29')
  expect(formatDay('2026-11-05')).toBe('Nov 5, 2026')
  expect(formatMonth('2026-11')).toBe('November 2026')
  expect(shiftMonth('2026-12', 1)).toBe('2027-01')
  expect(shiftMonth('2026-01', -1)).toBe('2025-12')
})

test('the month grid runs Sunday to Saturday in whole weeks', () => {
  // November 2026 starts on a Sunday and ends on a Monday.
  const nov = monthGrid('2026-11')
  expect(nov.length).toBe(5)
  expect(nov[0]![0]).toEqual({ day: '2026-11-01', inMonth: true })
  expect(nov[4]!.map((d) => d.day)).toEqual(['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05'])
  // May 2026 starts on a Friday and needs six rows.
  const may = monthGrid('2026-05')
  expect(may.length).toBe(6)
  expect(may[0]!.slice(0, 5).every((d) => !d.inMonth)).toBe(true)
  expect(may[0]![5]).toEqual({ day: '2026-05-01', inMonth: true })
  expect(may.flat().filter((d) => d.inMonth).length).toBe(31)
  // February 2026 starts on a Sunday and fills exactly four weeks.
  expect(monthGrid('2026-02').length).toBe(4)
})
