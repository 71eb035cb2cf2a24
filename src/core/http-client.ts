import pkg from '../../package.json' with { type: 'json' }
import { AppError } from './errors'

/** Why an outbound call failed: the caller turns this into its own user-facing message. */
export class UpstreamError extends Error {
  constructor(
    readonly reason: 'timeout' | 'network' | 'status' | 'too-large' | 'invalid' | 'refused',
    message: string,
    readonly status?: number,
  ) {
    super(message)
  }
}

/**
 * The one mapping of another service's trouble to this server's answer: 504 when it was too slow, 502 when it was
 * unreachable or its answer failed, was too large or unreadable. A .catch() handler; other errors pass through.
 */
export function upstreamFailure(unavailable: string, timedOut = unavailable) {
  return (error: unknown): never => {
    if (!(error instanceof UpstreamError)) throw error
    throw error.reason === 'timeout' ? new AppError(504, timedOut) : new AppError(502, unavailable)
  }
}

export interface FetchJsonOptions {
  timeoutMs?: number
  maxBytes?: number
  headers?: Record<string, string>
}

export interface UpstreamRequest extends FetchJsonOptions {
  method?: string
  body?: string
  /** Redirects followed at most (each hop is checked again); default 3. */
  maxRedirects?: number
  /** Accept a self-signed certificate: homelab services rarely have another kind. */
  insecureTls?: boolean
  /** A client certificate and key (PEM) for a service that asks for one (a Docker Engine on https), and the CA it trusts. */
  clientCert?: { cert: string; key: string; ca?: string | null }
}

/** What another service answered, whatever its status: read whole but never past the size cap. */
export interface UpstreamAnswer {
  status: number
  headers: Headers
  text: string
  /** The body as it came (archives, images). */
  bytes: Uint8Array
  /** The final address after redirects. */
  url: string
}

const USER_AGENT = `Foyer/${pkg.version} (self-hosted dashboard; +https://github.com/foyer-dashboard/foyer)`

/** GET a JSON document from another service with a time limit and a size cap, never trusting its length header alone. */
export async function fetchJson<T = unknown>(url: string, opts: FetchJsonOptions = {}): Promise<T> {
  const res = await fetchUpstream(url, { ...opts, headers: { accept: 'application/json', ...opts.headers } })
  if (res.status < 200 || res.status > 299) throw new UpstreamError('status', `Answered ${res.status}`, res.status)
  return parseJson<T>(res.text)
}

/** The body as JSON, or the 'invalid' failure. */
export function parseJson<T = unknown>(text: string): T {
  try {
    return JSON.parse(text) as T
  } catch {
    throw new UpstreamError('invalid', 'Not JSON')
  }
}

const OUTBOUND_SCHEMES = ['http:', 'https:']

/**
 * The one rule for every address the server calls: an absolute http or https URL, checked before any I/O. Bun's fetch
 * also reads file:, data:, blob: and s3: addresses, which would hand the caller Foyer's own files.
 */
export function outboundUrl(address: string, what = ''): URL {
  const url = URL.parse(address)
  if (!url) throw new UpstreamError('refused', `Only http and https addresses may be called; refused ${what}an address that is not absolute.`)
  if (!OUTBOUND_SCHEMES.includes(url.protocol))
    throw new UpstreamError('refused', `Only http and https addresses may be called; refused ${what}${url.protocol}`)
  return url
}

