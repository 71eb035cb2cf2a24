import type { Clock } from '../../core/clock'
import type { SecretBox } from '../../core/crypto'
import type { Database } from '../../core/db'
import { AppError, badRequest, notFound } from '../../core/errors'
import { parseId } from '../../core/input'
import { KEPT_SECRET, SECRET_FIELD_TYPES, refreshSeconds } from '../../definitions/live-app-fields'
import type { LiveAppOption } from '../listings/listings.schema'
import type { LiveAppTarget } from '../listings/listings.service'
import { appHttp } from './app-http'
import { AppFailure, type AppContext, type AppOutput, type BuiltInApp, type ConfigField, type LiveAppDefinition } from './live-app'
import { createLiveAppsRepo } from './live-apps.repo'
import type { ActivateBody, InstalledApp, RunResult, TestBody } from './live-apps.schema'
import { BUILT_IN_APPS } from './live-apps.registry'
import { createRunCache } from './run-cache'

/** What the links feature answers about a link's live app (injected: features do not import each other's services). */
export interface LinkTargets {
  liveAppTarget(userId: number, listingId: number, appId: string): LiveAppTarget
  configForTest(userId: number, app: LiveAppOption, config: Record<string, unknown>, listingId: number | null): Record<string, unknown>
}

/** /app/run and /app/test answer within this, whatever the app or its service does. */
const RUN_LIMIT_MS = 15_000
const PAGE_SIZE = 12
const NOT_INSTALLED = 'Live App is not installed.'

const isCore = (f: ConfigField) => f.scope === 'core'
const isSecret = (f: ConfigField) => SECRET_FIELD_TYPES.includes(f.type)
const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && !value.trim())
const httpUrl = (url: string | null | undefined) => (url && /^https?:\/\/[^/\s]/i.test(url.trim()) ? url.trim() : null)

/** The address the server calls: the local URL first (the server sits on the home network), else the link URL. */
function serviceUrl(localUrl: string | null | undefined, linkUrl: string | null | undefined): string {
  const url = httpUrl(localUrl) ?? httpUrl(linkUrl)
  if (!url) throw new AppFailure('This link has no http(s) address for its live app.')
  return url
}

function withinLimit<T>(work: Promise<T>, appName: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new AppError(504, `${appName} did not answer within ${RUN_LIMIT_MS / 1000} s.`)), RUN_LIMIT_MS)
  })
  return Promise.race([work, limit]).finally(() => clearTimeout(timer))
}

/** An app's failure as an answer: what went wrong with the service is a 502 that names it; anything else stays a bug. */
function asAnswer(error: unknown): never {
  if (error instanceof AppFailure) throw new AppError(502, error.message)
  throw error
}

/** The link's datapoints (or the app's default ones) in the link's order; an app without datapoints keeps its rows. */
function pickDatapoints(output: AppOutput, def: LiveAppDefinition, chosen: string[] | null) {
  if (!def.datapoints.length) return output.data
  const keys = chosen ?? def.datapoints.filter((d) => d.defaultSelection).map((d) => d.key)
  return keys.flatMap((key) => output.data.filter((item) => item.key === key))
}

