import { afterEach, beforeEach, describe, expect, test } from 'bun:test'
import { type FakeContainer, type FakeDocker, homeLab, startFakeDocker } from '../../../tests/helpers/fake-docker'
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app'
import { KEPT_SECRET } from '../../definitions/kept-secret'
import { createDockerSyncScheduler } from './docker-sync.scheduler'

// Services found by their labels, with their live apps, and kept in sync: the Engine is the protocol-true fake
// (tests/helpers/fake-docker.ts, Engine API v1.43), the cards are the listings feature's real rows.

let t: TestApp
let admin: string
let user: string
let socket: FakeDocker
let nas: number

const labelled = (name: string, labels: Record<string, string>, id = `${Bun.hash(name).toString(16).padEnd(12, '0')}`): FakeContainer => ({
  id,
  name,
  image: `${name}:1`,
  state: 'running',
  labels,
})

beforeEach(async () => {
  t = createTestApp()
  admin = await t.signIn('root', 'root-pass', true)
  user = await t.signIn('alice')
  socket = startFakeDocker(homeLab(), 'unix')
  const saved = await t.call('POST', '/api/v1/settings/docker', { token: admin, body: { endpoints: [{ name: 'NAS', url: socket.url }] } })
  nas = saved.body.message.endpoints[0].id
})

afterEach(() => {
  socket.stop()
  t.close()
})

const discovered = (token = user) => t.call('GET', '/api/v1/docker/discovered', { token })
const importing = (containers: string[], extra: Record<string, unknown> = {}, token = user) =>
  t.call('POST', '/api/v1/docker/discovered/import', { token, body: { items: containers.map((container) => ({ endpoint: nas, container })), ...extra } })
const syncNow = (token = user) => t.call('POST', '/api/v1/docker/sync', { token })
const folderItems = async (name: string, token = user) => {
  const root = (await t.call('GET', '/api/v1/listing/folder/root/list', { token })).body.message.items
  const folder = root.find((i: { listingName: string }) => i.listingName === name)
  if (!folder) return []
  return (await t.call('GET', `/api/v1/listing/folder/${folder.id}/list`, { token })).body.message.items as Record<string, any>[]
}
const card = async (folder: string, name: string, token = user) => (await folderItems(folder, token)).find((i) => i.listingName === name)
const sealedConfig = (listingId: number) => t.db.query<{ c: string }, [number]>('SELECT live_app_config AS c FROM listings WHERE id = ?').get(listingId)!.c

