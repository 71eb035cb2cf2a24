import type { BuiltInApp, ConfigField, LiveApp } from './live-app'
import type { ZipApps } from './zip-apps'

/** Every app may talk to a service with a self-signed certificate: the usual case in a homelab. */
const IGNORE_TLS: ConfigField = { name: 'ignoreTls', label: 'Ignore TLS certificate errors (self-signed)', type: 'checkbox' }

let loaded: ReadonlyMap<string, BuiltInApp> | undefined

/**
 * The built-in (system) apps, embedded in the binary and installed by default, by id. A new app is one file under
 * apps/<category>/ plus one line in that folder's index.ts, and its fake in tests/helpers/fakes/<category>.ts.
 * Loaded on first use: 160 declarations and their answer schemas are memory an idle Pi need not hold.
 */
export function builtInApps(): ReadonlyMap<string, BuiltInApp> {
  if (loaded) return loaded
  const { APPS_BY_CATEGORY } = require('./apps') as typeof import('./apps')
  const apps = Object.values(APPS_BY_CATEGORY).flat()
  loaded = new Map(apps.map((app) => [app.definition.appId, { ...app, definition: { ...app.definition, config: [...app.definition.config, IGNORE_TLS] } }]))
  return loaded
}

/** The apps a link can use: the built-in ones, each replaced by a ZIP of the same id when one is installed, and the ZIP apps. */
export function installedApps(zips: ZipApps, builtIns: () => ReadonlyMap<string, BuiltInApp> = builtInApps) {
  const system = (app: BuiltInApp): LiveApp => ({ ...app, appType: 'system', isUpdated: false, logo: { body: app.logo, contentType: 'image/svg+xml' } })
  const zip = (appId: string): LiveApp | undefined => {
    const app = zips.get(appId)
    if (!app) return undefined
    const config = app.definition.config.some((f) => f.name === IGNORE_TLS.name) ? app.definition.config : [...app.definition.config, IGNORE_TLS]
    const builtIn = builtIns().get(appId)
    return { ...app, definition: { ...app.definition, config }, appType: builtIn ? 'system' : 'user', isUpdated: !!builtIn, category: builtIn?.category }
  }
  return {
    get(appId: string): LiveApp | undefined {
      const builtIn = builtIns().get(appId)
      return zip(appId) ?? (builtIn && system(builtIn))
    },
    all(): LiveApp[] {
      const ids = new Set([...builtIns().keys(), ...zips.all().map((a) => a.definition.appId)])
      return [...ids].map((id) => this.get(id)!)
    },
  }
}
