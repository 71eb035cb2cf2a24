import { DEFAULT_ICON_IDS, type DefaultIconKey } from '../../definitions/default-icons'

/** Provider ids: own uploads, the two embedded packs; an installed pack uses its own iconProvider. */
export const SELF_HOSTED = 'selfhosted'
export const BUILT_IN_PROVIDERS = ['simple-icons', 'tabler'] as const

/** Where an embedded pack's icons are served: the version segment lets browsers cache them for a year. */
export const builtInIconBase = (provider: string, version: string, theme: 'dark' | 'light') => `/api/v1/icons/${provider}/${version}/${theme}/`

/** An embedded pack's own pack JSON (its jsonUrl, spec 3 §3), versioned like its icons. */
export const builtInPackJsonUrl = (provider: string, version: string) => `/api/v1/icons/${provider}/${version}/pack`

/** The Icon of an embedded pack's icon: iconUrl for dark themes, iconUrlLight for light ones (as IconImage picks them). */
export function builtInIcon(provider: (typeof BUILT_IN_PROVIDERS)[number], id: string, version: string) {
  return {
    iconUrl: `${builtInIconBase(provider, version, 'dark')}${id}.svg`,
    iconUrlLight: `${builtInIconBase(provider, version, 'light')}${id}.svg`,
    iconProvider: provider,
    iconId: id,
  }
}

/** The Icon for a default key. */
export const defaultIcon = (key: DefaultIconKey, tablerVersion: string) => builtInIcon('tabler', DEFAULT_ICON_IDS[key], tablerVersion)
