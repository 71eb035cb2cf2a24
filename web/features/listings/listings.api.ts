import type { FolderList, FolderRef, Listing, LiveAppOption, NamedListInput, PageOption, SaveLinkBody } from '../../../src/features/listings/listings.schema'
import { NAMED_LISTS, type NamedListKind } from '../../../src/features/listings/named-lists'
import { api } from '../../lib/api-client'

export type { FolderList, FolderRef, Listing, LiveAppOption, NamedListKind, PageOption }

/** Path segment of a folder: the home page is the root folder. */
export type FolderId = number | 'root'

export interface LinkForm {
  listing: Listing | null
  parents: FolderRef[]
  pages: PageOption[]
  integrations: LiveAppOption[]
}

export const listingsApi = {
  list: (folder: FolderId) => api<FolderList>('GET', `/listing/folder/${folder}/list`, { central: false }),
  all: () => api<Listing[]>('GET', '/listing/all'),
  named: (kind: NamedListKind, id: string) => api<{ listing: Listing; parents: FolderRef[] }>('GET', `/listing/${kind}/${id}`, { central: false }),
  link: (id: string | 'new') => api<LinkForm>('GET', `/listing/link/${id}`, { central: false }),
  parents: (id: string) => api<FolderRef[]>('GET', `/listing/parents/${id}`, { central: false }),
  /** The body's field names carry the kind (folderName, todoIcon, ...). */
  saveNamed: (kind: NamedListKind, { name, icon, ...rest }: NamedListInput) =>
    api<Listing>('POST', `/listing/save/${kind}`, { body: { ...rest, [NAMED_LISTS[kind].name]: name, [NAMED_LISTS[kind].icon]: icon }, central: false }),
  saveLink: (body: SaveLinkBody) => api<Listing>('POST', '/listing/save/link', { body, central: false }),
  reorder: (folder: FolderId, items: number[]) => api<string>('POST', `/listing/folder/${folder}/reorder`, { body: { items }, central: false }),
  move: (id: number, target: FolderId) => api<string>('GET', `/listing/move/${id}/to/${target}`, { central: false }),
  remove: (id: number) => api<string>('GET', `/listing/delete/${id}`, { central: false }),
  testApp: (body: { appId: string; localUrl: string; linkURL: string; config: Record<string, unknown> }) => api<string>('POST', '/app/test', { body, central: false }),
}
