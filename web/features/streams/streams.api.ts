import type { FolderRef, Listing } from '../../../src/features/listings/listings.schema'
import type { SaveStreamBody } from '../../../src/features/streams/streams.schema'
import { api } from '../../lib/api-client'
import { useSession } from '../../stores/session.store'

export type { Listing }

/** Every call of the stream hub: its list, the stream form, deletes (through the listing delete), the picture and the live socket. */
export const streamsApi = {
  list: () => api<Listing[]>('GET', '/listing/folder/stream/list', { central: false }),
  get: (id: string) => api<{ listing: Listing; parents: FolderRef[] }>('GET', `/listing/stream/${id}`, { central: false }),
  save: (body: SaveStreamBody) => api<Listing>('POST', '/listing/save/stream', { body, central: false }),
  remove: (id: number) => api<string>('GET', `/listing/delete/${id}`, { central: false }),
}

const token = () => useSession.getState().token ?? ''

/** <img> cannot send headers: the token rides in the query; `round` changes the address when the card asks again. */
export const previewUrl = (id: number, round: number) => `/api/v1/listing/stream/preview/${id}?${new URLSearchParams({ token: token(), r: String(round) })}`

/** The live MPEG-TS socket of a stream, on this page's host. */
export function socketUrl(id: number): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:'
  return `${scheme}//${location.host}/ws/stream/${id}?${new URLSearchParams({ token: token() })}`
}
