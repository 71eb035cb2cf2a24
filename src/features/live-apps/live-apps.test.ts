import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeEach, describe, expect, test } from 'bun:test'
import { FAKE_APPS } from '../../../tests/helpers/fake-apps'
import { fakeLink, JELLYFIN_KEY, PIHOLE_PASSWORD, startFakeServices } from '../../../tests/helpers/fake-live-services'
import { appZip } from '../../../tests/helpers/live-app-zip'
import { useTestApp } from '../../../tests/helpers/test-app'
import type { AppError } from '../../core/errors'
import { KEPT_SECRET } from '../../definitions/kept-secret'
import { initialsLogo, type BuiltInApp } from './live-app'
import { builtInApps } from './live-apps.registry'
import { createLiveAppsService } from './live-apps.service'

const fake = startFakeServices()
afterAll(() => fake.stop())
const t = useTestApp()

const icon = { iconUrl: '/api/v1/icons/tabler/3/dark/link.svg' }
const SUMMARY = 'GET /pihole/api/stats/summary'

async function piholeLink(token: string, extra: Record<string, unknown> = {}) {
  const res = await t.call('POST', '/api/v1/listing/save/link', {
    token,
    body: {
      linkName: 'Pi-hole',
      linkIcon: icon,
      localUrl: `${fake.url}/pihole`,
      liveAppEnabled: true,
      integration: { appId: 'pihole', config: { password: PIHOLE_PASSWORD }, ...extra },
    },
  })
  expect(res.status).toBe(200)
  return res.body.message.id as number
}
const run = (token: string, id: number, appId = 'pihole') => t.call('GET', `/api/v1/app/run/${id}/${appId}`, { token })

/** The service on the test database, outside the app, with what a test changes. */
const serviceWith = (deps: Partial<Parameters<typeof createLiveAppsService>[0]>) =>
  createLiveAppsService({
    db: t.db,
    clock: t.clock,
    secrets: t.secrets,
    dataDir: t.dir,
    catalogueUrl: 'http://127.0.0.1:9/apps.json',
    log: () => {},
    links: { liveAppTarget: () => ({}) as never, storedConfig: () => ({}), adminLinks: () => [] },
    ...deps,
  })

describe('logos', () => {
  test("a built-in app's logo is its embedded brand icon, else its initials badge", async () => {
    const asked: string[] = []
    const s = serviceWith({
      brandIcon: async (slug) => {
        asked.push(slug)
        return slug === 'sonarr' ? '<svg id="sonarr"/>' : null
      },
    })
    expect((await s.logo('sonarr')).body).toBe('<svg id="sonarr"/>')
    expect(await s.logo('jellyfin')).toEqual({ body: builtInApps().get('jellyfin')!.logo, contentType: 'image/svg+xml' })
    expect(await s.logo('navidrome')).toEqual({ body: builtInApps().get('navidrome')!.logo, contentType: 'image/svg+xml' })
    expect(asked).toEqual(['sonarr', 'jellyfin'])
  })
})

describe('detail list', () => {
  test("an app's list (Jellyfin: playing now) reaches the card's run, with the detail button on every width", async () => {
    const res = await t.call('POST', '/api/v1/listing/save/link', {
      token: t.alice,
      body: {
        linkName: 'Jellyfin',
        linkIcon: icon,
        localUrl: `${fake.url}/jellyfin`,
        liveAppEnabled: true,
        integration: { appId: 'jellyfin', config: { apiKey: JELLYFIN_KEY } },
      },
    })
    const body = (await run(t.alice, res.body.message.id, 'jellyfin')).body.message
    expect([body.alwaysShowDetailedView, body.list]).toEqual([true, { kind: 'playing', rows: [{ title: 'Severance: Pilot', subtitle: 'ann' }] }])
  })
})

