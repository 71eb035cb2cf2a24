import { Elysia } from 'elysia'
import { AppError, badRequest, DISK_FULL, describeError, tooLarge } from './errors'
import { isDatabaseUnavailable, isDiskFull } from './db'

/** Every /api/v1 answer is { error, message }: success puts the data in message. */
export const ok = <T>(message: T) => ({ error: false as const, message })

const fail = (message: string) => ({ error: true as const, message })

function validationMessage(error: {
  customError?: unknown
  valueError?: { summary?: string; message?: string; path?: string; value?: unknown; schema?: { maxLength?: number } }
}): string {
  const v = error.valueError
  // JSON has no undefined: the field was left out. A bounded text's own message would speak of its length ("At most 100
  // characters."); a field with no message of its own would get TypeBox's "Expected required property".
  const untold = typeof error.customError !== 'string' || v?.schema?.maxLength !== undefined
  if (v?.path && v.value === undefined && untold) return `Invalid request: ${v.path.slice(1)} is required.`
  if (typeof error.customError === 'string') return error.customError
  if (!v) return 'Invalid request.'
  if (v.summary) return `Invalid request: ${v.summary}`
  return `Invalid request: ${v.path ? `${v.path.slice(1)}: ` : ''}${v.message}`
}

/** Deeper JSON than this is refused before JSON.parse: no form nests past a handful of levels, and deep input is costly to validate. */
export const MAX_JSON_DEPTH = 64

/** Whether brackets nest deeper than `max` outside strings: one linear scan, no allocation. */
export function nestedDeeperThan(text: string, max: number): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i)
    if (inString) {
      if (ch === 92)
        i++ // backslash: skip the escaped character
      else if (ch === 34) inString = false
    } else if (ch === 34) inString = true
    else if (ch === 123 || ch === 91) {
      if (++depth > max) return true
    } else if (ch === 125 || ch === 93) depth--
  }
  return false
}

/** What the body gate sees of a request. */
export type ParseContext = { request: Request; route: string; headers: Record<string, string | undefined>; query: Record<string, unknown> }

export function envelope(opts: {
  jsonBodyLimit: number
  log?: (line: string) => void
  /** Runs before any body is read (the session, size and type checks): a refused request never has its body parsed. True: read it as JSON whatever its label. */
  beforeBody?: (c: ParseContext) => boolean
}) {
  const log = opts.log ?? ((line) => console.error(line))
  return (
    new Elysia({ name: 'envelope' })
      // onRequest runs for every request of the app, before routing, so these reach every answer.
      .onRequest(({ set }) => {
        set.headers['x-content-type-options'] = 'nosniff'
        set.headers['referrer-policy'] = 'same-origin'
        set.headers['x-frame-options'] = 'SAMEORIGIN'
      })
      // Destructured, not passed on as `c`: Elysia fills only the context fields its hooks name (route among them).
      .onParse({ as: 'global' }, async ({ request, contentType, route, headers, query }) => {
        const asJson = opts.beforeBody?.({ request, route, headers, query })
        if (!asJson && !contentType?.startsWith('application/json')) return
        const declared = Number(request.headers.get('content-length') ?? 0)
        if (declared > opts.jsonBodyLimit) throw tooLarge()
        const text = await request.text()
        // Chunked bodies carry no length header, so check what actually arrived too.
        if (text.length > opts.jsonBodyLimit) throw tooLarge()
        if (text.trim() === '') return {}
        if (nestedDeeperThan(text, MAX_JSON_DEPTH)) throw badRequest(`JSON body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`)
        try {
          return JSON.parse(text)
        } catch {
          throw badRequest('Malformed JSON body.')
        }
      })
      .onError({ as: 'global' }, ({ code, error, set }) => {
        // Elysia wraps whatever the parse hook throws in a ParseError; the AppError inside is the real answer.
        if (code === 'PARSE' && (error as Error).cause instanceof AppError) error = (error as Error).cause as AppError
        if (error instanceof AppError) {
          set.status = error.status
          return fail(error.message)
        }
        switch (code) {
          case 'VALIDATION':
            // An answer failing its own schema is the server's bug, not the client's: fall through to the logged 500.
            if ((error as { type?: string }).type === 'response') break
            set.status = 400
            return fail(validationMessage(error as never))
          case 'PARSE':
            set.status = 400
            return fail('Malformed request body.')
          case 'NOT_FOUND':
            set.status = 404
            return fail('Route not found.')
          case 'INVALID_COOKIE_SIGNATURE':
          case 'INVALID_FILE_TYPE':
            set.status = 400
            return fail('Invalid request.')
        }
        // Logged as one short line each: a full disk fails every write, and a stack over minified code is 90 KB.
        if (isDiskFull(error)) {
          set.status = 507
          log(`disk full: ${describeError(error)}`)
          return fail(DISK_FULL)
        }
        set.status = 500
        if (isDatabaseUnavailable(error)) {
          set.headers['x-database-status'] = 'NOT_CONNECTED'
          log(`database unavailable: ${describeError(error)}`)
          return fail('The database is not connected.')
        }
        const id = crypto.randomUUID().slice(0, 8)
        log(`unexpected error ${id}: ${describeError(error)}`)
        return fail(`Unexpected server error (id ${id}).`)
      })
  )
}
