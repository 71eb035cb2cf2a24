import { dropOldest } from './bounded'
import { changeCounter, type Database } from './db'

/** 4 MiB of serialised answers (in characters): a few hundred dashboards or some twenty 1,000-card folders. */
const DEFAULT_MAX_CHARS = 4 * 1024 * 1024

/** Serialised JSON and, made on first demand and kept with it, its UTF-8 and gzip forms. */
export interface CachedAnswer {
  text: string
  /** The UTF-8 bytes: sent as they are, a string body would be encoded again on every request. */
  utf8: () => Uint8Array<ArrayBuffer>
  gzip: () => Uint8Array<ArrayBuffer>
}

// Below this, compressing costs more than the bytes it saves.
const GZIP_FROM_CHARS = 1024

/** A route's answer from a cached one: gzip when the client takes it (a 1,000-card dashboard is 10x smaller), compressed once per change. */
export function jsonResponse(answer: CachedAnswer, request: Request): Response {
  const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8', vary: 'accept-encoding' }
  if (answer.text.length >= GZIP_FROM_CHARS && /\bgzip\b/.test(request.headers.get('accept-encoding') ?? '')) {
    headers['content-encoding'] = 'gzip'
    return new Response(answer.gzip(), { headers })
  }
  return new Response(answer.utf8(), { headers })
}

const encoder = new TextEncoder()

const cachedAnswer = (text: string): CachedAnswer => {
  let utf8: Uint8Array<ArrayBuffer> | undefined
  let gz: Uint8Array<ArrayBuffer> | undefined
  return {
    text,
    utf8: () => (utf8 ??= encoder.encode(text)),
    gzip: () => (gz ??= Bun.gzipSync(text, { level: 6 }) as Uint8Array<ArrayBuffer>),
  }
}

/**
 * Serialised { error: false, message } answers by key (which must name the user), each built once per database
 * change: a wall display and several phones polling the same screen cost one build per write, not one per call.
 * Any write drops every entry; the least recently used go first when the size bound is reached.
 */
export function createAnswerCache(deps: { db: Database; maxChars?: number }) {
  const changes = changeCounter(deps.db)
  const maxChars = deps.maxChars ?? DEFAULT_MAX_CHARS
  // Sizes count the text only: a kept UTF-8 form is about as much again, a gzip form a fraction of it.
  const entries = new Map<string, CachedAnswer>()
  let stamp = -1
  let chars = 0

  const drop = (key: string) => {
    chars -= entries.get(key)!.text.length
    entries.delete(key)
  }

  /** The answer for key; build runs only when key has none since the last write, and may throw (nothing is kept). */
  const answer = (key: string, build: () => unknown): CachedAnswer => {
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
    const body = cachedAnswer(JSON.stringify({ error: false, message: build() }))
    if (body.text.length > maxChars) return body
    dropOldest(entries, () => chars + body.text.length > maxChars, drop)
    entries.set(key, body)
    chars += body.text.length
    return body
  }

  return {
    answer,
    /** The answer's JSON text. */
    json: (key: string, build: () => unknown): string => answer(key, build).text,
    /** Entries and characters held (for tests and diagnostics). */
    size: () => ({ entries: entries.size, chars }),
  }
}

export type AnswerCache = ReturnType<typeof createAnswerCache>
