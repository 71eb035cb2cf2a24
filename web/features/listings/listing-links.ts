import { KIND_NAMES, LISTING_KINDS, kindOf, viewPath, type ListingKind } from '../../../src/definitions/listing-kinds'
import type { FeatureSwitch } from '../../../src/definitions/feature-switches'
import type { Listing } from './listings.api'
import { linkHref } from './local-network'

/** Where a card opens: its kind's view inside the app, or for a link the URL fitting where the page was opened from. */
export const cardHref = (item: Listing, hostname = window.location.hostname): string | null => viewPath(item.listingType, item.id) ?? linkHref(item, hostname)

/** True for an address inside this app (routed by the SPA), false for another site. */
export const isAppPath = (href: string) => href.startsWith('/') && !href.startsWith('//')

/** Absolute form of a card's href, for copying and new tabs. */
export const absoluteHref = (href: string) => new URL(href, window.location.origin).toString()

/** Should this card open in a new tab, per its kind's switch. */
export function opensInNewTab(item: Listing, user: Partial<Record<FeatureSwitch, boolean>>): boolean {
  const { newTab } = kindOf(item.listingType)
  return newTab ? Boolean(user[newTab]) : false
}

/** The kinds a folder's New menu offers: those the definitions put there, less those whose switch is off. */
export const newMenuKinds = (user: Partial<Record<FeatureSwitch, boolean>> | undefined): ListingKind[] =>
  KIND_NAMES.filter((kind) => {
    const { inNewMenu, switch: gate } = LISTING_KINDS[kind]
    return inNewMenu && (!gate || user?.[gate] !== false)
  })

export function matchesSearch(item: Listing, query: string): boolean {
  if (!query) return true
  const q = query.toLowerCase()
  return [item.listingName, item.description, item.listingUrl, item.localUrl].some((v) => v?.toLowerCase().includes(q))
}
