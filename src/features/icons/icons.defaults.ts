import { KIND_NAMES, LISTING_KINDS } from '../../definitions/listing-kinds'

type KindIcon = (typeof LISTING_KINDS)[keyof typeof LISTING_KINDS]['icon']

/**
 * Default icon of each kind of item (spec 1: folder, link, todo, snippet, camera, device, authenticator),
 * as Tabler icon ids: the listing kinds' from their definitions, then the rest. The web imports it too.
 */
export const DEFAULT_ICON_IDS = {
  ...(Object.fromEntries(KIND_NAMES.map((kind) => [LISTING_KINDS[kind].icon.key, LISTING_KINDS[kind].icon.tabler])) as {
    [I in KindIcon as I['key']]: I['tabler']
  }),
  device: 'device-desktop',
  authenticator: 'shield-lock',
} as const

export type DefaultIconKey = keyof typeof DEFAULT_ICON_IDS

/** Provider ids: own uploads, the two embedded packs; an installed pack uses its own iconProvider. */
export const SELF_HOSTED = 'selfhosted'
export const BUILT_IN_PROVIDERS = ['simple-icons', 'tabler'] as const

/** Where an embedded pack's icons are served: the version segment lets browsers cache them for a year. */
export const builtInIconBase = (provider: string, version: string, theme: 'dark' | 'light') => `/api/v1/icons/${provider}/${version}/${theme}/`

/** The Icon for a default key: iconUrl for dark themes, iconUrlLight for light ones (as IconImage picks them). */
export function defaultIcon(key: DefaultIconKey, tablerVersion: string) {
  const id = DEFAULT_ICON_IDS[key]
  return {
    iconUrl: `${builtInIconBase('tabler', tablerVersion, 'dark')}${id}.svg`,
    iconUrlLight: `${builtInIconBase('tabler', tablerVersion, 'light')}${id}.svg`,
    iconProvider: 'tabler',
    iconId: id,
  }
}
