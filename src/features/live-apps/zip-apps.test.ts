import { afterEach, beforeEach, expect, test } from 'bun:test'
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { strToU8, zipSync } from 'fflate'
import { appZip, PNG, renamedLocally } from '../../../tests/helpers/live-app-zip'
import { createTestApp, useTestApp } from '../../../tests/helpers/test-app'
import { runInSandbox } from './app-sandbox'

// ZIP apps in Astroluma's format: installed from an upload or the store, run in the sandbox, refused whole when unsafe.

const t = useTestApp()
let admin: string
let service: ReturnType<typeof Bun.serve>
let calls: string[]
const closers: Array<() => void> = []

beforeEach(async () => {
  admin = await t.signIn('root', 'root-pass', true)
  calls = []
  service = Bun.serve({
    hostname: '127.0.0.1',
    port: 0,
    fetch(req) {
      calls.push(`${new URL(req.url).pathname} ${req.headers.get('authorization')}`)
      return Response.json({ items: 42, name: '<b>Zq7</b><script>x()</script>' })
    },
  })
  closers.push(() => service.stop(true))
})
afterEach(() => {
  for (const close of closers.splice(0)) close()
})

const upload = (token: string, bytes: Uint8Array, name = 'app.zip', update = false) => {
  const form = new FormData()
  form.set('file', new File([bytes as BlobPart], name, { type: 'application/zip' }))
  if (update) form.set('update', 'true')
  return t.call('POST', '/api/v1/app/fromzip', { token, form })
}
const installed = async () => (await t.call('GET', '/api/v1/app/installed/all', { token: admin })).body.message as Array<Record<string, unknown>>

async function liveLink(appId: string, url = `http://127.0.0.1:${service.port}`) {
  const link = await t.call('POST', '/api/v1/listing/save/link', {
    token: t.alice,
    body: {
      linkName: 'Counter',
      linkIcon: { iconUrl: '/api/v1/icons/tabler/3/dark/link.svg' },
      linkURL: url,
      liveAppEnabled: true,
      integration: { appId, config: { apiKey: 'the-key' } },
    },
  })
  expect(link.status).toBe(200)
  return link.body.message.id as number
}

test('an admin installs a ZIP app; it is a user app with its logo; a link runs it in the sandbox and gets sanitized HTML', async () => {
  expect((await upload(t.alice, appZip())).status).toBe(403)
  const res = await upload(admin, appZip())
  expect([res.status, res.body.message]).toEqual([200, 'Live App from zip is installed.'])
  expect(await installed()).toContainEqual(expect.objectContaining({ appId: 'org.example.counter', appType: 'user', version: '1.0.0', isUpdated: false }))
  const logo = await t.app.handle(new Request('http://localhost/api/v1/app/org.example.counter/logo'))
  expect(logo.headers.get('content-type')).toBe('image/png')
  expect(new Uint8Array(await logo.arrayBuffer())).toEqual(PNG)

  const id = await liveLink('org.example.counter')
  const run = await t.call('GET', `/api/v1/app/run/${id}/org.example.counter`, { token: t.alice })
  expect(run.status).toBe(200)
  const result = run.body.message
  expect(result).toMatchObject({ type: 'html', alwaysShowDetailedView: true, autoRefreshAfter: 30 })
  expect(result.html).toContain('<td>42</td>')
  for (const html of [result.html, result.fullHtml]) {
    expect(html).not.toContain('<script')
    expect(html).not.toContain('onerror')
  }
  // A value is text, never markup: its tags are dropped.
  expect(result.html).toContain('<td>Zq7</td>')
  expect(result.fullHtml).toBe('<div class="full">All 42 items</div>')
  expect(calls).toEqual([`/stats Basic ${btoa(':the-key')}`])

  const tested = await t.call('POST', '/api/v1/app/test', {
    token: t.alice,
    body: { appId: 'org.example.counter', linkURL: `http://127.0.0.1:${service.port}`, config: { apiKey: 'k' } },
  })
  expect([tested.status, tested.body.message]).toEqual([200, 'Connection successful.'])
  const failing = await t.call('POST', '/api/v1/app/test', {
    token: t.alice,
    body: { appId: 'org.example.counter', linkURL: 'http://127.0.0.1:9', config: { apiKey: 'k' } },
  })
  expect(failing.status).toBe(502)
})

