import pkg from '../../package.json' with { type: 'json' }
import { AppError } from './errors'

/** Why an outbound call failed: the caller turns this into its own user-facing message. */
export class UpstreamError extends Error {
  constructor(
    readonly reason: 'timeout' | 'network' | 'status' | 'too-large' | 'invalid',
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

const USER_AGENT = `Foyer/${pkg.version} (self-hosted dashboard; +https://github.com/foyer-dashboard/foyer)`

/** GET a JSON document from another service with a time limit and a size cap, never trusting its length header alone. */
export async function fetchJson<T = unknown>(url: string, opts: FetchJsonOptions = {}): Promise<T> {
  const timeoutMs = opts.timeoutMs ?? 5_000
  const maxBytes = opts.maxBytes ?? 1024 * 1024
  const signal = AbortSignal.timeout(timeoutMs)
  let res: Response
  try {
    res = await fetch(url, { signal, redirect: 'follow', headers: { accept: 'application/json', 'user-agent': USER_AGENT, ...opts.headers } })
  } catch (error) {
    if (signal.aborted) throw new UpstreamError('timeout', `No answer within ${timeoutMs} ms`)
    throw new UpstreamError('network', (error as Error).message)
  }
  try {
    if (!res.ok) throw new UpstreamError('status', `Answered ${res.status}`, res.status)
    if (Number(res.headers.get('content-length') ?? 0) > maxBytes) throw new UpstreamError('too-large', `Larger than ${maxBytes} bytes`)
    const text = await readCapped(res, maxBytes)
    try {
      return JSON.parse(text) as T
    } catch {
      throw new UpstreamError('invalid', 'Not JSON')
    }
  } catch (error) {
    await res.body?.cancel().catch(() => {})
    if (error instanceof UpstreamError) throw error
    if (signal.aborted) throw new UpstreamError('timeout', `No answer within ${timeoutMs} ms`)
    throw new UpstreamError('network', (error as Error).message)
  }
}

async function readCapped(res: Response, maxBytes: number): Promise<string> {
  if (!res.body) return ''
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
  return new TextDecoder().decode(Buffer.concat(chunks))
}