/** Any request to another service under one time limit (redirects included) and a size cap; a status is an answer, not a failure. */
export async function fetchUpstream(url: string, opts: UpstreamRequest = {}): Promise<UpstreamAnswer> {
  const timeoutMs = opts.timeoutMs ?? 5_000
  const maxBytes = opts.maxBytes ?? 1024 * 1024
  const signal = AbortSignal.timeout(timeoutMs)
  const timedOut = () => new UpstreamError('timeout', `No answer within ${timeoutMs} ms`)
  let method = opts.method ?? 'GET'
  let body = opts.body
  let address = outboundUrl(url).href
  for (let hops = 0; ; hops++) {
    let res: Response
    try {
      // Only what is named here reaches fetch: no unix socket, proxy or other option of the caller's.
      res = await fetch(address, {
        method,
        body,
        signal,
        redirect: 'manual',
        headers: { 'user-agent': USER_AGENT, ...opts.headers },
        ...tlsOptions(opts),
      })
    } catch (error) {
      if (signal.aborted) throw timedOut()
      throw new UpstreamError('network', (error as Error).message)
    }
    const location = res.headers.get('location')
    if (res.status >= 300 && res.status < 400 && location) {
      await res.body?.cancel().catch(() => {})
      if (hops >= (opts.maxRedirects ?? 3)) throw new UpstreamError('network', 'Too many redirects')
      address = outboundUrl(URL.parse(location, address)?.href ?? location, 'a redirect to ').href
      // As browsers do: 303 (and 301/302 after a POST) continue as a GET without the body.
      if (res.status === 303 || ((res.status === 301 || res.status === 302) && method === 'POST')) [method, body] = ['GET', undefined]
      continue
    }
    return readCappedAnswer(res, address, maxBytes, signal, timedOut)
  }
}

const tlsOptions = (opts: UpstreamRequest) =>
  opts.insecureTls || opts.clientCert
    ? {
        tls: {
          ...(opts.insecureTls ? { rejectUnauthorized: false } : {}),
          ...(opts.clientCert ? { cert: opts.clientCert.cert, key: opts.clientCert.key, ...(opts.clientCert.ca ? { ca: opts.clientCert.ca } : {}) } : {}),
        },
      }
    : {}

/**
 * The one exception to http(s) only: a Docker Engine on a local unix socket, which a super admin configured. The path
 * is the caller's fixed Engine path (never the client's), nothing is followed, and the same time and size limits hold.
 */
export async function fetchUnixSocket(
  socketPath: string,
  path: string,
  opts: Pick<UpstreamRequest, 'method' | 'timeoutMs' | 'maxBytes'> = {},
): Promise<UpstreamAnswer> {
  if (!path.startsWith('/')) throw new UpstreamError('refused', 'An Engine path starts with /')
  const timeoutMs = opts.timeoutMs ?? 5_000
  const signal = AbortSignal.timeout(timeoutMs)
  const timedOut = () => new UpstreamError('timeout', `No answer within ${timeoutMs} ms`)
  const address = `http://localhost${path}`
  let res: Response
  try {
    res = await fetch(address, { method: opts.method ?? 'GET', signal, redirect: 'manual', unix: socketPath, headers: { 'user-agent': USER_AGENT } })
  } catch (error) {
    if (signal.aborted) throw timedOut()
    throw new UpstreamError('network', (error as Error).message)
  }
  return readCappedAnswer(res, address, opts.maxBytes ?? 1024 * 1024, signal, timedOut)
}

async function readCappedAnswer(res: Response, address: string, maxBytes: number, signal: AbortSignal, timedOut: () => UpstreamError): Promise<UpstreamAnswer> {
  try {
    if (Number(res.headers.get('content-length') ?? 0) > maxBytes) throw new UpstreamError('too-large', `Larger than ${maxBytes} bytes`)
    const bytes = await readCapped(res, maxBytes)
    return { status: res.status, headers: res.headers, text: new TextDecoder().decode(bytes), bytes, url: address }
  } catch (error) {
    await res.body?.cancel().catch(() => {})
    if (error instanceof UpstreamError) throw error
    if (signal.aborted) throw timedOut()
    throw new UpstreamError('network', (error as Error).message)
  }
}

async function readCapped(res: Response, maxBytes: number): Promise<Uint8Array> {
  if (!res.body) return new Uint8Array()
  const reader = res.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) throw new UpstreamError('too-large', `Larger than ${maxBytes} bytes`)
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}
