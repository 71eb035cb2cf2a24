import { afterAll, describe, expect, test } from 'bun:test'
import { startFakeServices } from '../../../../../tests/helpers/fake-live-services'
import { openUbusSessions, UNIFI_HEALTH } from '../../../../../tests/helpers/fakes/network'
import { appHttp } from '../../app-http'
import type { AppContext } from '../../live-app'
import { builtInApps } from '../../live-apps.registry'

// What the network apps do beyond the shared checks of apps.test.ts: refusals inside 200 answers, handshakes, probes.
const fake = startFakeServices()
afterAll(() => fake.stop())

const app = (id: string) => builtInApps().get(id)!
const ctx = (service: string, config: Record<string, unknown>): AppContext => {
  const url = `${fake.url}/${service}`
  return { url, config, http: appHttp(url, { insecureTls: false }) }
}
const failure = async (p: Promise<unknown>) => {
  try {
    await p
  } catch (error) {
    return (error as Error).message
  }
  throw new Error('expected a failure')
}

describe('Pi-hole v5', () => {
  test('an empty list after the public versions call is a refused token; an empty list from the start is another service', async () => {
    expect(await failure(app('pihole-v5').run(ctx('pihole-v5', { apiToken: 'nope' })))).toBe('Pi-hole v5 refused the sign-in: check the API token.')
    fake.oddBody = '[]'
    try {
      expect(await failure(app('pihole-v5').test(ctx('pihole-v5', { apiToken: 'v5-token' })))).toStartWith('Pi-hole v5 answered something unexpected')
    } finally {
      fake.oddBody = null
    }
  })
})

describe('Technitium DNS', () => {
  test('its own status names a wrong token, and says any other error as Technitium words it', async () => {
    expect(await failure(app('technitium').test(ctx('technitium', { apiToken: 'nope' })))).toBe('Technitium DNS refused the sign-in: check the API token.')
    fake.oddBody = JSON.stringify({ status: 'error', errorMessage: 'Stats are disabled.' })
    try {
      expect(await failure(app('technitium').run(ctx('technitium', { apiToken: 'tech-token' })))).toBe('Technitium DNS answered: Stats are disabled.')
    } finally {
      fake.oddBody = null
    }
  })
})

describe('Nginx Proxy Manager', () => {
  test('signs in for a token and sends it as a bearer token', async () => {
    const before = fake.count('POST /nginx-proxy-manager/api/tokens')
    await app('nginx-proxy-manager').run(ctx('nginx-proxy-manager', { email: 'admin@example.com', password: 'npm-pass' }))
    expect(fake.count('POST /nginx-proxy-manager/api/tokens')).toBe(before + 1)
    expect(await failure(app('nginx-proxy-manager').test(ctx('nginx-proxy-manager', { email: 'admin@example.com', password: 'x' })))).toBe(
      '401 from Nginx Proxy Manager: check the email and password.',
    )
  })
})

describe('OpenWrt (ubus JSON-RPC)', () => {
  const config = { username: 'root', password: 'ow-pass' }
  test('signs in with session login, calls on that session, and destroys it; a wrong password is named', async () => {
    const before = fake.count('POST /openwrt/ubus')
    await app('openwrt').run(ctx('openwrt', config))
    // login, system info, system board, the WAN's status, its device's counters, and the session's end.
    expect(fake.count('POST /openwrt/ubus')).toBe(before + 6)
    expect(openUbusSessions()).toBe(0)
    expect(await failure(app('openwrt').test(ctx('openwrt', { ...config, password: 'x' })))).toBe(
      'OpenWrt refused the sign-in: check the username and password.',
    )
  })
  test('a WAN interface that does not exist is named', async () => {
    expect(await failure(app('openwrt').run(ctx('openwrt', { ...config, wan: 'wwan' })))).toBe(
      'OpenWrt has no ubus object network.interface.wwan with a status method.',
    )
  })
})

describe('UniFi Network', () => {
  const config = { apiKey: 'unifi-key' }
  test('reads the site named in the config, by its id; an unknown site is named', async () => {
    const values = await app('unifi').run(ctx('unifi', { ...config, site: 'default' }))
    expect(values.data.find((d) => d.key === 'devices')?.value).toBe('2/3')
    expect(await failure(app('unifi').test(ctx('unifi', { ...config, site: 'Cabin' })))).toBe('UniFi Network has no site named "Cabin".')
  })
})

describe('the WAN interface field', () => {
  test('OPNsense reads the interface the config names', async () => {
    const shown = (await app('opnsense').run(ctx('opnsense', { key: 'opn-key', secret: 'opn-secret', wan: 'lan' }))).data
    expect(Object.fromEntries(shown.map((d) => [d.key, d.value]))).toMatchObject({ wanIn: '50.0 MB', wanOut: '1.0 GB' })
  })
})

