import { dropOldest } from '../../core/bounded'
import type { Clock } from '../../core/clock'

/**
 * Remembers answers for ttlMs and shares one in-flight call per key, so a room of wall displays
 * costs the provider one request per location every few minutes. Failures are not remembered.
 */
export function createTtlCache<T>(clock: Clock, ttlMs: number, maxEntries = 200) {
  const entries = new Map<string, { at: number; value: Promise<T> }>()
  return (key: string, load: () => Promise<T>): Promise<T> => {
    const hit = entries.get(key)
    if (hit && clock.now() - hit.at < ttlMs) return hit.value
    const value = load()
    entries.delete(key)
    entries.set(key, { at: clock.now(), value })
    dropOldest(entries, () => entries.size > maxEntries)
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key)
    })
    return value
  }
}
