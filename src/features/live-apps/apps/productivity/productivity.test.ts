import { afterAll, describe, expect, test } from 'bun:test'
import { fakeLink, startFakeServices } from '../../../../../tests/helpers/fake-live-services'
import { appHttp } from '../../app-http'
import type { AppContext } from '../../live-app'
import { builtInApps } from '../../live-apps.registry'

const fake = startFakeServices()
afterAll(() => fake.stop())
const app = (id: string) => builtInApps().get(id)!
const ctx = (url: string, config: Record<string, unknown>): AppContext => ({ url, config, http: appHttp(url, { insecureTls: false }) })
const failure = (p: Promise<unknown>) =>
  p.then(
    () => 'no failure',
    (error: Error) => error.message,
  )

describe('Vikunja', () => {
  test('asks 0.22-0.24 for tasks/all and 1.0+ for tasks', async () => {
    const { config } = fakeLink('vikunja')
    await app('vikunja').run(ctx(`${fake.url}/vikunja`, { ...config, version: '0' }))
    await app('vikunja').run(ctx(`${fake.url}/vikunja`, config))
    expect([fake.count('GET /vikunja/api/v1/tasks/all'), fake.count('GET /vikunja/api/v1/tasks')]).toEqual([1, 1])
  })
})

/** A one-off service on 127.0.0.1 answering these paths, for answers the shared fake keeps only one version of. */
async function serving(answers: Record<string, unknown>, check: (url: string) => Promise<void>) {
  const server = Bun.serve({
    hostname: '127.0.0.1',
    port: 0,
    fetch: (req) => {
      const path = new URL(req.url).pathname
      return path in answers ? Response.json(answers[path]) : new Response('missing', { status: 404 })
    },
  })
  try {
    await check(`http://127.0.0.1:${server.port}/`)
  } finally {
    server.stop(true)
  }
}
const shown = async (id: string, c: AppContext) => Object.fromEntries((await app(id).run(c)).data.map((d) => [d.key, d.value]))

describe('Vaultwarden', () => {
  test('a Bitwarden server (its config names another server) is told apart', async () => {
    const bitwarden = { '/alive': '2026-11-28T05:20:11Z', '/api/version': '2025.1.0', '/api/config': { version: '2025.1.0', server: null, object: 'config' } }
    await serving(bitwarden, async (url) => {
      expect(await failure(app('vaultwarden').test(ctx(url, {})))).toBe('This server is not a Vaultwarden (its config names another server).')
    })
  })
})

describe('Shlink', () => {
  test('reads the visit counts of versions before 3.5', async () => {
    const answers = {
      '/rest/v3/short-urls': { shortUrls: { data: [], pagination: { totalItems: 3 } } },
      '/rest/v3/visits': { visits: { visitsCount: 40, orphanVisitsCount: 2 } },
    }
    await serving(answers, async (url) => {
      expect(await shown('shlink', ctx(url, { apiKey: 'k' }))).toEqual({ shortUrls: '3', visits: '40', orphanVisits: '2' })
    })
  })
})

describe('Kimai', () => {
  test("today's time counts a running timer up to now", async () => {
    const begin = new Date(Date.now() - 2 * 3600_000).toISOString()
    const running = [{ begin, end: null, duration: 0 }]
    await serving({ '/api/version': { version: '2.26.0' }, '/api/timesheets/active': running, '/api/timesheets': running }, async (url) => {
      expect(await shown('kimai', ctx(url, { token: 't' }))).toMatchObject({ running: '1', today: expect.stringMatching(/^2 h( 1 min)?$/) })
    })
  })
})
