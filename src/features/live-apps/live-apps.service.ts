import { Value } from '@sinclair/typebox/value'
import type { Clock } from '../../core/clock'
import type { SecretBox } from '../../core/crypto'
import type { Database } from '../../core/db'
import { AppError, badRequest, notFound } from '../../core/errors'
import { parseId } from '../../core/input'
import { refreshSeconds } from '../../definitions/live-app-fields'
import type { LiveAppOption } from '../listings/listings.schema'
import type { LiveAppTarget } from '../listings/listings.service'
import { acceptedConfig, maskedConfig } from './app-config'
import { appHttp } from './app-http'
import { createAppsStore, isNewer } from './apps-store'
import {
  AppFailure,
  type AppContext,
  type BuiltInApp,
  type ConfigField,
  type JsonOutput,
  type LiveApp,
  type LiveAppDefinition,
  type OptionSource,
} from './live-app'
import type { DockerReader } from './docker-reader'
import { createLiveAppsRepo } from './live-apps.repo'
import { type ActivateBody, type InstalledApp, RunResult, type StoreApp, type TestBody } from './live-apps.schema'
import { installedApps } from './live-apps.registry'
import { createRunCache } from '../../core/run-cache'
import { createZipApps } from './zip-apps'
import { looksLikeZip, ZipRefused } from '../../core/zip'

/** What the links feature answers about a link's live app (injected: features do not import each other's services). */
export interface LinkTargets {
  liveAppTarget(userId: number, listingId: number, appId: string): LiveAppTarget
  /** The link's stored live-app config, opened (404 when the link is not the user's). */
  storedConfig(userId: number, listingId: number): Record<string, unknown>
  /** The addresses of every super admin's link to this app. */
  adminLinks(appId: string): Array<{ localUrl: string | null; listingUrl: string | null }>
}

/** /app/run and /app/test answer within this, whatever the app or its service does. */
const RUN_LIMIT_MS = 15_000
const PAGE_SIZE = 12
const NOT_INSTALLED = 'Live App is not installed.'
/** Spec 2 §5: what an uploaded app may weigh. */
const ZIP_MAX_BYTES = 10 * 1024 * 1024
const ZIP_MESSAGES = { invalid: 'Please select a valid ZIP file.', tooLarge: 'File size too large. Maximum size is 10MB.' } as const

const isCore = (f: ConfigField) => f.scope === 'core'
const logoPath = (appId: string) => `/api/v1/app/${appId}/logo`
const httpUrl = (url: string | null | undefined) => (url && /^https?:\/\/[^/\s]/i.test(url.trim()) ? url.trim() : null)

/** The address the server calls: the local URL first (the server sits on the home network), else the link URL. */
function serviceUrl(localUrl: string | null | undefined, linkUrl: string | null | undefined): string {
  const url = httpUrl(localUrl) ?? httpUrl(linkUrl)
  if (!url) throw new AppFailure('This link has no http(s) address for its live app.')
  return url
}

/** An app's failure as an answer: what went wrong with the service is a 502 that names it; anything else stays a bug. */
function asAnswer(error: unknown): never {
  if (error instanceof AppFailure) throw new AppError(502, error.message)
  throw error
}

/** The link's datapoints (or the app's default ones) in the link's order; an app without datapoints keeps its rows. */
function pickDatapoints(output: JsonOutput, def: LiveAppDefinition, chosen: string[] | null) {
  if (!def.datapoints.length) return output.data
  const keys = chosen ?? def.datapoints.filter((d) => d.defaultSelection).map((d) => d.key)
  return keys.flatMap((key) => output.data.filter((item) => item.key === key))
}

/** A refused archive as an answer: the spec's words for what it is not, the reason for what it holds. */
function refusal(error: unknown): never {
  if (error instanceof ZipRefused) throw badRequest(error.message)
  throw error
}

