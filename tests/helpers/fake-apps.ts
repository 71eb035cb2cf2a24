import type { AppCategory } from '../../src/features/live-apps/live-app'
import { DOWNLOADS_FAKES } from './fakes/downloads'
import type { FakeApp } from './fakes/fake-app'
import { FINANCE_FAKES } from './fakes/finance'
import { GENERIC_FAKES } from './fakes/generic'
import { HOME_FAKES } from './fakes/home'
import { MEDIA_FAKES } from './fakes/media'
import { MONITORING_FAKES } from './fakes/monitoring'
import { NETWORK_FAKES } from './fakes/network'
import { PRODUCTIVITY_FAKES } from './fakes/productivity'
import { SERVERS_FAKES } from './fakes/servers'

export type { FakeApp, FakeState } from './fakes/fake-app'
export { JELLYFIN_KEY } from './fakes/media'
export { PIHOLE_PASSWORD } from './fakes/network'

/** Every built-in app's fake, one file per category like the apps' folders (the registry's categories, checked by the compiler). */
const BY_CATEGORY: Record<AppCategory, Record<string, FakeApp>> = {
  media: MEDIA_FAKES,
  downloads: DOWNLOADS_FAKES,
  network: NETWORK_FAKES,
  servers: SERVERS_FAKES,
  monitoring: MONITORING_FAKES,
  home: HOME_FAKES,
  productivity: PRODUCTIVITY_FAKES,
  finance: FINANCE_FAKES,
  generic: GENERIC_FAKES,
}

export const FAKE_APPS: Record<string, FakeApp> = Object.assign({}, ...Object.values(BY_CATEGORY))
