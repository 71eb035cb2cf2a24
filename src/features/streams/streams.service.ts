import { CappedMap } from '../../core/bounded'
import type { SecretBox } from '../../core/crypto'
import type { Database } from '../../core/db'
import { tx } from '../../core/db'
import { AppError, badRequest } from '../../core/errors'
import { parseId } from '../../core/input'
import type { ListingsService } from '../listings/listings.service'
import type { Listing } from '../listings/listings.schema'
import { FFMPEG_MISSING } from './streams.ffmpeg'
import { createStreamHub, type Viewer } from './streams.hub'
import { createPreviews } from './streams.preview'
import { createStreamsRepo } from './streams.repo'
import type { SaveStreamBody } from './streams.schema'
import { checkCameraUrl, isMaskedStoredUrl, maskUrl } from './streams.url'

const FILL_ALL = 'Please fill all the fields'
const STREAM = 'stream'
/** How long a camera's ffmpeg outlives its last viewer: a page reload or a quick switch does not reopen the camera. */
const RELAY_GRACE_MS = 10_000
/** Cameras whose codec is remembered: keys change with each new address and outlive deleted streams, so the oldest go. */
const CODECS_MAX = 1000

/** Streams are listings: their names, ownership and deletes are the listings feature's. */
type StreamListings = Pick<ListingsService, 'ofType' | 'withParents' | 'saveStream' | 'allOfType'>

export function createStreamsService(deps: { db: Database; secrets: SecretBox; listings: StreamListings; ffmpeg: string; graceMs?: number }) {
  const { db, secrets, listings } = deps
  const repo = createStreamsRepo(db)
  // Each camera's video codec, learned by a preview or a relay: H.264 is copied, anything else transcoded.
  const codecs = new CappedMap<string, string>(CODECS_MAX)
  const hub = createStreamHub({ ffmpeg: deps.ffmpeg, graceMs: deps.graceMs ?? RELAY_GRACE_MS, codecs })
  const previews = createPreviews({ ffmpeg: deps.ffmpeg, hub, codecs })

  const shown = (listing: Listing, sealed: string | null): Listing => ({ ...listing, listingUrl: sealed ? maskUrl(secrets.open(sealed)) : null })

  /** The camera behind one of the user's streams (404 in the kind's words otherwise); the key changes with the address. */
  function camera(userId: number, id: number) {
    const { listing } = listings.ofType(userId, id, STREAM)
    const sealed = repo.sealed(userId, listing.id)
    if (!sealed) throw badRequest(FILL_ALL)
    const url = secrets.open(sealed)
    return { key: `${listing.id}:${Bun.hash(url)}`, url }
  }

  return {
    /** The stream for its edit form, the URL's password masked; another kind of listing comes back as it is, so the form can send the user on. */
    details(userId: number, id: number) {
      const { listing, parents } = listings.withParents(userId, id)
      return { listing: listing.listingType === STREAM ? shown(listing, repo.sealed(userId, listing.id)) : listing, parents }
    },

    list(userId: number): Listing[] {
      const sealed = repo.all(userId)
      return listings.allOfType(userId, STREAM).map((l) => shown(l, sealed.get(l.id) ?? null))
    },

    save(userId: number, body: SaveStreamBody): Listing {
      const name = body.linkName?.trim()
      const raw = body.linkURL?.trim()
      if (!name || !raw) throw badRequest(FILL_ALL)
      const id = parseId(body.listingId)
      const stored = id === null ? null : repo.sealed(userId, listings.ofType(userId, id, STREAM).listing.id)
      const storedUrl = stored ? secrets.open(stored) : null
      // The form shows the masked address: sent back untouched, it keeps the stored one.
      const url = storedUrl && isMaskedStoredUrl(raw, storedUrl) ? storedUrl : checkCameraUrl(raw)
      return tx(db, () => {
        const listing = listings.saveStream(userId, { listingId: body.listingId, parentId: body.parentId, name })
        const sealed = secrets.seal(url)
        repo.put(userId, listing.id, sealed)
        return shown(listing, sealed)
      })
    },

    /** A JPEG of the camera (cached a minute); 502 when the camera gives none, 503 without ffmpeg. */
    preview(userId: number, id: number): Promise<Uint8Array<ArrayBuffer>> {
      const { key, url } = camera(userId, id)
      return previews.get(key, url)
    },

    /** 503 with what to do when the configured ffmpeg is not there. */
    ready() {
      if (!Bun.which(deps.ffmpeg)) throw new AppError(503, FFMPEG_MISSING)
    },

    /** Checks the stream is the user's before the socket opens (404 otherwise). */
    camera,

    /** Adds a live viewer of a camera found by `camera`; returns its leave. */
    watch: (cam: { key: string; url: string }, viewer: Viewer) => hub.join(cam.key, cam.url, viewer),

    /** ffmpeg relays running now (tests, bench). */
    get relays() {
      return hub.running
    },
    stop: () => hub.stopAll(),
  }
}

export type StreamsService = ReturnType<typeof createStreamsService>
