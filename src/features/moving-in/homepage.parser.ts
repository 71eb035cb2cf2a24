import { folder, isRecord, type PeerFolder, type PeerLink, type PeerTree, type Skipped, str } from './peer-tree'

/** Homepage's widget types that a built-in live app stands for, and which widget setting fills which field of the app. */
const WIDGETS: Record<string, { appId: string; fields: Record<string, string> }> = {
  pihole: { appId: 'pihole', fields: { key: 'password' } },
  jellyfin: { appId: 'jellyfin', fields: { key: 'apiKey' } },
  portainer: { appId: 'portainer', fields: { key: 'apiKey' } },
  proxmox: { appId: 'proxmox', fields: { username: 'tokenId', password: 'tokenSecret' } },
  uptimekuma: { appId: 'uptime-kuma', fields: { slug: 'slug' } },
  ...Object.fromEntries(
    ['sonarr', 'radarr', 'lidarr', 'readarr', 'prowlarr', 'bazarr', 'sabnzbd', 'tautulli', 'overseerr', 'jellyseerr', 'emby'].map((id) => [
      id,
      { appId: id, fields: { key: 'apiKey' } },
    ]),
  ),
  plex: { appId: 'plex', fields: { key: 'token' } },
  ...Object.fromEntries(['qbittorrent', 'transmission', 'nzbget'].map((id) => [id, { appId: id, fields: { username: 'username', password: 'password' } }])),
  adguard: { appId: 'adguard-home', fields: { username: 'username', password: 'password' } },
  deluge: { appId: 'deluge', fields: { password: 'password' } },
}

// Homepage fills these from the environment or files at its start: the value itself is not in the file.
const PLACEHOLDER = /\{\{\s*HOMEPAGE_(VAR|FILE)_|\$\{/

/** The first widget with a built-in live app goes on the link; every other widget is reported. */
function liveAppOf(name: string, entry: Record<string, unknown>, skipped: Skipped[]): PeerLink['liveApp'] {
  const widgets = [...(isRecord(entry.widget) ? [entry.widget] : []), ...(Array.isArray(entry.widgets) ? entry.widgets.filter(isRecord) : [])]
  let chosen: PeerLink['liveApp'] = null
  for (const widget of widgets) {
    const type = str(widget.type) ?? '?'
    const known = WIDGETS[type.toLowerCase()]
    if (!known) {
      skipped.push({ name, reason: `Its ${type} widget has no built-in live app in Foyer.` })
      continue
    }
    if (chosen) {
      skipped.push({ name, reason: `Its ${type} widget: a link holds one live app.` })
      continue
    }
    const config: Record<string, string> = {}
    const unset = Object.keys(known.fields).filter((from) => {
      const value = str(widget[from])
      if (value === null || PLACEHOLDER.test(value)) return true
      config[known.fields[from]!] = value
      return false
    })
    if (unset.length) {
      skipped.push({
        name,
        reason: `Its ${type} widget's ${unset.join(', ')} is not in the file (empty or an environment placeholder): set the live app in the link's form.`,
      })
      continue
    }
    chosen = { appId: known.appId, url: str(widget.url), config }
  }
  return chosen
}

/**
 * A group's entries: `- Name: { href, … }` is a service, `- Name: [ { href, … } ]` a bookmark, `- Name: [ - Sub: … ]`
 * a nested group (services.yaml and bookmarks.yaml share this shape).
 */
function readGroup(target: PeerFolder, entries: unknown, skipped: Skipped[]) {
  if (!Array.isArray(entries)) return
  for (const entry of entries) {
    if (!isRecord(entry)) continue
    for (const [name, value] of Object.entries(entry)) {
      if (Array.isArray(value) && value.length > 0 && value.every((v) => isRecord(v) && Object.hasOwn(v, 'href'))) {
        // A bookmark: a one-item list of its settings.
        for (const v of value as Record<string, unknown>[]) target.links.push({ name, url: str(v.href), description: str(v.description), icon: str(v.icon) })
      } else if (Array.isArray(value)) {
        const sub = folder(name)
        readGroup(sub, value, skipped)
        target.children.push(sub)
      } else if (isRecord(value)) {
        target.links.push({ name, url: str(value.href), description: str(value.description), icon: str(value.icon), liveApp: liveAppOf(name, value, skipped) })
      } else skipped.push({ name, reason: 'Neither a service nor a group.' })
    }
  }
}

/** services.yaml or bookmarks.yaml: a list of groups. */
export const isHomepageYaml = (data: unknown) =>
  Array.isArray(data) && data.length > 0 && data.every((g) => isRecord(g) && Object.values(g).every((v) => Array.isArray(v) || v === null))

/** One tree from any of Homepage's files read (services first, then bookmarks), each group a folder. */
export function parseHomepage(files: unknown[]): PeerTree {
  const tree: PeerTree = { source: 'Homepage', folders: [], links: [], skipped: [] }
  for (const data of files) {
    if (!Array.isArray(data)) continue
    for (const group of data) {
      if (!isRecord(group)) continue
      for (const [name, entries] of Object.entries(group)) {
        const f = folder(name)
        readGroup(f, entries, tree.skipped)
        tree.folders.push(f)
      }
    }
  }
  return tree
}
