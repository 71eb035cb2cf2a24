import { afterAll, describe, expect, test } from 'bun:test'
import { startFakeServices } from '../../../../../tests/helpers/fake-live-services'
import { openUbusSessions } from '../../../../../tests/helpers/fakes/network'
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
