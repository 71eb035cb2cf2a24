import { dropOldest } from '../../core/bounded'
import type { Clock } from '../../core/clock'
import { clientKey } from '../../core/ip'

export const LOGIN_WINDOW_MS = 5 * 60_000
export const MAX_FAILURES_PER_ACCOUNT = 10
// A wider cap per address stops one client from spraying many usernames.
export const MAX_FAILURES_PER_ADDRESS = 50
// Keys held at most (each one address, or address and username): many addresses cannot grow it past this.
const MAX_KEYS = 10_000

/** Counts failed logins per (client, username) and per client (an address, or an IPv6 /64) in a sliding window. */
export function createLoginThrottle(clock: Clock) {
  // In order of each key's last failure: stale keys, and past MAX_KEYS the least recent, are at the front.
  const failures = new Map<string, number[]>()

  const recent = (key: string, now: number) => {
    const list = (failures.get(key) ?? []).filter((at) => now - at < LOGIN_WINDOW_MS)
    if (list.length) failures.set(key, list)
    else failures.delete(key)
    return list
  }

  // An IPv6 client counts by its /64: each subscriber has one, so a fresh address per guess gains nothing.
  const keys = (ip: string, username: string) => {
    const client = clientKey(ip)
    return [`${client}\n${username}`, `${client}\n*`] as const
  }

  return {
    /**
     * Counts an attempt as failed before its password is checked, so attempts running at the same time count each other.
     * Answers the milliseconds to wait (nothing counted), or 0 and `succeeded`, which takes the count back.
     */
    attempt(ip: string, username: string): { wait: number; succeeded(): void } {
      const now = clock.now()
      const [account, address] = keys(ip, username)
      const blocked = [
        [recent(account, now), MAX_FAILURES_PER_ACCOUNT],
        [recent(address, now), MAX_FAILURES_PER_ADDRESS],
      ] as const
      let wait = 0
      for (const [list, max] of blocked) if (list.length >= max) wait = Math.max(wait, list[list.length - max]! + LOGIN_WINDOW_MS - now)
      if (wait > 0) return { wait, succeeded: () => {} }
      for (const key of [account, address]) {
        const list = recent(key, now)
        failures.delete(key)
        failures.set(key, [...list, now])
      }
      dropOldest(failures, (key) => failures.size > MAX_KEYS || now - (failures.get(key)!.at(-1) ?? 0) >= LOGIN_WINDOW_MS)
      return {
        wait: 0,
        succeeded() {
          failures.delete(account)
          // The address keeps only failures: a sign-in takes back its own count.
          const list = failures.get(address) ?? []
          const at = list.indexOf(now)
          if (at >= 0) list.splice(at, 1)
        },
      }
    },
    /** Keys held (tests check the cap). */
    get size() {
      return failures.size
    },
  }
}
