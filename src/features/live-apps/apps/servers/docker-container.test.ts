import { afterEach, beforeEach, describe, expect, test } from 'bun:test'
import { dockerReaderOf, type FakeDocker, homeLab, startFakeDocker } from '../../../../../tests/helpers/fake-docker'
import { createTestApp, type TestApp } from '../../../../../tests/helpers/test-app'
import { REFRESH_MS } from '../../../docker/docker.service'

// The Docker container app through the whole server: the link form's endpoint choices, the checks on a save, the card's
// values and detail list, one Engine call per container per interval, and every failure a clear card error.

let t: TestApp
let admin: string
let alice: string
let bob: string
let nas: FakeDocker

beforeEach(async () => {
  t = createTestApp()
  admin = await t.signIn('root', 'root-pass', true)
  alice = await t.signIn('alice')
  bob = await t.signIn('bob')
  nas = startFakeDocker(homeLab())
  await endpoints([{ name: 'NAS', url: nas.url }])
})

afterEach(() => {
  nas.stop()
  t.close()
})

const endpoints = async (list: unknown[]) => {
  const res = await t.call('POST', '/api/v1/settings/docker', { token: admin, body: { endpoints: list } })
  expect(res.status).toBe(200)
  return res.body.message.endpoints as { id: number; name: string }[]
}
const nasId = async () => (await t.call('GET', '/api/v1/settings/docker', { token: admin })).body.message.endpoints[0].id as number
const saveLink = (token: string, config: Record<string, unknown>, name = 'Jellyfin') =>
  t.call('POST', '/api/v1/listing/save/link', {
    token,
    body: {
      linkName: name,
      linkURL: 'http://nas.lan:8096',
      linkIcon: { iconUrl: 'link' },
      liveAppEnabled: true,
      integration: { appId: 'docker-container', config },
    },
  })
async function card(token: string, container: string, endpoint?: number) {
  const res = await saveLink(token, { endpoint: String(endpoint ?? (await nasId())), container }, container)
  expect(res.status).toBe(200)
  return res.body.message.id as number
}
const run = (token: string, id: number) => t.call('GET', `/api/v1/app/run/${id}/docker-container`, { token })
const shown = async (token: string, id: number) => {
  const res = await run(token, id)
  expect(res.status).toBe(200)
  return Object.fromEntries((res.body.message.data as { key: string; value: unknown }[]).map((d) => [d.key, d.value]))
}
const calls = (what: string) => nas.calls.filter((c) => c.includes(what)).length

describe('the link form', () => {
  test('offers every signed-in user the endpoints by id and name, never their addresses', async () => {
    await endpoints([
      { name: 'NAS', url: nas.url },
      { name: 'Pi', url: 'tcp://192.168.1.20:2375' },
    ])
    const form = await t.call('GET', '/api/v1/listing/link/new', { token: alice })
    const app = form.body.message.integrations.find((a: { appId: string }) => a.appId === 'docker-container')
    const ids = (await t.call('GET', '/api/v1/settings/docker', { token: admin })).body.message.endpoints.map((e: { id: number }) => String(e.id))
    expect(app.config[0]).toMatchObject({
      name: 'endpoint',
      type: 'select',
      required: true,
      options: [
        { label: 'NAS', value: ids[0] },
        { label: 'Pi', value: ids[1] },
      ],
    })
    expect(JSON.stringify(form.body)).not.toContain(nas.url)
    expect(JSON.stringify(form.body)).not.toContain('192.168.1.20')
  })

  test('with no endpoint set up, the select says who adds one', async () => {
    await endpoints([])
    const form = await t.call('GET', '/api/v1/listing/link/new', { token: alice })
    const field = form.body.message.integrations.find((a: { appId: string }) => a.appId === 'docker-container').config[0]
    expect(field).toMatchObject({ options: [], placeholder: 'No Docker endpoints yet: a super admin adds them in Settings → Docker' })
  })

  test('a save takes only an endpoint it offered and a container name or id, and otherwise stores nothing', async () => {
    const id = String(await nasId())
    for (const [config, message] of [
      [{ endpoint: '999', container: 'jellyfin' }, 'Docker endpoint: pick one of its choices.'],
      [{ endpoint: 'http://evil.lan:2375', container: 'jellyfin' }, 'Docker endpoint: pick one of its choices.'],
      [{ endpoint: id, container: '../../images/x' }, 'Not a container id or name.'],
      [{ endpoint: id, container: `${'a'.repeat(129)}` }, 'Not a container id or name.'],
      [{ endpoint: id, container: '' }, 'Container is required'],
      [{ container: 'jellyfin' }, 'Docker endpoint is required'],
    ] as const) {
      const res = await saveLink(alice, config)
      expect([config, res.status, res.body.message]).toEqual([config, 400, message])
    }
    expect((await t.call('GET', '/api/v1/listing/folder/root/list', { token: alice })).body.message.items).toEqual([])
    expect(nas.calls).toEqual([])
  })

  test('Test Connection reads the container as the form holds it', async () => {
    const endpoint = String(await nasId())
    const test = (container: string) =>
      t.call('POST', '/api/v1/app/test', {
        token: alice,
        body: { appId: 'docker-container', linkURL: 'http://nas.lan:8096', localUrl: '', config: { endpoint, container } },
      })
    expect((await test('jellyfin')).status).toBe(200)
    const gone = await test('no-such-thing')
    expect([gone.status, gone.body.message]).toEqual([502, 'NAS has no container no-such-thing.'])
  })
})

