import { afterAll, afterEach, describe, expect, test } from 'bun:test'
import { fakeLink, startFakeServices } from '../../../../../tests/helpers/fake-live-services'
import { appHttp } from '../../app-http'
import type { AppContext } from '../../live-app'
import { builtInApps } from '../../live-apps.registry'

// What the download apps do beyond the shared checks of apps.test.ts: handshakes, sessions, odd answers.
const fake = startFakeServices()
afterAll(() => fake.stop())
afterEach(() => {
  fake.oddBody = null
})

const app = (id: string) => builtInApps().get(id)!
const ctx = (id: string, config: Record<string, unknown> = fakeLink(id).config): AppContext => {
  const url = `${fake.url}/${fakeLink(id).path}`
  return { url, config, http: appHttp(url, { insecureTls: false }) }
}
const values = async (id: string) => Object.fromEntries((await app(id).run(ctx(id))).data.map((d) => [d.key, d.value]))

describe('Transmission', () => {
  test('a 409 hands out the session id; the run repeats that call with it and sends it on', async () => {
    const before = fake.count('POST /transmission/transmission/rpc')
    await app('transmission').run(ctx('transmission'))
    // The first call is refused with 409, then session-stats and torrent-get carry the id.
    expect(fake.count('POST /transmission/transmission/rpc') - before).toBe(3)
  })
  test('wrong basic auth is named, before any handshake', async () => {
    await expect(app('transmission').test(ctx('transmission', { username: 'admin', password: 'x' }))).rejects.toThrow(
      '401 from Transmission: check the username and password.',
    )
  })
})

describe('Deluge', () => {
  test('signs in, reads the torrents and ends its session in every run', async () => {
    const before = fake.count('POST /deluge/json')
    await app('deluge').run(ctx('deluge'))
    expect(fake.count('POST /deluge/json') - before).toBe(3)
    await expect(app('deluge').test(ctx('deluge', { password: 'x' }))).rejects.toThrow('Deluge refused the sign-in: check the password.')
  })
})

describe('SABnzbd', () => {
  test('a 200 saying "API Key Incorrect" is a refusal naming the API key', async () => {
    await expect(app('sabnzbd').test(ctx('sabnzbd', { apiKey: 'x' }))).rejects.toThrow('SABnzbd refused the sign-in: check the API key.')
  })
})

describe('ruTorrent', () => {
  test('no torrents (PHP answers an empty list as []) is zero of everything', async () => {
    fake.oddBody = '{"t":[],"cid":1}'
    expect(await values('rutorrent')).toMatchObject({ downloading: '0', torrents: '0', download: '0 B/s' })
  })
})

describe('Synology Download Station', () => {
  test('signs in for a sid, lists the tasks with it and logs out again in every run', async () => {
    const before = fake.count('GET /download-station/webapi/auth.cgi')
    expect(await values('synology-download-station')).toMatchObject({ downloading: '1', tasks: '3' })
    expect(fake.count('GET /download-station/webapi/auth.cgi') - before).toBe(1)
  })
})

describe('Jackett', () => {
  test('an empty list of configured indexers (<indexers />) is zero, not an error', async () => {
    fake.oddBody = '<?xml version="1.0" encoding="UTF-8"?>\n<indexers />'
    expect(await values('jackett')).toMatchObject({ indexers: '0', private: '0' })
  })
})
