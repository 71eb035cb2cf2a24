import type { Icon } from '../../core/input'

/** An embedded pack's icon by provider and id, or null (the icons feature's builtIn.find). */
export type FindEmbedded = (provider: string, id: string) => Icon | null

// Homepage appends a tint to pack icons: si-mcdonalds-#FFD700.
const TINT = /-#[0-9a-f]{3,8}$/i
// dashboard-icons files (sonarr.png, pi-hole.svg), also by address (Homarr's jsDelivr links to the walkxcode repository).
const FILE = /(?:^|\/)([a-z0-9][a-z0-9._-]*)\.(png|svg|webp)$/i

/** simple-icons' slugs are the brand name in lower case with letters and digits only: pi-hole → pihole. */
const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '')

/**
 * The source's icon name as an embedded icon where one matches (si-…, mdi-…, Dashy's hl-… and Font Awesome names,
 * dashboard-icons file names → the simple-icons slug); null leaves the link's default. Nothing is ever fetched.
 */
export function createIconMatcher(find: FindEmbedded) {
  const tabler = (name: string) => find('tabler', name) ?? find('tabler', name.replace(/-outline$/, ''))
  return (raw: string | null | undefined): Icon | null => {
    const name = raw?.trim().replace(TINT, '')
    if (!name) return null
    const prefixed = /^(si|mdi|hl|sh)-(.+)$/i.exec(name)
    if (prefixed) {
      const [, prefix, rest] = prefixed as unknown as [string, string, string]
      return prefix.toLowerCase() === 'mdi' ? tabler(rest.toLowerCase()) : find('simple-icons', slug(rest))
    }
    const awesome = /^fa[a-z]?\s+fa-([a-z0-9-]+)$/i.exec(name)
    if (awesome) return /^fab\s/i.test(name) ? find('simple-icons', slug(awesome[1]!)) : tabler(awesome[1]!.toLowerCase())
    if (/^(https?:)?\/\//i.test(name) && !/dashboard-icons/i.test(name)) return null
    const file = FILE.exec(name)
    if (file) return find('simple-icons', slug(file[1]!))
    // A bare brand name (Heimdall's titles): only an exact simple-icons slug.
    return /^[\p{L}\p{N} .+-]{1,40}$/u.test(name) ? find('simple-icons', slug(name)) : null
  }
}

export type IconMatcher = ReturnType<typeof createIconMatcher>
