import type { FolderList, FolderRef, Listing, LiveAppOption, NamedListInput, PageOption, SaveLinkBody } from '../../../src/features/listings/listings.schema'
import type { RunResult } from '../../../src/features/live-apps/live-apps.schema'
import { LISTING_KINDS, type NamedListKind } from '../../../src/definitions/listing-kinds'
import { api } from '../../lib/api-client'

export type { FolderList, FolderRef, Listing, LiveAppOption, NamedListKind, RunResult }

/** Path segment of a folder: the home page is the root folder. */
export type FolderId = number | 'root'

export interface LinkFormData {
  listing: Listing | null
  parents: FolderRef[]
  pages: PageOption[]
  integrations: LiveAppOption[]
}

/** Every call of the listings screens: cards, folders, the listing forms and the live apps they show. */
export const listingsApi = {
  /** quiet: a display's background check (no toast or page on a passing failure). */
  list: (folder: FolderId, quiet = false, signal?: AbortSignal) => api<FolderList>('GET', `/listing/folder/${folder}/list`, { central: false, quiet, signal }),
  /** quiet: the command palette's background list (it already shows the dashboard's cards; no page on a failure). */
  all: (signal?: AbortSignal, quiet = false) => api<Listing[]>('GET', '/listing/all', quiet ? { central: false, quiet, signal } : { signal }),
  named: (kind: NamedListKind, id: string, signal?: AbortSignal) =>
    api<{ listing: Listing; parents: FolderRef[] }>('GET', `/listing/${kind}/${id}`, { central: false, signal }),
  link: (id: string | 'new', signal?: AbortSignal) => api<LinkFormData>('GET', `/listing/link/${id}`, { central: false, signal }),
  parents: (id: string, signal?: AbortSignal) => api<FolderRef[]>('GET', `/listing/parents/${id}`, { central: false, signal }),
  /** The body's field names come from the kind's definition (folderName, todoIcon, ...). */
  saveNamed: (kind: NamedListKind, { name, icon, ...rest }: NamedListInput) =>
    api<Listing>('POST', `/listing/save/${kind}`, {
      body: { ...rest, [LISTING_KINDS[kind].body.name]: name, [LISTING_KINDS[kind].body.icon]: icon },
      central: false,
    }),
  saveLink: (body: SaveLinkBody) => api<Listing>('POST', '/listing/save/link', { body, central: false }),
  reorder: (folder: FolderId, items: number[]) => api<string>('POST', `/listing/folder/${folder}/reorder`, { body: { items }, central: false }),
  move: (id: number, target: FolderId) => api<string>('GET', `/listing/move/${id}/to/${target}`, { central: false }),
  remove: (id: number) => api<string>('GET', `/listing/delete/${id}`, { central: false }),
  /** listingId: untouched secret placeholders are tested with the link's stored values. */
  testApp: (body: { appId: string; localUrl: string; linkURL: string; config: Record<string, unknown>; listingId: string | null }) =>
    api<string>('POST', '/app/test', { body, central: false }),
  /** quiet: a failing card shows its own note and asks again; it never takes the screen to an error page. */
  runApp: (listingId: number, appId: string, signal: AbortSignal) =>
    api<RunResult>('GET', `/app/run/${listingId}/${encodeURIComponent(appId)}`, { central: false, quiet: true, signal }),
}
