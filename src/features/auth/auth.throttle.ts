import { dropOldest } from '../../core/bounded'
import type { Clock } from '../../core/clock'
import { tooManyRequests } from '../../core/errors'
import { clientKey } from '../../core/ip'

export const LOGIN_WINDOW_MS = 5 * 60_000
export const MAX_FAILURES_PER_ACCOUNT = 10
// A wider cap per address stops one client from spraying many usernames.
export const MAX_FAILURES_PER_ADDRESS = 50
// Keys held at most (each one address, or address and username): many addresses cannot grow it past this.
const MAX_KEYS = 10_000
// Sign-ins waiting for others of their account or address to finish, at most, across all clients.
const MAX_WAITING = 200

const BUSY = 'Too many sign-ins at once. Please try again in a moment.'
const blocked = (wait: number) => tooManyRequests(`Too many failed login attempts. Please try again in ${Math.ceil(wait / 60_000)} minute(s).`)

/** Counts failed logins per (client, username) and per client (an address, or an IPv6 /64) in a sliding window. */
export function createLoginThrottle(clock: Clock) {
  // In order of each key's last failure: stale keys, and past MAX_KEYS the least recent, are at the front.
  const failures = new Map<string, number[]>()
  // Checks under way per key: with the failures they may not pass the cap, or guesses sent at once would all be checked.
  const pending = new Map<string, number>()
  let wake: Array<() => void> = []

  const recent = (key: string, now: number) => {
    const list = (failures.get(key) ?? []).filter((at) => now - at < LOGIN_WINDOW_MS)
    if (list.length) failures.set(key, list)
    else failures.delete(key)
    return list
  }

  // An IPv6 client counts by its /64: each subscriber has one, so a fresh address per guess gains nothing.
  const keys = (ip: string, username: string) => {
    const client = clientKey(ip)
    return [
      [`${client}\n${username}`, MAX_FAILURES_PER_ACCOUNT],
      [`${client}\n*`, MAX_FAILURES_PER_ADDRESS],
    ] as const
  }

  const count = (key: string, by: number) => {
    const n = (pending.get(key) ?? 0) + by
    if (n) pending.set(key, n)
    else pending.delete(key)
  }

  const fail = (key: string, now: number) => {
    const list = recent(key, now)
    failures.delete(key)
    failures.set(key, [...list, now])
    dropOldest(failures, (k) => failures.size > MAX_KEYS || now - (failures.get(k)!.at(-1) ?? 0) >= LOGIN_WINDOW_MS)
  }

  return {
    /**
     * Runs `check` (the password check: the user, or null when it failed) unless the client's recent failures are at a
     * cap (429). A failure is counted when it fails; checks already under way count against the cap meanwhile, so the
     * attempts past it wait for them to end rather than being checked at once (or refused though nothing failed).
     */
    async check<T>(ip: string, username: string, verify: () => Promise<T | null>): Promise<T | null> {
      const caps = keys(ip, username)
      for (;;) {
        const now = clock.now()
        let wait = 0
        let room = true
        for (const [key, max] of caps) {
          const list = recent(key, now)
          if (list.length >= max) wait = Math.max(wait, list[list.length - max]! + LOGIN_WINDOW_MS - now)
          if (list.length + (pending.get(key) ?? 0) >= max) room = false
        }
        if (wait > 0) throw blocked(wait)
        if (room) break
        if (wake.length >= MAX_WAITING) throw tooManyRequests(BUSY)
        await new Promise<void>((resolve) => wake.push(resolve))
      }
      for (const [key] of caps) count(key, 1)
      try {
        const user = await verify()
        // A sign-in clears its account's failures; the address keeps them (another account's guesses).
        if (user) failures.delete(caps[0][0])
        else for (const [key] of caps) fail(key, clock.now())
        return user
      } finally {
        // A check that could not run (a busy server) counts as nothing.
        for (const [key] of caps) count(key, -1)
        const waiting = wake
        wake = []
        for (const resolve of waiting) resolve()
      }
    },
    /** Keys held (tests check the cap). */
    get size() {
      return failures.size
    },
  }
}