test('an app that sends data (sendData) shows datapoints as a built-in app does; data the card cannot show is a clear error', async () => {
  const js = (items: string, options = '') => `
    global.initialize = async (application) => {
      const res = await application.axios.get(application.appUrl + '/stats')
      application.sendData(${items}${options})
    }`
  const rows = `[
    { key: 'items', label: 'Items', value: res.data.items, icon: 'hash' },
    { label: 'Name', value: res.data.name },
    { key: 'items', label: 'Again', value: 'same key', icon: '../../secret' },
  ]`
  expect((await upload(admin, appZip({ appId: 'org.example.data', js: js(rows, ", { background: '#123456' }") }))).status).toBe(200)
  const run = await t.call('GET', `/api/v1/app/run/${await liveLink('org.example.data')}/org.example.data`, { token: t.alice })
  expect([run.status, run.body.message]).toEqual([
    200,
    {
      type: 'json',
      data: [
        { key: 'items', label: 'Items', value: 42, icon: 'hash' },
        // A value is text for the card to draw as text, whatever it holds.
        { key: 'row-1', label: 'Name', value: '<b>Zq7</b><script>x()</script>' },
        { key: 'row-2', label: 'Again', value: 'same key' },
      ],
      background: '#123456',
      alwaysShowDetailedView: true,
      autoRefreshAfter: 30,
    },
  ])

  for (const [i, items] of ["'forty-two'", "[{ label: 'Items', value: { n: 1 } }]", '[{ value: 1 }]'].entries()) {
    const appId = `org.example.baddata${i}`
    expect((await upload(admin, appZip({ appId, js: js(items) }))).status).toBe(200)
    const bad = await t.call('GET', `/api/v1/app/run/${await liveLink(appId)}/${appId}`, { token: t.alice })
    expect([bad.status, bad.body.message]).toEqual([502, 'The app sent data the card cannot show: each item needs a label and a text or number value.'])
  }
})

test("the spec's ZIP checks: not a zip, over 10 MB, and what an archive may not hold; nothing is written", async () => {
  const cases: Array<[Uint8Array, number, string | RegExp]> = [
    [strToU8('just text, named .zip'), 400, 'Please select a valid ZIP file.'],
    [new Uint8Array(10 * 1024 * 1024 + 1).fill(0x50), 413, 'File size too large. Maximum size is 10MB.'],
    [appZip({ extra: { '../evil.js': strToU8('x') } }), 400, /outside its folder/],
    [appZip({ extra: { '/etc/evil': strToU8('x') } }), 400, /outside its folder/],
    [appZip({ packageName: 'someone.else' }), 400, 'App name in package.json and manifest.json do not match.'],
    [appZip({ js: undefined, extra: {} }).slice(0, 100), 400, 'Please select a valid ZIP file.'],
    // 24 MiB of zeros squeezed into a few tens of kilobytes.
    [zipSync({ 'manifest.json': strToU8('{}'), 'bomb.bin': new Uint8Array(24 * 1024 * 1024) }, { level: 1 }), 400, /more than 20 MB/],
  ]
  for (const [bytes, status, message] of cases) {
    const started = Date.now()
    const res = await upload(admin, bytes)
    expect([res.status, res.body.message]).toEqual([status, typeof message === 'string' ? message : expect.stringMatching(message)])
    expect(Date.now() - started).toBeLessThan(5000)
  }
  expect(existsSync(join(t.dir, 'apps')) ? readdirSync(join(t.dir, 'apps')) : []).toEqual([])
  expect(existsSync(join(t.dir, '..', 'evil.js'))).toBe(false)
}, 30_000)

