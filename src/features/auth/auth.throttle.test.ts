import { expect, test } from 'bun:test'
import { manualClock } from '../../../tests/helpers/test-app'
import { createLoginThrottle, LOGIN_WINDOW_MS, MAX_FAILURES_PER_ACCOUNT } from './auth.throttle'

test('failures from 20,000 addresses in one window keep at most 10,000 keys, and the newest still count', () => {
  const clock = manualClock()
  const throttle = createLoginThrottle(clock)
  for (let i = 0; i < 20_000; i++) throttle.attempt(`10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`, `user${i}`)
  expect(throttle.size).toBeLessThanOrEqual(10_000)
  for (let i = 1; i < MAX_FAILURES_PER_ACCOUNT; i++) expect(throttle.attempt('192.0.2.1', 'admin').wait).toBe(0)
  expect(throttle.attempt('192.0.2.1', 'admin').wait).toBe(0)
  expect(throttle.attempt('192.0.2.1', 'admin').wait).toBeGreaterThan(0)
})

test('keys whose failures are all older than the window are dropped as new ones come', () => {
  const clock = manualClock()
  const throttle = createLoginThrottle(clock)
  for (let i = 0; i < 100; i++) throttle.attempt(`10.0.0.${i}`, 'admin')
  clock.advance(LOGIN_WINDOW_MS)
  throttle.attempt('10.0.1.1', 'admin')
  expect(throttle.size).toBe(2)
})

test('an IPv6 client counts by its /64: a fresh address per guess is still the same client', () => {
  const throttle = createLoginThrottle(manualClock())
  for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i++) expect(throttle.attempt(`2001:db8:1:2::${(i + 1).toString(16)}`, 'admin').wait).toBe(0)
  expect(throttle.attempt('2001:db8:1:2:ffff:ffff:ffff:ffff', 'admin').wait).toBeGreaterThan(0)
  expect(throttle.attempt('2001:0db8:0001:0002:0:0:0:abcd', 'admin').wait).toBeGreaterThan(0)
  // Another /64 is another client; an IPv4 address carried in IPv6 is that IPv4 client.
  expect(throttle.attempt('2001:db8:1:3::1', 'admin').wait).toBe(0)
  for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i++) throttle.attempt('192.0.2.9', 'admin')
  expect(throttle.attempt('::ffff:192.0.2.9', 'admin').wait).toBeGreaterThan(0)
})
