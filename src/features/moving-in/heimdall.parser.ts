import { folder, isRecord, type PeerFolder, type PeerTree, str } from './peer-tree'

/**
 * Heimdall's item export (its /api/item answer: title, colour, url, description, appid, appdescription per item):
 * a list of items, each with a title and a url and at least one of Heimdall's own fields.
 */
export const isHeimdallExport = (data: unknown) =>
  Array.isArray(data) &&
  data.length > 0 &&
  data.every((i) => isRecord(i) && 'title' in i && 'url' in i && ('colour' in i || 'appid' in i || 'appdescription' in i))

/** Items → links; an item's first tag (when the export carries them) is its folder. */
export function parseHeimdall(items: Record<string, unknown>[]): PeerTree {
  const tree: PeerTree = { source: 'Heimdall', folders: [], links: [], skipped: [] }
  const tags = new Map<string, PeerFolder>()
  for (const item of items) {
    const tag = Array.isArray(item.tags) ? str(item.tags.map((t) => (isRecord(t) ? t.title : t))[0]) : null
    let target: PeerFolder | PeerTree = tree
    if (tag) {
      const existing = tags.get(tag) ?? folder(tag)
      if (!tags.has(tag)) tree.folders.push(existing)
      tags.set(tag, existing)
      target = existing
    }
    target.links.push({ name: str(item.title) ?? '', url: str(item.url), description: str(item.description), icon: str(item.icon) ?? str(item.title) })
  }
  return tree
}