describe('installed apps', () => {
  test('the built-in apps by name, 12 a page, with their statuses; logos need no session', async () => {
    const names = [...builtInApps().values()].map((a) => a.definition.appName).sort((a, b) => a.localeCompare(b))
    const pages = Math.ceil(names.length / 12)
    const list: Array<Record<string, unknown>> = []
    for (let page = 1; page <= pages + 1; page++) {
      const res = await t.call('GET', `/api/v1/app/installed?page=${page}`, { token: t.alice })
      expect(res.status).toBe(200)
      expect(res.body.message).toMatchObject({ page, pages })
      expect(res.body.message.appList.length).toBe(Math.max(0, Math.min(12, names.length - (page - 1) * 12)))
      list.push(...res.body.message.appList)
    }
    expect(list.map((a) => a.appName)).toEqual(names)
    expect(list.find((a) => a.appId === 'pihole')).toMatchObject({
      appId: 'pihole',
      appType: 'system',
      version: '1.0.0',
      coreSettings: false,
      configured: true,
      appIcon: '/api/v1/app/pihole/logo',
    })
    expect((await t.call('GET', '/api/v1/app/installed/all?timestamp=1', { token: t.alice })).body.message).toHaveLength(names.length)
    const logo = await t.app.handle(new Request('http://localhost/api/v1/app/pihole/logo'))
    expect(logo.headers.get('content-type')).toBe('image/svg+xml')
    expect(logo.headers.get('content-security-policy')).toContain("default-src 'none'")
    expect(await logo.text()).toStartWith('<svg')
    expect((await t.call('GET', '/api/v1/app/nope/logo')).status).toBe(404)
  })

  test('the link form lists the apps with their per-link fields and datapoints', async () => {
    const form = (await t.call('GET', '/api/v1/listing/link/new', { token: t.alice })).body.message
    const pihole = form.integrations.find((a: { appId: string }) => a.appId === 'pihole')
    expect(pihole.config.map((f: { name: string }) => f.name)).toEqual(['password', 'ignoreTls'])
    expect(pihole.datapoints.filter((d: { defaultSelection?: boolean }) => d.defaultSelection).map((d: { key: string }) => d.key)).toEqual([
      'totalQueries',
      'blockedQueries',
      'percentBlocked',
    ])
  })
})

test("the link form's picker gets each app's shelf, description, logo and brand icon; a ZIP app has no shelf, a ZIP update keeps its built-in's", async () => {
  // Its own apps folder: the ZIPs stay out of every other test's.
  const s = serviceWith({ dataDir: mkdtempSync(join(tmpdir(), 'foyer-picker-')) })
  const option = (appId: string) => s.options().find((o) => o.appId === appId)!
  expect(option('pihole')).toMatchObject({ category: 'network', appIcon: '/api/v1/app/pihole/logo', brandIcon: 'pihole' })
  expect(option('pihole').description).toBe(builtInApps().get('pihole')!.definition.description)
  expect(option('http-status')).toMatchObject({ category: 'generic', brandIcon: null })
  await s.installZip(appZip())
  expect(option('org.example.counter')).toMatchObject({ category: null, brandIcon: null, description: 'Counts things.' })
  await s.installZip(appZip({ appId: 'pihole', appName: 'Pi-hole (patched)' }))
  expect(option('pihole')).toMatchObject({ appName: 'Pi-hole (patched)', category: 'network' })
})

