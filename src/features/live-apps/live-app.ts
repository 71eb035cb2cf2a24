import { Value } from '@sinclair/typebox/value'
import type { Static, TSchema } from 'elysia'
import { parseJson, type UpstreamAnswer } from '../../core/http-client'
import type { AppCategory } from '../../definitions/live-app-fields'
import type { DockerReader } from './docker-reader'

// What a live app is: a definition the forms are built from, plus test and run functions that only the server calls.

export interface ConfigField {
  name: string
  label: string
  /** text, password, url, number, checkbox, select, radio, html (a note), or another input type. */
  type: string
  required?: boolean
  placeholder?: string
  options?: Array<{ label: string; value: string }>
  /** A select whose options the server fills when it hands the form its fields (live-apps.service.ts); a save takes only one of them. */
  optionsFrom?: OptionSource
  /** A regular expression the whole value must match (when given), else a save or test is refused with `invalid`. */
  pattern?: string
  invalid?: string
  /** 'core': set once for the whole installation (the activation form), not per link. */
  scope?: 'core'
}

/** Where a select's options can come from: the server's own lists, never anything the browser sends. */
export type OptionSource = 'docker-endpoints'

interface Datapoint {
  key: string
  label: string
  /** Shown on a card whose link chose no datapoints. */
  defaultSelection?: boolean
}

export interface LiveAppDefinition {
  appId: string
  appName: string
  version: string
  description: string
  repoLink: string | null
  licenseName: string | null
  config: ConfigField[]
  datapoints: Datapoint[]
  alwaysShowDetailedView: boolean
  autoRefreshAfterSeconds: number | null
}

/** One row of a JSON result; icon is a Tabler icon id. */
interface DataItem {
  key: string
  label: string
  value: string | number
  icon?: string
}

export interface AppButton {
  label: string
  url: string
  bgColor?: string
  hoverBgColor?: string
  textColor?: string
}

/** What a detail list holds, named per category so every download client, media server or calendar fills the same view (items: a feed's latest entries, a query's series; container: its ports and mounts). */
export type DetailKind = 'downloads' | 'playing' | 'upcoming' | 'alerts' | 'items' | 'container'

/** One row of a detail list: a title, a line under it, and a progress bar (0-100) for what is under way. */
export interface DetailRow {
  title: string
  subtitle?: string
  progress?: number
}

/** What an app's run hands back; the runtime adds alwaysShowDetailedView and keeps only the link's datapoints. */
export interface JsonOutput {
  type: 'json'
  data: DataItem[]
  background?: string
  button?: AppButton
  /** Up to 6 rows shown in the card's detail view below its datapoints. */
  list?: { kind: DetailKind; rows: DetailRow[] }
}
/** A ZIP app's filled template, sanitized on the server (fullHtml: its detail view's, when it has one). */
interface HtmlOutput {
  type: 'html'
  html: string
  fullHtml: string | null
  background?: string
}
export type AppOutput = JsonOutput | HtmlOutput

export interface AppRequestOptions {
  method?: string
  headers?: Record<string, string>
  /** Sent as JSON. */
  json?: unknown
  /** Sent as is (form bodies). */
  body?: string
}

/** The outbound calls an app may make: relative paths resolve against the link's address. */
export interface AppHttp {
  /** Any answer, whatever its status: an app reads it with readAnswer. */
  request(path: string, opts?: AppRequestOptions): Promise<UpstreamAnswer>
}

export interface AppContext {
  /** The link's address the app talks to (its local URL when set). */
  url: string
  /** The link's config merged over the installation's core settings. */
  config: Record<string, unknown>
  http: AppHttp
  /** Foyer's own Docker endpoints, for the Docker container app (absent where the docker feature is not wired). */
  docker?: DockerReader
}

export type { AppCategory }

/** A built-in (system) app: one declaration under apps/ (see app-definition.ts), embedded in the binary. */
export interface BuiltInApp {
  definition: LiveAppDefinition
  category: AppCategory
  /** The service's API documentation and the API version the app speaks. */
  apiDocs: string | null
  apiVersion: string
  /** How it signs in: none, header, query, bearer, basic, session or subsonic (app-auth.ts). */
  auth: string
  /** An initials badge drawn for Foyer, used when the embedded packs have no brand icon. */
  logo: string
  /** The simple-icons slug of the service's brand icon, when the pack has one. */
  brandIcon: string | null
  /** Resolves when the service answers as expected with this config; throws an AppFailure saying why not. */
  test(ctx: AppContext): Promise<void>
  run(ctx: AppContext): Promise<JsonOutput>
}

/** Any app the runtime can run: built in (system) or installed from a ZIP (user, or an update of a system app). */
export interface LiveApp {
  definition: LiveAppDefinition
  appType: 'system' | 'user'
  /** A ZIP installed over a built-in app: removing it brings the built-in back. */
  isUpdated: boolean
  logo: { body: Uint8Array | string; contentType: string }
  /** A built-in app's simple-icons slug: its logo is that brand icon when the binary embeds the pack. */
  brandIcon?: string | null
  /** A built-in app's shelf (also when a ZIP updates it); a user app has none. */
  category?: AppCategory
  test(ctx: AppContext): Promise<void>
  run(ctx: AppContext): Promise<AppOutput>
}

/** A failure whose message is meant for the user: what the service said or what is wrong with the config. */
export class AppFailure extends Error {}

/** The service an app talks to, as its messages name it: "is this {expected}?" when it answers something else. */
export interface Service {
  name: string
  expected: string
  /** What a refusal tells the user to check ('API key'); without it, 'the credentials'. */
  credentials?: string
}

/** The failure for an answer of another shape than the app reads: most likely another service at that address. */
export const unexpected = (service: Service) => new AppFailure(`${service.name} answered something unexpected (is this ${service.expected}?)`)

/** The answer when its status is a 2xx; a refusal or another status is an AppFailure naming the service (also for answers that are not JSON: feeds, calendars). */
export function answered(answer: UpstreamAnswer, service: Service): UpstreamAnswer {
  if (answer.status === 401 || answer.status === 403)
    throw new AppFailure(`${answer.status} from ${service.name}: check the ${service.credentials ?? 'credentials'}.`)
  if (answer.status < 200 || answer.status > 299) throw new AppFailure(`${service.name} answered HTTP ${answer.status}.`)
  return answer
}

/**
 * A service's answer as the shape the app declared beside it: a refusal, another status, a body that is not JSON or
 * JSON of another shape (an HTML login page, `{}`, a truncated body) is an AppFailure naming the service, never a crash.
 */
export async function readAnswer<S extends TSchema>(schema: S, call: UpstreamAnswer | Promise<UpstreamAnswer>, service: Service): Promise<Static<S>> {
  const answer = answered(await call, service)
  let value: unknown
  try {
    value = parseJson(answer.text)
  } catch {
    value = undefined
  }
  if (value === undefined || !Value.Check(schema, value)) throw unexpected(service)
  return value
}

/** A config value as text ('' when unset). */
export const configText = (config: Record<string, unknown>, name: string) => {
  const value = config[name]
  return value === undefined || value === null ? '' : String(value).trim()
}

/** A small logo: the app's initials on its colour, drawn here rather than borrowed from the brand. */
export const initialsLogo = (initials: string, colour: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${colour}"/><text x="32" y="41" font-family="system-ui,sans-serif" font-size="${initials.length > 2 ? 20 : 26}" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text></svg>`
