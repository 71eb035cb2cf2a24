import { expect, test } from 'bun:test'
import { manualClock } from '../../../tests/helpers/test-app'
import { createLoginThrottle, LOGIN_WINDOW_MS, MAX_FAILURES_PER_ACCOUNT } from './auth.throttle'

const wrong = async () => null
const right = async () => 'user'
/** The check's answer, or the status it was refused with. */
const outcome = (p: Promise<unknown>) => p.catch((error: { status: number }) => error.status)

test('failures from 20,000 addresses in one window keep at most 10,000 keys, and the newest still count', async () => {
  const clock = manualClock()
  const throttle = createLoginThrottle(clock)
  for (let i = 0; i < 20_000; i++) await throttle.check(`10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`, `user${i}`, wrong)
  expect(throttle.size).toBeLessThanOrEqual(10_000)
  for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i++) expect(await throttle.check('192.0.2.1', 'admin', wrong)).toBeNull()
  expect(await outcome(throttle.check('192.0.2.1', 'admin', right))).toBe(429)
})

test('keys whose failures are all older than the window are dropped as new ones come', async () => {
  const clock = manualClock()
  const throttle = createLoginThrottle(clock)
  for (let i = 0; i < 100; i++) await throttle.check(`10.0.0.${i}`, 'admin', wrong)
  clock.advance(LOGIN_WINDOW_MS)
  await throttle.check('10.0.1.1', 'admin', wrong)
  expect(throttle.size).toBe(2)
})

test('an IPv6 client counts by its /64: a fresh address per guess is still the same client', async () => {
  const throttle = createLoginThrottle(manualClock())
  for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i++) await throttle.check(`2001:db8:1:2::${(i + 1).toString(16)}`, 'admin', wrong)
  expect(await outcome(throttle.check('2001:db8:1:2:ffff:ffff:ffff:ffff', 'admin', right))).toBe(429)
  expect(await outcome(throttle.check('2001:0db8:0001:0002:0:0:0:abcd', 'admin', right))).toBe(429)
  // Another /64 is another client; an IPv4 address carried in IPv6 is that IPv4 client.
  expect(await throttle.check('2001:db8:1:3::1', 'admin', right)).toBe('user')
  for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i++) await throttle.check('192.0.2.9', 'admin', wrong)
  expect(await outcome(throttle.check('::ffff:192.0.2.9', 'admin', right))).toBe(429)
})

test('a check that could not run (the server busy) counts as no failure', async () => {
  const throttle = createLoginThrottle(manualClock())
  const busy = async () => {
    throw Object.assign(new Error('busy'), { status: 503 })
  }
  for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT * 2; i++) expect(await outcome(throttle.check('192.0.2.1', 'admin', busy))).toBe(503)
  expect(await throttle.check('192.0.2.1', 'admin', right)).toBe('user')
})
