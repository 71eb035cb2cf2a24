import { t } from 'elysia'
import { Asked, Id, OptionalBodyId, Text } from '../../core/input'
import { Listing } from '../listings/listings.schema'

const MAX_NAME = 200
const MAX_URL = 2048

/** POST /listing/save/stream: a new stream (no listingId) or an edit; an unchanged masked URL keeps the stored one. */
export const SaveStreamBody = t.Object({
  listingId: OptionalBodyId,
  parentId: OptionalBodyId,
  linkName: Asked(t.Nullable(Text(MAX_NAME))),
  linkURL: Asked(t.Nullable(Text(MAX_URL))),
})
export type SaveStreamBody = typeof SaveStreamBody.static

/** The user's streams for the hub, each with its URL's password masked. */
export const StreamList = t.Array(Listing)

/** Text the player sends on its socket: { type: 'keep-alive' } every 5 s. */
export const StreamMessage = t.Object({ type: Text(50) })

/** The websocket's path: the stream's listing id. */
export const StreamSocketParams = t.Object({ listingId: Id })
