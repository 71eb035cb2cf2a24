import type { FolderRef, Listing } from '../../../src/features/listings/listings.schema'
import type { SaveStreamBody } from '../../../src/features/streams/streams.schema'
import { api } from '../../lib/api-client'

export type { Listing }

/** Every call of the stream hub: its list, the stream form, deletes (through the listing delete), the picture and the live socket. */
export const streamsApi = {
  list: (signal?: AbortSignal) => api<Listing[]>('GET', '/listing/folder/stream/list', { central: false, signal }),
  get: (id: string, signal?: AbortSignal) => api<{ listing: Listing; parents: FolderRef[] }>('GET', `/listing/stream/${id}`, { central: false, signal }),
  save: (body: SaveStreamBody) => api<Listing>('POST', '/listing/save/stream', { body, central: false }),
  remove: (id: number) => api<string>('GET', `/listing/delete/${id}`, { central: false }),
  /** The camera's JPEG, fetched with the bearer header like every call: the card shows it through an object URL. */
  preview: (id: number, signal: AbortSignal) => api<Blob>('GET', `/listing/stream/preview/${id}`, { file: true, central: false, signal }),
}

/** The live MPEG-TS socket of a stream, on this page's host; the player asks for its ticket on every connection. */
export const socketPath = (id: number) => `/ws/stream/${id}`
