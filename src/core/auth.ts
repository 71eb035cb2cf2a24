import { Elysia } from 'elysia'
import type { ParseContext } from './envelope'
import { bodyKind, type BodyKind, type RouteHooks } from './route-body'
import { AppError, forbidden, tooLarge, unauthorized } from './errors'
import type { Hold } from './live-connections'
import type { Sessions, SessionUser } from './sessions'
import type { Tickets } from './tickets'
import { TICKET_SUBJECT_PARAM, type TicketPurpose } from '../definitions/tickets'
import { DISPLAY_ITEM_MARK, DISPLAY_MARK, type DisplayAccess, type DisplayGrant, type DisplayMark } from './display-access'

let seed = 0

export function bearerToken(headers: Record<string, string | undefined>): string | undefined {
  const header = headers.authorization
  if (!header?.startsWith('Bearer ')) return undefined
  return header.slice(7).trim() || undefined
}

const queryToken = (query?: Record<string, unknown>) => (typeof query?.token === 'string' ? query.token : undefined)

// Marks a route that also takes the session token in ?token=: only spec 1 §7's TOTP event stream (EventSource sends no headers).
const QUERY_TOKEN = 'x-foyer-query-token'

const EXPIRED = 'Your session has expired. Please log in again.'
const BAD_TICKET = 'This ticket is unknown, used or expired. Ask for a new one.'

type Who = 'user' | 'admin'

/** Holds a socket a wall display opened with its ticket, until that display is revoked or stops showing what it needs. */
export type DisplayHold = (token: string, purpose: TicketPurpose, close: () => void) => () => void

/** Resolves an x-api-key for one permission to the key's owner, or throws the refusal (401, 403, 429). */
export type KeyResolver = (key: string, permission: string) => SessionUser

const apiKey = (headers: Record<string, string | undefined>) => headers['x-api-key']?.trim() || undefined

// The session the body gate verified for a request (same token: the gate reads the header first), so the route's
// macro does not look it up a second time.
const verified = new WeakMap<Request, SessionUser>()
// The wall display a request came from, when its bearer token is a display's (core/display-access.ts).
const displayed = new WeakMap<Request, DisplayGrant>()

/** Where a request goes, for a display token's route check. */
type Target = { request: Request; route: string; displays?: DisplayAccess }

/**
 * The signed-in user, or the refusal: 401 without a valid session, 403 for a normal user where an admin is needed.
 * A wall display's token acts for its owner only on the routes marked for its views (403 everywhere else).
 */
function authorize(sessions: Sessions, who: Who, token: string | undefined, target?: Target): SessionUser {
  if (!token) throw unauthorized()
  const request = target?.request
  const user = (request && verified.get(request)) ?? sessions.verify(token)
  if (user) {
    if (who === 'admin' && !user.isSuperAdmin) throw forbidden('Only an administrator can do this.')
    return user
  }
  const shown = target?.displays?.admit(token, target.request, target.route)
  if (!shown) throw unauthorized(EXPIRED)
  displayed.set(target!.request, shown.display)
  return shown.user
}

/**
 * `auth: true` needs a bearer header; `auth: 'query'` also takes ?token= (only the TOTP event stream: spec 1 §7).
 * `admin: true` needs a super admin. `stream: 'sse'` marks an event stream (x-foyer-stream) and hands it `hold`, which
 * closes it when its session ends. `socket: purpose` is a websocket: no session token in its URL but a single-use
 * ?ticket= for that purpose (core/tickets.ts), and the same `hold` on the session (or wall display) that asked for the
 * ticket; a ticket that named its object opens only that object's socket.
 */
