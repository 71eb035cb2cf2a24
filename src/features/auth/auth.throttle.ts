import type { Clock } from '../../core/clock'

export const LOGIN_WINDOW_MS = 5 * 60_000
export const MAX_FAILURES_PER_ACCOUNT = 10
// A wider cap per address stops one client from spraying many usernames.
const MAX_FAILURES_PER_ADDRESS = 50
const MAX_KEYS = 10_000

/** Counts failed logins per (address, username) and per address in a sliding window. */
export function createLoginThrottle(clock: Clock) {
  const failures = new Map<string, number[]>()

  const recent = (key: string, now: number) => {
    const list = (failures.get(key) ?? []).filter((at) => now - at < LOGIN_WINDOW_MS)
    if (list.length) failures.set(key, list)
    else failures.delete(key)
    return list
  }

  const keys = (ip: string, username: string) => [`${ip}\n${username}`, `${ip}\n*`] as const

  return {
    /** Milliseconds until a new attempt is allowed, or 0. */
    retryAfter(ip: string, username: string): number {
      const now = clock.now()
      const [account, address] = keys(ip, username)
      const blocked = [
        [recent(account, now), MAX_FAILURES_PER_ACCOUNT],
        [recent(address, now), MAX_FAILURES_PER_ADDRESS],
      ] as const
      let wait = 0
      for (const [list, max] of blocked) if (list.length >= max) wait = Math.max(wait, list[list.length - max]! + LOGIN_WINDOW_MS - now)
      return wait
    },
    fail(ip: string, username: string) {
      const now = clock.now()
      if (failures.size > MAX_KEYS) for (const key of failures.keys()) recent(key, now)
      for (const key of keys(ip, username)) failures.set(key, [...recent(key, now), now])
    },
    succeed(ip: string, username: string) {
      failures.delete(keys(ip, username)[0])
    },
  }
}
