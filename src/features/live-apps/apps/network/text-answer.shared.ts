import type { UpstreamAnswer } from '../../../../core/http-client'
import { refused } from '../../app-auth'
import { AppFailure, type Service, unexpected } from '../../live-app'

/**
 * A service's answer in a format of its own (text, CSV, XML), read by `parse`: a refusal, another status, or a body
 * `parse` cannot read (undefined) is an AppFailure naming the service, as readAnswer does for JSON.
 */
export async function readText<T>(call: Promise<UpstreamAnswer>, service: Service, parse: (text: string) => T | undefined): Promise<T> {
  const answer = await call
  if (answer.status === 401 || answer.status === 403) throw refused(service, answer.status)
  if (answer.status < 200 || answer.status > 299) throw new AppFailure(`${service.name} answered HTTP ${answer.status}.`)
  const value = parse(answer.text)
  if (value === undefined) throw unexpected(service)
  return value
}
