import type { TObject } from '@sinclair/typebox'
import { t } from 'elysia'
import { Asked, AskedIcon, BodyId, Id, IdOr, MODEL, OneOf, OptionalBodyId, type OptionalIcon, StoredIcon, Text } from '../../core/input'
import { LISTING_KINDS, LISTING_TYPES, type NamedListKind } from '../../definitions/listing-kinds'
import { APP_CATEGORIES, type AppCategory } from '../../definitions/live-app-fields'

export const MAX_NAME = 200
export const MAX_URL = 2048
export const MAX_DESCRIPTION = 2000

/** A live app attached to a link; config only travels on the link's own GET (the edit form). */
const Integration = t.Object(
  {
    appId: t.String(),
    config: t.Optional(t.Record(t.String(), t.Unknown())),
    autoRefreshAfter: t.Nullable(t.Number()),
    /** The datapoint keys the card shows; null: the app's default selection. */
    datapoints: t.Nullable(t.Array(t.String())),
  },
  { [MODEL]: 'ListingIntegration' },
)

/** A card: folders, links, todo lists, snippet lists and streams share these fields (spec 1 §3). */
export const Listing = t.Object(
  {
    id: Id,
    listingName: t.String(),
    listingType: OneOf(LISTING_TYPES),
    parentId: t.Nullable(Id),
    listingUrl: t.Nullable(t.String()),
    localUrl: t.Nullable(t.String()),
    description: t.Nullable(t.String()),
    listingIcon: t.Nullable(StoredIcon),
    inSidebar: t.Boolean(),
    liveAppConfigured: t.Boolean(),
    liveAppEnabled: t.Boolean(),
    integration: t.Nullable(Integration),
  },
  { [MODEL]: 'Listing' },
)
export type Listing = typeof Listing.static

/** A breadcrumb or parents entry: an ancestor folder. */
export const FolderRef = t.Object({ id: Id, listingName: t.String() }, { [MODEL]: 'FolderRef' })
export type FolderRef = typeof FolderRef.static

export const FolderList = t.Object({
  items: t.Array(Listing),
  /** The folder itself; null at the root. */
  parentFolder: t.Nullable(Listing),
  /** Ancestors from the top down, ending with the folder itself; empty at the root. */
  breadcrumb: t.Array(FolderRef),
})
export type FolderList = typeof FolderList.static

/** A listing for its edit form, with its ancestors (top first). */
export const ListingWithParents = t.Object({ listing: Listing, parents: t.Array(FolderRef) }, { [MODEL]: 'ListingWithParents' })

/** A page offered in the link form's dropdown. */
export const PageOption = t.Object({ id: Id, pageTitle: t.String() })
export type PageOption = typeof PageOption.static

/** A live app's config field, as far as the link form and its validation need it. */
const LiveAppField = t.Object(
  {
    name: t.String(),
    label: t.String(),
    type: t.String(),
    required: t.Optional(t.Boolean()),
    placeholder: t.Optional(t.String()),
    options: t.Optional(t.Array(t.Unknown())),
    optionsFrom: t.Optional(t.String({ description: 'The options are a server list (docker-endpoints): a save takes only one of them' })),
    pattern: t.Optional(t.String({ description: 'A regular expression the value must match' })),
    invalid: t.Optional(t.String({ description: 'The refusal when it does not' })),
  },
  { additionalProperties: true },
)

const LiveAppDatapoint = t.Object({ key: t.String(), label: t.String(), defaultSelection: t.Optional(t.Boolean()) })

export const LiveAppOption = t.Object(
  {
    appId: t.String(),
    appName: t.String(),
    description: t.String(),
    /** The picker's shelf: a built-in app's category; null for an app installed from a ZIP. */
    category: t.Nullable(OneOf(Object.keys(APP_CATEGORIES) as AppCategory[])),
    /** The app's logo (its brand icon or an initials badge), served without a session. */
    appIcon: t.String(),
    /** The simple-icons id of the service's brand, which the link form offers as the link's icon. */
    brandIcon: t.Nullable(t.String()),
    config: t.Array(LiveAppField),
    datapoints: t.Array(LiveAppDatapoint),
    autoRefreshAfterSeconds: t.Nullable(t.Number()),
    alwaysShowDetailedView: t.Optional(t.Boolean()),
  },
  { additionalProperties: true },
)
export type LiveAppOption = typeof LiveAppOption.static

/** The link form's data: the link ('new': none), its parents, and the two dropdowns. */
export const LinkForm = t.Object({
  listing: t.Nullable(Listing),
  parents: t.Array(FolderRef),
  integrations: t.Array(LiveAppOption),
  pages: t.Array(PageOption),
})

export const FolderParam = t.Object({ id: IdOr('root') })
export const LinkParam = t.Object({ id: IdOr('new') })
export const MoveParams = t.Object({ id: Id, target: IdOr('root') })

const AskedName = Asked(t.Nullable(Text(MAX_NAME)))
const Url = t.Optional(t.Nullable(Text(MAX_URL)))

const NamedListFields = { listingId: OptionalBodyId, parentId: OptionalBodyId, showInSidebar: t.Optional(t.Boolean()) }

/** The save body of a named list, its field names read from the kind's definition (folderName, todoIcon, ...). */
export function namedListBody(kind: NamedListKind) {
  const { name, icon } = LISTING_KINDS[kind].body
  // Typed by the shared fields alone: the route reads the two named ones through the same definition.
  return t.Object({ ...NamedListFields, [name]: AskedName, [icon]: AskedIcon }) as unknown as TObject<typeof NamedListFields>
}

/** What every named-list body carries once its field names are read. */
export interface NamedListInput {
  listingId?: string | number | null
  parentId?: string | number | null
  name?: string | null
  icon?: typeof OptionalIcon.static
  showInSidebar?: boolean
}

const IntegrationBody = t.Object({
  appId: t.Optional(Text(100, { min: 1 })),
  /** Spec 1 §7's call table names the app `package` (its §3 says appId): either is read. */
  package: t.Optional(Text(100, { min: 1, description: 'The same as appId' })),
  config: t.Optional(t.Nullable(t.Record(t.String(), t.Unknown(), { maxProperties: 100 }))),
  autoRefreshAfter: t.Optional(t.Nullable(t.Number({ minimum: 0, maximum: 86_400 }))),
  /** Datapoint keys of the app, at most 6 (checked by the service in the spec's words). */
  datapoints: t.Optional(t.Nullable(t.Array(Text(100), { maxItems: 100 }))),
})

const { name: linkName, icon: linkIcon, url: linkURL } = LISTING_KINDS.link.body
export const SaveLinkBody = t.Object({
  listingId: OptionalBodyId,
  parentId: OptionalBodyId,
  [linkName]: AskedName,
  [linkIcon]: AskedIcon,
  [linkURL]: Url,
  localUrl: Url,
  description: t.Optional(t.Nullable(Text(MAX_DESCRIPTION))),
  showInSidebar: t.Optional(t.Boolean()),
  /** A page chosen in the form: the link then points at /p/{pageId}. */
  pageId: OptionalBodyId,
  /** Unticked: the remote URL is dropped. Omitted: kept as sent. */
  haveRemoteUrl: t.Optional(t.Boolean()),
  liveAppConfigured: t.Optional(t.Boolean()),
  liveAppEnabled: t.Optional(t.Boolean()),
  integration: t.Optional(t.Nullable(IntegrationBody)),
})
export type SaveLinkBody = typeof SaveLinkBody.static

export const ReorderBody = t.Object({ items: t.Array(BodyId, { maxItems: 10000 }) })
