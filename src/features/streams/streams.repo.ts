import type { Database } from '../../core/db'

/** Each stream's sealed camera address, next to its listing; the listing's user_id scopes every query. */
export function createStreamsRepo(db: Database) {
  const get = db.query<{ sealed_url: string }, [number, number]>(
    'SELECT s.sealed_url FROM stream_urls s JOIN listings l ON l.id = s.listing_id WHERE s.listing_id = ? AND l.user_id = ?',
  )
  const all = db.query<{ listing_id: number; sealed_url: string }, [number]>(
    'SELECT s.listing_id, s.sealed_url FROM stream_urls s JOIN listings l ON l.id = s.listing_id WHERE l.user_id = ?',
  )
  const put = db.query<null, [string, number, number]>(
    `INSERT INTO stream_urls (listing_id, sealed_url) SELECT id, ? FROM listings WHERE id = ? AND user_id = ?
     ON CONFLICT (listing_id) DO UPDATE SET sealed_url = excluded.sealed_url`,
  )
  return {
    sealed: (userId: number, listingId: number) => get.get(listingId, userId)?.sealed_url ?? null,
    all: (userId: number) => new Map(all.all(userId).map((r) => [r.listing_id, r.sealed_url])),
    put: (userId: number, listingId: number, sealed: string) => void put.run(sealed, listingId, userId),
  }
}