describe('run', () => {
  test("a card's data: the default datapoints, then the link's own in its order", async () => {
    const id = await piholeLink(t.alice)
    const res = await run(t.alice, id)
    expect(res.status).toBe(200)
    expect(res.body.message).toEqual({
      type: 'json',
      data: [
        { key: 'totalQueries', label: 'Total queries', value: '12,345', icon: 'world' },
        { key: 'blockedQueries', label: 'Queries blocked', value: '2,469', icon: 'hand-stop' },
        { key: 'percentBlocked', label: 'Percent blocked', value: '20.0 %', icon: 'chart-pie' },
      ],
      alwaysShowDetailedView: false,
      autoRefreshAfter: 60,
    })
    const chosen = await piholeLink(t.alice, { datapoints: ['blocking', 'activeClients'], autoRefreshAfter: 30 })
    const mine = (await run(t.alice, chosen)).body.message
    expect(mine.data.map((d: { key: string; value: unknown }) => [d.key, d.value])).toEqual([
      ['blocking', 'On'],
      ['activeClients', '7'],
    ])
    expect(mine.autoRefreshAfter).toBe(30)
  })

  test('one upstream call per card and refresh interval, however many viewers ask at once or in turn', async () => {
    const id = await piholeLink(t.alice)
    const before = fake.count(SUMMARY)
    fake.delayMs = 50
    try {
      const answers = await Promise.all(Array.from({ length: 8 }, () => run(t.alice, id)))
      expect(answers.every((a) => a.status === 200)).toBe(true)
    } finally {
      fake.delayMs = 0
    }
    for (let i = 0; i < 5; i++) await run(t.alice, id)
    t.clock.advance(50_000)
    await run(t.alice, id)
    expect(fake.count(SUMMARY) - before).toBe(1)
    // The interval is over: the next viewer gets fresh numbers.
    fake.piholeTotal = 99_999
    t.clock.advance(10_000)
    expect((await run(t.alice, id)).body.message.data[0].value).toBe('99,999')
    expect(fake.count(SUMMARY) - before).toBe(2)
    fake.piholeTotal = 12_345
  })

  test('saving the link drops its cached result', async () => {
    const id = await piholeLink(t.alice)
    await run(t.alice, id)
    const before = fake.count(SUMMARY)
    await t.call('POST', '/api/v1/listing/save/link', {
      token: t.alice,
      body: {
        listingId: id,
        linkName: 'Pi-hole',
        linkIcon: icon,
        localUrl: `${fake.url}/pihole`,
        integration: { appId: 'pihole', config: { password: KEPT_SECRET }, datapoints: ['blocking'] },
      },
    })
    expect((await run(t.alice, id)).body.message.data).toEqual([{ key: 'blocking', label: 'Blocking', value: 'On', icon: 'shield' }])
    expect(fake.count(SUMMARY)).toBe(before + 1)
  })

  test("a service that fails answers 502 with the reason, once per interval; another user's link, or another app, is 404", async () => {
    const id = await piholeLink(t.alice)
    fake.down = true
    try {
      const before = fake.calls.get('POST /pihole/api/auth') ?? 0
      const first = await run(t.alice, id)
      expect(first.status).toBe(502)
      expect(first.body).toEqual({ error: true, message: 'Pi-hole answered HTTP 503 to the sign-in.' })
      expect((await run(t.alice, id)).status).toBe(502)
      expect(fake.count('POST /pihole/api/auth')).toBe(before + 1)
    } finally {
      fake.down = false
    }
    expect((await run(t.bob, id)).status).toBe(404)
    expect((await run(t.alice, id, 'jellyfin')).status).toBe(404)
    expect((await run(t.alice, 999_999)).status).toBe(404)
    expect((await run(t.alice, id, '..%2Fx')).status).toBe(400)
  })

  test('a link whose address is not http(s) (a page) says so', async () => {
    const page = await t.call('POST', '/api/v1/page/save', { token: t.alice, body: { pageTitle: 'P', pageContent: '<p>x</p>', publish: true } })
    const res = await t.call('POST', '/api/v1/listing/save/link', {
      token: t.alice,
      body: { linkName: 'P', linkIcon: icon, pageId: page.body.message.id, integration: { appId: 'http-status', config: {} } },
    })
    const answer = await run(t.alice, res.body.message.id, 'http-status')
    expect(answer.status).toBe(502)
    expect(answer.body.message).toBe('This link has no http(s) address for its live app.')
  })
})

// What a login page in front of the service, another server, or an answer cut off on the way looks like to an app.
const ODD_BODIES: Record<string, string> = {
  '{}': '{}',
  '[]': '[]',
  null: 'null',
  'an HTML login page': '<!doctype html><html><body><form action="/login"><input name="password" type="password"></form></body></html>',
  'truncated JSON': '{"data": [{"type": "node", "status": "onl',
}
/** The odd bodies that are a real answer to an app: HTTP Status reports any body, TCP port and Ping read none; a Portainer without environments answers []. */
const REAL_ANSWERS: Record<string, string[]> = {
  'http-status': Object.keys(ODD_BODIES),
  'tcp-port': Object.keys(ODD_BODIES),
  ping: Object.keys(ODD_BODIES),
  portainer: ['[]'],
}

