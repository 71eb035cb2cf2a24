// What the command palette offers: every card the user has, their pages, the screens and settings of the navigation
// (the same data the sidebar and /manage draw from), and a few actions. Pure data, so it is tested without a browser.
import { formPath, kindOf, LISTING_KINDS } from '../../../src/definitions/listing-kinds'
import type { UserData } from '../../../src/features/users/users.schema'
import { cardHref, isAppPath, opensInNewTab } from '../../features/listings/listing-links'
import type { Listing } from '../../features/listings/listings.api'
import type { PageSummary } from '../../features/pages/pages.api'
import { pageRoutes } from '../../features/pages/pages.api'
import { FEATURES, isEnabled, visibleSettingsGroups } from '../layout/nav'

export interface PaletteEntry {
  /** Unique within the list: the option's DOM id is derived from it. */
  key: string
  label: string
  /** What it is, shown at the end of the row: 'Folder', 'Settings', 'Action'... */
  kind: string
  href: string
  /** Opens in another tab (a link whose switch says so, the API docs). */
  newTab: boolean
}

interface Sources {
  user: UserData | undefined
  /** Every listing (GET /listing/all), or, until it arrives, the dashboard's home and sidebar cards. */
  listings: Listing[]
  pages: PageSummary[]
  /** The page's host name: a link opens at its local or public address as its card would. */
  hostname: string
}

const listingEntry = (item: Listing, user: UserData | undefined, hostname: string): PaletteEntry | null => {
  const href = cardHref(item, hostname)
  if (!href) return null
  return {
    key: `listing-${item.id}`,
    label: item.listingName,
    kind: kindOf(item.listingType).label,
    href,
    newTab: !isAppPath(href) && opensInNewTab(item, user ?? {}),
  }
}

export function paletteEntries({ user, listings, pages, hostname }: Sources): PaletteEntry[] {
  const seen = new Set<number>()
  const cards = listings.filter((item) => !seen.has(item.id) && seen.add(item.id)).flatMap((item) => listingEntry(item, user, hostname) ?? [])
  const pageEntries = pages.map((p) => ({ key: `page-${p.id}`, label: p.pageTitle, kind: 'Page', href: pageRoutes(false).view(p.id), newTab: false }))
  const screens = FEATURES.filter((f) => isEnabled(f, user)).map((f) => ({ key: `screen-${f.to}`, label: f.label, kind: 'Screen', href: f.to, newTab: false }))
  const settings = visibleSettingsGroups(user).flatMap((group) =>
    group.items.map((item) => ({ key: `setting-${item.to}`, label: item.label, kind: 'Settings', href: item.to, newTab: Boolean(item.external) })),
  )
  return [...cards, ...pageEntries, ...screens, ...settings, ...actions(user)]
}

/** Shortcuts to what people do most; each respects the switch that would hide it elsewhere. */
function actions(user: UserData | undefined): PaletteEntry[] {
  const list: PaletteEntry[] = [
    { key: 'action-new-link', label: LISTING_KINDS.link.messages.add, kind: 'Action', href: formPath('link', 'root'), newTab: false },
  ]
  if (user?.todolist !== false)
    list.push({ key: 'action-new-todo', label: LISTING_KINDS.todo.messages.add, kind: 'Action', href: formPath('todo', 'root'), newTab: false })
  list.push({ key: 'action-theme', label: 'Switch theme', kind: 'Action', href: '/manage/theme', newTab: false })
  if (user?.authenticator !== false) list.push({ key: 'action-totp', label: 'Open TOTP codes', kind: 'Action', href: '/authenticator', newTab: false })
  return list
}
