import { fetchUpstream, UpstreamError } from '../../core/http-client'
import { AppFailure, type AppHttp, type AppRequestOptions } from './live-app'

/** An app's outbound calls: 10 s each, 2 MiB answers, 3 redirects (spec: homelab services, not the web at large). */
const APP_CALL_LIMITS = { timeoutMs: 10_000, maxBytes: 2 * 1024 * 1024, maxRedirects: 3 }

/** Says in plain words why a call to the service failed. */
function describeUpstream(error: unknown, url: string): never {
  if (!(error instanceof UpstreamError)) throw error
  if (error.reason === 'timeout') throw new AppFailure(`${url} did not answer within ${APP_CALL_LIMITS.timeoutMs / 1000} s.`)
  if (error.reason === 'too-large') throw new AppFailure(`${url} answered with more than ${APP_CALL_LIMITS.maxBytes / 1024 / 1024} MiB.`)
  // Said as is: the app learns which scheme was refused, and nothing else was tried.
  if (error.reason === 'refused') throw new AppFailure(error.message)
  throw new AppFailure(`Could not reach ${url}: ${error.message}`)
}

/** The http helper handed to an app, bound to its link's address and TLS choice. */
export function appHttp(baseUrl: string, opts: { insecureTls: boolean }): AppHttp {
  // An address that does not resolve goes on as given, for the http client to refuse.
  const resolve = (path: string) => URL.parse(path, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`)?.href ?? path
  const request = async (path: string, req: AppRequestOptions = {}) => {
    const url = resolve(path)
    const headers: Record<string, string> = { accept: 'application/json', ...req.headers }
    let body = req.body
    if (req.json !== undefined) {
      body = JSON.stringify(req.json)
      headers['content-type'] = 'application/json'
    }
    try {
      return await fetchUpstream(url, { ...APP_CALL_LIMITS, method: req.method ?? 'GET', headers, body, insecureTls: opts.insecureTls })
    } catch (error) {
      return describeUpstream(error, url)
    }
  }
  return { request }
}
