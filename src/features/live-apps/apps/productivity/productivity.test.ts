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

describe('Vaultwarden', () => {
  test('a Bitwarden server (its config names another server) is told apart', async () => {
    const bitwarden = Bun.serve({
      hostname: '127.0.0.1',
      port: 0,
      fetch: (req) => {
        const path = new URL(req.url).pathname
        if (path === '/api/config') return Response.json({ version: '2025.1.0', server: null, object: 'config' })
        return Response.json(path === '/alive' ? '2026-11-28T05:20:11Z' : '2025.1.0')
      },
    })
    try {
      expect(await failure(app('vaultwarden').test(ctx(`http://127.0.0.1:${bitwarden.port}/`, {})))).toBe(
        'This server is not a Vaultwarden (its config names another server).',
      )
    } finally {
      bitwarden.stop(true)
    }
  })
})
