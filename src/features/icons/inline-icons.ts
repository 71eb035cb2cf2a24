import type { BuiltInPacks, IconTheme } from './builtin-packs'
import { isDefaultIconKey } from '../../definitions/default-icons'
import { BUILT_IN_PROVIDERS, defaultIcon } from './icons.defaults'

/** An embedded icon's address as builtInIconBase makes it: provider, any version, theme, id. */
const BUILT_IN_URL = new RegExp(`^/api/v1/icons/(${BUILT_IN_PROVIDERS.join('|')})/[^/]+/(dark|light)/([a-z0-9_-]+)\\.svg$`)

/** Icons sent with one answer at most: a first screen's worth; any further ones load by address as they scroll into view. */
export const INLINE_ICONS_MAX = 120

interface IconRef {
  iconUrl: string
  iconUrlLight?: string | null
}

const isIconRef = (v: object): v is IconRef => typeof (v as IconRef).iconUrl === 'string'

/**
 * The SVG of every embedded icon that `shown` refers to (any { iconUrl, iconUrlLight } inside it, in order), keyed by the
 * address a theme of type `theme` would load: the web shows them from the answer instead of one request per icon.
 */
export function createInlineIcons(builtIn: BuiltInPacks) {
  const tabler = builtIn.metas().find((m) => m.provider === 'tabler')?.version
  return (shown: unknown, theme: IconTheme): Record<string, string> => {
    const found = new Map<string, { provider: string; theme: IconTheme; id: string }>()
    const visit = (v: unknown): void => {
      if (found.size >= INLINE_ICONS_MAX || v === null || typeof v !== 'object') return
      if (Array.isArray(v)) {
        for (const item of v) visit(item)
        return
      }
      if (!isIconRef(v)) {
        for (const value of Object.values(v)) visit(value)
        return
      }
      // The same choice as the web's IconImage: a default key as its Tabler icon, the light variant on light themes when there is one.
      const ref = isDefaultIconKey(v.iconUrl) && tabler ? defaultIcon(v.iconUrl, tabler) : v
      const url = (theme === 'light' && ref.iconUrlLight) || ref.iconUrl
      const m = BUILT_IN_URL.exec(url)
      if (m) found.set(url, { provider: m[1]!, theme: m[2] as IconTheme, id: m[3]! })
    }
    visit(shown)
    const svgs = builtIn.svgs([...found.values()])
    const out: Record<string, string> = {}
    let i = 0
    for (const url of found.keys()) {
      const svg = svgs[i++]
      if (svg) out[url] = svg
    }
    return out
  }
}