export function createLiveAppsService(deps: { db: Database; clock: Clock; secrets: SecretBox; links: LinkTargets; apps?: ReadonlyMap<string, BuiltInApp> }) {
  const { clock, secrets, links } = deps
  const apps = deps.apps ?? BUILT_IN_APPS
  const repo = createLiveAppsRepo(deps.db)
  const cache = createRunCache<RunResult>({ clock })

  const appOf = (appId: string) => {
    const app = apps.get(appId)
    if (!app) throw notFound(NOT_INSTALLED)
    return app
  }
  const coreConfig = (sealed: string | undefined): Record<string, unknown> => (sealed ? JSON.parse(secrets.open(sealed)) : {})
  const needsConfiguration = (def: LiveAppDefinition, settings: ReturnType<typeof repo.settings>) => def.config.some(isCore) && !settings.has(def.appId)

  /** The per-link part of an app's definition: what the link form builds its section from. */
  const optionOf = (def: LiveAppDefinition): LiveAppOption => ({
    appId: def.appId,
    appName: def.appName,
    config: def.config.filter((f) => !isCore(f)),
    datapoints: def.datapoints,
    autoRefreshAfterSeconds: def.autoRefreshAfterSeconds,
    alwaysShowDetailedView: def.alwaysShowDetailedView,
  })

  const context = (url: string, config: Record<string, unknown>): AppContext => ({
    url,
    config,
    http: appHttp(url, { insecureTls: config.ignoreTls === true }),
  })

  function describe(def: LiveAppDefinition, settings: ReturnType<typeof repo.settings>, admin: boolean): InstalledApp {
    const saved = settings.get(def.appId)
    const core = def.config.filter(isCore)
    let activation: InstalledApp['activation'] = null
    if (admin && saved) {
      const config = coreConfig(saved.sealedConfig)
      for (const f of core) if (isSecret(f) && !isBlank(config[f.name])) config[f.name] = KEPT_SECRET
      activation = { integrationName: saved.integrationName, config }
    }
    return {
      appId: def.appId,
      appName: def.appName,
      version: def.version,
      appType: 'system',
      description: def.description,
      coreSettings: core.length > 0,
      configured: !needsConfiguration(def, settings),
      isUpdated: false,
      appIcon: `/api/v1/app/${def.appId}/logo`,
      repoLink: def.repoLink,
      licenseName: def.licenseName,
      config: core,
      datapoints: def.datapoints,
      activation,
    }
  }

  const sorted = () => [...apps.values()].map((a) => a.definition).sort((a, b) => a.appName.localeCompare(b.appName))

  return {
    /** Installed apps, a page at a time (/manage/apps scrolls for more). */
    installed(admin: boolean, page: number) {
      const all = sorted()
      const settings = repo.settings()
      const pages = Math.ceil(all.length / PAGE_SIZE)
      return { page, pages, appList: all.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map((d) => describe(d, settings, admin)) }
    },

    installedAll(admin: boolean) {
      const settings = repo.settings()
      return sorted().map((d) => describe(d, settings, admin))
    },

    /** The apps a link can use: those that need no activation or have one. */
    options(): LiveAppOption[] {
      const settings = repo.settings()
      return sorted()
        .filter((d) => !needsConfiguration(d, settings))
        .map(optionOf)
    },

    logo: (appId: string) => appOf(appId).logo,

    /** Saves an app's name and core settings for the whole installation (spec 2 §5 messages). */
    activate(body: ActivateBody) {
      const def = appOf(body.appId).definition
      const integrationName = body.integrationName?.trim()
      if (!integrationName) throw badRequest('Live App Name is required')
      const stored = coreConfig(repo.settings().get(def.appId)?.sealedConfig)
      const sent = body.config ?? {}
      const config: Record<string, unknown> = {}
      for (const f of def.config.filter(isCore)) {
        const value = isSecret(f) && sent[f.name] === KEPT_SECRET ? stored[f.name] : sent[f.name]
        if (f.required && isBlank(value)) throw badRequest(`${f.label} is required`)
        if (value !== undefined) config[f.name] = value
      }
      repo.save(def.appId, integrationName, secrets.seal(JSON.stringify(config)), clock.now())
    },

    /** Test Connection from the link form: the app's own check against what the form holds. */
    async test(userId: number, body: TestBody) {
      const app = appOf(body.appId)
      const config = {
        ...coreConfig(repo.settings().get(app.definition.appId)?.sealedConfig),
        ...links.configForTest(userId, optionOf(app.definition), body.config ?? {}, parseId(body.listingId)),
      }
      try {
        await withinLimit(app.test(context(serviceUrl(body.localUrl, body.linkURL), config)), app.definition.appName)
      } catch (error) {
        asAnswer(error)
      }
    },

    /**
     * A card's live data. Identical runs within the link's refresh interval share one call to the service, so
     * every viewer of a card together cost its service one request per interval.
     */
    run(userId: number, listingId: number, appId: string): Promise<RunResult> {
      const target = links.liveAppTarget(userId, listingId, appId)
      const app = appOf(appId)
      const def = app.definition
      const saved = repo.settings().get(appId)
      const seconds = refreshSeconds(target.autoRefreshAfter, def.autoRefreshAfterSeconds)
      const key = `${listingId}:${target.stamp}:${saved?.updatedAt ?? 0}`
      // A little under the interval: a viewer refreshing exactly on time gets a fresh answer, not the last one.
      return cache.get(key, seconds * 900, async () => {
        const config = { ...coreConfig(saved?.sealedConfig), ...target.config }
        try {
          const output = await withinLimit(app.run(context(serviceUrl(target.localUrl, target.listingUrl), config)), def.appName)
          return {
            type: 'json' as const,
            data: pickDatapoints(output, def, target.datapoints),
            ...(output.background ? { background: output.background } : {}),
            ...(output.button ? { button: output.button } : {}),
            alwaysShowDetailedView: def.alwaysShowDetailedView,
            autoRefreshAfter: seconds,
          }
        } catch (error) {
          return asAnswer(error)
        }
      })
    },
  }
}

export type LiveAppsService = ReturnType<typeof createLiveAppsService>
