import { adguardHome } from './apps/adguard-home'
import { gitea } from './apps/gitea'
import { homeAssistant } from './apps/home-assistant'
import { httpStatus } from './apps/http-status'
import { jellyfin } from './apps/jellyfin'
import { lidarr } from './apps/lidarr'
import { navidrome } from './apps/navidrome'
import { pihole } from './apps/pihole'
import { portainer } from './apps/portainer'
import { proxmox } from './apps/proxmox'
import { qbittorrent } from './apps/qbittorrent'
import { radarr } from './apps/radarr'
import { readarr } from './apps/readarr'
import { sonarr } from './apps/sonarr'
import { uptimeKuma } from './apps/uptime-kuma'
import type { BuiltInApp, ConfigField, LiveApp } from './live-app'
import type { ZipApps } from './zip-apps'

/** Every app may talk to a service with a self-signed certificate: the usual case in a homelab. */
const IGNORE_TLS: ConfigField = { name: 'ignoreTls', label: 'Ignore TLS certificate errors (self-signed)', type: 'checkbox' }

/**
 * The built-in (system) apps, embedded in the binary and installed by default. A new app is one file under apps/ plus
 * one line here (apps.test.ts fails for a file left out), and its fake in tests/helpers/fake-apps.ts.
 */
const APPS: BuiltInApp[] = [
  httpStatus,
  pihole,
  jellyfin,
  portainer,
  proxmox,
  uptimeKuma,
  sonarr,
  radarr,
  adguardHome,
  qbittorrent,
  navidrome,
  gitea,
  lidarr,
  readarr,
  homeAssistant,
]

export const BUILT_IN_APPS: ReadonlyMap<string, BuiltInApp> = new Map(
  APPS.map((app) => [app.definition.appId, { ...app, definition: { ...app.definition, config: [...app.definition.config, IGNORE_TLS] } }]),
)

/** The apps a link can use: the built-in ones, each replaced by a ZIP of the same id when one is installed, and the ZIP apps. */
export function installedApps(zips: ZipApps, builtIns: ReadonlyMap<string, BuiltInApp> = BUILT_IN_APPS) {
  const system = (app: BuiltInApp): LiveApp => ({ ...app, appType: 'system', isUpdated: false, logo: { body: app.logo, contentType: 'image/svg+xml' } })
  const zip = (appId: string): LiveApp | undefined => {
    const app = zips.get(appId)
    if (!app) return undefined
    const config = app.definition.config.some((f) => f.name === IGNORE_TLS.name) ? app.definition.config : [...app.definition.config, IGNORE_TLS]
    return { ...app, definition: { ...app.definition, config }, appType: builtIns.has(appId) ? 'system' : 'user', isUpdated: builtIns.has(appId) }
  }
  return {
    get(appId: string): LiveApp | undefined {
      const builtIn = builtIns.get(appId)
      return zip(appId) ?? (builtIn && system(builtIn))
    },
    all(): LiveApp[] {
      const ids = new Set([...builtIns.keys(), ...zips.all().map((a) => a.definition.appId)])
      return [...ids].map((id) => this.get(id)!)
    },
  }
}
