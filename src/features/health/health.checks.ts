import { fetchUpstream, UpstreamError } from '../../core/http-client'

/** What one check found: up or not, how fast, and why not in the words an alert uses (refused, timeout, TLS error, status 502 …). */
export interface CheckResult {
  up: boolean
  latencyMs: number | null
  reason: string | null
}

// A page is an answer once it starts: its body is read no further than this.
const MAX_BYTES = 256 * 1024

/** Bun's network errors start with their code ("ECONNREFUSED: Unable to connect…"); TLS ones name a certificate or TLS. */
function whyNot(error: UpstreamError): string {
  if (error.reason === 'timeout') return 'timeout'
  if (error.reason === 'refused') return 'not an http(s) address'
  const text = error.message
  if (/^ECONNREFUSED/.test(text)) return 'refused'
  if (/^(ECONNRESET|EPIPE)/.test(text)) return 'connection reset'
  if (/CERT|SELF_SIGNED|TLS|EPROTO|SSL|certificate/i.test(text)) return 'TLS error'
  if (/^(ENOTFOUND|EAI_AGAIN|DNS)/.test(text)) return 'name not found'
  if (/^(EHOSTUNREACH|ENETUNREACH)/.test(text)) return 'unreachable'
  return text.slice(0, 120)
}

/** One GET through the one outbound check: any status below 500 is up unless a status is expected. */
export async function checkHttp(address: string, opts: { expectStatus: number | null; insecureTls: boolean; timeoutMs: number }): Promise<CheckResult> {
  const started = performance.now()
  const elapsed = () => Math.round(performance.now() - started)
  try {
    const answer = await fetchUpstream(address, { timeoutMs: opts.timeoutMs, maxBytes: MAX_BYTES, insecureTls: opts.insecureTls })
    const up = opts.expectStatus === null ? answer.status < 500 : answer.status === opts.expectStatus
    return { up, latencyMs: elapsed(), reason: up ? null : `status ${answer.status}` }
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error
    // A body past the cap was still an answer.
    if (error.reason === 'too-large' && opts.expectStatus === null) return { up: true, latencyMs: elapsed(), reason: null }
    return { up: false, latencyMs: null, reason: whyNot(error) }
  }
}

/** A device through the devices feature's liveness probe (ping, else a TCP answer on a usual port). */
export async function checkDevice(ip: string, probe: (ip: string) => Promise<boolean>): Promise<CheckResult> {
  const started = performance.now()
  const up = await probe(ip)
  return { up, latencyMs: up ? Math.round(performance.now() - started) : null, reason: up ? null : 'no answer' }
}
