import { t } from 'elysia'
import { Icon } from '../users/users.schema'

export const LISTING_TYPES = ['category', 'link', 'todo', 'snippet', 'stream'] as const
export type ListingType = (typeof LISTING_TYPES)[number]

/** A live app attached to a link; config only travels on the link's own GET (the edit form). */
export interface Integration {
  appId: string
  config?: Record<string, unknown>
  autoRefreshAfter: number | null
}

/** A card: folders, links, todo lists, snippet lists and streams share these fields. */
export interface Listing {
  id: number
  listingName: string
  listingType: ListingType
  parentId: number | null
  listingUrl: string | null
  localUrl: string | null
  description: string | null
  listingIcon: Icon | null
  inSidebar: boolean
  liveAppConfigured: boolean
  liveAppEnabled: boolean
  integration: Integration | null
}

/** A breadcrumb or parents entry: an ancestor folder. */
export interface FolderRef {
  id: number
  listingName: string
}

export interface FolderList {
  items: Listing[]
  /** The folder itself; null at the root. */
  parentFolder: Listing | null
  /** Ancestors from the top down, ending with the folder itself; empty at the root. */
  breadcrumb: FolderRef[]
}

/** A page offered in the link form's dropdown. */
export interface PageOption {
  id: number | string
  pageTitle: string
}

/** A live app's config field, as far as the link form and its validation need it. */
export interface LiveAppField {
  name: string
  label: string
  type: string
  required?: boolean
  placeholder?: string
  options?: unknown[]
}

export interface LiveAppOption {
  appId: string
  appName: string
  config: LiveAppField[]
  [key: string]: unknown
}

const Id = t.Union([t.Number(), t.String()])
const OptionalId = t.Optional(t.Nullable(Id))

export const IdParam = t.Object({ id: t.String() })


const ListName = t.Optional(t.Nullable(t.String({ maxLength: 200 })))
const ListIcon = t.Optional(t.Nullable(Icon))
const namedListBody = <N extends string, I extends string>(name: N, icon: I) =>
  t.Object({
    listingId: OptionalId,
    parentId: OptionalId,
    ...({ [name]: ListName, [icon]: ListIcon } as Record<N, typeof ListName> & Record<I, typeof ListIcon>),
    showInSidebar: t.Optional(t.Boolean()),
  })

export const SaveFolderBody = namedListBody('folderName', 'folderIcon')
export type SaveFolderBody = typeof SaveFolderBody.static
export const SaveTodoListBody = namedListBody('todoName', 'todoIcon')
export type SaveTodoListBody = typeof SaveTodoListBody.static
export const SaveSnippetListBody = namedListBody('snippetName', 'snippetIcon')
export type SaveSnippetListBody = typeof SaveSnippetListBody.static

/** What every named-list body carries once its field names are read. */
export interface NamedListInput {
  listingId?: string | number | null
  parentId?: string | number | null
  name?: string | null
  icon?: Icon | null
  showInSidebar?: boolean
}

export const IntegrationBody = t.Object({
  appId: t.String({ minLength: 1, maxLength: 100 }),
  config: t.Optional(t.Nullable(t.Record(t.String(), t.Unknown()))),
  autoRefreshAfter: t.Optional(t.Nullable(t.Number({ minimum: 0 }))),
})

export const SaveLinkBody = t.Object({
  listingId: OptionalId,
  parentId: OptionalId,
  linkName: t.Optional(t.Nullable(t.String({ maxLength: 200 }))),
  linkIcon: t.Optional(t.Nullable(Icon)),
  linkURL: t.Optional(t.Nullable(t.String({ maxLength: 2048 }))),
  localUrl: t.Optional(t.Nullable(t.String({ maxLength: 2048 }))),
  description: t.Optional(t.Nullable(t.String({ maxLength: 2000 }))),
  showInSidebar: t.Optional(t.Boolean()),
  /** A page chosen in the form: the link then points at /p/{pageId}. */
  pageId: OptionalId,
  /** Unticked: the remote URL is dropped. Omitted: kept as sent. */
  haveRemoteUrl: t.Optional(t.Boolean()),
  liveAppConfigured: t.Optional(t.Boolean()),
  liveAppEnabled: t.Optional(t.Boolean()),
  integration: t.Optional(t.Nullable(IntegrationBody)),
})
export type SaveLinkBody = typeof SaveLinkBody.static

export const ReorderBody = t.Object({ items: t.Array(Id, { maxItems: 10000 }) })
