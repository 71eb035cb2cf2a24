import type { UpstreamAnswer } from '../../core/http-client'
import { AppFailure, configText, type AppContext, type ConfigField, type Service } from './live-app'

// How an app proves who it is to its service: a small shared set, each named by the config fields it reads.

/** What every call of one run carries, and how the run ends its session. */
export interface Signed {
  headers: Record<string, string>
  query: Record<string, string>
  close(): Promise<void>
  /** For services that refuse inside a 200 answer: the code they refused with, if this answer is a refusal. */
  refusal?(answer: UpstreamAnswer): string | undefined
}

/** A sign-in that opens a session: its request, and the headers (a cookie, a token) the later calls send. */
interface SessionLogin {
  path: string
  /** Sent as JSON, or as a form when `form` is set. */
  body(config: Record<string, unknown>): Record<string, string>
  form?: boolean
  /** The headers the calls send, read from the sign-in's answer; undefined when the answer says the credentials are wrong. */
  signedIn(answer: UpstreamAnswer, service: Service): Promise<Record<string, string> | undefined> | Record<string, string> | undefined
  /** A status besides 401 and 403 that means wrong credentials (PocketBase answers 400). */
  refusedWith?: number
  /** Ends the session again (services that keep only a few). */
  logout?: { path: string; method: string }
}

export type AuthStyle =
  | { style: 'none' }
  /** A header whose value is a template of config fields: 'PVEAPIToken={tokenId}={tokenSecret}'. */
  | { style: 'header'; header: string; value: string }
  | { style: 'query'; param: string; field: string }
  | { style: 'bearer'; field: string }
  /** user '' sends an empty user name (Uptime Kuma's API key is the password of no user). */
  | { style: 'basic'; user: string; password: string }
  | { style: 'session'; fields: string[]; login: SessionLogin }
  /** Subsonic's salted token: t = md5(password + salt), sent with the user and salt on every call. */
  | { style: 'subsonic'; user: string; password: string }
  /** A sign-in the app's load hook makes itself (a JSON-RPC login, an address found first): the fields it reads. */
  | { style: 'hook'; fields: string[] }

const NO_SESSION: Signed = { headers: {}, query: {}, close: async () => {} }

/** The config fields an auth style reads, in the order the user fills them. */
function authFields(auth: AuthStyle): string[] {
  if (auth.style === 'none') return []
  if (auth.style === 'header') return [...auth.value.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!)
  if (auth.style === 'query' || auth.style === 'bearer') return [auth.field]
  if (auth.style === 'session' || auth.style === 'hook') return auth.fields
  return [auth.user, auth.password].filter(Boolean)
}

/** "the API key", "the username and password": what a refusal tells the user to check. */
export function credentialsNoun(auth: AuthStyle, config: ConfigField[]): string | undefined {
  const labels = authFields(auth).map((name) => {
    const label = config.find((f) => f.name === name)?.label ?? name
    // 'App password' reads as 'app password' mid-sentence; 'API key' keeps its capitals.
    return /^[A-Z][a-z]/.test(label) ? label[0]!.toLowerCase() + label.slice(1) : label
  })
  return labels.length ? labels.join(' and ') : undefined
}

export const refused = (service: Service, status: number | string) =>
  new AppFailure(`${status} from ${service.name}: check the ${service.credentials ?? 'credentials'}.`)

/** Signs a run in: the headers and query every call of it carries. */
export async function signIn(auth: AuthStyle, ctx: AppContext, service: Service): Promise<Signed> {
  const field = (name: string) => configText(ctx.config, name)
  switch (auth.style) {
    case 'none':
    case 'hook':
      return NO_SESSION
    case 'header':
      return { ...NO_SESSION, headers: { [auth.header]: auth.value.replace(/\{(\w+)\}/g, (_, name: string) => field(name)) } }
    case 'query':
      return { ...NO_SESSION, query: { [auth.param]: field(auth.field) } }
    case 'bearer':
      return { ...NO_SESSION, headers: { authorization: `Bearer ${field(auth.field)}` } }
    case 'basic':
      return { ...NO_SESSION, headers: { authorization: `Basic ${Buffer.from(`${field(auth.user)}:${field(auth.password)}`).toString('base64')}` } }
    case 'subsonic': {
      const salt = crypto.randomUUID().replaceAll('-', '').slice(0, 12)
      const token = new Bun.CryptoHasher('md5').update(field(auth.password) + salt).digest('hex')
      return { ...NO_SESSION, query: { u: field(auth.user), t: token, s: salt, v: '1.16.1', c: 'foyer', f: 'json' }, refusal: subsonicRefusal }
    }
    case 'session': {
      const { login } = auth
      const body = login.body(ctx.config)
      const answer = await ctx.http.request(
        login.path,
        login.form
          ? { method: 'POST', body: new URLSearchParams(body).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } }
          : { method: 'POST', json: body },
      )
      if (answer.status === 401 || answer.status === 403 || answer.status === login.refusedWith) throw refused(service, answer.status)
      if (answer.status < 200 || answer.status > 299) throw new AppFailure(`${service.name} answered HTTP ${answer.status} to the sign-in.`)
      const headers = await login.signedIn(answer, service)
      if (!headers) throw new AppFailure(`${service.name} refused the sign-in: check the ${service.credentials ?? 'credentials'}.`)
      const logout = login.logout
      return {
        headers,
        query: {},
        close: async () => {
          if (logout && Object.keys(headers).length) await ctx.http.request(logout.path, { method: logout.method, headers }).catch(() => {})
        },
      }
    }
  }
}

/** A session kept in the cookies the sign-in set (whatever their names: qBittorrent 5.2 names its cookie after its port). */
export function cookieSession(answer: UpstreamAnswer): Record<string, string> | undefined {
  const cookies = answer.headers.getSetCookie().map((c) => c.split(';')[0]!.trim())
  return cookies.length ? { cookie: cookies.join('; ') } : undefined
}

/** Subsonic answers 200 with status "failed": codes 40 (wrong user or password), 41 (token sign-in not allowed) and 44 are refusals. */
function subsonicRefusal(answer: UpstreamAnswer): string | undefined {
  const code = /"status"\s*:\s*"failed"[\s\S]*?"code"\s*:\s*(\d+)/.exec(answer.text)?.[1]
  return code && ['40', '41', '44'].includes(code) ? `Error ${code}` : undefined
}