export function createLiveAppsService(deps: {
  db: Database
  clock: Clock
  secrets: SecretBox
  links: LinkTargets
  /** Where ZIP apps are kept (DATA_DIR/apps). */
  dataDir: string
  catalogueUrl: string
  builtIns?: ReadonlyMap<string, BuiltInApp>
  /** An embedded simple-icons brand icon as SVG, or null (injected: the icons feature holds the packs). */
  brandIcon?: (slug: string) => Promise<string | null>
  /** Where an app's own fault is written (the card shows a short error). */
  log: (line: string) => void
  /** Foyer's Docker endpoints, for the Docker container app (injected: the docker feature holds them). */
  docker?: DockerReader
}) {
  const { clock, secrets, links } = deps
  const zips = createZipApps(deps.dataDir)
  const apps = installedApps(zips, deps.builtIns && (() => deps.builtIns!))
  const store = createAppsStore({ catalogueUrl: deps.catalogueUrl, now: () => clock.now() })
  const repo = createLiveAppsRepo(deps.db)
  const cache = createRunCache<RunResult>({ clock })

  const appOf = (appId: string) => {
    const app = apps.get(appId)
    if (!app) throw notFound(NOT_INSTALLED)
    return app
  }
  const coreConfig = (sealed: string | undefined): Record<string, unknown> => (sealed ? JSON.parse(secrets.open(sealed)) : {})
  /**
   * An app's installation-wide settings (its API keys) are a super admin's: they go to a super admin's own test, and to
   * the services super admins link this app to, never to an address any user may type into a link.
   */
  const coreFor = (appId: string, url: string, callerIsAdmin: boolean): Record<string, unknown> => {
    const origin = new URL(url).origin
    const trusted =
      callerIsAdmin ||
      links.adminLinks(appId).some((link) => {
        const used = httpUrl(link.localUrl) ?? httpUrl(link.listingUrl)
        return used !== null && URL.canParse(used) && new URL(used).origin === origin
      })
    return trusted ? coreConfig(repo.settings().get(appId)?.sealedConfig) : {}
  }
  /** The server lists a select may take its options from; the compiler checks each source has one. */
  const optionSources: Record<OptionSource, { options(): Array<{ label: string; value: string }>; none: string }> = {
    'docker-endpoints': {
      options: () => (deps.docker?.endpointChoices() ?? []).map((e) => ({ label: e.name, value: String(e.id) })),
      none: 'No Docker endpoints yet: a super admin adds them in Settings → Docker',
    },
  }
  /** A field as a form gets it: a select of a server list holds that list as it is now. */
  const filled = (f: ConfigField): ConfigField => {
    if (!f.optionsFrom) return f
    const source = optionSources[f.optionsFrom]
    const options = source.options()
    return { ...f, options, ...(options.length ? {} : { placeholder: source.none }) }
  }
  const needsConfiguration = (def: LiveAppDefinition, settings: ReturnType<typeof repo.settings>) => def.config.some(isCore) && !settings.has(def.appId)

  /** The per-link part of an app's definition: what the link form builds its section from. */
  const optionOf = ({ definition: def, category, brandIcon }: LiveApp): LiveAppOption => ({
    appId: def.appId,
    appName: def.appName,
    description: def.description,
    category: category ?? null,
    appIcon: logoPath(def.appId),
    brandIcon: brandIcon ?? null,
    config: def.config.filter((f) => !isCore(f)).map(filled),
    datapoints: def.datapoints,
    autoRefreshAfterSeconds: def.autoRefreshAfterSeconds,
    alwaysShowDetailedView: def.alwaysShowDetailedView,
  })

  /**
   * The app's own code, within the run limit. Whatever it throws besides an AppFailure (a crash on an answer it did not
   * expect) is its fault, not the server's: logged in one short line, and a card error naming the app, never a 500.
   */
  async function appCall<T>(appName: string, work: () => Promise<T>): Promise<T> {
    let timer: ReturnType<typeof setTimeout> | undefined
    const limit = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new AppError(504, `${appName} did not answer within ${RUN_LIMIT_MS / 1000} s.`)), RUN_LIMIT_MS)
    })
    try {
      return await Promise.race([work(), limit])
    } catch (error) {
      if (error instanceof AppFailure || error instanceof AppError) throw error
      deps.log(`foyer: live app ${appName} failed: ${String(error).slice(0, 300)}`)
      throw new AppFailure(`${appName} failed unexpectedly; the server log says why.`)
    } finally {
      clearTimeout(timer)
    }
  }

  const context = (url: string, config: Record<string, unknown>): AppContext => ({
    url,
    config,
    http: appHttp(url, { insecureTls: config.ignoreTls === true }),
    docker: deps.docker,
  })

  function describe(app: LiveApp, settings: ReturnType<typeof repo.settings>, admin: boolean): InstalledApp {
    const def = app.definition
    const saved = settings.get(def.appId)
    const core = def.config.filter(isCore)
    let activation: InstalledApp['activation'] = null
    if (admin && saved) activation = { integrationName: saved.integrationName, config: maskedConfig(core, coreConfig(saved.sealedConfig)) }
    return {
      appId: def.appId,
      appName: def.appName,
      version: def.version,
      appType: app.appType,
      description: def.description,
      coreSettings: core.length > 0,
      configured: !needsConfiguration(def, settings),
      isUpdated: app.isUpdated,
      appIcon: logoPath(def.appId),
      repoLink: def.repoLink,
      licenseName: def.licenseName,
      config: core,
      datapoints: def.datapoints,
      activation,
    }
  }

  const sorted = () => apps.all().sort((a, b) => a.definition.appName.localeCompare(b.definition.appName))
  const zipOf = (bytes: Uint8Array) => {
    if (bytes.length > ZIP_MAX_BYTES) throw new AppError(413, ZIP_MESSAGES.tooLarge)
    if (!looksLikeZip(bytes)) throw badRequest(ZIP_MESSAGES.invalid)
    return bytes
  }
  const installedVersion = (appId: string) => apps.get(appId)?.definition.version ?? null

  return {
    /** After a backup import: the restored DATA_DIR/apps, and no result of a link that may now be another. */
    reload() {
      zips.loadAll()
      cache.clear()
    },

    /** Installed apps, a page at a time (/manage/apps scrolls for more). */
    installed(admin: boolean, page: number) {
      const all = sorted()
      const settings = repo.settings()
      const pages = Math.ceil(all.length / PAGE_SIZE)
      return { page, pages, appList: all.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map((a) => describe(a, settings, admin)) }
    },

    installedAll(admin: boolean) {
      const settings = repo.settings()
      return sorted().map((a) => describe(a, settings, admin))
    },

    /** How a link's app config is shown to its form and accepted from it: the links feature is handed these. */
    linkConfig: { masked: maskedConfig, accepted: acceptedConfig },

    /** The apps a link can use: those that need no activation or have one. */
    options(): LiveAppOption[] {
      const settings = repo.settings()
      return sorted()
        .filter((a) => !needsConfiguration(a.definition, settings))
        .map(optionOf)
    },

    /** The service's brand icon when one is embedded, else the app's own logo. */
    async logo(appId: string) {
      const app = appOf(appId)
      const brand = app.brandIcon && deps.brandIcon ? await deps.brandIcon(app.brandIcon) : null
      return brand ? { body: brand, contentType: 'image/svg+xml' } : app.logo
    },

    /** Saves an app's name and core settings for the whole installation (spec 2 §5 messages). */
    activate(body: ActivateBody) {
      const def = appOf(body.appId).definition
      const integrationName = body.integrationName?.trim()
      if (!integrationName) throw badRequest('Live App Name is required')
      const core = def.config.filter(isCore)
      const filled = acceptedConfig(core, body.config ?? {}, () => coreConfig(repo.settings().get(def.appId)?.sealedConfig))
      // Only the app's own core fields are kept: whatever else the form sent is not a setting.
      const config = Object.fromEntries(core.filter((f) => filled[f.name] !== undefined).map((f) => [f.name, filled[f.name]]))
      repo.save(def.appId, integrationName, secrets.seal(JSON.stringify(config)), clock.now())
    },

    /** Test Connection from the link form: the app's own check against what the form holds. */
    async test(caller: { id: number; isSuperAdmin: boolean }, body: TestBody) {
      const app = appOf(body.appId)
      const listingId = parseId(body.listingId)
      const stored = listingId === null ? {} : links.storedConfig(caller.id, listingId)
      const linkConfig = acceptedConfig(optionOf(app).config, body.config ?? {}, () => stored)
      try {
        const url = serviceUrl(body.localUrl, body.linkURL)
        const config = { ...coreFor(app.definition.appId, url, caller.isSuperAdmin), ...linkConfig }
        await appCall(app.definition.appName, () => app.test(context(url, config)))
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
      const key = `${listingId}:${target.stamp}:${saved?.updatedAt ?? 0}:${def.version}`
      // A little under the interval: a viewer refreshing exactly on time gets a fresh answer, not the last one.
      return cache.get(key, seconds * 900, async () => {
        try {
          const url = serviceUrl(target.localUrl, target.listingUrl)
          // The run is shared by every viewer of this link, so only the link itself decides: its owner's role does not.
          const config = { ...coreFor(appId, url, false), ...target.config }
          const output = await appCall(def.appName, () => app.run(context(url, config)))
          const result: RunResult =
            output.type === 'html'
              ? { ...output, alwaysShowDetailedView: def.alwaysShowDetailedView, autoRefreshAfter: seconds }
              : {
                  type: 'json' as const,
                  data: pickDatapoints(output, def, target.datapoints),
                  ...(output.background ? { background: output.background } : {}),
                  ...(output.button ? { button: output.button } : {}),
                  ...(output.list ? { list: output.list } : {}),
                  alwaysShowDetailedView: def.alwaysShowDetailedView,
                  autoRefreshAfter: seconds,
                }
          // The route checks its answer against this schema too, where a stray value would be a 500: here it is the app's.
          if (!Value.Check(RunResult, result)) throw new AppFailure(`${def.appName} sent data a card cannot show.`)
          return result
        } catch (error) {
          return asAnswer(error)
        }
      })
    },

    /** POST /app/fromzip: a new user app, or an update of one already installed (spec 2 §5 checks). */
    async installZip(bytes: Uint8Array, update = false) {
      try {
        const app = await zips.install(zipOf(bytes), update ? 'replace' : 'refuse')
        return app.definition.appId
      } catch (error) {
        return refusal(error)
      }
    },

    /** The store: the catalogue with what is installed, and whether the catalogue has a newer version. */
    async storeList(): Promise<StoreApp[]> {
      return (await store.catalogue()).map((entry) => {
        const installed = installedVersion(entry.appId)
        return { ...entry, installedVersion: installed, updateAvailable: installed !== null && isNewer(entry.version, installed) }
      })
    },

    /** Installs or updates an app from the store's own archive; an installed app only when the store's is newer. */
    async fromStore(appId: string, mode: 'install' | 'update') {
      const installed = installedVersion(appId)
      if (mode === 'install' && installed !== null) throw badRequest('This Live App is already installed: update it instead.')
      if (mode === 'update') {
        if (installed === null) throw notFound(NOT_INSTALLED)
        const offered = (await store.catalogue()).find((e) => e.appId === appId)
        if (!offered || !isNewer(offered.version, installed)) throw badRequest('No update is available for this Live App.')
      }
      const bytes = await store.download(appId)
      if (!bytes) throw notFound('The store does not offer this Live App.')
      try {
        await zips.install(zipOf(bytes), 'replace', appId)
      } catch (error) {
        refusal(error)
      }
    },

    /** Removes a user app, or a system app's installed update (the built-in one comes back). */
    remove(appId: string) {
      const app = appOf(appId)
      if (app.appType === 'system' && !app.isUpdated) throw badRequest('Built-in Live Apps cannot be removed.')
      zips.remove(appId)
      if (app.appType === 'user') repo.remove(appId)
      return 'Live App removed.'
    },

    /**
     * Reads the app's files again and says what its package.json asks for: ZIP apps run in a sandbox that offers
     * no npm packages, so declared ones cannot be installed, only named.
     */
    reinstallDependencies(appId: string) {
      const app = appOf(appId)
      if (!zips.get(appId)) return `${app.definition.appName} is built in and needs no dependencies.`
      let deps: string[]
      try {
        deps = zips.reload(appId).dependencies
      } catch {
        throw badRequest('Error reinstalling dependencies')
      }
      return deps.length
        ? `Checked ${app.definition.appName}. Foyer runs apps in a sandbox without npm packages; it provides only 'buffer', so these will fail if used: ${deps.join(', ')}.`
        : `Checked ${app.definition.appName}: it needs no dependencies.`
    },
  }
}

export type LiveAppsService = ReturnType<typeof createLiveAppsService>
