import { afterAll, describe, expect, test } from 'bun:test'
import { startFakeServices } from '../../../../../tests/helpers/fake-live-services'
import { appHttp } from '../../app-http'
import type { AppContext } from '../../live-app'
import { audiobookshelf } from './audiobookshelf'
import { jellystat } from './jellystat'
import { kodi } from './kodi'
import { plex } from './plex'

// What the media apps do beyond their declarations: hooks, counts without items, config in a path.
const fake = startFakeServices()
afterAll(() => fake.stop())

const ctx = (service: string, config: Record<string, unknown>): AppContext => {
  const url = `${fake.url}/${service}`
  return { url, config, http: appHttp(url, { insecureTls: false }) }
}
const values = async (run: Promise<{ data: Array<{ key: string; value: string | number }> }>) =>
  Object.fromEntries((await run).data.map((d) => [d.key, d.value]))

describe('Audiobookshelf', () => {
  test("reads each library's stats once and sums them by media type", async () => {
    const before = ['lib_books', 'lib_more', 'lib_pods'].map((id) => fake.count(`GET /audiobookshelf/api/libraries/${id}/stats`))
    const shown = await values(audiobookshelf.run(ctx('audiobookshelf', { token: 'abs-token' })))
    const after = ['lib_books', 'lib_more', 'lib_pods'].map((id) => fake.count(`GET /audiobookshelf/api/libraries/${id}/stats`))
    expect(after.map((n, i) => n - before[i]!)).toEqual([1, 1, 1])
    // 120 + 5 books in two book libraries; the podcast library's 8 apart.
    expect([shown.books, shown.podcasts]).toEqual(['125', '8'])
  })
})

describe('Plex', () => {
  test('counts each type through an empty container (no items fetched), one call a type', async () => {
    const before = fake.count('GET /plex/library/all')
    const shown = await values(plex.run(ctx('plex', { token: 'plex-token' })))
    expect(fake.count('GET /plex/library/all') - before).toBe(3)
    expect([shown.movies, shown.shows, shown.albums]).toEqual(['321', '45', '400'])
  })
})

describe('Jellystat', () => {
  test('asks for the days the link chose, 30 when it chose none', async () => {
    expect((await values(jellystat.run(ctx('jellystat', { apiKey: 'js-key', days: 7 })))).movies).toBe('12')
    expect((await values(jellystat.run(ctx('jellystat', { apiKey: 'js-key' })))).movies).toBe('50')
    expect((await values(jellystat.run(ctx('jellystat', { apiKey: 'js-key', days: 'x' })))).movies).toBe('50')
  })
})

describe('Kodi', () => {
  test('one JSON-RPC call a request, the two players in one batch: the idle one (an error) is left out', async () => {
    const before = fake.count('GET /kodi/jsonrpc')
    const result = await kodi.run(ctx('kodi', { username: 'kodi', password: 'kodi-pass' }))
    expect(fake.count('GET /kodi/jsonrpc') - before).toBe(5)
    expect(result.data.find((d) => d.key === 'playing')?.value).toBe('1')
    expect(result.list?.rows).toEqual([{ title: 'Severance: Pilot', subtitle: 'episode' }])
  })
})
