import { HOMEPAGE_PLACEHOLDER, HOMEPAGE_WIDGETS } from '../../definitions/homepage-widgets'
import { folder, isRecord, type PeerFolder, type PeerLink, type PeerTree, type Skipped, str } from './peer-tree'

/** The first widget with a built-in live app goes on the link; every other widget is reported. */
function liveAppOf(name: string, entry: Record<string, unknown>, skipped: Skipped[]): PeerLink['liveApp'] {
  const widgets = [...(isRecord(entry.widget) ? [entry.widget] : []), ...(Array.isArray(entry.widgets) ? entry.widgets.filter(isRecord) : [])]
  let chosen: PeerLink['liveApp'] = null
  for (const widget of widgets) {
    const type = str(widget.type) ?? '?'
    const known = HOMEPAGE_WIDGETS[type.toLowerCase()]
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
      if (value === null || HOMEPAGE_PLACEHOLDER.test(value)) return true
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