// The Docker container app reads no service of its link: its odd Engine answers are docker-container.test.ts's.
const LINKED_APPS = [...builtInApps().values()].filter((a) => !FAKE_APPS[a.definition.appId]?.engine)

describe.each(LINKED_APPS.map((a) => [a.definition.appName, a.definition.appId] as const))(
  '%s, when its service answers 200 with something unexpected',
  (appName, appId) => {
    afterEach(() => {
      fake.oddBody = null
      fake.oddAfterSignIn = false
    })

    test('its card and Test Connection answer 502 naming the service (or show a real answer), never 500', async () => {
      const link = fakeLink(appId)
      const localUrl = `${fake.url}/${link.path}`
      const saved = await t.call('POST', '/api/v1/listing/save/link', {
        token: t.alice,
        body: { linkName: appName, linkIcon: icon, localUrl, liveAppEnabled: true, integration: { appId, config: link.config } },
      })
      expect(saved.status).toBe(200)
      const id = saved.body.message.id as number
      for (const [what, body] of Object.entries(ODD_BODIES)) {
        // Both before a sign-in and after one that worked (only Pi-hole signs in; the others see the same twice).
        for (const afterSignIn of [false, true]) {
          fake.oddBody = body
          fake.oddAfterSignIn = afterSignIn
          t.clock.advance(61_000) // past the link's cached result
          const answers = [
            await run(t.alice, id, appId),
            await t.call('POST', '/api/v1/app/test', { token: t.alice, body: { appId, localUrl, linkURL: '', config: link.config } }),
          ]
          const prefix = `${appName} answered something unexpected (is this `
          const seen = answers.map((a) => [what, a.status, String(a.body.message).startsWith(prefix) ? 'names the service' : a.body.message])
          const real = REAL_ANSWERS[appId]?.includes(what)
          expect(seen).toEqual([
            [what, real ? 200 : 502, real ? expect.objectContaining({ type: 'json' }) : 'names the service'],
            [what, real ? 200 : 502, real ? 'Connection successful.' : 'names the service'],
          ])
        }
      }
    })
  },
)

describe('an app that crashes on its own', () => {
  test('its run and test are a 502 naming it, with one short line in the log: never a 500', async () => {
    const logged: string[] = []
    const crashing: BuiltInApp = {
      ...builtInApps().get('http-status')!,
      definition: { ...builtInApps().get('http-status')!.definition, appId: 'crashy', appName: 'Crashy' },
      logo: initialsLogo('C', '#000'),
      test: async () => {
        throw new RangeError('Invalid array length')
      },
      run: () => {
        throw new TypeError('x.reduce is not a function')
      },
    }
    const s = serviceWith({
      builtIns: new Map([['crashy', crashing]]),
      log: (line) => logged.push(line),
      links: {
        liveAppTarget: () => ({ appId: 'crashy', config: {}, localUrl: fake.url, listingUrl: null, autoRefreshAfter: null, datapoints: null, stamp: '' }),
        storedConfig: () => ({}),
        adminLinks: () => [],
      },
    })
    const failure = async (work: Promise<unknown>) =>
      work.then(
        () => 'no failure',
        (e: AppError) => [e.constructor.name, e.status, e.message],
      )
    const expected = ['AppError', 502, 'Crashy failed unexpectedly; the server log says why.']
    expect(await failure(s.run(1, 1, 'crashy'))).toEqual(expected)
    expect(await failure(s.test({ id: 1, isSuperAdmin: false }, { appId: 'crashy', localUrl: fake.url, config: {} }))).toEqual(expected)
    // A result a card cannot show (a value that is neither text nor a number) is the app's fault too.
    crashing.run = async () => ({ type: 'json', data: [{ key: 'state', label: 'State', value: { up: true } as unknown as string }] })
    t.clock.advance(61_000)
    expect(await failure(s.run(1, 1, 'crashy'))).toEqual(['AppError', 502, 'Crashy sent data a card cannot show.'])
    expect(logged).toEqual([
      'foyer: live app Crashy failed: TypeError: x.reduce is not a function',
      'foyer: live app Crashy failed: RangeError: Invalid array length',
    ])
  })
})

