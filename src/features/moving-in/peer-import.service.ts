import type { Database } from '../../core/db'
import { tx } from '../../core/db'
import { badRequest } from '../../core/errors'
import type { ListingsService } from '../listings/listings.service'
import { type LiveAppOption, MAX_DESCRIPTION, MAX_NAME, MAX_URL } from '../listings/listings.schema'
import type { IconMatcher } from './peer-icons'
import { type PeerFolder, type PeerLink, PeerRefused, type PeerTree, type Skipped } from './peer-tree'
import { recognisePeerImport } from './recognise-peer'

/** What a peer import answers (the envelope's message); folderId is the new top-level folder, for the screen to open. */
export interface PeerSummary {
  imported: { folders: number; links: number; liveApps: number }
  skipped: Skipped[]
  folderId: number
}

// The spec's default icon keys (spec 1 §3) where no embedded icon matches.
const LINK_ICON = { iconUrl: 'link' }
const FOLDER_ICON = { iconUrl: 'folder' }

const cut = (text: string, max: number) => [...text].slice(0, max).join('')

/** The address a link may keep: http(s) only; browsers run javascript:, data: and vbscript: ones, place: and the like lead nowhere. */
function addressOf(url: string | null): { url: string } | { reason: string } {
  if (!url) return { reason: 'It has no address.' }
  if (url.length > MAX_URL) return { reason: `Its address is longer than ${MAX_URL} characters.` }
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return { reason: 'Its address is not a URL.' }
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return { reason: `Its ${parsed.protocol} address is not a web address.` }
  if (!parsed.hostname) return { reason: 'Its address has no host.' }
  return { url }
}

/**
 * Adds a peer's tree beside the caller's data, in one transaction under a new top-level folder "Imported from <source>":
 * links and folders go through the listings service (its checks, caps and sealing of live-app settings), so a refusal
 * anywhere leaves nothing behind.
 */
export function createPeerImportService(deps: {
  db: Database
  listings: Pick<ListingsService, 'saveNamed' | 'saveLink'>
  /** The live apps a link of this user can use, with their fields (live-apps service's options). */
  liveApps: (userId: number) => LiveAppOption[]
  icon: IconMatcher
}) {
  return {
    /** Recognises the upload as a peer's file and adds it; null when it is none of theirs (another kind may read it). */
    async importFor(userId: number, bytes: Uint8Array): Promise<PeerSummary | null> {
      let tree: PeerTree | null
      try {
        tree = await recognisePeerImport(bytes)
      } catch (error) {
        // Bad input is a 400 whatever a parser threw on it (a stack exhausted by nesting included).
        throw badRequest(error instanceof PeerRefused ? error.message : 'This file could not be read.')
      }
      return tree && this.importTree(userId, tree)
    },

    importTree(userId: number, tree: PeerTree): PeerSummary {
      const skipped = [...tree.skipped]
      const imported = { folders: 0, links: 0, liveApps: 0 }
      const apps = deps.liveApps(userId)

      const integrationOf = (link: PeerLink) => {
        if (!link.liveApp) return null
        const app = apps.find((a) => a.appId === link.liveApp!.appId)
        const missing = app?.config.find((f) => f.required && !link.liveApp!.config[f.name])
        if (!app || missing) {
          skipped.push({
            name: link.name,
            reason: app ? `Its ${app.appName} live app needs ${missing!.label}.` : `The ${link.liveApp.appId} live app is not installed.`,
          })
          return null
        }
        return { appId: app.appId, config: link.liveApp.config }
      }

      const addLink = (parentId: number, link: PeerLink) => {
        const address = addressOf(link.url)
        const name = cut(link.name.trim() || link.url || '', MAX_NAME)
        if ('reason' in address) {
          skipped.push({ name: name || '(no name)', reason: address.reason })
          return
        }
        const integration = integrationOf(link)
        const local = link.liveApp?.url && link.liveApp.url !== address.url && 'url' in addressOf(link.liveApp.url) ? link.liveApp.url : null
        deps.listings.saveLink(userId, {
          parentId,
          linkName: name,
          linkURL: address.url,
          localUrl: integration ? local : null,
          description: link.description ? cut(link.description.trim(), MAX_DESCRIPTION) : null,
          linkIcon: deps.icon(link.icon) ?? LINK_ICON,
          ...(integration && { integration, liveAppConfigured: true, liveAppEnabled: true }),
        })
        imported.links++
        if (integration) imported.liveApps++
      }

      const addFolder = (parentId: number | null, name: string) =>
        deps.listings.saveNamed(userId, 'folder', { parentId, name: cut(name.trim() || 'Folder', MAX_NAME), icon: FOLDER_ICON }).id

      const fill = (parentId: number, f: Pick<PeerFolder, 'children' | 'links'>) => {
        for (const child of f.children) {
          fill(addFolder(parentId, child.name), child)
          imported.folders++
        }
        for (const link of f.links) addLink(parentId, link)
      }

      return tx(deps.db, () => {
        const folderId = addFolder(null, `Imported from ${tree.source}`)
        fill(folderId, { children: tree.folders, links: tree.links })
        if (!imported.links && !imported.folders) throw badRequest(`Nothing in this ${tree.source} file could be imported.`)
        return { imported, skipped, folderId }
      })
    },
  }
}

export type PeerImportService = ReturnType<typeof createPeerImportService>