export function authPlugin(sessions: Sessions, opts: { tickets: Tickets; resolveKey?: KeyResolver; displays?: DisplayAccess; holdDisplay?: DisplayHold }) {
  const { tickets, resolveKey, displays, holdDisplay } = opts
  function holdOf(session: string): Hold {
    return (close) => sessions.hold(session, close)
  }
  return new Elysia({ name: 'auth', seed: ++seed }).macro({
    // `key: permission`: an x-api-key with that permission acts for its owner; without the header a session works as before.
    key: (permission: string) => ({
      detail: { 'x-foyer-auth': 'user', 'x-foyer-key': permission } as Record<string, unknown>,
      resolve: ({ headers, request, route }) => {
        const key = apiKey(headers)
        if (key && resolveKey) return { user: verified.get(request) ?? resolveKey(key, permission), viaKey: true }
        return { user: authorize(sessions, 'user', bearerToken(headers), { request, route, displays }), viaKey: false }
      },
    }),
    // x-foyer-auth marks each operation in /api-docs so the every-route suite and the body gate know who may call it.
    auth: (mode: true | 'query') => ({
      detail: { 'x-foyer-auth': 'user', ...(mode === 'query' && { [QUERY_TOKEN]: true }) } as Record<string, unknown>,
      resolve: ({ headers, query, request, route }) => {
        const user = authorize(sessions, 'user', bearerToken(headers) ?? (mode === 'query' ? queryToken(query) : undefined), { request, route, displays })
        return { user, display: displayed.get(request) }
      },
    }),
    admin: {
      detail: { 'x-foyer-auth': 'admin' } as Record<string, unknown>,
      resolve: ({ headers, request, route }) => ({ user: authorize(sessions, 'admin', bearerToken(headers), { request, route, displays }) }),
    },
    // `display: kinds`: a wall display whose views include one of these kinds may call this route too (read-only routes only);
    // `{ views, item }` on a route about one item admits only a display whose view shows that item (core/display-access.ts).
    display: (mark: DisplayMark) => ({
      detail: ('item' in mark ? { [DISPLAY_MARK]: mark.views, [DISPLAY_ITEM_MARK]: mark.item } : { [DISPLAY_MARK]: mark }) as Record<string, unknown>,
    }),
    stream: (kind: 'sse') => ({
      auth: 'query' as const,
      detail: { 'x-foyer-stream': kind } as Record<string, unknown>,
      resolve: ({ headers, query }) => ({ hold: holdOf((bearerToken(headers) ?? queryToken(query))!) }),
    }),
    socket: (purpose: TicketPurpose) => ({
      detail: { 'x-foyer-auth': 'ticket', 'x-foyer-ticket': purpose, 'x-foyer-stream': 'ws' } as Record<string, unknown>,
      resolve: ({ query, params }) => {
        const ticket = typeof query?.ticket === 'string' ? query.ticket : undefined
        if (!ticket) throw unauthorized()
        const admitted = tickets.redeem(ticket, purpose)
        if (!admitted) throw unauthorized(BAD_TICKET)
        const named = TICKET_SUBJECT_PARAM[purpose]
        if (admitted.subject !== undefined && named && String((params as Record<string, unknown>)[named]) !== String(admitted.subject))
          throw unauthorized(BAD_TICKET)
        // A display's token is no session: sessions.hold would close its socket at once.
        const hold: Hold = admitted.display && holdDisplay ? (close) => holdDisplay(admitted.session, purpose, close) : holdOf(admitted.session)
        return { user: admitted.user, hold }
      },
    }),
  })
}

export type AuthPlugin = ReturnType<typeof authPlugin>

interface RouteInfo {
  method: string
  path: string
  hooks: RouteHooks
}

const NOT_JSON = 'Send the body as JSON (Content-Type: application/json).'

/**
 * Refuses a request to a signed-in route before its body is read: Elysia runs the global body parser
 * (envelope.ts) before any route's own hooks, so it asks this gate first. Which routes need whom is read
 * from the x-foyer-auth marks the macros leave, once the app is assembled (`learn`). Then, whatever its content type,
 * a declared body larger than `maxBody` (an upload route's: `maxUpload` or its own x-foyer-body-max) is refused
 * (413), and a body a JSON route does not take is refused (415), both before it is read. Answers true when the
 * body is to be read as JSON though not labelled so: `curl -d` labels it a form, on the routes an API key may call.
 */
export function bodyGate(sessions: Sessions, opts: { resolveKey?: KeyResolver; displays?: DisplayAccess; maxBody: number; maxUpload: number }) {
  const guarded = new Map<string, Who>()
  const keyed = new Map<string, string>()
  const limits = new Map<string, number>()
  const inQuery = new Set<string>()
  const kinds = new Map<string, BodyKind>()
  return {
    learn(routes: RouteInfo[]) {
      for (const r of routes) {
        const kind = bodyKind(r.hooks)
        if (kind) kinds.set(`${r.method} ${r.path}`, kind)
        const detail = r.hooks.detail as Record<string, unknown> | undefined
        const who = detail?.['x-foyer-auth']
        if (who === 'user' || who === 'admin') guarded.set(`${r.method} ${r.path}`, who)
        if (detail?.[QUERY_TOKEN]) inQuery.add(`${r.method} ${r.path}`)
        if (typeof detail?.['x-foyer-key'] === 'string') keyed.set(`${r.method} ${r.path}`, detail['x-foyer-key'])
        if (typeof detail?.['x-foyer-body-max'] === 'number') limits.set(`${r.method} ${r.path}`, detail['x-foyer-body-max'])
      }
    },
    check(c: ParseContext): boolean {
      const route = `${c.request.method} ${c.route}`
      const permission = keyed.get(route)
      const key = apiKey(c.headers)
      if (permission && key && opts.resolveKey) verified.set(c.request, opts.resolveKey(key, permission))
      else {
        const who = guarded.get(route)
        if (who) {
          const token = bearerToken(c.headers) ?? (inQuery.has(route) ? queryToken(c.query) : undefined)
          verified.set(c.request, authorize(sessions, who, token, { request: c.request, route: c.route, displays: opts.displays }))
        }
      }
      const length = c.headers['content-length']
      // A chunked body says its size only once read, and Bun's own cap is sized for a backup: each route's limit needs the length first.
      if (length === undefined && c.headers['transfer-encoding']?.includes('chunked')) throw new AppError(411, 'Send the body with a Content-Length header.')
      const kind = kinds.get(route)
      if (Number(length ?? 0) > (limits.get(route) ?? (kind === 'multipart' ? opts.maxUpload : opts.maxBody))) throw tooLarge()
      if (kind !== 'json' || Number(length ?? 0) === 0) return false
      const type = c.headers['content-type']?.split(';')[0]?.trim().toLowerCase()
      if (type === 'application/json') return false
      if (type === 'application/x-www-form-urlencoded' && permission) return true
      throw new AppError(415, NOT_JSON)
    },
  }
}