describe('live apps from labels', () => {
  test("a Homepage widget becomes its built-in live app: the key fills the app's field, sealed at rest and never sent", async () => {
    const res = await importing(['sonarr'])
    expect(res.body.message).toMatchObject({ added: 1, liveApps: 1, skipped: [] })
    const sonarr = (await card('Media', 'Sonarr'))!
    expect(sonarr).toMatchObject({ listingUrl: 'https://sonarr.home.lan/', localUrl: 'http://sonarr:8989/', liveAppEnabled: true })
    expect(sonarr.integration.appId).toBe('sonarr')
    // Sealed in the row; opened it is the label's key under Foyer's field name.
    expect(sealedConfig(sonarr.id)).not.toContain('sonarr-api-key-secret')
    expect(JSON.parse(t.secrets.open(sealedConfig(sonarr.id)))).toEqual({ apiKey: 'sonarr-api-key-secret' })
    // What the sync remembers of it is sealed too.
    const remembered = t.db.query<{ live_app: string }, []>('SELECT live_app FROM docker_synced_cards').get()!.live_app
    expect(remembered).not.toContain('sonarr-api-key-secret')
    expect(JSON.parse(t.secrets.open(remembered)).config).toEqual({ apiKey: 'sonarr-api-key-secret' })
    // The link form shows the placeholder; the discovered list never had it.
    const form = await t.call('GET', `/api/v1/listing/link/${sonarr.id}`, { token: user })
    expect(form.body.message.listing.integration.config).toEqual({ apiKey: KEPT_SECRET })
    expect(JSON.stringify((await discovered()).body)).not.toContain('sonarr-api-key-secret')
  })

  test("foyer.app with foyer.app.<field> fills the app's fields by their names, typed; passwords are never sent", async () => {
    socket.containers.push(
      labelled('qbit', {
        'foyer.name': 'Torrents',
        'foyer.href': 'http://qbit.lan:8080',
        'foyer.app': 'qbittorrent',
        'foyer.app.username': 'admin',
        'foyer.app.password': 'qbit-pass-secret',
        'foyer.app.ignoreTls': 'true',
      }),
      labelled('port', { 'foyer.name': 'Port check', 'foyer.href': 'http://nas.lan:22', 'foyer.app': 'tcp-port', 'foyer.app.port': '22' }),
    )
    const offered = (await discovered()).body
    expect(JSON.stringify(offered)).not.toContain('qbit-pass-secret')
    const qbit = offered.message.find((d: { containerName: string }) => d.containerName === 'qbit')
    expect([qbit.liveApp, qbit.liveAppSkipped]).toEqual([{ appId: 'qbittorrent', appName: 'qBittorrent' }, null])
    expect((await importing(['qbit', 'port'])).body.message).toMatchObject({ added: 2, liveApps: 2, skipped: [] })
    const torrents = (await card('Docker', 'Torrents'))!
    expect(JSON.parse(t.secrets.open(sealedConfig(torrents.id)))).toEqual({ username: 'admin', password: 'qbit-pass-secret', ignoreTls: true })
    expect(JSON.parse(t.secrets.open(sealedConfig((await card('Docker', 'Port check'))!.id)))).toEqual({ port: 22 })
  })

  test('an unknown app, an invalid or missing field comes in as a plain link, and the answer says why', async () => {
    socket.containers.push(
      labelled('a', { 'foyer.name': 'Unknown', 'foyer.href': 'http://a.lan', 'foyer.app': 'no-such-app' }),
      labelled('b', {
        'foyer.name': 'Extra field',
        'foyer.href': 'http://b.lan',
        'foyer.app': 'qbittorrent',
        'foyer.app.username': 'u',
        'foyer.app.password': 'p',
        'foyer.app.evil': '1',
      }),
      labelled('c', { 'foyer.name': 'Bad number', 'foyer.href': 'http://c.lan', 'foyer.app': 'tcp-port', 'foyer.app.port': '22; rm -rf /' }),
      labelled('d', { 'foyer.name': 'Bad checkbox', 'foyer.href': 'http://d.lan', 'foyer.app': 'tcp-port', 'foyer.app.ignoreTls': 'yes' }),
      labelled('e', {
        'homepage.name': 'Placeholder',
        'homepage.href': 'http://e.lan',
        'homepage.widget.type': 'radarr',
        'homepage.widget.key': '{{HOMEPAGE_VAR_RADARR_KEY}}',
      }),
      labelled('f', { 'homepage.name': 'Robot', 'homepage.href': 'http://f.lan', 'homepage.widget.type': 'uptimerobot', 'homepage.widget.key': 'k' }),
    )
    const reasons = {
      Unknown: 'The no-such-app live app is not installed.',
      'Extra field': 'Its qBittorrent live app has no field evil.',
      'Bad number': "Its TCP port live app's Port is a number.",
      'Bad checkbox': "Its TCP port live app's Ignore TLS certificate errors (self-signed) is true or false.",
      Placeholder: 'Its Radarr live app needs API key.',
      Robot: 'Its uptimerobot widget has no built-in live app in Foyer.',
    }
    const offered = (await discovered()).body.message.filter((d: { containerName: string }) => 'abcdef'.includes(d.containerName))
    expect(Object.fromEntries(offered.map((d: { name: string; liveApp: unknown; liveAppSkipped: string }) => [d.name, [d.liveApp, d.liveAppSkipped]]))).toEqual(
      Object.fromEntries(Object.entries(reasons).map(([name, reason]) => [name, [null, reason]])),
    )
    const res = await importing(['a', 'b', 'c', 'd', 'e', 'f'])
    expect(res.body.message).toMatchObject({ added: 6, liveApps: 0 })
    expect(res.body.message.skipped).toEqual(Object.entries(reasons).map(([name, reason]) => ({ name, reason: `${reason} It came in as a plain link.` })))
    for (const item of await folderItems('Docker')) expect([item.listingName, item.integration]).toEqual([item.listingName, null])
  })
})

