import type { Static, TSchema } from 'elysia'
import type { UpstreamAnswer } from '../../core/http-client'
import { type AuthStyle, credentialsNoun, refused, signIn, type Signed } from './app-auth'
import { formatValue, type ValueFormat } from './format'
import {
  type AppButton,
  type AppCategory,
  type AppContext,
  type AppRequestOptions,
  type BuiltInApp,
  type ConfigField,
  type DetailKind,
  type DetailRow,
  initialsLogo,
  readAnswer,
  type Service,
} from './live-app'
import { MAX_DATAPOINTS } from '../../definitions/live-app-fields'

// The format of a built-in app: mostly data (its service, auth, requests with the shape of each answer, datapoints
// declared once), run by one shared runner for both Test Connection and the card.

/** One call to the service and the shape of its answer (a mismatch is a card error naming the service). */
interface ApiRequest<S extends TSchema = TSchema> {
  /** Relative to the link's address; a function of the config when it holds a part of the path. */
  path: string | ((config: Record<string, unknown>) => string)
  method?: string
  json?: (config: Record<string, unknown>) => unknown
  answer: S
}

type Requests = Record<string, ApiRequest>
/** Every request's answer, typed by its schema. */
type Answers<R extends Requests> = { [K in keyof R]: Static<R[K]['answer']> }

export interface DatapointDeclaration<A> {
  key: string
  label: string
  /** A Tabler icon id. */
  icon: string
  format: ValueFormat
  /** Shown on a card whose link chose none (at most 6 per app). */
  default?: boolean
  read(answers: A, ctx: AppContext): string | number | null | undefined
  /** For datapoints the user names (JSON API): the label this card shows, or null when its config leaves the datapoint out. */
  shownAs?(ctx: AppContext): string | null
}

/** The calls a hook may make: a declared request by name (another path if it depends on an earlier answer), or any call as is. */
interface AppApi<R extends Requests> {
  get<K extends keyof R>(name: K, path?: string): Promise<Static<R[K]['answer']>>
  raw(path: string, opts?: AppRequestOptions): Promise<UpstreamAnswer>
}

export interface AppDeclaration<R extends Requests> {
  id: string
  name: string
  category: AppCategory
  description: string
  /** How Test Connection names what it expected: 'a Sonarr server, version 4+'. */
  expected: string
  /** The service's API docs, and the version of its API this app speaks. */
  docs: string | null
  api: string
  repo: string | null
  license: string | null
  logo: { simpleIcon?: string; initials: string; colour: string }
  config: ConfigField[]
  auth: AuthStyle
  requests: R
  /** The requests Test Connection makes (default: every one). */
  test?: Array<keyof R>
  datapoints: DatapointDeclaration<Answers<R>>[]
  /** A list for the detail view: downloads in progress, now playing, upcoming, recent alerts. */
  detail?: { kind: DetailKind; read(answers: Answers<R>, ctx: AppContext): DetailRow[] }
  button?: (ctx: AppContext) => AppButton
  refreshSeconds?: number
  alwaysShowDetailedView?: boolean
  /** Hooks for services with dependent calls or odd protocols: how the answers are gathered, and what else a test checks. */
  hooks?: {
    /** `service` names the app in the failures a hook throws (a refusal inside a 200, an answer that is not JSON). */
    load?(api: AppApi<R>, ctx: AppContext, service: Service): Promise<Answers<R>>
    check?(answers: Answers<R>, ctx: AppContext): void
  }
}

const withQuery = (path: string, query: Record<string, string>) => {
  const entries = Object.entries(query)
  if (!entries.length) return path
  return `${path}${path.includes('?') ? '&' : '?'}${new URLSearchParams(entries).toString()}`
}

function apiFor<R extends Requests>(app: AppDeclaration<R>, ctx: AppContext, signed: Signed, service: Service): AppApi<R> {
  const raw = (path: string, opts: AppRequestOptions = {}) =>
    ctx.http.request(withQuery(path, signed.query), { ...opts, headers: { ...signed.headers, ...opts.headers } })
  return {
    raw,
    get(name, path) {
      const req = app.requests[name]!
      const at = path ?? (typeof req.path === 'function' ? req.path(ctx.config) : req.path)
      const answer = raw(at, { method: req.method, json: req.json?.(ctx.config) }).then((a) => {
        const code = signed.refusal?.(a)
        if (code) throw refused(service, code)
        return a
      })
      return readAnswer(req.answer, answer, service)
    },
  }
}

/** Turns a declaration into the app the runtime runs: its definition (what the API and the web read) derived from it. */
export function defineApp<const R extends Requests>(app: AppDeclaration<R>): BuiltInApp {
  const service: Service = { name: app.name, expected: app.expected, credentials: credentialsNoun(app.auth, app.config) }
  if (app.datapoints.filter((d) => d.default).length > MAX_DATAPOINTS) throw new Error(`${app.name}: more than ${MAX_DATAPOINTS} default datapoints`)

  async function gather(ctx: AppContext, names: Array<keyof R>): Promise<Answers<R>> {
    const signed = await signIn(app.auth, ctx, service)
    try {
      const api = apiFor(app, ctx, signed, service)
      if (app.hooks?.load) return await app.hooks.load(api, ctx, service)
      const entries = await Promise.all(names.map(async (name) => [name, await api.get(name)] as const))
      return Object.fromEntries(entries) as Answers<R>
    } finally {
      await signed.close()
    }
  }
  const all = Object.keys(app.requests) as Array<keyof R>

  return {
    definition: {
      appId: app.id,
      appName: app.name,
      version: '1.0.0',
      description: app.description,
      repoLink: app.repo,
      licenseName: app.license,
      config: app.config,
      datapoints: app.datapoints.map((d) => ({ key: d.key, label: d.label, ...(d.default ? { defaultSelection: true } : {}) })),
      // A list is seen only in the detail view: its button shows on every card width.
      alwaysShowDetailedView: app.alwaysShowDetailedView ?? Boolean(app.detail),
      autoRefreshAfterSeconds: app.refreshSeconds ?? 60,
    },
    category: app.category,
    apiDocs: app.docs,
    apiVersion: app.api,
    auth: app.auth.style,
    logo: initialsLogo(app.logo.initials, app.logo.colour),
    brandIcon: app.logo.simpleIcon ?? null,
    async test(ctx) {
      const answers = await gather(ctx, app.test ?? all)
      app.hooks?.check?.(answers, ctx)
    },
    async run(ctx) {
      const answers = await gather(ctx, all)
      const data = app.datapoints.flatMap((d) => {
        const label = d.shownAs ? d.shownAs(ctx) : d.label
        return label === null ? [] : [{ key: d.key, label, value: formatValue(d.read(answers, ctx), d.format), icon: d.icon }]
      })
      return {
        type: 'json',
        data,
        ...(app.button ? { button: app.button(ctx) } : {}),
        ...(app.detail ? { list: { kind: app.detail.kind, rows: app.detail.read(answers, ctx).slice(0, MAX_DATAPOINTS) } } : {}),
      }
    },
  }
}