describe('HAProxy', () => {
  test('asks for the CSV under the configured stats URI', async () => {
    const before = fake.count('GET /haproxy/stats;csv')
    await app('haproxy').run(ctx('haproxy', { statsUri: '/stats', username: 'stats', password: 'ha-pass' }))
    expect(fake.count('GET /haproxy/stats;csv')).toBe(before + 1)
    expect(await failure(app('haproxy').run(ctx('haproxy', { statsUri: '/other', username: 'stats', password: 'ha-pass' })))).toBe('HAProxy answered HTTP 404.')
  })
})

describe('UniFi Controller', () => {
  // A self-hosted controller: no UniFi OS sign-in (404), its own at api/login with the unifises cookie, Network at the root.
  const calls: string[] = []
  const classic = Bun.serve({
    hostname: '127.0.0.1',
    port: 0,
    async fetch(req) {
      const path = new URL(req.url).pathname
      calls.push(`${req.method} ${path}`)
      if (path === '/api/login') {
        const body = (await req.json()) as { username: string; password: string }
        if (body.password !== 'classic-pass') return Response.json({ meta: { rc: 'error', msg: 'api.err.Invalid' }, data: [] }, { status: 400 })
        return Response.json({ meta: { rc: 'ok' }, data: [] }, { headers: { 'set-cookie': 'unifises=s1; Path=/; HttpOnly' } })
      }
      if (path === '/api/s/default/stat/health' && req.headers.get('cookie') === 'unifises=s1') return Response.json(UNIFI_HEALTH)
      if (path === '/api/logout') return Response.json({ meta: { rc: 'ok' }, data: [] })
      return Response.json({ meta: { rc: 'error', msg: 'api.err.NotFound' }, data: [] }, { status: 404 })
    },
  })
  afterAll(() => classic.stop(true))
  const at = (config: Record<string, unknown>): AppContext => {
    const url = `http://127.0.0.1:${classic.port}`
    return { url, config, http: appHttp(url, { insecureTls: false }) }
  }

  test('a self-hosted controller is detected by the missing UniFi OS sign-in, read at its root, and signed out', async () => {
    const shown = (await app('unifi-controller').run(at({ username: 'foyer', password: 'classic-pass' }))).data
    expect(shown.find((d) => d.key === 'clients')?.value).toBe('23')
    expect(calls).toEqual(['POST /api/auth/login', 'POST /api/login', 'GET /api/s/default/stat/health', 'POST /api/logout'])
    expect(await failure(app('unifi-controller').test(at({ username: 'foyer', password: 'x' })))).toBe(
      'UniFi Controller refused the sign-in: check the username and password.',
    )
  })
})

describe('Omada', () => {
  test("finds the controller's id, signs in with token and cookie, reads the named site, and signs out", async () => {
    const logout = 'POST /omada/c0ffee00d1c7a5e19b4b3c2a1f0e9d8c/api/v2/logout'
    const before = fake.count(logout)
    await app('omada').run(ctx('omada', { username: 'viewer', password: 'om-pass', site: 'Default' }))
    expect(fake.count(logout)).toBe(before + 1)
    expect(await failure(app('omada').test(ctx('omada', { username: 'viewer', password: 'om-pass', site: 'Cabin' })))).toBe('Omada has no site named "Cabin".')
  })
})

describe('PowerDNS', () => {
  test('reads the counters of the daemon that answers: dnsdist names them its own way', async () => {
    const dnsdist = Bun.serve({
      hostname: '127.0.0.1',
      port: 0,
      fetch(req) {
        if (req.headers.get('x-api-key') !== 'dd-key') return Response.json({ error: 'Unauthorized' }, { status: 401 })
        const path = new URL(req.url).pathname
        if (path === '/api/v1/servers/localhost')
          return Response.json({ type: 'Server', id: 'localhost', daemon_type: 'dnsdist', version: '1.9.7', servers: [] })
        if (path === '/api/v1/servers/localhost/statistics')
          return Response.json([
            { name: 'queries', type: 'StatisticItem', value: 1200 },
            { name: 'cache-hits', type: 'StatisticItem', value: 300 },
            { name: 'servfail-responses', type: 'StatisticItem', value: 4 },
            { name: 'questions', type: 'StatisticItem', value: 999_999 },
          ])
        return new Response('Not found', { status: 404 })
      },
    })
    try {
      const url = `http://127.0.0.1:${dnsdist.port}`
      const shown = (await app('powerdns').run({ url, config: { apiKey: 'dd-key' }, http: appHttp(url, { insecureTls: false }) })).data
      expect(Object.fromEntries(shown.map((d) => [d.key, d.value]))).toMatchObject({
        queries: '1,200',
        cacheHits: '300',
        cacheRate: '25.0 %',
        failures: '4',
        daemon: 'dnsdist',
      })
    } finally {
      dnsdist.stop(true)
    }
  })
})
