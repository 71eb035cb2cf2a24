import { afterAll, describe, expect, test } from 'bun:test'
import { fakeLink, startFakeServices } from '../../../../../tests/helpers/fake-live-services'
import { HOME_FAKES } from '../../../../../tests/helpers/fakes/home'
import { appHttp } from '../../app-http'
import type { AppContext } from '../../live-app'
import { builtInApps } from '../../live-apps.registry'

const fake = startFakeServices()
afterAll(() => fake.stop())
const app = (id: string) => builtInApps().get(id)!
const ctx = (url: string, config: Record<string, unknown>): AppContext => ({ url, config, http: appHttp(url, { insecureTls: false }) })
const shown = async (id: string, c: AppContext) => Object.fromEntries((await app(id).run(c)).data.map((d) => [d.key, d.value]))

/** A one-off service on 127.0.0.1 answering these paths, for answers the shared fake keeps only one version of. */
async function serving(answers: Record<string, Response | unknown>, check: (url: string) => Promise<void>) {
  const server = Bun.serve({
    hostname: '127.0.0.1',
    port: 0,
    fetch: (req) => {
      const answer = answers[new URL(req.url).pathname]
      if (answer === undefined) return new Response('missing', { status: 404 })
      return answer instanceof Response ? answer.clone() : Response.json(answer)
    },
  })
  try {
    await check(`http://127.0.0.1:${server.port}/`)
  } finally {
    server.stop(true)
  }
}

describe('Mealie', () => {
  test('1.x is read from groups, 2.0+ from households', async () => {
    const { config } = fakeLink('mealie')
    await app('mealie').run(ctx(`${fake.url}/mealie`, { ...config, version: '1' }))
    expect([fake.count('GET /mealie/api/groups/statistics'), fake.count('GET /mealie/api/households/statistics')]).toEqual([1, 0])
    await app('mealie').run(ctx(`${fake.url}/mealie`, config))
    expect(fake.count('GET /mealie/api/households/statistics')).toBe(1)
  })
})

describe('OctoPrint', () => {
  test('with no printer connected (409 on api/printer) the job still shows, temperatures as dashes', async () => {
    const routes = HOME_FAKES.octoprint!.routes
    const answers = {
      '/api/version': routes['GET /api/version'],
      '/api/job': { ...(routes['GET /api/job'] as object), state: 'Offline' },
      '/api/printer': new Response('Printer is not operational', { status: 409 }),
    }
    await serving(answers, async (url) => {
      expect(await shown('octoprint', ctx(url, { apiKey: 'k' }))).toMatchObject({ state: 'Offline', nozzle: '—', bed: '—' })
    })
  })
})

describe('evcc', () => {
  test('reads the state of versions before 0.207 (wrapped in result) and before 0.133 (gridPower)', async () => {
    const result = { homePower: 500, pvPower: 0, gridPower: 500, loadpoints: [{ title: 'Garage', chargePower: 0, charging: false }] }
    await serving({ '/api/state': { result } }, async (url) => {
      expect(await shown('evcc', ctx(url, {}))).toMatchObject({ grid: '500 W', home: '500 W', pv: '0 W', version: '—' })
    })
  })
})

describe('RomM', () => {
  test('before 3.8 its library size is FILESIZE', async () => {
    const stats = { PLATFORMS: 1, ROMS: 2, SAVES: 0, STATES: 0, FILESIZE: 1_073_741_824 }
    await serving({ '/api/stats': stats, '/api/heartbeat': { SYSTEM: { VERSION: '3.5.1' } } }, async (url) => {
      expect(await shown('romm', ctx(url, { username: 'u', password: 'p' }))).toMatchObject({ size: '1.0 GB', version: '3.5.1' })
    })
  })
})
