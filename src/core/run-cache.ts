import { dropOldest } from './bounded'
import type { Clock } from './clock'

/** 8 MiB of results (as JSON characters): thousands of cards, but not 10,000 results of 512 KB each. */
const DEFAULT_MAX_CHARS = 8 * 1024 * 1024

interface Entry<T> {
  /** Infinity while the call is in flight: everyone asking meanwhile shares it. */
  until: number
  value: Promise<T>
  /** The settled result's JSON length (0 while in flight). */
  chars: number
}

/**
 * Results by key for a time: identical runs within the interval are answered from here and concurrent ones share
 * one call, so a wall display and three phones cost the user's service one request per interval. Failures are kept
 * the same way (a service that is down is not asked again by every viewer). Bounded by entries and by characters.
 * Live-app runs and the Docker Engine's answers use it.
 */
export function createRunCache<T>(deps: { clock: Clock; maxEntries?: number; maxChars?: number }) {
  const maxEntries = deps.maxEntries ?? 10_000
  const maxChars = deps.maxChars ?? DEFAULT_MAX_CHARS
  const entries = new Map<string, Entry<T>>()
  let chars = 0

  const drop = (key: string) => {
    chars -= entries.get(key)!.chars
    entries.delete(key)
  }

  const prune = () => {
    const now = deps.clock.now()
    for (const [key, entry] of entries) if (entry.until <= now) drop(key)
    // Still full of fresh entries: drop the oldest.
    dropOldest(entries, () => entries.size >= maxEntries, drop)
  }

  return {
    get(key: string, ttlMs: number, produce: () => Promise<T>): Promise<T> {
      const hit = entries.get(key)
      if (hit && hit.until > deps.clock.now()) return hit.value
      if (entries.size >= maxEntries) prune()
      const entry: Entry<T> = { until: Number.POSITIVE_INFINITY, value: produce(), chars: 0 }
      if (entries.has(key)) drop(key)
      entries.set(key, entry)
      const settle = (result: unknown) => {
        entry.until = deps.clock.now() + ttlMs
        if (entries.get(key) !== entry) return
        // A failure is kept as its message; it counts little.
        entry.chars = (result instanceof Error ? result.message : (JSON.stringify(result) ?? '')).length
        chars += entry.chars
        dropOldest(entries, () => chars > maxChars, drop)
      }
      entry.value.then(settle, settle)
      return entry.value
    },
    /** Forgets one result: the next ask runs again (a container just started or stopped). */
    delete(key: string) {
      if (entries.has(key)) drop(key)
    },
    /** Forgets every result: after a backup import the same keys may name other links. */
    clear() {
      entries.clear()
      chars = 0
    },
    get size() {
      return entries.size
    },
  }
}

export type RunCache<T> = ReturnType<typeof createRunCache<T>>