describe('secrets', () => {
  test('sealed at rest, a placeholder in the edit form, never in any answer', async () => {
    const id = await piholeLink(t.alice)
    const raw = t.db.query<{ c: string }, [number]>('SELECT live_app_config AS c FROM listings WHERE id = ?').get(id)!.c
    expect(raw).not.toContain(PIHOLE_PASSWORD)
    const form = await t.call('GET', `/api/v1/listing/link/${id}`, { token: t.alice })
    expect(form.body.message.listing.integration.config).toEqual({ password: KEPT_SECRET })
    for (const path of ['/api/v1/dashboard', '/api/v1/listing/folder/root/list', `/api/v1/listing/link/${id}`, `/api/v1/app/run/${id}/pihole`])
      expect(JSON.stringify((await t.call('GET', path, { token: t.alice })).body)).not.toContain(PIHOLE_PASSWORD)
  })
})

describe('test connection', () => {
  const testApp = (token: string, body: Record<string, unknown>) => t.call('POST', '/api/v1/app/test', { token, body })

  test("'Connection successful.' or the service's reason; required fields in the spec's words", async () => {
    expect((await testApp(t.alice, { appId: 'pihole', localUrl: `${fake.url}/pihole`, linkURL: '', config: { password: PIHOLE_PASSWORD } })).body).toEqual({
      error: false,
      message: 'Connection successful.',
    })
    const wrong = await testApp(t.alice, { appId: 'pihole', localUrl: '', linkURL: `${fake.url}/pihole`, config: { password: 'x' } })
    expect([wrong.status, wrong.body.message]).toEqual([502, '401 from Pi-hole: check the app password.'])
    const missing = await testApp(t.alice, { appId: 'jellyfin', localUrl: `${fake.url}/jellyfin`, config: {} })
    expect([missing.status, missing.body.message]).toEqual([400, 'API key is required'])
    expect((await testApp(t.alice, { appId: 'jellyfin', localUrl: `${fake.url}/jellyfin`, config: { apiKey: JELLYFIN_KEY } })).status).toBe(200)
    expect((await testApp(t.alice, { appId: 'nope', localUrl: fake.url })).status).toBe(404)
    const noUrl = await testApp(t.alice, { appId: 'http-status', localUrl: 'ftp://x', config: {} })
    expect([noUrl.status, noUrl.body.message]).toEqual([502, 'This link has no http(s) address for its live app.'])
  })

  test("an untouched placeholder tests with the link's stored secret; another user's link is 404", async () => {
    const id = await piholeLink(t.alice)
    const body = { appId: 'pihole', localUrl: `${fake.url}/pihole`, config: { password: KEPT_SECRET }, listingId: id }
    expect((await testApp(t.alice, body)).status).toBe(200)
    expect((await testApp(t.bob, body)).status).toBe(404)
    // Without the link the placeholder is just a wrong password.
    expect((await testApp(t.alice, { ...body, listingId: null })).status).toBe(502)
  })
})

