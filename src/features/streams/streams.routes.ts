import type { ServerWebSocket } from 'bun'
import { Elysia } from 'elysia'
import type { AuthPlugin } from '../../core/auth'
import { ok } from '../../core/envelope'
import { IdParam, Ok, TicketQuery } from '../../core/input'
import { ListingWithParents, Listing } from '../listings/listings.schema'
import { SaveStreamBody, StreamList, StreamMessage, StreamSocketParams } from './streams.schema'
import type { StreamsService } from './streams.service'

const tags = ['Streams']
const SESSION_ENDED = 'Your session has ended.'

/** GET /listing/stream/:id, POST /listing/save/stream, the preview picture and the hub's list. */
export function streamsRoutes(deps: { auth: AuthPlugin; service: StreamsService }) {
  const { service } = deps
  return new Elysia({ name: 'streams-routes', prefix: '/listing' })
    .use(deps.auth)
    .get('/folder/stream/list', ({ user }) => ok(service.list(user.id)), {
      auth: true,
      display: ['streams'],
      response: { 200: Ok(StreamList) },
      detail: { tags, summary: "The user's streams for the stream hub, by name; each URL's password masked" },
    })
    .get(
      '/stream/preview/:id',
      async ({ user, params }) =>
        new Response(await service.preview(user.id, params.id), { headers: { 'content-type': 'image/jpeg', 'cache-control': 'private, max-age=60' } }),
      {
        auth: true,
        display: ['streams'],
        params: IdParam,
        detail: {
          tags,
          summary: 'One JPEG from the camera, at most a minute old (the web fetches it with the bearer header and shows it as a blob)',
          description:
            'A frame grabbed by ffmpeg (from the running live relay when there is one), cached a minute per stream. A camera that gives no picture within 8 s answers 502 with a JSON error; 503 when ffmpeg is not installed.',
          responses: { 200: { description: 'image/jpeg', content: { 'image/jpeg': { schema: { type: 'string', format: 'binary' } } } } },
        },
      },
    )
    .get('/stream/:id', ({ user, params }) => ok(service.details(user.id, params.id)), {
      auth: true,
      params: IdParam,
      response: { 200: Ok(ListingWithParents) },
      detail: { tags, summary: 'A stream for its edit form: listing (URL password masked) and parents' },
    })
    .post('/save/stream', ({ user, body }) => ok(service.save(user.id, body)), {
      auth: true,
      body: SaveStreamBody,
      response: { 200: Ok(Listing) },
      detail: {
        tags,
        summary: "Create (no listingId) or update a stream: linkName and an rtsp:// or rtsps:// linkURL ('Please fill all the fields')",
      },
    })
}

// The connection's leave and session release, found again on close.
const ends = new WeakMap<object, () => void>()

/**
 * /ws/stream/:listingId?ticket=: the camera's live MPEG-TS (binary messages of whole 188-byte packets) for mpegts.js,
 * shared with every other viewer of that camera; the player's text { "type": "keep-alive" } is accepted.
 */
export function streamSocketRoutes(deps: { auth: AuthPlugin; service: StreamsService }) {
  const { service } = deps
  return new Elysia({ name: 'streams-socket' }).use(deps.auth).ws('/ws/stream/:listingId', {
    socket: 'stream',
    params: StreamSocketParams,
    query: TicketQuery,
    body: StreamMessage,
    detail: {
      tags,
      summary:
        'A camera live: binary MPEG-TS (H.264) for mpegts.js, shared by all its viewers; a stream ticket in ?ticket=, text {"type":"keep-alive"} every 5 s',
      description:
        "Refused before the upgrade with the usual JSON: 401 without a valid ticket (POST /api/v1/tickets, purpose 'stream'; one that names another stream's id is refused too), 404 for a missing or someone else's stream, 503 without ffmpeg. Once open, every binary message is whole 188-byte TS packets. Closes 1011 when the camera fails (reconnect to retry), 1008 when the session ends (for a wall display's: when it is revoked or no longer shows the stream hub) or the connection cannot keep up.",
      responses: {
        101: { description: 'Switching Protocols, then binary MPEG-TS messages', content: { 'video/mp2t': { schema: { type: 'string', format: 'binary' } } } },
      },
    },
    // Refused before the upgrade: another user's stream is a 404, a missing ffmpeg a 503.
    beforeHandle: ({ user, params }) => {
      service.camera(user.id, params.listingId)
      service.ready()
    },
    open(ws) {
      const { user, params, hold } = ws.data
      // Elysia's copy of Bun's socket type lacks getBufferedAmount.
      const raw = ws.raw as unknown as ServerWebSocket<unknown>
      const close = (code: number, reason: string) => {
        try {
          raw.close(code, reason)
        } catch {}
      }
      try {
        const leave = service.watch(service.camera(user.id, params.listingId), {
          // A Buffer: Elysia would send a plain Uint8Array as JSON text.
          send: (chunk) => void raw.send(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)),
          buffered: () => raw.getBufferedAmount(),
          close,
        })
        const release = hold(() => close(1008, SESSION_ENDED))
        ends.set(raw, () => {
          leave()
          release()
        })
      } catch (error) {
        close(1011, error instanceof Error ? error.message : 'The stream could not start.')
      }
    },
    message() {
      // Keep-alives only keep the connection busy; nothing to answer.
    },
    close(ws) {
      ends.get(ws.raw)?.()
      ends.delete(ws.raw)
    },
  })
}
