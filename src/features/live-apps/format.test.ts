import { expect, test } from 'bun:test'
import { formatBitRate, formatBytes, formatCount, formatDate, formatDuration, formatPercent, formatTemperature, formatValue, formatVersion } from './format'

test('counts, sizes and rates read like a file manager', () => {
  expect([formatCount(4721), formatCount(0), formatCount(1234567.6)]).toEqual(['4,721', '0', '1,234,568'])
  expect([formatBytes(512), formatBytes(1536), formatBytes(250 * 1024 ** 3), formatBytes(5.5 * 1024 ** 4)]).toEqual(['512 B', '1.5 KB', '250 GB', '5.5 TB'])
  expect(formatBitRate(12.5 * 1024 * 1024)).toBe('12.5 MB/s')
})

test('durations keep their two largest units', () => {
  expect([
    formatDuration(3 * 86_400 + 4 * 3600 + 59),
    formatDuration(5 * 3600 + 12 * 60),
    formatDuration(42),
    formatDuration(0),
    formatDuration(86_400 + 30),
  ]).toEqual(['3 d 4 h', '5 h 12 min', '42 s', '0 s', '1 d'])
})

test('percent, temperature, version and date', () => {
  expect([formatPercent(15.234), formatPercent(100)]).toEqual(['15.2 %', '100.0 %'])
  expect(formatTemperature(44.6)).toBe('45 °C')
  expect([formatVersion('v4.0.11'), formatVersion('10.10.3'), formatVersion('version-x')]).toEqual(['4.0.11', '10.10.3', 'version-x'])
  expect([formatDate('2026-11-28T14:00:00Z'), formatDate(1_700_000_000), formatDate('soon')]).toEqual(['2026-11-28', '2023-11-14', 'soon'])
})

test('a value the app could not read is a dash; text passes as it is', () => {
  expect([formatValue(null, 'count'), formatValue(undefined, 'bytes'), formatValue(Number.NaN, 'percent')]).toEqual(['—', '—', '—'])
  expect([formatValue('1/2', 'text'), formatValue(7, 'text'), formatValue('12', 'count'), formatValue('n/a', 'count')]).toEqual(['1/2', 7, '12', 'n/a'])
})
