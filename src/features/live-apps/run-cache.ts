import type { Clock } from '../../core/clock'

interface Entry<T> {
  /** Infinity while the call is in flight: everyone asking meanwhile shares it. */
  until: number
  value: Promise<T>
}

/**
 * Results by key for a time: identical runs within the interval are answered from here and concurrent ones share
 * one call, so a wall display and three phones cost the user's service one request per interval. Failures are kept
 * the same way (a service that is down is not asked again by every viewer).
 */
export function createRunCache<T>(deps: { clock: Clock; maxEntries?: number }) {
  const maxEntries = deps.maxEntries ?? 10_000
  const entries = new Map<string, Entry<T>>()

  const prune = () => {
    const now = deps.clock.now()
    for (const [key, entry] of entries) if (entry.until <= now) entries.delete(key)
    // Still full of fresh entries: drop the oldest (a Map keeps insertion order).
    for (const key of entries.keys()) {
      if (entries.size < maxEntries) break
      entries.delete(key)
    }
  }

  return {
    get(key: string, ttlMs: number, produce: () => Promise<T>): Promise<T> {
      const hit = entries.get(key)
      if (hit && hit.until > deps.clock.now()) return hit.value
      if (entries.size >= maxEntries) prune()
      const entry: Entry<T> = { until: Number.POSITIVE_INFINITY, value: produce() }
      entries.delete(key)
      entries.set(key, entry)
      const settle = () => {
        entry.until = deps.clock.now() + ttlMs
      }
      entry.value.then(settle, settle)
      return entry.value
    },
    /** Forgets every result: after a backup import the same keys may name other links. */
    clear: () => entries.clear(),
    get size() {
      return entries.size
    },
  }
}
