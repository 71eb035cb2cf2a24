import type { FolderId, Listing } from './listings.api'
import { linkHref } from './local-network'

const VIEW_ROUTES: Partial<Record<Listing['listingType'], string>> = { category: '/c/', todo: '/t/', snippet: '/s/' }

/** Where a card opens: its view inside the app, or for a link the URL fitting where the page was opened from. */
export function cardHref(item: Listing, hostname = window.location.hostname): string | null {
  if (item.listingType === 'link') return linkHref(item, hostname)
  if (item.listingType === 'stream') return '/streaming'
  return `${VIEW_ROUTES[item.listingType]}${item.id}`
}

/** Absolute form of a card's href, for copying and new tabs. */
export const absoluteHref = (href: string) => new URL(href, window.location.origin).toString()

/** The form route of a listing (spec: /listing/[{parentid}/]save/{type}[/{id}]). */
export function formRoute(type: Listing['listingType'], parent: FolderId | null, id?: number): string {
  if (type === 'stream') return `/streaming/listing/save/stream${id ? `/${id}` : ''}`
  const base = parent === null || parent === 'root' ? '/listing' : `/listing/${parent}`
  return `${base}/save/${type}${id ? `/${id}` : ''}`
}

/** Should this card open in a new tab, per the user's switches. */
export const opensInNewTab = (item: Listing, user: { foldersalwaysnewtab: boolean; linksalwaysnewtab: boolean }) =>
  item.listingType === 'category' ? user.foldersalwaysnewtab : item.listingType === 'link' ? user.linksalwaysnewtab : false

export function matchesSearch(item: Listing, query: string): boolean {
  if (!query) return true
  const q = query.toLowerCase()
  return [item.listingName, item.description, item.listingUrl, item.localUrl].some((v) => v?.toLowerCase().includes(q))
}
