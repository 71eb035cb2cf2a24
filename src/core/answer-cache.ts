import { changeCounter, type Database } from './db'

/** 4 MiB of serialised answers (in characters): a few hundred dashboards or some twenty 1,000-card folders. */
const DEFAULT_MAX_CHARS = 4 * 1024 * 1024

/** A route's answer from JSON text it already has (the cache's, or any other). */
export const jsonResponse = (body: string) => new Response(body, { headers: { 'content-type': 'application/json; charset=utf-8' } })

/**
 * Serialised { error: false, message } answers by key (which must name the user), each built once per database
 * change: a wall display and several phones polling the same screen cost one build per write, not one per call.
 * Any write drops every entry; the least recently used go first when the size bound is reached.
 */
export function createAnswerCache(deps: { db: Database; maxChars?: number }) {
  const changes = changeCounter(deps.db)
  const maxChars = deps.maxChars ?? DEFAULT_MAX_CHARS
  const entries = new Map<string, string>()
  let stamp = -1
  let chars = 0

  const drop = (key: string) => {
    chars -= entries.get(key)!.length
    entries.delete(key)
  }

  /** The answer's JSON text; build runs only when key has none since the last write, and may throw (nothing is kept). */
  const json = (key: string, build: () => unknown): string => {
    const now = changes()
    if (now !== stamp) {
      entries.clear()
      chars = 0
      stamp = now
    }
    const hit = entries.get(key)
    if (hit !== undefined) {
      // Re-inserted so the Map's order stays least recently used first.
      entries.delete(key)
      entries.set(key, hit)
      return hit
    }
    const body = JSON.stringify({ error: false, message: build() })
    if (body.length > maxChars) return body
    while (chars + body.length > maxChars) drop(entries.keys().next().value!)
    entries.set(key, body)
    chars += body.length
    return body
  }

  return {
    json,
    /** Entries and characters held (for tests and diagnostics). */
    size: () => ({ entries: entries.size, chars }),
  }
}

export type AnswerCache = ReturnType<typeof createAnswerCache>
