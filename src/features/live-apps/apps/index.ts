import type { AppCategory, BuiltInApp } from '../live-app'
import { DOWNLOADS } from './downloads'
import { FINANCE } from './finance'
import { GENERIC } from './generic'
import { HOME } from './home'
import { MEDIA } from './media'
import { MONITORING } from './monitoring'
import { NETWORK } from './network'
import { PRODUCTIVITY } from './productivity'
import { SERVERS } from './servers'

/**
 * Every built-in app, by the category its folder is named for: a category without its list fails the build, and
 * apps.test.ts fails for a file under apps/ that no list holds.
 */
export const APPS_BY_CATEGORY: Record<AppCategory, readonly BuiltInApp[]> = {
  media: MEDIA,
  downloads: DOWNLOADS,
  network: NETWORK,
  servers: SERVERS,
  monitoring: MONITORING,
  home: HOME,
  productivity: PRODUCTIVITY,
  finance: FINANCE,
  generic: GENERIC,
}
