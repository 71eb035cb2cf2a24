import type { FeatureSwitch } from './feature-switches'

// Pure data (type imports only): the server (routes, save bodies, default icons, lookups) and the web (New menu,
// sidebar, cards, forms, form routes) derive everything they know about a kind of listing from here.
// Adding a kind is one entry (plus its screens).

export interface ListingKindDef {
  /** listings.listing_type (the CHECK in migrations/0002_listings.sql; a test keeps them equal), and listingType in answers. */
  type: string
  /** New menu entry, badge on /manage/listing, and the form's field labels ('{label} Name', '{label} Icon'). */
  label: string
  /** What the API docs call it. */
  noun: string
  /** Where its card opens: an app path where {id} is the listing's id, or 'url' for the link's own address. */
  view: string
  /** The spec's default icon key (spec 1 §3) and the Tabler icon that stands for it. */
  icon: { key: string; tabler: string }
  /** Field names of its save body (POST /api/v1/listing/save/{kind}); null when the form has no such field. */
  body: { name: string; icon: string | null; url: string | null }
  /**
   * Its web form: 'named' is the shared name/icon/sidebar form; the path is {base}/[{parentid}/]save/{type}[/{id}],
   * the parent segment only when `inFolder` (streams live in the stream hub, outside the folder tree).
   */
  form: { shape: 'named' | 'link' | 'stream'; base: string; inFolder: boolean }
  /** Offered by a folder's New menu (spec 1 §2 and 2 §2: Folder, Link, Todo, Snippet). */
  inNewMenu: boolean
  /** The feature switch whose 'off' hides it from the New menu. */
  switch: FeatureSwitch | null
  /** The switch that makes its cards open in a new tab. */
  newTab: FeatureSwitch | null
  /** The spec's wording of its form and lookups, word for word (some end with a space). */
  messages: { add: string; edit: string; saved: string; loadFailed: string; saveFailed: string; notFound: string }
}

/** Keyed by the API segment: GET /api/v1/listing/{kind}/{id}, POST /api/v1/listing/save/{kind}. */
export const LISTING_KINDS = {
  folder: {
    type: 'category',
    label: 'Folder',
    noun: 'folder',
    view: '/c/{id}',
    icon: { key: 'folder', tabler: 'folder' },
    body: { name: 'folderName', icon: 'folderIcon', url: null },
    form: { shape: 'named', base: '/listing', inFolder: true },
    inNewMenu: true,
    switch: null,
    newTab: 'foldersalwaysnewtab',
    messages: {
      add: 'Add a new folder',
      edit: 'Edit folder',
      saved: 'Folder saved.',
      loadFailed: 'Failed to fetch folder details.',
      saveFailed: 'Failed to save folder.',
      notFound: 'Folder not found.',
    },
  },
  link: {
    type: 'link',
    label: 'Link',
    noun: 'link',
    view: 'url',
    icon: { key: 'link', tabler: 'link' },
    body: { name: 'linkName', icon: 'linkIcon', url: 'linkURL' },
    form: { shape: 'link', base: '/listing', inFolder: true },
    inNewMenu: true,
    switch: null,
    newTab: 'linksalwaysnewtab',
    messages: {
      add: 'Add a new link',
      edit: 'Edit link',
      saved: 'Link saved.',
      loadFailed: 'Failed to fetch link details.',
      saveFailed: 'Error saving link.',
      notFound: 'Link not found.',
    },
  },
  todo: {
    type: 'todo',
    label: 'Todo',
    noun: 'todo list',
    view: '/t/{id}',
    icon: { key: 'todo', tabler: 'checklist' },
    body: { name: 'todoName', icon: 'todoIcon', url: null },
    form: { shape: 'named', base: '/listing', inFolder: true },
    inNewMenu: true,
    switch: 'todolist',
    newTab: null,
    messages: {
      add: 'Add a new todo list',
      edit: 'Edit a todo list',
      saved: 'Todo saved.',
      loadFailed: 'Can not fetch todo details. ',
      saveFailed: 'Can not save todo. ',
      notFound: 'Todo list not found.',
    },
  },
  snippet: {
    type: 'snippet',
    label: 'Snippet',
    noun: 'snippet list',
    view: '/s/{id}',
    icon: { key: 'snippet', tabler: 'code' },
    body: { name: 'snippetName', icon: 'snippetIcon', url: null },
    form: { shape: 'named', base: '/listing', inFolder: true },
    inNewMenu: true,
    switch: 'snippetmanager',
    newTab: null,
    messages: {
      add: 'Add a new snippet list',
      edit: 'Edit a snippet list',
      saved: 'Snippet saved.',
      loadFailed: 'Can not fetch the snippet details.',
      saveFailed: 'Can not save the snippet.',
      notFound: 'Snippet list not found.',
    },
  },
  // Its screens and routes come with the stream hub; the entry already gives it a card link, a badge and an icon.
  stream: {
    type: 'stream',
    label: 'Stream',
    noun: 'stream',
    view: '/streaming',
    icon: { key: 'camera', tabler: 'camera' },
    body: { name: 'linkName', icon: null, url: 'linkURL' },
    form: { shape: 'stream', base: '/streaming/listing', inFolder: false },
    inNewMenu: false,
    switch: 'camerafeed',
    newTab: null,
    messages: {
      add: 'Add new RTSP stream',
      edit: 'Edit RTSP stream',
      saved: 'Stream saved.',
      loadFailed: 'Failed to fetch stream details.',
      saveFailed: 'Failed to save stream.',
      notFound: 'Stream not found.',
    },
  },
} as const satisfies Record<string, ListingKindDef>