describe('the card', () => {
  test('shows state, health, uptime, CPU, memory, network, image and update; the detail view its ports and mounts', async () => {
    const id = await card(alice, 'jellyfin')
    const res = await run(alice, id)
    expect(res.status).toBe(200)
    // The six default datapoints, formatted on the server.
    expect(res.body.message.data.map((d: { label: string; value: unknown }) => [d.label, d.value])).toEqual([
      ['State', 'Running'],
      ['Health', 'Healthy'],
      ['Uptime', '2 h'],
      ['CPU', '25.0 %'],
      ['Memory', '572 MB / 2.0 GB'],
      ['Update', 'Available'],
    ])
    expect(res.body.message.list).toEqual({
      kind: 'container',
      rows: [
        { title: '8096/tcp', subtitle: 'published on 8096' },
        { title: '/config', subtitle: 'volume jellyfin-config · read-write' },
        { title: '/media', subtitle: 'bind mount · read-only' },
      ],
    })
    expect(res.body.message).toMatchObject({ alwaysShowDetailedView: true, autoRefreshAfter: 10 })
    // A host's file layout is the super admin's: bind mounts show where they sit in the container only.
    expect(JSON.stringify(res.body)).not.toContain('/srv/media')
    expect(JSON.stringify(res.body)).not.toContain('/var/lib/docker')
  })

  test('by id too; an unhealthy one up to date, an exited one with its code and no stats, a paused and a restarting one', async () => {
    const [, sonarr, pihole, backup, postgres] = homeLab()
    expect(await shown(alice, await card(alice, pihole!.id))).toMatchObject({ state: 'Running', health: 'Unhealthy', update: 'Up to date', memory: '76.3 MB' })
    nas.containers[1]!.exitCode = 137
    expect(await shown(alice, await card(alice, sonarr!.name))).toEqual({
      state: 'Exited (137)',
      health: 'No check',
      uptime: '—',
      cpu: '—',
      memory: '—',
      update: 'Up to date',
    })
    expect(await shown(alice, await card(alice, backup!.name))).toMatchObject({ state: 'Restarting', uptime: '—' })
    expect(await shown(alice, await card(alice, postgres!.name))).toMatchObject({ state: 'Paused', uptime: '2 h', cpu: '—' })
    // Stats are asked of running containers only.
    expect(nas.calls.filter((c) => c.includes('/stats'))).toEqual([`GET /containers/${pihole!.id}/stats?stream=false`])
  })

  test('a tag that names no local image any more leaves the update unknown; more than six ports and mounts end in a count', async () => {
    nas.containers.push({
      id: 'cafe0001cafe0001',
      name: 'many',
      image: 'registry.lan:5000/tools/many:1',
      state: 'running',
      ports: [1, 2, 3, 4].map((n) => ({ privatePort: 9000 + n, ...(n === 1 ? { publicPort: 19001 } : {}) })),
      mounts: [1, 2, 3].map((n) => ({ type: 'tmpfs' as const, source: '', destination: `/tmp/${n}` })),
    })
    const id = await card(alice, 'many')
    nas.intercept = (_method, path) =>
      path.startsWith('/images/') ? Response.json({ message: 'No such image: registry.lan:5000/tools/many:1' }, { status: 404 }) : null
    const res = await run(alice, id)
    expect(res.body.message.data.find((d: { key: string }) => d.key === 'update').value).toBe('—')
    expect(nas.calls).toContain('GET /images/registry.lan:5000/tools/many:1/json')
    expect(res.body.message.list.rows).toEqual([
      { title: '9001/tcp', subtitle: 'published on 19001' },
      { title: '9002/tcp', subtitle: 'not published' },
      { title: '9003/tcp', subtitle: 'not published' },
      { title: '9004/tcp', subtitle: 'not published' },
      { title: '/tmp/1', subtitle: 'tmpfs · read-write' },
      { title: '2 more ports and mounts' },
    ])
  })

  test('one Engine call per container per interval, whatever the number of cards, users and viewers, stats shared with the Containers screen', async () => {
    await t.call('GET', '/api/v1/docker/containers', { token: bob })
    const links = [await card(alice, 'jellyfin'), await card(alice, 'jellyfin'), await card(bob, 'jellyfin')]
    const viewers = [alice, alice, alice, bob]
    await Promise.all(links.flatMap((id, i) => (i < 2 ? viewers.slice(0, 3) : [bob]).map((token) => run(token, id))))
    await Promise.all(links.slice(0, 2).map((id) => run(alice, id)))
    expect([calls('/containers/jellyfin/json'), calls('/stats'), calls('/images/')]).toEqual([1, 2, 1])
    // The Containers screen had asked the stats of jellyfin and pihole; the cards asked none of their own.
    expect(calls(`/containers/${homeLab()[0]!.id}/stats`)).toBe(1)
    t.clock.advance(REFRESH_MS)
    await Promise.all(links.map((id, i) => run(i < 2 ? alice : bob, id)))
    expect([calls('/containers/jellyfin/json'), calls(`/containers/${homeLab()[0]!.id}/stats`), calls('/images/')]).toEqual([2, 2, 2])
  })

  test('no name outside the rules reaches an Engine path: a container the save did not check, an image name the Engine sent', async () => {
    const reader = dockerReaderOf(nas)
    await expect(reader.containerCard(1, '../images/x')).rejects.toThrow('Not a container id or name.')
    expect(nas.calls).toEqual([])
    nas.containers.push({ id: 'bad0image0001', name: 'odd-image', image: 'x/../../containers/jellyfin/stop', state: 'exited' })
    expect((await reader.containerCard(1, 'odd-image')).updateAvailable).toBeNull()
    expect(nas.calls).toEqual(['GET /containers/odd-image/json'])
  })

  test("another user's card is not yours to run", async () => {
    const id = await card(alice, 'jellyfin')
    expect((await run(bob, id)).status).toBe(404)
    expect(nas.calls).toEqual([])
  })
})

