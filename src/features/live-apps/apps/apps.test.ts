import { afterAll, describe, expect, test } from 'bun:test'
import {
  FAKE_LINKS,
  fakeLink,
  JELLYFIN_KEY,
  PIHOLE_PASSWORD,
  PORTAINER_KEY,
  PROXMOX_TOKEN,
  startFakeServices,
} from '../../../../tests/helpers/fake-live-services'
import { appHttp } from '../app-http'
import type { AppContext, BuiltInApp } from '../live-app'
import { BUILT_IN_APPS } from '../live-apps.registry'
import { statusMatches, valueAt } from './http-status'

// Each built-in app against a local fake answering with its service's real API shapes.
const fake = startFakeServices()
afterAll(() => fake.stop())

const app = (id: string) => BUILT_IN_APPS.get(id)!
const ctx = (service: string, config: Record<string, unknown>): AppContext => {
  const url = `${fake.url}/${service}`
  return { url, config, http: appHttp(url, { insecureTls: false }) }
}
const values = async (a: BuiltInApp, c: AppContext) => Object.fromEntries((await a.run(c)).data.map((d) => [d.key, d.value]))
const failure = async (p: Promise<unknown>) => {
  try {
    await p
  } catch (error) {
    return (error as Error).message
  }
  throw new Error('expected a failure')
}

test('every app in the registry has a fake service, and none is left over', () => {
  expect(Object.keys(FAKE_LINKS).sort()).toEqual([...BUILT_IN_APPS.keys()].sort())
})

describe.each([...BUILT_IN_APPS.values()].map((a) => [a.definition.appName, a] as const))('%s', (_, a) => {
  test('has datapoints, a logo and the ignore-TLS option; passes its test and fills every datapoint against its fake', async () => {
    expect(a.definition.datapoints.length).toBeGreaterThan(0)
    expect(a.logo).toStartWith('<svg')
    expect(a.definition.config.at(-1)!.name).toBe('ignoreTls')
    const link = fakeLink(a.definition.appId)
    await a.test(ctx(link.path, link.config))
    const keys = (await a.run(ctx(link.path, link.config))).data.map((d) => d.key)
    expect(keys.sort()).toEqual(a.definition.datapoints.map((d) => d.key).sort())
  })
})

describe('Pi-hole (v6 API)', () => {
  test('signs in, reads the summary and blocking state, and ends its session', async () => {
    const before = fake.count('DELETE /pihole/api/auth')
    expect(await values(app('pihole'), ctx('pihole', { password: PIHOLE_PASSWORD }))).toEqual({
      totalQueries: '12,345',
      blockedQueries: '2,469',
      percentBlocked: '20.0 %',
      domainsBlocked: '123,456',
      activeClients: 7,
      blocking: 'On',
    })
    expect(fake.count('DELETE /pihole/api/auth')).toBe(before + 1)
  })
  test('a wrong password is named', async () => {
    expect(await failure(app('pihole').test(ctx('pihole', { password: 'nope' })))).toBe('Pi-hole refused the password.')
    await app('pihole').test(ctx('pihole', { password: PIHOLE_PASSWORD }))
  })
})

describe('Jellyfin', () => {
  test('library counts and streams playing now', async () => {
    expect(await values(app('jellyfin'), ctx('jellyfin', { apiKey: JELLYFIN_KEY }))).toMatchObject({ movies: 321, series: 45, episodes: 1234, streams: 1 })
  })
  test('a wrong key is refused', async () => {
    expect(await failure(app('jellyfin').test(ctx('jellyfin', { apiKey: 'x' })))).toBe('Jellyfin refused the credentials (HTTP 401).')
  })
})

describe('Portainer', () => {
  test('sums the snapshots of every environment', async () => {
    expect(await values(app('portainer'), ctx('portainer', { apiKey: PORTAINER_KEY }))).toEqual({
      running: 15,
      stopped: 2,
      unhealthy: 1,
      healthy: 5,
      stacks: 5,
      images: 25,
      environments: '1/2',
    })
    expect(await failure(app('portainer').test(ctx('portainer', { apiKey: 'x' })))).toContain('HTTP 401')
  })
})

describe('Proxmox VE', () => {
  test('nodes, guests (templates left out), CPU weighted by cores, memory and storage', async () => {
    const config = { tokenId: PROXMOX_TOKEN.id, tokenSecret: PROXMOX_TOKEN.secret }
    await app('proxmox').test(ctx('proxmox', config))
    expect(await values(app('proxmox'), ctx('proxmox', config))).toEqual({
      nodes: '2/3',
      vms: '1/2',
      containers: '1/1',
      cpu: '37.5 %',
      memory: '25.0 %',
      storage: '25.0 %',
    })
    expect(await failure(app('proxmox').test(ctx('proxmox', { ...config, tokenSecret: 'bad' })))).toContain('HTTP 401')
  })
})

describe('Uptime Kuma (status page)', () => {
  test('the latest heartbeat of each monitor and the mean 24 h uptime, with a button to the page', async () => {
    const result = await app('uptime-kuma').run(ctx('kuma', { slug: 'home' }))
    expect(Object.fromEntries(result.data.map((d) => [d.key, d.value]))).toEqual({ up: 2, down: 1, uptime: '83.00 %', pending: 0, maintenance: 0, monitors: 3 })
    expect(result.button).toEqual({ label: 'Status page', url: `${fake.url}/kuma/status/home` })
    expect(await failure(app('uptime-kuma').test(ctx('kuma', { slug: 'nope' })))).toContain('HTTP 404')
    expect(await failure(app('uptime-kuma').test(ctx('kuma', { slug: '../x' })))).toContain('letters, digits')
  })
})

describe('HTTP status', () => {
  test('up with its code and time, a JSON value by path, redirects followed', async () => {
    const result = await values(app('http-status'), ctx('site/redirect', { jsonPath: 'status.version' }))
    expect(result).toMatchObject({ state: 'Up', status: 200, value: '2.1.0' })
    expect(String(result.responseTime)).toMatch(/^\d+ ms$/)
  })
  test('an unexpected status is down; an unreachable host fails the test', async () => {
    expect(await values(app('http-status'), ctx('missing', {}))).toMatchObject({ state: 'Down', status: 404 })
    expect(await failure(app('http-status').test(ctx('missing', {})))).toContain('HTTP 404')
    const gone = { url: 'http://127.0.0.1:1/', config: {}, http: appHttp('http://127.0.0.1:1/', { insecureTls: false }) }
    expect(await failure(app('http-status').test(gone))).toStartWith('Could not reach http://127.0.0.1:1/')
  })
  test('status ranges and value paths', () => {
    expect([statusMatches(204, ''), statusMatches(404, ''), statusMatches(404, '200-299,404'), statusMatches(500, '200-299')]).toEqual([
      true,
      false,
      true,
      false,
    ])
    expect(valueAt({ a: { b: [{ c: 1 }] } }, 'a.b.0.c')).toBe(1)
    expect(valueAt({ a: 1 }, 'a.b')).toBeUndefined()
  })
})