export type ListingKind = keyof typeof LISTING_KINDS
type Def<K extends ListingKind = ListingKind> = (typeof LISTING_KINDS)[K]
/** listingType of a listing: the database's and the API's name of a kind. */
export type ListingType = Def['type']
/** The kinds that share the name/icon/sidebar form. */
export type NamedListKind = { [K in ListingKind]: Def<K>['form']['shape'] extends 'named' ? K : never }[ListingKind]

export const KIND_NAMES = Object.keys(LISTING_KINDS) as ListingKind[]
export const LISTING_TYPES = KIND_NAMES.map((kind) => LISTING_KINDS[kind].type) as ListingType[]
export const NAMED_KINDS = KIND_NAMES.filter((kind): kind is NamedListKind => LISTING_KINDS[kind].form.shape === 'named')

const KIND_OF_TYPE = Object.fromEntries(KIND_NAMES.map((kind) => [LISTING_KINDS[kind].type, kind])) as Record<ListingType, ListingKind>

/** The definition behind a listingType. */
export const kindOf = (type: ListingType) => LISTING_KINDS[KIND_OF_TYPE[type]] as ListingKindDef

/** Where a card opens inside the app, or null for a link (its own URL, which depends on where the page was opened). */
export function viewPath(type: ListingType, id: number): string | null {
  const { view } = kindOf(type)
  return view === 'url' ? null : view.replace('{id}', String(id))
}

/** A listing form's web path: {base}/[{parentid}/]save/{type}[/{id}] (spec 3 §2 route table). */
export function formPath(type: ListingType, parent: number | 'root' | string | null, id?: number | string | null): string {
  const { form } = kindOf(type)
  const inFolder = form.inFolder && parent !== null && parent !== 'root' && parent !== ''
  return `${form.base}${inFolder ? `/${parent}` : ''}/save/${type}${id ? `/${id}` : ''}`
}

/** The router patterns that formPath's paths match (react-router syntax, no leading slash). */
export function formRoutePatterns(kind: ListingKind): string[] {
  const { type, form } = LISTING_KINDS[kind]
  const bases = form.inFolder ? [form.base, `${form.base}/:parentid`] : [form.base]
  return bases.map((base) => `${base.slice(1)}/save/${type}/:listingid?`)
}
