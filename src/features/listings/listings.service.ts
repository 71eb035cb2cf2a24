import type { AnswerCache, CachedAnswer } from '../../core/answer-cache'
import type { Clock } from '../../core/clock'
import type { SecretBox } from '../../core/crypto'
import type { Database } from '../../core/db'
import { refuseOneMore } from '../../core/caps'
import type { DiskReserve } from '../../core/disk-reserve'
import { tx } from '../../core/db'
import { badRequest, notFound } from '../../core/errors'
import { parseId, type Icon } from '../../core/input'
import { LISTING_KINDS, kindOf, type ListingType, type NamedListKind } from '../../definitions/listing-kinds'
import { MAX_DATAPOINTS, TOO_MANY_DATAPOINTS } from '../../definitions/live-app-fields'
import { createListingsRepo, type ListingWrite } from './listings.repo'
import type { FolderList, FolderRef, Listing, LiveAppOption, NamedListInput, PageOption, SaveLinkBody } from './listings.schema'
import { RUNS_SCRIPT } from '../../definitions/safe-url'

type LiveConfig = Record<string, unknown>
type LiveAppFields = LiveAppOption['config']

/** The live-apps feature's rules for a link's app config: what its form is shown and what a save may store. */
interface LiveAppConfigRules {
  /** The stored config for the form: stored secrets behind the placeholder. */
  masked(fields: LiveAppFields, stored: LiveConfig): LiveConfig
  /** The config a form sent, its untouched placeholders filled from `stored`; refuses a required field left empty. */
  accepted(fields: LiveAppFields, sent: LiveConfig, stored: () => LiveConfig): LiveConfig
}

/**
 * What later features own: pages for the link form's dropdown, installed live apps for its integration section and
 * the live-app config rules.
 */
export interface ListingProviders {
  pages(userId: number): PageOption[]
  liveApps(userId: number): LiveAppOption[]
  liveAppConfig: LiveAppConfigRules
}

/** Cards and folders per user: a big home lab has a few hundred; 2,000 keeps the dashboard answer (every card) under ~600 KB. */
export const MAX_LISTINGS_PER_USER = 2_000

// Without the live-apps feature no app is installed: a form is shown no config and a save accepts none.
const noProviders: ListingProviders = {
  pages: () => [],
  liveApps: () => [],
  liveAppConfig: {
    masked: () => ({}),
    accepted: () => {
      throw badRequest(UNKNOWN_APP)
    },
  },
}

/** What a link's live app runs with: the browser names the link, the server holds the rest. */
export interface LiveAppTarget {
  appId: string
  config: LiveConfig
  localUrl: string | null
  listingUrl: string | null
  autoRefreshAfter: number | null
  datapoints: string[] | null
  /** Changes whenever the link's live-app settings are saved: results cached under another stamp are stale. */
  stamp: string
}

const UNKNOWN_APP = 'Unknown live app.'
const FILL_ALL = 'Please fill all the fields'
const SELECT_ICON = 'You must have to select an icon'
const LISTING_NOT_FOUND = 'Listing not found.'

/** A folder path segment: the home page is the root folder. */
export type FolderId = number | 'root'
const folderId = (id: FolderId) => (id === 'root' ? null : id)

const text = (value: string | null | undefined) => value?.trim() || null

function checkUrl(url: string | null): string | null {
  if (url && RUNS_SCRIPT.test(url)) throw badRequest('Links may not use javascript:, data: or vbscript: URLs.')
  return url
}

/** The route schemas checked the icon itself (core/input.ts); a save still needs one. */
function requireIcon(icon: Icon | null | undefined): Icon {
  if (!icon) throw badRequest(SELECT_ICON)
  return icon
}