test('a local header naming another path than the checked directory (ZIP slip) refuses the archive; nothing is written', async () => {
  const escapee = `zipslip-${crypto.randomUUID().slice(0, 8)}.txt`
  const zip = renamedLocally(appZip({ extra: { [`aa/aa/aa/${escapee}`]: strToU8('x') } }), `aa/aa/aa/${escapee}`, `../../../${escapee}`)
  const res = await upload(admin, zip)
  expect([res.status, res.body.message]).toEqual([400, expect.stringMatching(/outside its folder/)])
  for (const up of ['..', '../..', '../../..']) expect(existsSync(join(t.dir, 'apps', up, escapee))).toBe(false)
  expect(existsSync(join(t.dir, 'apps')) ? readdirSync(join(t.dir, 'apps')) : []).toEqual([])
})

test('a symbolic link in an archive refuses it whole', async () => {
  const zip = appZip()
  // Mark the first central-directory entry as made on Unix with a symlink's mode.
  const view = new DataView(zip.buffer)
  for (let i = zip.length - 46; i >= 0; i--)
    if (view.getUint32(i, true) === 0x02014b50) {
      view.setUint8(i + 5, 3)
      view.setUint32(i + 38, (0o120777 << 16) >>> 0, true)
    }
  const res = await upload(admin, zip)
  expect([res.status, res.body.message]).toEqual([400, expect.stringMatching(/holds a link/)])
})

test('an installed app is refused again unless it is an update; a single top folder is the app root', async () => {
  expect((await upload(admin, appZip({ folder: 'counter' }))).status).toBe(200)
  const again = await upload(admin, appZip({ version: '1.1.0' }))
  expect([again.status, again.body.message]).toEqual([400, 'This Live App is already installed: update it instead.'])
  expect((await upload(admin, appZip({ version: '1.1.0' }), 'app.zip', true)).status).toBe(200)
  expect(await installed()).toContainEqual(expect.objectContaining({ appId: 'org.example.counter', version: '1.1.0' }))
  const deps = await t.call('GET', '/api/v1/app/org.example.counter/reinstall-dependencies', { token: admin })
  expect(deps.body.message).toContain('moment')
  expect((await t.call('GET', '/api/v1/app/org.example.counter/delete', { token: t.alice })).status).toBe(403)
  expect((await t.call('GET', '/api/v1/app/org.example.counter/delete', { token: admin })).body.message).toBe('Live App removed.')
  expect(existsSync(join(t.dir, 'apps', 'org.example.counter'))).toBe(false)
  const system = await t.call('GET', '/api/v1/app/pihole/delete', { token: admin })
  expect([system.status, system.body.message]).toEqual([400, 'Built-in Live Apps cannot be removed.'])
  // A built-in app's installed update can be removed (the built-in one comes back), with the spec's one message.
  expect((await upload(admin, appZip({ appId: 'pihole', version: '9.0.0' }), 'app.zip', true)).status).toBe(200)
  expect((await t.call('GET', '/api/v1/app/pihole/delete', { token: admin })).body.message).toBe('Live App removed.')
  expect(await installed()).toContainEqual(expect.objectContaining({ appId: 'pihole', isUpdated: false }))
})

test('app code cannot reach the process, files, modules or the secret key; a busy loop is stopped; the server keeps answering', async () => {
  const hostile = `
    global.initialize = async (application) => {
      const tries = []
      // What a module gave, if one loaded: its exports' names, and what its reader returned.
      const loaded = (m) => 'loaded ' + Object.keys(m).join(',') + ' ' + String(m.readFileSync && m.readFileSync('secret.key'))
      const attempt = async (name, fn) => { try { tries.push(name + ':' + String(await fn())) } catch (e) { tries.push(name + ':refused') } }
      await attempt('process', () => typeof process === 'undefined' ? 'none' : JSON.stringify(process.env))
      await attempt('bun', () => typeof Bun === 'undefined' ? 'none' : Bun.file('secret.key'))
      await attempt('fs', () => loaded(require('fs')))
      await attempt('escape', () => (function () {}).constructor('return typeof process')())
      await attempt('import', async () => loaded(await import('fs')))
      await attempt('import-file', async () => loaded(await import('file:///' + 'etc/hostname')))
      application.sendError(tries.join(' '))
    }`
  expect((await upload(admin, appZip({ appId: 'org.example.hostile', js: hostile }))).status).toBe(200)
  const id = await liveLink('org.example.hostile')
  const run = await t.call('GET', `/api/v1/app/run/${id}/org.example.hostile`, { token: t.alice })
  expect(run.status).toBe(502)
  expect(run.body.message).toBe('process:none bun:none fs:refused escape:undefined import:refused import-file:refused')

  const loop = `global.initialize = async () => { while (true) {} }`
  expect((await upload(admin, appZip({ appId: 'org.example.loop', js: loop }))).status).toBe(200)
  const looping = await liveLink('org.example.loop')
  const started = Date.now()
  const [stopped, home] = await Promise.all([
    t.call('GET', `/api/v1/app/run/${looping}/org.example.loop`, { token: t.alice }),
    Bun.sleep(20).then(() => t.call('GET', '/api/v1/home')),
  ])
  expect(stopped.status).toBe(502)
  expect(home.status).toBe(200)
  // Stopped by its CPU slice, long before the 15 s wall limit (with room for a loaded test machine).
  expect(Date.now() - started).toBeLessThan(8000)
})

