import { httpStatus } from './apps/http-status'
import { jellyfin } from './apps/jellyfin'
import { pihole } from './apps/pihole'
import { portainer } from './apps/portainer'
import { proxmox } from './apps/proxmox'
import { uptimeKuma } from './apps/uptime-kuma'
import type { BuiltInApp, ConfigField } from './live-app'

/** Every app may talk to a service with a self-signed certificate: the usual case in a homelab. */
const IGNORE_TLS: ConfigField = { name: 'ignoreTls', label: 'Ignore TLS certificate errors (self-signed)', type: 'checkbox' }

/** The built-in (system) apps, embedded in the binary and installed by default. A new app is one file plus one line here. */
const APPS: BuiltInApp[] = [httpStatus, pihole, jellyfin, portainer, proxmox, uptimeKuma]

export const BUILT_IN_APPS: ReadonlyMap<string, BuiltInApp> = new Map(
  APPS.map((app) => [app.definition.appId, { ...app, definition: { ...app.definition, config: [...app.definition.config, IGNORE_TLS] } }]),
)