export function createListingsService(deps: {
  db: Database
  clock: Clock
  secrets: SecretBox
  answers: AnswerCache
  /** Lets a delete be written on a full disk. */
  reserve?: DiskReserve
  providers?: Partial<ListingProviders>
}) {
  const { db, clock, secrets } = deps
  const withRoom = deps.reserve?.withRoom ?? (<T>(write: () => T) => write())
  const providers = { ...noProviders, ...deps.providers }
  const repo = createListingsRepo(db)

  const find = (userId: number, id: number) => {
    const listing = repo.get(userId, id)
    if (!listing) throw notFound(LISTING_NOT_FOUND)
    return listing
  }
  /** One of the user's listings of this type, or 404 in the kind's words (missing, another user's or another type). */
  const ofType = (userId: number, id: number, type: ListingType) => {
    const listing = repo.get(userId, id)
    if (!listing || listing.listingType !== type) throw notFound(kindOf(type).messages.notFound)
    return listing
  }
  /** The folder a new item goes into or an item moves to; null is the root. */
  const folderOrRoot = (userId: number, id: number | null) => (id === null ? null : ofType(userId, id, LISTING_KINDS.folder.type))
  /** The existing listing of this type for an edit, or null for a new one. */
  const editTarget = (userId: number, rawId: number | string | null | undefined, type: ListingType) => {
    const id = parseId(rawId)
    return id === null ? null : ofType(userId, id, type)
  }
  const ancestorsOf = (userId: number, listing: Listing): FolderRef[] => (listing.parentId === null ? [] : repo.chain(userId, listing.parentId))

  const write = (userId: number, existing: Listing | null, parentRaw: number | string | null | undefined, w: ListingWrite) => {
    const now = clock.now()
    // Checked on edits too, where it is otherwise ignored (moves go through /move): every id a caller sends must be theirs.
    const parent = folderOrRoot(userId, parseId(parentRaw))
    if (existing) {
      repo.update(userId, existing.id, w, now)
      return repo.get(userId, existing.id)!
    }
    refuseOneMore(repo.count(userId), MAX_LISTINGS_PER_USER, 'cards and folders')
    return repo.get(userId, repo.insert(userId, parent?.id ?? null, w, now))!
  }

  /** A folder's cards; `from` (a wall display's folders) starts the breadcrumb at the nearest of them, naming nothing above. */
  function list(userId: number, id: FolderId, from?: readonly number[]): FolderList {
    const folder = folderOrRoot(userId, folderId(id))
    if (!folder) return { items: repo.children(userId, null), parentFolder: null, breadcrumb: [] }
    const chain = repo.chain(userId, folder.id)
    const top = from ? chain.findLastIndex((ref) => from.includes(ref.id)) : 0
    return { items: repo.children(userId, folder.id), parentFolder: folder, breadcrumb: top < 0 ? [] : chain.slice(top) }
  }

  function linkTarget(userId: number, body: SaveLinkBody) {
    const pageId = parseId(body.pageId)
    if (pageId !== null) {
      if (!providers.pages(userId).some((p) => p.id === pageId)) throw notFound('Page not found.')
      // A page replaces both URLs.
      return { listingUrl: `/p/${pageId}`, localUrl: null }
    }
    return {
      listingUrl: body.haveRemoteUrl === false ? null : checkUrl(text(body.linkURL)),
      localUrl: checkUrl(text(body.localUrl)),
    }
  }

  /** The link's stored live-app config, opened; empty when it has none. */
  const storedConfig = (userId: number, id: number): LiveConfig => {
    const sealed = repo.sealedConfig(userId, id)
    return sealed ? (JSON.parse(secrets.open(sealed)) as LiveConfig) : {}
  }

  const installedApp = (userId: number, appId: string) => {
    const app = providers.liveApps(userId).find((a) => a.appId === appId)
    if (!app) throw badRequest(UNKNOWN_APP)
    return app
  }

  function liveApp(userId: number, body: SaveLinkBody, existing: Listing | null) {
    const integration = body.integration
    if (!integration)
      return { liveAppConfigured: false, liveAppEnabled: false, liveAppId: null, liveAppRefresh: null, liveAppConfig: null, liveAppDatapoints: null }
    const appId = integration.appId ?? integration.package
    if (!appId) throw badRequest('Invalid request: integration.appId is required.')
    const app = installedApp(userId, appId)
    const sameApp = existing?.integration?.appId === app.appId
    const stored = () => (existing && sameApp ? storedConfig(userId, existing.id) : {})
    const config = providers.liveAppConfig.accepted(app.config, integration.config ?? {}, stored)
    const datapoints = integration.datapoints ?? null
    if (datapoints && datapoints.length > MAX_DATAPOINTS) throw badRequest(TOO_MANY_DATAPOINTS)
    if (datapoints?.some((key) => !app.datapoints.some((d) => d.key === key))) throw badRequest(`Unknown datapoint for ${app.appName}.`)
    return {
      liveAppConfigured: body.liveAppConfigured ?? true,
      liveAppEnabled: body.liveAppEnabled ?? false,
      liveAppId: app.appId,
      liveAppRefresh: integration.autoRefreshAfter ?? null,
      liveAppConfig: secrets.seal(JSON.stringify(config)),
      liveAppDatapoints: datapoints ? [...new Set(datapoints)] : null,
    }
  }

  return {
    count: (userId: number) => repo.count(userId),
    /** A listing for its edit form with its ancestors; the form itself checks the type (spec: wrong type → /manage/listing). */
    withParents(userId: number, id: number) {
      const listing = find(userId, id)
      return { listing, parents: ancestorsOf(userId, listing) }
    },

    /** The folder a listing lies in ('root' at the top), or undefined when it is not the user's: what a wall display's view must show. */
    parentOf(userId: number, id: number): number | 'root' | undefined {
      const listing = repo.get(userId, id)
      return listing ? (listing.parentId ?? 'root') : undefined
    },
    /** The listing's id and its folders' above it, nearest first: a wall display's folder view shows what lies under it. */
    chainOf: (userId: number, id: number): number[] =>
      repo
        .chain(userId, id)
        .map((ref) => ref.id)
        .reverse(),

    /** A listing of one kind with its ancestors (todo and snippet lists read theirs here); anything else is 404. */
    ofType(userId: number, id: number, type: ListingType) {
      const listing = ofType(userId, id, type)
      return { listing, parents: ancestorsOf(userId, listing) }
    },

    /** The link form's data; 'new' gives the dropdowns alone. The live-app config is opened for the form, its secrets replaced by a placeholder. */
    link(userId: number, id: number | 'new') {
      const lists = { integrations: providers.liveApps(userId), pages: providers.pages(userId) }
      if (id === 'new') return { listing: null, parents: [], ...lists }
      const listing = find(userId, id)
      if (listing.integration) {
        const app = lists.integrations.find((a) => a.appId === listing.integration!.appId)
        listing.integration.config = providers.liveAppConfig.masked(app?.config ?? [], storedConfig(userId, listing.id))
      }
      return { listing, parents: ancestorsOf(userId, listing), ...lists }
    },

    /** What a link's live app runs with, or 404 when the link is not the user's or carries no such app. */
    liveAppTarget(userId: number, id: number, appId: string): LiveAppTarget {
      const listing = repo.get(userId, id)
      if (!listing?.integration || listing.integration.appId !== appId) throw notFound('This link has no such live app.')
      const sealed = repo.sealedConfig(userId, id) ?? ''
      return {
        appId,
        config: storedConfig(userId, id),
        localUrl: listing.localUrl,
        listingUrl: listing.listingUrl,
        autoRefreshAfter: listing.integration.autoRefreshAfter,
        datapoints: listing.integration.datapoints,
        stamp: `${Bun.hash(`${sealed}|${listing.integration.datapoints?.join(',')}|${listing.localUrl}|${listing.listingUrl}|${listing.integration.autoRefreshAfter}`)}`,
      }
    },

    /** Where super admins point this live app: the services its installation-wide settings are meant for. */
    liveAppAdminLinks: (appId: string) => repo.adminLinks(appId),

    /** A link's stored live-app config, for the link form's Test Connection (404 when not the user's link). */
    liveAppConfig(userId: number, listingId: number): LiveConfig {
      find(userId, listingId)
      return storedConfig(userId, listingId)
    },

    /** The folder and its ancestors, top first: the breadcrumb of a form adding into it. */
    parents(userId: number, id: FolderId): FolderRef[] {
      const folder = folderOrRoot(userId, folderId(id))
      return folder ? repo.chain(userId, folder.id) : []
    },

    /** Saves a folder, todo list or snippet list: the lists that hold only a name, an icon and the sidebar switch. */
    saveNamed(userId: number, kind: NamedListKind, body: NamedListInput): Listing {
      const { type } = LISTING_KINDS[kind]
      const name = text(body.name)
      if (!name) throw badRequest(FILL_ALL)
      const icon = requireIcon(body.icon)
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
          liveAppDatapoints: null,
        }),
      )
    },

    saveLink(userId: number, body: SaveLinkBody): Listing {
      const name = text(body.linkName)
      const target = linkTarget(userId, body)
      if (!name || (!target.listingUrl && !target.localUrl)) throw badRequest(FILL_ALL)
      const icon = requireIcon(body.linkIcon)
      const existing = editTarget(userId, body.listingId, 'link')
      const app = liveApp(userId, body, existing)
      return tx(db, () =>
        write(userId, existing, body.parentId, {
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

    /** Saves a stream's listing (its name only): the stream feature seals and keeps the camera's address in the same transaction. */
    saveStream(userId: number, body: { listingId?: number | string | null; parentId?: number | string | null; name: string }): Listing {
      return write(userId, editTarget(userId, body.listingId, LISTING_KINDS.stream.type), body.parentId, {
        listingType: LISTING_KINDS.stream.type,
        listingName: body.name,
        listingUrl: null,
        localUrl: null,
        description: null,
        listingIcon: null,
        inSidebar: false,
        liveAppConfigured: false,
        liveAppEnabled: false,
        liveAppId: null,
        liveAppRefresh: null,
        liveAppConfig: null,
        liveAppDatapoints: null,
      })
    },

    /** Every listing of one type of the user, by name (the stream hub). */
    allOfType: (userId: number, type: ListingType) => repo.ofType(userId, type),

    list,

    /** The folder list's JSON answer, built once per database change however many screens poll it. */
    listAnswer(userId: number, id: FolderId, from?: readonly number[]): CachedAnswer {
      return deps.answers.answer(`folder-list:${userId}:${id}${from ? `:from:${from.join(',')}` : ''}`, () => list(userId, id, from))
    },

    /** The listed children first, in the given order; children not listed keep their order after them. */
    reorder(userId: number, id: FolderId, rawIds: Array<number | string>) {
      const folder = folderOrRoot(userId, folderId(id))
      tx(db, () => {
        const current = repo.childIds(userId, folder?.id ?? null)
        const children = new Set(current)
        const ids = rawIds.map(Number)
        if (ids.some((id) => !children.has(id)) || new Set(ids).size !== ids.length)
          throw badRequest('Only the items of this folder can be reordered, each once.')
        const listed = new Set(ids)
        repo.setOrder(userId, [...ids, ...current.filter((id) => !listed.has(id))])
      })
    },

    move(userId: number, id: number, targetId: FolderId) {
      tx(db, () => {
        const item = find(userId, id)
        const target = folderOrRoot(userId, folderId(targetId))
        if (item.listingType === LISTING_KINDS.folder.type && target && repo.chain(userId, target.id).some((f) => f.id === item.id))
          throw badRequest('A folder cannot be moved into itself or one of its subfolders.')
        if (item.parentId !== (target?.id ?? null)) repo.move(userId, item.id, target?.id ?? null, clock.now())
      })
    },

    /** Deletes the listing and everything beneath it. */
    remove(userId: number, id: number) {
      if (withRoom(() => tx(db, () => repo.deleteSubtree(userId, id))) === 0) throw notFound(LISTING_NOT_FOUND)
    },

    all: (userId: number) => repo.all(userId),
    homepageItems: (userId: number) => repo.children(userId, null),
    sidebarItems: (userId: number) => repo.sidebar(userId),
  }
}

export type ListingsService = ReturnType<typeof createListingsService>
