import { expect, test } from 'bun:test'
import type { UserData } from '../../../src/features/users/users.schema'
import type { Listing } from '../../features/listings/listings.api'
import { visibleSettingsGroups } from '../layout/nav'
import { paletteEntries } from './palette-entries'

const hostname = 'foyer.example.org'
const listing = (id: number, listingName: string, listingType: Listing['listingType'], listingUrl: string | null = null) =>
  ({
    id,
    listingName,
    listingType,
    parentId: null,
    listingUrl,
    localUrl: null,
    description: null,
    listingIcon: null,
    inSidebar: false,
    liveAppConfigured: false,
    liveAppEnabled: false,
    integration: null,
  }) as Listing
const user = (over: Partial<UserData>) => ({ isSuperAdmin: false, todolist: true, authenticator: true, linksalwaysnewtab: true, ...over }) as UserData

test('cards open where their card would, once each however many times they are listed', () => {
  const folder = listing(1, 'Media', 'category')
  const entries = paletteEntries({ user: user({}), listings: [folder, listing(2, 'Jellyfin', 'link', 'https://jf.example.org/'), folder], pages: [], hostname })
  const cards = entries.filter((e) => e.key.startsWith('listing-'))
  expect(cards).toEqual([
    { key: 'listing-1', label: 'Media', kind: 'Folder', href: '/c/1', newTab: false },
    { key: 'listing-2', label: 'Jellyfin', kind: 'Link', href: 'https://jf.example.org/', newTab: true },
  ])
})

test("the settings are /manage's own list: an admin's screens only for an admin", () => {
  for (const isSuperAdmin of [false, true]) {
    const u = user({ isSuperAdmin })
    const settings = paletteEntries({ user: u, listings: [], pages: [], hostname }).filter((e) => e.kind === 'Settings')
    expect(settings.map((e) => e.href)).toEqual(visibleSettingsGroups(u).flatMap((g) => g.items.map((i) => i.to)))
    expect(settings.some((e) => e.label === 'OIDC Setup')).toBe(isSuperAdmin)
  }
})

test('pages open at their view; actions and screens follow the feature switches', () => {
  const entries = paletteEntries({
    user: user({ todolist: false, authenticator: false }),
    listings: [],
    pages: [{ id: 7, pageTitle: 'House rules', isPublished: true, createdAt: '', updatedAt: '' }],
    hostname,
  })
  expect(entries.find((e) => e.label === 'House rules')?.href).toBe('/p/7')
  const labels = entries.map((e) => e.label)
  expect(labels).toContain('Add a new link')
  expect(labels).toContain('Switch theme')
  for (const hidden of ['Add a new todo list', 'Open TOTP codes', 'Tasks', 'TOTP Authenticator']) expect(labels).not.toContain(hidden)
})