test('10 cards of a ZIP app asked at once: at most 4 sandboxes run together (each may hold 32 MiB), and all 10 answer', async () => {
  let under = 0
  let most = 0
  const slow: ReturnType<typeof Bun.serve> = Bun.serve({
    hostname: '127.0.0.1',
    port: 0,
    async fetch() {
      most = Math.max(most, ++under)
      // Long enough for the runs to overlap if nothing stops them.
      await Bun.sleep(100)
      under--
      return Response.json({ items: 1, name: 'n' })
    },
  })
  closers.push(() => slow.stop(true))
  expect((await upload(admin, appZip())).status).toBe(200)
  const ids: number[] = []
  for (let i = 0; i < 10; i++) ids.push(await liveLink('org.example.counter', `http://127.0.0.1:${slow.port}`))
  const runs = await Promise.all(ids.map((id) => t.call('GET', `/api/v1/app/run/${id}/org.example.counter`, { token: t.alice })))
  expect(runs.map((r) => r.status)).toEqual(Array(10).fill(200))
  expect(most).toBeGreaterThan(1)
  expect(most).toBeLessThanOrEqual(4)
})

test('a run waiting for a slot spends its own time limit there; it never starts late', async () => {
  const asked: string[] = []
  const never = () => new Promise<never>(() => {})
  const base = { entry: 'initialize' as const, appUrl: 'http://127.0.0.1:9', config: {}, code: 'global.initialize = (a) => a.axios.get(a.appUrl + "/x")' }
  const busy = Array.from({ length: 4 }, () => runInSandbox({ ...base, request: never, limits: { runMs: 1000 } }))
  const waiting = await runInSandbox({
    ...base,
    request: (req) => {
      asked.push(req.url)
      return never()
    },
    limits: { runMs: 300 },
  })
  expect(waiting).toEqual({ kind: 'error', message: 'The app did not answer within 0.3 s.' })
  expect(asked).toEqual([])
  expect((await Promise.all(busy)).map((o) => o.kind)).toEqual(['error', 'error', 'error', 'error'])
})

test('a guest still running when its run time is up did not answer in time; it is not called busy', async () => {
  const request = async () => ({ status: 200, headers: new Headers(), text: '', bytes: new Uint8Array(), url: '' })
  // 20 ms of run time ends inside the first 100 ms CPU slice: the deadline, not the slice, interrupts the loop.
  const outcome = await runInSandbox({
    entry: 'initialize',
    appUrl: 'http://127.0.0.1:9',
    config: {},
    request,
    code: 'global.initialize = () => { for (;;) {} }',
    limits: { runMs: 20 },
  })
  expect(outcome).toEqual({ kind: 'error', message: 'The app did not answer within 0.02 s.' })
})

