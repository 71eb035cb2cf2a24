import { folder, isRecord, type PeerFolder, type PeerTree, str } from './peer-tree'

/** Dashy's conf.yml has an object with a list of sections. */
export const isDashyConf = (data: unknown) => isRecord(data) && Array.isArray(data.sections)

function readItems(target: PeerFolder, items: unknown[]) {
  for (const item of items.filter(isRecord)) {
    const name = str(item.title) ?? str(item.url) ?? ''
    // An item with sub-items is a group of links on one tile.
    if (Array.isArray(item.subItems)) {
      const sub = folder(name)
      readItems(sub, item.subItems)
      target.children.push(sub)
    } else target.links.push({ name, url: str(item.url), description: str(item.description), icon: str(item.icon) })
  }
}

/** Sections → folders, items → links; a section with only widgets has nothing to link to. */
export function parseDashy(data: Record<string, unknown>): PeerTree {
  const tree: PeerTree = { source: 'Dashy', folders: [], links: [], skipped: [] }
  for (const section of (data.sections as unknown[]).filter(isRecord)) {
    const name = str(section.name) ?? 'Section'
    const items = Array.isArray(section.items) ? section.items : []
    if (!items.length) {
      tree.skipped.push({ name, reason: Array.isArray(section.widgets) ? 'A section of widgets only: Foyer has no such widgets.' : 'An empty section.' })
      continue
    }
    const f = folder(name)
    readItems(f, items)
    tree.folders.push(f)
    if (Array.isArray(section.widgets) && section.widgets.length)
      tree.skipped.push({ name, reason: 'Its widgets: Foyer has no such widgets (its items came in).' })
  }
  if (Array.isArray(data.pages) && data.pages.length)
    tree.skipped.push({ name: 'pages', reason: "Dashy's other pages are files of their own: import each of them." })
  return tree
}
