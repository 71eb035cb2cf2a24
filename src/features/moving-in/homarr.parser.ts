import { folder, isRecord, type PeerLink, type PeerTree, type Skipped, str } from './peer-tree'

/** Homarr's integrations that a built-in live app stands for, and which of its properties fills which field of the app. */
const INTEGRATIONS: Record<string, { appId: string; fields: Record<string, string> }> = {
  pihole: { appId: 'pihole', fields: { apiKey: 'password' } },
  jellyfin: { appId: 'jellyfin', fields: { apiKey: 'apiKey' } },
  ...Object.fromEntries(
    ['sonarr', 'radarr', 'lidarr', 'readarr', 'sabnzbd', 'overseerr', 'jellyseerr'].map((id) => [id, { appId: id, fields: { apiKey: 'apiKey' } }]),
  ),
  plex: { appId: 'plex', fields: { apiKey: 'token' } },
  ...Object.fromEntries(['qbittorrent', 'transmission', 'nzbget'].map((id) => [id, { appId: id, fields: { username: 'username', password: 'password' } }])),
  deluge: { appId: 'deluge', fields: { password: 'password' } },
  adguard: { appId: 'adguard-home', fields: { username: 'username', password: 'password' } },
}

/** A legacy (0.x) board: schemaVersion, apps and wrappers (its default.json and what "Export" saved). */
export const isHomarrBoard = (data: unknown) => isRecord(data) && Array.isArray(data.apps) && (Array.isArray(data.wrappers) || 'schemaVersion' in data)

function liveAppOf(name: string, url: string | null, integration: unknown, skipped: Skipped[]): PeerLink['liveApp'] {
  if (!isRecord(integration)) return null
  const type = str(integration.type)
  if (!type) return null
  const known = INTEGRATIONS[type.toLowerCase()]
  if (!known) {
    skipped.push({ name, reason: `Its ${type} integration has no built-in live app in Foyer.` })
    return null
  }
  const properties = Array.isArray(integration.properties) ? integration.properties.filter(isRecord) : []
  const config: Record<string, string> = {}
  for (const [from, to] of Object.entries(known.fields)) {
    const value = str(properties.find((p) => p.field === from)?.value)
    if (!value) {
      skipped.push({ name, reason: `Its ${type} integration's ${from} is not in the file: set the live app in the link's form.` })
      return null
    }
    config[to] = value
  }
  return { appId: known.appId, url, config }
}

const byPosition = (a: Record<string, unknown>, b: Record<string, unknown>) => Number(a.position ?? 0) - Number(b.position ?? 0)

/** Categories → folders; apps in a category go in its folder, the others (wrappers, sidebars) at the top. */
export function parseHomarr(data: Record<string, unknown>): PeerTree {
  const tree: PeerTree = { source: 'Homarr', folders: [], links: [], skipped: [] }
  const categories = new Map<string, ReturnType<typeof folder>>()
  for (const category of (Array.isArray(data.categories) ? data.categories : []).filter(isRecord).sort(byPosition)) {
    const f = folder(str(category.name) ?? 'Category')
    categories.set(String(category.id), f)
    tree.folders.push(f)
  }
  for (const app of (data.apps as unknown[]).filter(isRecord)) {
    const name = str(app.name) ?? ''
    const behaviour = isRecord(app.behaviour) ? app.behaviour : {}
    const url = str(behaviour.externalUrl) ?? str(app.url)
    const appearance = isRecord(app.appearance) ? app.appearance : {}
    const link: PeerLink = { name, url, icon: str(appearance.iconUrl), liveApp: liveAppOf(name, str(app.url), app.integration, tree.skipped) }
    const area = isRecord(app.area) ? app.area : {}
    const inCategory = area.type === 'category' && isRecord(area.properties) ? categories.get(String(area.properties.id)) : undefined
    ;(inCategory ?? tree).links.push(link)
  }
  for (const widget of (Array.isArray(data.widgets) ? data.widgets : []).filter(isRecord))
    tree.skipped.push({ name: str(widget.type) ?? 'widget', reason: 'A Homarr widget: Foyer has no such widget.' })
  return tree
}
