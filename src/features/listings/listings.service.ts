import type { AnswerCache, CachedAnswer } from '../../core/answer-cache'
import type { Clock } from '../../core/clock'
import type { SecretBox } from '../../core/crypto'
import type { Database } from '../../core/db'
import { tx } from '../../core/db'
import { badRequest, notFound } from '../../core/errors'
import type { Icon } from '../users/users.schema'
import { createListingsRepo, type ListingWrite } from './listings.repo'
import type { FolderList, FolderRef, Listing, LiveAppOption, NamedListInput, PageOption, SaveLinkBody } from './listings.schema'

/** Lists that later features own: pages for the link form's dropdown, installed live apps for its integration section. */
export interface ListingProviders {
  pages(userId: number): PageOption[]
  liveApps(userId: number): LiveAppOption[]
}

const noProviders: ListingProviders = { pages: () => [], liveApps: () => [] }

export const FILL_ALL = 'Please fill all the fields'
export const SELECT_ICON = 'You must have to select an icon'
const LISTING_NOT_FOUND = 'Listing not found.'
const FOLDER_NOT_FOUND = 'Folder not found.'
// Browsers run these schemes in the page that follows the link.
const UNSAFE_URL = /^\s*(javascript|data|vbscript):/i

/** A path segment or body id: 'root', null or '' mean the root folder; anything else must be a positive integer. */
export function toFolderId(raw: unknown): number | null {
  if (raw === null || raw === undefined || raw === '' || raw === 'root') return null
  return toId(raw)
}

export function toId(raw: unknown): number {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,15}$/.test(raw) ? Number(raw) : NaN
  if (!Number.isSafeInteger(n) || n < 1) throw notFound(LISTING_NOT_FOUND)
  return n
}

const text = (value: string | null | undefined) => value?.trim() || null

function checkUrl(url: string | null): string | null {
  if (url && UNSAFE_URL.test(url)) throw badRequest('Links may not use javascript:, data: or vbscript: URLs.')
  return url
}

function checkIcon(icon: Icon | null | undefined): Icon {
  if (!icon?.iconUrl?.trim()) throw badRequest(SELECT_ICON)
  return icon
}

