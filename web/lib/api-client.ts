import { useSession } from '../stores/session.store'
import { currentNavigate, toDatabaseError, toNetworkError, toServerError } from './navigation'
import { notify } from './toast'

/** An API failure; `handled` means the central layer already routed or toasted, so callers add nothing. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly handled: boolean,
  ) {
    super(message)
  }
}

export interface ApiOptions {
  body?: unknown
  /**
   * false: the caller shows the server's 4xx message itself (login, setup, forms) and a failure of a service behind the
   * call (502-504); an ended session still goes to /login, and a 500 (a fault or the database gone) to its error page.
   */
  central?: boolean
  signal?: AbortSignal
  /** The answer is a file (a backup download): its body as a Blob, not the envelope's message. */
  file?: boolean
  /**
   * A background call that asks again later (error pages' retries, a display's minute check): a network failure or a
   * passing server error throws without a toast or a page, so a wall display keeps its screen. An ended session still
   * goes to /login and a database gone to /database-error.
   */
  quiet?: boolean
}

const go = (to: string) => currentNavigate()?.(to, { replace: true })

// A wall display's read-only token (/kiosk/{token}): sent instead of the session, never stored, so a browser's own sign-in stays.
let displayToken: string | null = null

/** The kiosk page sends its display token with every call from here on (null: the session again). */
export const sendDisplayToken = (token: string | null) => {
  displayToken = token
}

interface EarlyRequests {
  token: string
  requests: Record<string, Promise<Response> | undefined>
}

/** A GET that index.html's inline script already started with this session while the code downloaded (the dashboard). */
function takeEarly(path: string, token: string | null): Promise<Response> | undefined {
  const early = (window as { __foyerEarly?: EarlyRequests }).__foyerEarly
  if (!early || early.token !== token) return undefined
  const res = early.requests[path]
  delete early.requests[path]
  return res
}

function withCacheBuster(path: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}t=${Math.random().toString(36).slice(2)}`
}

/** The only place that calls fetch: same origin, bearer, t= cache buster, the { error, message } envelope. */
export async function api<T>(method: 'GET' | 'POST', path: string, options: ApiOptions = {}): Promise<T> {
  // A kiosk has nobody to read a toast or leave an error page: its every call is a background one.
  const opts = displayToken ? { ...options, quiet: true, central: false } : options
  const central = opts.central ?? true
  const headers: Record<string, string> = {}
  const token = displayToken ?? useSession.getState().token
  if (token) headers.authorization = `Bearer ${token}`
  let body: BodyInit | undefined
  if (opts.body instanceof FormData) body = opts.body
  else if (opts.body !== undefined) {
    headers['content-type'] = 'application/json'
    body = JSON.stringify(opts.body)
  }

  let res: Response
  try {
    res = await ((method === 'GET' && takeEarly(path, token)) || fetch(withCacheBuster(`/api/v1${path}`), { method, headers, body, signal: opts.signal }))
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error
    if (opts.quiet) throw new ApiError('Network error', 0, true)
    if (!navigator.onLine) notify.error('No internet connection. Please check your network.')
    else if (central && currentNavigate()) toNetworkError()
    else notify.error('Server is unavailable. Please try again later.')
    throw new ApiError('Network error', 0, true)
  }

  if (opts.file && res.ok) return (await res.blob()) as T
  let payload: { error?: boolean; message?: unknown } = {}
  try {
    payload = await res.json()
  } catch {
    // A proxy error page or an empty body: the status decides.
  }
  if (res.ok && payload.error !== true) return payload.message as T

  const message = typeof payload.message === 'string' ? payload.message : res.statusText || 'Request failed'
  // A 401 to a request that carried a session means that session is over, on every screen; only a call made
  // without one (the sign-in form) gets its 401 back to show itself.
  const sessionEnded = res.status === 401 && Boolean(token)
  const databaseGone = res.headers.get('x-database-status') === 'NOT_CONNECTED'
  if (opts.quiet && res.status >= 500 && !databaseGone) throw new ApiError(message, res.status, true)
  if (!central && !sessionEnded && res.status !== 500) throw new ApiError(message, res.status, false)
  if (res.status === 401 || res.status === 403) {
    // A display's token ended (revoked): the kiosk says so itself; the browser's own session is not its to end.
    if (displayToken) throw new ApiError(message, res.status, true)
    useSession.getState().clear()
    go('/login')
  } else if (res.status >= 500) {
    if (databaseGone) toDatabaseError()
    // A GET can be asked again to see the fault has passed; a write or a download is never repeated unasked.
    else toServerError(method === 'GET' && !opts.file ? path : undefined)
  } else go('/client-error')
  throw new ApiError(message, res.status, true)
}

/**
 * /server-error's check that a GET which answered 500 works again: any answer but a 5xx or a failed connection will do,
 * a 4xx included (the server answers; the screen shows that refusal itself). An ended session still goes to /login.
 */
export async function answersAgain(path: string): Promise<void> {
  try {
    await api('GET', path, { central: false, quiet: true })
  } catch (error) {
    // A 401 has already gone to /login; any other 4xx is the screen's to show.
    const refused = error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401
    if (!refused) throw error
  }
}

/** Shows `fallback` unless the central layer already dealt with the error. */
export function toastUnlessHandled(error: unknown, fallback: string) {
  if (error instanceof ApiError && error.handled) return
  notify.error(fallback)
}

/** For forms calling with central: false: the server's own message for a refused request, else `fallback`. */
export function toastFailure(error: unknown, fallback: string) {
  if (error instanceof ApiError && error.handled) return
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500
  notify.error(refused ? error.message : fallback)
}
