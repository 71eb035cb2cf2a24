import { DEFAULT_ICON_IDS, type DefaultIconKey } from '../../definitions/default-icons'

/** Provider ids: own uploads, the two embedded packs; an installed pack uses its own iconProvider. */
export const SELF_HOSTED = 'selfhosted'
export const BUILT_IN_PROVIDERS = ['simple-icons', 'tabler'] as const

/** Where an embedded pack's icons are served: the version segment lets browsers cache them for a year. */
export const builtInIconBase = (provider: string, version: string, theme: 'dark' | 'light') => `/api/v1/icons/${provider}/${version}/${theme}/`

/** An embedded pack's own pack JSON (its jsonUrl, spec 3 §3), versioned like its icons. */
export const builtInPackJsonUrl = (provider: string, version: string) => `/api/v1/icons/${provider}/${version}/pack`

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