describe('failures are a clear error on that card, never a server error', () => {
  const failure = async (token: string, id: number) => {
    const res = await run(token, id)
    expect(res.status).toBe(502)
    return res.body.message as string
  }

  test('the container gone, the daemon failing, an odd answer, the endpoint down or removed', async () => {
    const id = await card(alice, 'jellyfin')
    nas.containers.splice(0, 1)
    expect(await failure(alice, id)).toBe('NAS has no container jellyfin.')

    t.clock.advance(REFRESH_MS)
    nas.intercept = () => Response.json({ message: 'error during connect: driver failed' }, { status: 500 })
    expect(await failure(alice, id)).toBe('Docker on NAS refused: error during connect: driver failed')

    t.clock.advance(REFRESH_MS)
    nas.intercept = () => new Response('<html><body>Sign in to the proxy</body></html>', { headers: { 'content-type': 'text/html' } })
    expect(await failure(alice, id)).toBe('Docker on NAS answered something unexpected.')

    t.clock.advance(REFRESH_MS)
    nas.intercept = () => Response.json({ Id: '../../etc', State: 'odd' })
    expect(await failure(alice, id)).toBe('Docker on NAS answered something unexpected.')

    t.clock.advance(REFRESH_MS)
    await endpoints([{ id: await nasId(), name: 'NAS', url: 'tcp://127.0.0.1:9' }])
    expect(await failure(alice, id)).toBe('Docker on NAS did not answer.')

    t.clock.advance(REFRESH_MS)
    await endpoints([])
    expect(await failure(alice, id)).toBe('The Docker endpoint of this card is no longer set up: pick another in the link.')
  })

  test('a failure is kept for the interval like an answer: cards and viewers do not each ask again', async () => {
    const ids = [await card(alice, 'jellyfin'), await card(bob, 'jellyfin')]
    nas.intercept = () => Response.json({ message: 'daemon busy' }, { status: 500 })
    // One after the other: nothing in flight to share, only what was kept.
    for (const [token, id] of [
      [alice, ids[0]!],
      [bob, ids[1]!],
      [alice, ids[0]!],
    ] as const)
      expect(await failure(token, id)).toBe('Docker on NAS refused: daemon busy')
    expect(calls('/containers/jellyfin/json')).toBe(1)
    t.clock.advance(REFRESH_MS)
    nas.intercept = null
    expect((await run(bob, ids[1]!)).status).toBe(200)
    expect(calls('/containers/jellyfin/json')).toBe(2)
  })
})
