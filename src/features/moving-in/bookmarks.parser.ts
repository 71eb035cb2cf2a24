import { folder, type PeerFolder, type PeerLink, type PeerTree } from './peer-tree'

/** The first line every browser writes into its bookmark export. */
export const isNetscapeBookmarks = (text: string) => /^\s*<!DOCTYPE\s+NETSCAPE-Bookmark-file-1>/i.test(text)

/**
 * The Netscape bookmark file (Chrome, Firefox, Safari, Edge): each <H3> names the folder whose <DL> follows, each <A>
 * is a bookmark, a <DD> after it its description. Read by a tokenizing parser: nothing in it runs, scripts are text.
 */
export async function parseBookmarks(text: string): Promise<PeerTree> {
  const { Parser } = await import('htmlparser2')
  const tree: PeerTree = { source: 'browser bookmarks', folders: [], links: [], skipped: [] }
  const root: PeerFolder = folder('')
  const stack: PeerFolder[] = [root]
  let pending: PeerFolder | null = null
  let capture: 'folder' | 'link' | 'description' | null = null
  let buffer = ''
  let link: PeerLink | null = null
  let opened = 0
  const finish = () => {
    if (capture === 'description' && link) link.description = buffer.trim() || null
    capture = null
  }
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (capture === 'description') finish()
        if (name === 'h3') {
          link = null
          capture = 'folder'
          buffer = ''
        } else if (name === 'a') {
          link = { name: '', url: attributes.href ?? null, icon: null }
          capture = 'link'
          buffer = ''
        } else if (name === 'dd' && link) {
          capture = 'description'
          buffer = ''
        } else if (name === 'dl') {
          opened++
          // The first list is the file's own; each later one belongs to the folder named just before it.
          if (opened > 1) {
            const f = pending ?? folder('Folder')
            stack.at(-1)!.children.push(f)
            stack.push(f)
          }
          pending = null
        }
      },
      ontext(chunk) {
        if (capture) buffer += chunk
      },
      onclosetag(name) {
        if (name === 'h3' && capture === 'folder') {
          pending = folder(buffer.trim() || 'Folder')
          capture = null
        } else if (name === 'a' && capture === 'link' && link) {
          link.name = buffer.trim()
          stack.at(-1)!.links.push(link)
          capture = null
        } else if (name === 'dl') {
          finish()
          if (stack.length > 1) stack.pop()
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  )
  parser.write(text)
  parser.end()
  finish()
  tree.folders = root.children
  tree.links = root.links
  return tree
}