export function createListingsService(deps: { db: Database; clock: Clock; secrets: SecretBox; answers: AnswerCache; providers?: Partial<ListingProviders> }) {
  const { db, clock, secrets } = deps
  const providers = { ...noProviders, ...deps.providers }
  const repo = createListingsRepo(db)

  const find = (userId: number, id: number) => {
    const listing = repo.get(userId, id)
    if (!listing) throw notFound(LISTING_NOT_FOUND)
    return listing
  }
  /** The folder a new item goes into or an item moves to; null is the root. */
  const folderOrRoot = (userId: number, id: number | null) => {
    if (id === null) return null
    const folder = repo.get(userId, id)
    if (!folder || folder.listingType !== 'category') throw notFound(FOLDER_NOT_FOUND)
    return folder
  }
  /** The existing listing of this type for an edit, or null for a new one. */
  const editTarget = (userId: number, rawId: unknown, type: Listing['listingType']) => {
    if (rawId === null || rawId === undefined || rawId === '') return null
    const listing = find(userId, toId(rawId))
    if (listing.listingType !== type) throw notFound(LISTING_NOT_FOUND)
    return listing
  }
  const ancestorsOf = (userId: number, listing: Listing): FolderRef[] => (listing.parentId === null ? [] : repo.chain(userId, listing.parentId))

  const write = (userId: number, existing: Listing | null, parentRaw: unknown, w: ListingWrite) => {
    const now = clock.now()
    if (existing) {
      repo.update(userId, existing.id, w, now)
      return repo.get(userId, existing.id)!
    }
    const parent = folderOrRoot(userId, toFolderId(parentRaw))
    return repo.get(userId, repo.insert(userId, parent?.id ?? null, w, now))!
  }

  function list(userId: number, rawId: string): FolderList {
    const folder = folderOrRoot(userId, toFolderId(rawId))
    if (!folder) return { items: repo.children(userId, null), parentFolder: null, breadcrumb: [] }
    return { items: repo.children(userId, folder.id), parentFolder: folder, breadcrumb: repo.chain(userId, folder.id) }
  }

  function linkTarget(userId: number, body: SaveLinkBody) {
    const pageId = body.pageId === null || body.pageId === undefined || body.pageId === '' ? null : String(body.pageId)
    if (pageId !== null) {
      if (!providers.pages(userId).some((p) => String(p.id) === pageId)) throw notFound('Page not found.')
      // A page replaces both URLs.
      return { listingUrl: `/p/${encodeURIComponent(pageId)}`, localUrl: null }
    }
    return {
      listingUrl: body.haveRemoteUrl === false ? null : checkUrl(text(body.linkURL)),
      localUrl: checkUrl(text(body.localUrl)),
    }
  }

  function liveApp(userId: number, body: SaveLinkBody) {
    const integration = body.integration
    if (!integration) return { liveAppConfigured: false, liveAppEnabled: false, liveAppId: null, liveAppRefresh: null, liveAppConfig: null }
    const app = providers.liveApps(userId).find((a) => a.appId === integration.appId)
    if (!app) throw badRequest('Unknown live app.')
    const config = integration.config ?? {}
    for (const field of app.config) {
      const value = config[field.name]
      if (field.required && (value === undefined || value === null || (typeof value === 'string' && !value.trim())))
        throw badRequest(`${field.label} is required`)
    }
    return {
      liveAppConfigured: body.liveAppConfigured ?? true,
      liveAppEnabled: body.liveAppEnabled ?? false,
      liveAppId: app.appId,
      liveAppRefresh: integration.autoRefreshAfter ?? null,
      liveAppConfig: secrets.seal(JSON.stringify(config)),
    }
  }

  return {
    /** A listing for its edit form with its ancestors; the form itself checks the type (spec: wrong type → /manage/listing). */
    withParents(userId: number, rawId: string) {
      const listing = find(userId, toId(rawId))
      return { listing, parents: ancestorsOf(userId, listing) }
    },

    /** The link form's data; 'new' gives the dropdowns alone. The sealed live-app config is opened for the form. */
    link(userId: number, rawId: string) {
      const lists = { integrations: providers.liveApps(userId), pages: providers.pages(userId) }
      if (rawId === 'new') return { listing: null, parents: [], ...lists }
      const listing = find(userId, toId(rawId))
      const sealed = repo.sealedConfig(userId, listing.id)
      if (listing.integration && sealed) listing.integration.config = JSON.parse(secrets.open(sealed))
      return { listing, parents: ancestorsOf(userId, listing), ...lists }
    },

    /** The folder and its ancestors, top first: the breadcrumb of a form adding into it. */
    parents(userId: number, rawId: string): FolderRef[] {
      const folder = folderOrRoot(userId, toFolderId(rawId))
      return folder ? repo.chain(userId, folder.id) : []
    },

    /** Saves a folder, todo list or snippet list: the lists that hold only a name, an icon and the sidebar switch. */
    saveNamed(userId: number, type: 'category' | 'todo' | 'snippet', body: NamedListInput): Listing {
      const name = text(body.name)
      if (!name) throw badRequest(FILL_ALL)
      const icon = checkIcon(body.icon)
      return tx(db, () =>
        write(userId, editTarget(userId, body.listingId, type), body.parentId, {
          listingType: type,
          listingName: name,
          listingUrl: null,
          localUrl: null,
          description: null,
          listingIcon: icon,
          inSidebar: body.showInSidebar ?? false,
          liveAppConfigured: false,
          liveAppEnabled: false,
          liveAppId: null,
          liveAppRefresh: null,
          liveAppConfig: null,
        }),
      )
    },

    saveLink(userId: number, body: SaveLinkBody): Listing {
      const name = text(body.linkName)
      const target = linkTarget(userId, body)
      if (!name || (!target.listingUrl && !target.localUrl)) throw badRequest(FILL_ALL)
      const icon = checkIcon(body.linkIcon)
      const app = liveApp(userId, body)
      return tx(db, () =>
        write(userId, editTarget(userId, body.listingId, 'link'), body.parentId, {
          listingType: 'link',
          listingName: name,
          ...target,
          description: text(body.description),
          listingIcon: icon,
          inSidebar: body.showInSidebar ?? false,
          ...app,
        }),
      )
    },

    list,

    /** The folder list's JSON answer, built once per database change however many screens poll it. */
    listAnswer(userId: number, rawId: string): CachedAnswer {
      const folderId = toFolderId(rawId)
      return deps.answers.answer(`folder-list:${userId}:${folderId ?? 'root'}`, () => list(userId, rawId))
    },

    /** The listed children first, in the given order; children not listed keep their order after them. */
    reorder(userId: number, rawFolderId: string, rawIds: Array<number | string>) {
      const folder = folderOrRoot(userId, toFolderId(rawFolderId))
      tx(db, () => {
        const current = repo.childIds(userId, folder?.id ?? null)
        const children = new Set(current)
        const ids = rawIds.map((raw) => (typeof raw === 'number' || /^\d{1,15}$/.test(raw) ? Number(raw) : NaN))
        if (ids.some((id) => !children.has(id)) || new Set(ids).size !== ids.length)
          throw badRequest('Only the items of this folder can be reordered, each once.')
        const listed = new Set(ids)
        repo.setOrder(userId, [...ids, ...current.filter((id) => !listed.has(id))])
      })
    },

    move(userId: number, rawId: string, rawTarget: string) {
      tx(db, () => {
        const item = find(userId, toId(rawId))
        const target = folderOrRoot(userId, toFolderId(rawTarget))
        if (item.listingType === 'category' && target && repo.chain(userId, target.id).some((f) => f.id === item.id))
          throw badRequest('A folder cannot be moved into itself or one of its subfolders.')
        if (item.parentId !== (target?.id ?? null)) repo.move(userId, item.id, target?.id ?? null, clock.now())
      })
    },

    /** Deletes the listing and everything beneath it. */
    remove(userId: number, rawId: string) {
      if (tx(db, () => repo.deleteSubtree(userId, toId(rawId))) === 0) throw notFound(LISTING_NOT_FOUND)
    },

    all: (userId: number) => repo.all(userId),
    homepageItems: (userId: number) => repo.children(userId, null),
    sidebarItems: (userId: number) => repo.sidebar(userId),
  }
}

export type ListingsService = ReturnType<typeof createListingsService>