describe('sync', () => {
  test('without sync nothing follows the labels; sync: false turns it off again', async () => {
    expect((await importing(['jellyfin'])).body.message.sync).toBe(false)
    expect((await syncNow()).status).toBe(400)
    expect((await importing(['jellyfin'], { sync: true })).body.message.sync).toBe(true)
    expect((await t.call('GET', '/api/v1/docker/synced', { token: user })).body.message.sync).toBe(true)
    expect((await importing(['jellyfin'], { sync: false })).body.message.sync).toBe(false)
    expect((await syncNow()).status).toBe(400)
  })

  test('a new labelled container appears; the ones there when sync began and not ticked stay out', async () => {
    await importing(['jellyfin'], { sync: true })
    expect((await syncNow()).body.message).toEqual({ added: 0, updated: 0, removed: 0 })
    socket.containers.push(labelled('grafana', { 'foyer.name': 'Grafana', 'foyer.group': 'Monitoring', 'foyer.href': 'http://grafana.lan:3000' }))
    // The list is kept for the refresh interval: the sync after it sees the new container.
    t.clock.advance(10_000)
    expect((await syncNow()).body.message).toEqual({ added: 1, updated: 0, removed: 0 })
    expect((await folderItems('Monitoring')).map((i) => [i.listingName, i.listingUrl])).toEqual([['Grafana', 'http://grafana.lan:3000/']])
    // Sonarr and Pi-hole were offered when sync began and not ticked.
    expect((await folderItems('Media')).map((i) => i.listingName)).toEqual(['Jellyfin'])
    expect(await folderItems('Network')).toEqual([])
    t.clock.advance(10_000)
    expect((await syncNow()).body.message.added).toBe(0)
  })

  test("a removed container's card is marked, not deleted, and unmarked when it is back; an endpoint that does not answer marks nothing", async () => {
    await importing(['jellyfin', 'sonarr'], { sync: true })
    const jellyfin = socket.containers.splice(0, 1)[0]!
    t.clock.advance(10_000)
    expect((await syncNow()).body.message).toEqual({ added: 0, updated: 0, removed: 1 })
    const synced = (await t.call('GET', '/api/v1/docker/synced', { token: user })).body.message
    const marked = synced.cards.filter((c: { removedAt: number | null }) => c.removedAt !== null)
    expect(marked.map((c: { container: string }) => c.container)).toEqual(['jellyfin'])
    expect(marked[0].removedAt).toBe(t.clock.now())
    expect((await folderItems('Media')).map((i) => i.listingName)).toEqual(['Jellyfin', 'Sonarr'])

    // The Engine down: nothing is marked gone.
    socket.stop()
    t.clock.advance(10_000)
    expect((await syncNow()).body.message).toEqual({ added: 0, updated: 0, removed: 0 })
    socket = startFakeDocker([jellyfin, ...homeLab().slice(1)], 'unix')
    await t.call('POST', '/api/v1/settings/docker', { token: admin, body: { endpoints: [{ id: nas, name: 'NAS', url: socket.url }] } })
    expect((await syncNow()).body.message.removed).toBe(0)
    const back = (await t.call('GET', '/api/v1/docker/synced', { token: user })).body.message.cards
    expect(back.map((c: { removedAt: number | null }) => c.removedAt)).toEqual([null, null])
  })

  test('a label change reaches a card the user left as it came; the name and address they edited stay theirs', async () => {
    await importing(['jellyfin', 'sonarr'], { sync: true })
    const sonarr = (await card('Media', 'Sonarr'))!
    // The user renames Sonarr and points Jellyfin elsewhere.
    const form = (await t.call('GET', `/api/v1/listing/link/${sonarr.id}`, { token: user })).body.message.listing
    await t.call('POST', '/api/v1/listing/save/link', {
      token: user,
      body: {
        listingId: sonarr.id,
        parentId: sonarr.parentId,
        linkName: 'My TV',
        linkURL: form.listingUrl,
        localUrl: form.localUrl,
        linkIcon: form.listingIcon,
        integration: form.integration,
        liveAppEnabled: true,
      },
    })
    const jellyfin = (await card('Media', 'Jellyfin'))!
    await t.call('POST', '/api/v1/listing/save/link', {
      token: user,
      body: {
        listingId: jellyfin.id,
        parentId: jellyfin.parentId,
        linkName: 'Jellyfin',
        linkURL: 'http://my.jellyfin/',
        linkIcon: jellyfin.listingIcon,
        description: 'Films and series',
      },
    })
    const labels = (name: string) => socket.containers.find((c) => c.name === name)!.labels!
    Object.assign(labels('sonarr'), { 'homepage.name': 'Sonarr 4', 'homepage.href': 'https://tv.home.lan', 'homepage.widget.key': 'rotated-key' })
    Object.assign(labels('jellyfin'), { 'homepage.name': 'Jellyfin Media', 'homepage.href': 'http://nas.lan:8097', 'homepage.description': 'Films' })
    t.clock.advance(10_000)
    expect((await syncNow()).body.message).toEqual({ added: 0, updated: 2, removed: 0 })
    const after = Object.fromEntries((await folderItems('Media')).map((i) => [i.id, i]))
    // Sonarr: the user's name stays; the address and the rotated key, which the user left, follow the labels.
    expect([after[sonarr.id]!.listingName, after[sonarr.id]!.listingUrl]).toEqual(['My TV', 'https://tv.home.lan/'])
    expect(JSON.parse(t.secrets.open(sealedConfig(sonarr.id)))).toEqual({ apiKey: 'rotated-key' })
    // Jellyfin: the user's address stays; the name and description follow.
    expect([after[jellyfin.id]!.listingName, after[jellyfin.id]!.listingUrl, after[jellyfin.id]!.description]).toEqual([
      'Jellyfin Media',
      'http://my.jellyfin/',
      'Films',
    ])
    // The labels' values are what is remembered now: the user's fields still stay theirs at the next change.
    labels('sonarr')['homepage.name'] = 'Sonarr 5'
    t.clock.advance(10_000)
    await syncNow()
    expect((await card('Media', 'My TV'))?.id).toBe(sonarr.id)
  })

  test("a card the user deleted does not come back; another user's sync touches only their own cards", async () => {
    const bob = await t.signIn('bob')
    await importing(['jellyfin', 'sonarr'], { sync: true })
    await importing(['jellyfin'], {}, bob)
    const bobsJellyfin = (await card('Media', 'Jellyfin', bob))!
    const sonarr = (await card('Media', 'Sonarr'))!
    expect((await t.call('GET', `/api/v1/listing/delete/${sonarr.id}`, { token: user })).status).toBeLessThan(300)
    socket.containers.find((c) => c.name === 'jellyfin')!.labels!['homepage.name'] = 'Jellyfin 10.10'
    socket.containers.push(labelled('grafana', { 'foyer.name': 'Grafana', 'foyer.href': 'http://grafana.lan:3000' }))
    t.clock.advance(10_000)
    expect((await syncNow()).body.message).toEqual({ added: 1, updated: 1, removed: 0 })
    expect((await folderItems('Media')).map((i) => i.listingName)).toEqual(['Jellyfin 10.10'])
    // Bob has no sync on: his card is as he imported it, and no Grafana came to him.
    expect(await card('Media', 'Jellyfin', bob)).toEqual(bobsJellyfin)
    expect(await folderItems('Docker', bob)).toEqual([])
    expect((await syncNow(bob)).status).toBe(400)
    // Bob's sync on, Alice's cards are not his to touch.
    await importing(['jellyfin'], { sync: true }, bob)
    socket.containers.find((c) => c.name === 'jellyfin')!.labels!['homepage.name'] = 'Jellyfin 11'
    t.clock.advance(10_000)
    expect((await syncNow(bob)).body.message).toEqual({ added: 0, updated: 1, removed: 0 })
    expect((await folderItems('Media')).map((i) => i.listingName)).toEqual(['Jellyfin 10.10'])
    expect((await t.call('GET', '/api/v1/docker/synced', { token: bob })).body.message.cards.map((c: { listingId: number }) => c.listingId)).toEqual([
      bobsJellyfin.id,
    ])
  })

  test('the timer exists only while some user has sync on', async () => {
    const runs: string[] = []
    const state = { syncing: false }
    const scheduler = createDockerSyncScheduler({
      service: { syncing: () => state.syncing, syncAll: async () => void runs.push('sync') },
      log: () => {},
    })
    scheduler.update()
    expect(scheduler.active()).toBe(false)
    state.syncing = true
    scheduler.update()
    expect(scheduler.active()).toBe(true)
    await scheduler.tick()
    expect(runs).toEqual(['sync'])
    // The last syncing user went away (deleted, or sync off): the tick after it stops the timer.
    state.syncing = false
    await scheduler.tick()
    expect(scheduler.active()).toBe(false)
    scheduler.stop()
  })
})

describe('endpoint status', () => {
  test('each endpoint says whether it answered; the containers of the others still list', async () => {
    await t.call('POST', '/api/v1/settings/docker', {
      token: admin,
      body: {
        endpoints: [
          { id: nas, name: 'NAS', url: socket.url },
          { name: 'Attic Pi', url: 'tcp://127.0.0.1:9' },
        ],
      },
    })
    expect((await t.call('GET', '/api/v1/docker/containers', { token: user })).body.message.length).toBe(5)
    const status = await t.call('GET', '/api/v1/docker/endpoints/status', { token: user })
    expect(status.body.message).toEqual([
      { endpoint: nas, name: 'NAS', answered: true, message: null },
      { endpoint: expect.any(Number), name: 'Attic Pi', answered: false, message: 'Endpoint Attic Pi did not answer.' },
    ])
    // Asked together, the kept list is shared: the socket was listed once.
    expect(socket.calls.filter((c) => c.startsWith('GET /containers/json')).length).toBe(1)
    expect((await t.call('GET', '/api/v1/docker/endpoints/status')).status).toBe(401)
  })
})