describe('activation (core settings)', () => {
  // What each Test Connection was given as the core key, and where super admins point the app.
  const tested: unknown[] = []
  let adminLinks: Array<{ localUrl: string | null; listingUrl: string | null }> = []
  let runUrl = 'http://127.0.0.1:1'
  beforeEach(() => {
    tested.length = 0
    adminLinks = [{ localUrl: null, listingUrl: 'http://127.0.0.1:1/dash' }]
    runUrl = 'http://127.0.0.1:1'
  })
  const coreApp: BuiltInApp = {
    ...builtInApps().get('http-status')!,
    definition: {
      appId: 'weatherish',
      appName: 'Weatherish',
      version: '1.0.0',
      description: 'needs an installation-wide key',
      repoLink: null,
      licenseName: null,
      config: [
        { name: 'apiKey', label: 'API Key', type: 'password', required: true, scope: 'core' },
        { name: 'city', label: 'City', type: 'text' },
      ],
      datapoints: [{ key: 'k', label: 'Key', defaultSelection: true }],
      alwaysShowDetailedView: true,
      autoRefreshAfterSeconds: null,
    },
    logo: initialsLogo('W', '#000'),
    test: async (ctx) => {
      tested.push(ctx.config.apiKey)
    },
    run: async (ctx) => ({ type: 'json', data: [{ key: 'k', label: 'Key', value: String(ctx.config.apiKey) }] }),
  }
  const service = () =>
    serviceWith({
      builtIns: new Map([[coreApp.definition.appId, coreApp]]),
      links: {
        liveAppTarget: () => ({
          appId: 'weatherish',
          config: { city: 'x' },
          localUrl: runUrl,
          listingUrl: null,
          autoRefreshAfter: null,
          datapoints: null,
          stamp: runUrl,
        }),
        storedConfig: () => ({}),
        adminLinks: () => adminLinks,
      },
    })

  test("'Needs Configuration' until activated: 'Live App Name is required', '{label} is required', then Ready with the key sealed", async () => {
    const s = service()
    expect(s.installed(true, 1).appList[0]).toMatchObject({ coreSettings: true, configured: false, activation: null, config: [{ name: 'apiKey' }] })
    expect(s.options()).toEqual([])
    expect(() => s.activate({ appId: 'weatherish', integrationName: ' ', config: {} })).toThrow('Live App Name is required')
    expect(() => s.activate({ appId: 'weatherish', integrationName: 'W', config: {} })).toThrow('API Key is required')
    s.activate({ appId: 'weatherish', integrationName: 'W', config: { apiKey: 'core-key' } })
    expect(t.db.query<{ c: string }, []>('SELECT core_config AS c FROM live_app_settings').get()!.c).not.toContain('core-key')
    expect(s.installed(true, 1).appList[0]).toMatchObject({ configured: true, activation: { integrationName: 'W', config: { apiKey: KEPT_SECRET } } })
    expect(s.installed(false, 1).appList[0]!.activation).toBeNull()
    expect(s.options().map((o) => [o.appId, o.config.map((f) => f.name)])).toEqual([['weatherish', ['city']]])
    // The core key reaches the run; a placeholder keeps it.
    s.activate({ appId: 'weatherish', integrationName: 'W2', config: { apiKey: KEPT_SECRET } })
    expect(await s.run(1, 1, 'weatherish')).toMatchObject({ data: [{ key: 'k', label: 'Key', value: 'core-key' }] })
  })

  test("the installation-wide key goes only to services a super admin links the app to, and to a super admin's own test", async () => {
    const s = service()
    s.activate({ appId: 'weatherish', integrationName: 'W', config: { apiKey: 'core-key' } })
    expect(await s.run(1, 1, 'weatherish')).toMatchObject({ data: [{ value: 'core-key' }] })
    // A link any user points elsewhere (their own listener) runs without it.
    runUrl = 'http://127.0.0.1:2'
    expect(await s.run(1, 1, 'weatherish')).toMatchObject({ data: [{ value: 'undefined' }] })
    const body = { appId: 'weatherish', linkURL: 'http://127.0.0.1:2', config: {} }
    await s.test({ id: 1, isSuperAdmin: false }, body)
    await s.test({ id: 1, isSuperAdmin: false }, { ...body, linkURL: 'http://127.0.0.1:1/other/path' })
    await s.test({ id: 2, isSuperAdmin: true }, body)
    expect(tested).toEqual([undefined, 'core-key', 'core-key'])
    // Once a super admin links that service too, its runs get the key.
    adminLinks = [...adminLinks, { localUrl: 'http://127.0.0.1:2', listingUrl: 'https://public.example' }]
    runUrl = 'http://127.0.0.1:2/'
    expect(await s.run(1, 1, 'weatherish')).toMatchObject({ data: [{ value: 'core-key' }] })
  })

  test('only a super admin may activate (403 on the server)', async () => {
    const body = { appId: 'pihole', integrationName: 'P', config: {} }
    const refused = await t.call('POST', '/api/v1/app/install', { token: t.alice, body })
    expect(refused.status).toBe(403)
    const admin = await t.signIn('root', 'secret-pass', true)
    expect((await t.call('POST', '/api/v1/app/install', { token: admin, body })).body).toEqual({ error: false, message: 'Live App activated.' })
  })
})
