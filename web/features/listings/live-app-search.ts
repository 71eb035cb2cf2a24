// The link form's app picker: 160 apps found by name (the command palette's fuzzy matcher), by shelf or by a word of
// their description, shown on their shelves.
import { APP_CATEGORIES } from '../../../src/definitions/live-app-fields'
import { fuzzyScore } from '../../lib/fuzzy'
import type { LiveAppOption } from './listings.api'

/** The shelf of apps installed from a ZIP: they name no category. */
export const OWN_APPS_SHELF = 'Installed from ZIP'

export interface AppShelf {
  name: string
  apps: LiveAppOption[]
}

export const shelfName = (app: LiveAppOption) => (app.category ? APP_CATEGORIES[app.category] : OWN_APPS_SHELF)

const words = (text: string) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u)

/** Every word of the query starts a word of the text ('dns' finds 'Network, DNS and proxies', 'torr' finds 'torrents'). */
const startsWords = (query: string, text: string) => {
  const inText = words(text)
  return words(query)
    .filter(Boolean)
    .every((q) => inText.some((w) => w.startsWith(q)))
}

/** How well an app matches, higher first: its name, else its shelf's name, else its description; null when none does. */
function rank(query: string, app: LiveAppOption): [number, number] | null {
  const byName = fuzzyScore(query, app.appName)
  if (byName !== null) return [2, byName]
  if (startsWords(query, shelfName(app))) return [1, 0]
  if (startsWords(query, app.description)) return [0, 0]
  return null
}

/**
 * The apps that match, on their shelves. Without a query every shelf in the categories' order, apps in the order
 * given; with one, the shelf of the best match first and the best matches first on each shelf.
 */
export function searchApps(query: string, apps: LiveAppOption[]): AppShelf[] {
  const order = [...Object.values(APP_CATEGORIES), OWN_APPS_SHELF] as string[]
  const ranked = apps
    .map((app, index) => ({ app, index, rank: rank(query.trim(), app) }))
    .filter((r): r is typeof r & { rank: [number, number] } => r.rank !== null)
  if (query.trim()) ranked.sort((a, b) => b.rank[0] - a.rank[0] || b.rank[1] - a.rank[1] || a.index - b.index)
  else ranked.sort((a, b) => order.indexOf(shelfName(a.app)) - order.indexOf(shelfName(b.app)) || a.index - b.index)
  const shelves = new Map<string, LiveAppOption[]>()
  for (const { app } of ranked) shelves.set(shelfName(app), [...(shelves.get(shelfName(app)) ?? []), app])
  return [...shelves].map(([name, list]) => ({ name, apps: list }))
}