test('the sandbox stops an app that never answers, and one that floods its answer', async () => {
  const request = async () => ({ status: 200, headers: new Headers(), text: '', bytes: new Uint8Array(), url: '' })
  const base = { entry: 'initialize' as const, appUrl: 'http://127.0.0.1:9', config: {}, request }
  expect(await runInSandbox({ ...base, code: 'global.initialize = () => new Promise(() => {})', limits: { runMs: 300 } })).toEqual({
    kind: 'error',
    message: 'The app did not answer within 0.3 s.',
  })
  expect(await runInSandbox({ ...base, code: "global.initialize = (a) => a.sendError('x'.repeat(600000))" })).toEqual({
    kind: 'error',
    message: 'The app sent back more than 512 KB.',
  })
  expect(await runInSandbox({ ...base, code: 'let a = []; global.initialize = () => { for (;;) a.push(new Array(1e5).fill(1)) }' })).toMatchObject({
    kind: 'error',
  })
})

test('the store: the catalogue through the server, install, an update when the catalogue is newer, and only its own archives', async () => {
  let version = '1.0.0'
  const fetched: string[] = []
  const catalogue: ReturnType<typeof Bun.serve> = Bun.serve({
    hostname: '127.0.0.1',
    port: 0,
    fetch(req): Response {
      const path = new URL(req.url).pathname
      fetched.push(path)
      if (path === '/apps.json')
        return Response.json([
          { appId: 'org.example.counter', appName: 'Counter', version, description: 'Counts', downloadLink: `http://127.0.0.1:${catalogue.port}/counter.zip` },
          { appId: 'bad id', version: '1', downloadLink: 'file:///etc/passwd' },
          // Its archive holds the counter: refused before anything is written.
          { appId: 'org.example.liar', appName: 'Liar', version: '1.0.0', downloadLink: `http://127.0.0.1:${catalogue.port}/counter.zip` },
        ])
      if (path === '/counter.zip') return new Response(appZip({ version }))
      return new Response('no', { status: 404 })
    },
  })
  closers.push(() => catalogue.stop(true))
  const store = useStore(`http://127.0.0.1:${catalogue.port}/apps.json`)
  expect((await store.call('GET', '/api/v1/app/store', t.alice)).status).toBe(403)
  expect((await store.call('GET', '/api/v1/app/store')).body.message).toEqual([
    expect.objectContaining({ appId: 'org.example.counter', version: '1.0.0', installedVersion: null, updateAvailable: false }),
    expect.objectContaining({ appId: 'org.example.liar', installedVersion: null }),
  ])
  const liar = await store.call('GET', '/api/v1/app/org.example.liar/install')
  expect([liar.status, liar.body.message]).toEqual([400, 'The archive holds another app than the store said.'])
  expect((await store.call('GET', '/api/v1/app/store')).body.message.map((a: { installedVersion: string | null }) => a.installedVersion)).toEqual([null, null])
  expect((await store.call('GET', '/api/v1/app/org.example.counter/install')).body.message).toBe('Live App installed.')
  expect((await store.call('GET', '/api/v1/app/org.example.counter/install')).status).toBe(400)
  expect((await store.call('GET', '/api/v1/app/org.example.counter/update')).body.message).toBe('No update is available for this Live App.')
  expect((await store.call('GET', '/api/v1/app/org.unknown/install')).status).toBe(404)

  version = '1.2.0'
  store.clock.advance(11 * 60_000)
  expect((await store.call('GET', '/api/v1/app/store')).body.message[0]).toMatchObject({ installedVersion: '1.0.0', updateAvailable: true })
  expect((await store.call('GET', '/api/v1/app/org.example.counter/update')).body.message).toBe('Live App updated.')
  expect((await store.call('GET', '/api/v1/app/store')).body.message[0]).toMatchObject({ installedVersion: '1.2.0', updateAvailable: false })
  expect(fetched.every((path) => ['/apps.json', '/counter.zip'].includes(path))).toBe(true)
})

/** The test app again, pointed at a local catalogue. */
function useStore(catalogueUrl: string) {
  const app = createTestApp({ FOYER_APPS_CATALOGUE_URL: catalogueUrl })
  closers.push(() => app.close())
  let token: string | undefined
  return {
    clock: app.clock,
    async call(method: string, path: string, as?: string) {
      token ??= await app.signIn('root', 'root-pass', true)
      return app.call(method, path, { token: as === t.alice ? await app.signIn('alice') : token })
    },
  }
}
