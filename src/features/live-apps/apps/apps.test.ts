import { afterAll, describe, expect, test } from 'bun:test'
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { FAKE_APPS } from '../../../../tests/helpers/fake-apps'
import { dockerReaderOf, homeLab, startFakeDocker } from '../../../../tests/helpers/fake-docker'
import { fakeLink, PIHOLE_PASSWORD, startFakeServices } from '../../../../tests/helpers/fake-live-services'
import { appHttp } from '../app-http'
import type { AppContext, BuiltInApp } from '../live-app'
import { builtInApps } from '../live-apps.registry'
import { APPS_BY_CATEGORY } from '.'
import { statusMatches, valueAt } from './generic/http-status'

// Every built-in app against its fake (tests/helpers/fake-apps.ts), answering with its service's real API shapes.
const fake = startFakeServices()
const engine = startFakeDocker(homeLab())
const docker = dockerReaderOf(engine)
afterAll(() => {
  fake.stop()
  engine.stop()
})

const app = (id: string) => builtInApps().get(id)!
const ctx = (service: string, config: Record<string, unknown>): AppContext => {
  const url = `${fake.url}/${service}`
  return { url, config, http: appHttp(url, { insecureTls: false }), docker }
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

test("every app file under apps/ is registered in its folder's category, and every app in the registry has a fake", async () => {
  const files = readdirSync(import.meta.dir, { recursive: true, encoding: 'utf8' }).filter(
    (f) => f.includes('/') && f.endsWith('.ts') && !/(\.test|\.shared|\/index)\.ts$/.test(f) && !f.startsWith('shared/'),
  )
  const registered = new Map(Object.entries(APPS_BY_CATEGORY).flatMap(([category, apps]) => apps.map((a) => [a.definition.appId, category])))
  const declared: string[] = []
  for (const file of files) {
    const module: Record<string, unknown> = await import(join(import.meta.dir, file))
    const exported = Object.values(module).filter((v): v is BuiltInApp => typeof v === 'object' && v !== null && 'definition' in v)
    expect([file, exported.length]).not.toEqual([file, 0])
    for (const a of exported) {
      expect([a.definition.appId, registered.get(a.definition.appId)]).toEqual([a.definition.appId, file.split('/')[0]])
      expect([a.definition.appId, a.category]).toEqual([a.definition.appId, file.split('/')[0] as BuiltInApp['category']])
    }
    declared.push(...exported.map((a) => a.definition.appId))
  }
  expect(declared.sort()).toEqual([...registered.keys()].sort())
  expect([...builtInApps().keys()].sort()).toEqual(declared)
  expect(Object.keys(FAKE_APPS).sort()).toEqual(declared)
})

describe.each([...builtInApps().values()].map((a) => [a.definition.appName, a] as const))('%s', (name, a) => {
  const data = FAKE_APPS[a.definition.appId]!
  const link = () => fakeLink(a.definition.appId)

  test('declares its service, a logo and the ignore-TLS option, and at most 6 default datapoints', () => {
    expect(a.definition.datapoints.length).toBeGreaterThan(0)
    expect(a.definition.datapoints.filter((d) => d.defaultSelection).length).toBeLessThanOrEqual(6)
    expect(a.logo).toStartWith('<svg')
    expect(a.apiVersion).not.toBe('')
    expect(a.definition.config.at(-1)!.name).toBe('ignoreTls')
    // The brand icon is served from the embedded simple-icons pack: the slug must be one of its icons.
    if (a.brandIcon) expect(existsSync(join(import.meta.dir, '../../../../node_modules/simple-icons/icons', `${a.brandIcon}.svg`))).toBe(true)
  })

  test('passes its test and shows every datapoint, formatted, against its fake', async () => {
    await a.test(ctx(link().path, link().config))
    const result = await a.run(ctx(link().path, link().config))
    const shown = Object.fromEntries(result.data.map((d) => [d.key, d.value]))
    expect(Object.keys(shown).sort()).toEqual(a.definition.datapoints.map((d) => d.key).sort())
    expect(shown).toMatchObject(data.values)
    if (data.list) expect(result.list?.rows.map((r) => r.title)).toEqual(data.list)
  })

  test.if(data.wrongConfig !== undefined)('wrong credentials are named as such', async () => {
    const message = await failure(a.test(ctx(link().path, data.wrongConfig!)))
    expect(message).toMatch(new RegExp(`^((\\d{3}|Error \\d+) from ${name}|${name} refused the sign-in): check the .+\\.$`))
  })

  test.if(!data.engine)('an unreachable host fails its test and run, saying so', async () => {
    const gone = { url: 'http://127.0.0.1:1/', config: link().config, http: appHttp('http://127.0.0.1:1/', { insecureTls: false }) }
    expect(await failure(a.test(gone))).toStartWith('Could not reach http://127.0.0.1:1/')
    expect(await failure(a.run(gone))).toStartWith('Could not reach http://127.0.0.1:1/')
  })
})

describe('Pi-hole (v6 API)', () => {
  test('signs in, reads the summary and blocking state, and ends its session', async () => {
    const before = fake.count('DELETE /pihole/api/auth')
    await app('pihole').run(ctx('pihole', { password: PIHOLE_PASSWORD }))
    expect(fake.count('DELETE /pihole/api/auth')).toBe(before + 1)
    expect(await failure(app('pihole').test(ctx('pihole', { password: 'nope' })))).toBe('401 from Pi-hole: check the app password.')
  })
})

describe('Uptime Kuma (status page)', () => {
  test('a button to the page; an unknown or unsafe slug is named', async () => {
    const result = await app('uptime-kuma').run(ctx('kuma', { slug: 'home' }))
    expect(result.button).toEqual({ label: 'Status page', url: `${fake.url}/kuma/status/home` })
    expect(await failure(app('uptime-kuma').test(ctx('kuma', { slug: 'nope' })))).toContain('HTTP 404')
    expect(await failure(app('uptime-kuma').test(ctx('kuma', { slug: '../x' })))).toContain('letters, digits')
  })
})

describe('HTTP status', () => {
  test('its response time, and an unexpected status is down (its test says the code)', async () => {
    expect(String((await values(app('http-status'), ctx('site/redirect', {}))).responseTime)).toMatch(/^\d+ ms$/)
    expect(await values(app('http-status'), ctx('missing', {}))).toMatchObject({ state: 'Down', status: 404, value: '—' })
    expect(await failure(app('http-status').test(ctx('missing', {})))).toContain('HTTP 404')
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
