import type { UpstreamAnswer } from '../../../../core/http-client'
import { refused } from '../../app-auth'
import { AppFailure, type ConfigField, type Service } from '../../live-app'

/** A service's answer that is text, not JSON (Prometheus metrics, newline-delimited JSON): refusals and other statuses named as readAnswer names them. */
export async function readText(call: UpstreamAnswer | Promise<UpstreamAnswer>, service: Service): Promise<string> {
  const answer = await call
  if (answer.status === 401 || answer.status === 403) throw refused(service, answer.status)
  if (answer.status < 200 || answer.status > 299) throw new AppFailure(`${service.name} answered HTTP ${answer.status}.`)
  return answer.text
}

/** A login that only some installs put in front of the service (Glances --password, Gatus security.basic): empty fields send none that matters. */
export const OPTIONAL_LOGIN: ConfigField[] = [
  { name: 'username', label: 'Username', type: 'text', placeholder: 'only if the service asks for one' },
  { name: 'password', label: 'Password', type: 'password' },
]

/** For services that refuse inside a 200 answer (a JSON-RPC error, stat "fail"): the refusal as a sign-in refusal names it. */
export const refusedInAnswer = (service: Service) => new AppFailure(`${service.name} refused the sign-in: check the ${service.credentials ?? 'credentials'}.`)

/** Another error a service reported inside a 200 answer, in its own words. */
export const errorInAnswer = (service: Service, said: string) => new AppFailure(`${service.name} answered: ${said}`)

/** Who a service of a family is (the builders of families sharing one API take these, then add what differs). */
export interface FamilyMember {
  id: string
  name: string
  description: string
  docs: string
  repo: string
  license: string
  simpleIcon?: string
  initials: string
  colour: string
}
