import { afterEach, beforeEach, describe, expect, test } from 'bun:test'
import { dockerReaderOf, engineTls, type FakeDocker, homeLab, startFakeDocker } from '../../../tests/helpers/fake-docker'
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app'
import { KEPT_SECRET } from '../../definitions/kept-secret'
import { REFRESH_MS } from './docker.service'

let t: TestApp
let admin: string
let user: string
let socket: FakeDocker
let tcp: FakeDocker

const CERT = '-----BEGIN CERTIFICATE-----\nMIIBfake-client-cert\n-----END CERTIFICATE-----'
const KEY = '-----BEGIN PRIVATE KEY-----\nMIIEvfake-client-key\n-----END PRIVATE KEY-----'

beforeEach(async () => {
  t = createTestApp()
  admin = await t.signIn('root', 'root-pass', true)
  user = await t.signIn('alice')
  socket = startFakeDocker(homeLab(), 'unix')
  tcp = startFakeDocker([{ id: 'f00dcafe0001', name: 'nextcloud', image: 'nextcloud:29', state: 'running' }], 'tcp')
})

afterEach(() => {
  socket.stop()
  tcp.stop()
  t.close()
})

const save = (endpoints: unknown[], token = admin) => t.call('POST', '/api/v1/settings/docker', { token, body: { endpoints } })
const both = () =>
  save([
    { name: 'NAS', url: socket.url },
    { name: 'Pi', url: tcp.url.replace('http://', 'tcp://') },
  ])
const containers = (token = user) => t.call('GET', '/api/v1/docker/containers', { token })

describe('endpoints', () => {
  test('only a super admin reads or changes them', async () => {
    expect((await t.call('GET', '/api/v1/settings/docker', { token: user })).status).toBe(403)
    expect((await save([{ name: 'NAS', url: socket.url }], user)).status).toBe(403)
    expect((await t.call('POST', '/api/v1/settings/docker/test', { token: user, body: { name: 'NAS', url: socket.url } })).status).toBe(403)
    expect((await t.call('GET', '/api/v1/settings/docker')).status).toBe(401)
    expect((await t.call('GET', '/api/v1/settings/docker', { token: admin })).body.message).toEqual({ endpoints: [] })
  })

  test('a unix socket, a tcp address and an https one are kept in order; removing one drops it', async () => {
    const res = await save([
      { name: 'NAS', url: socket.url },
      { name: 'Pi', url: 'tcp://192.168.1.20:2375' },
      { name: 'Proxy', url: 'http://docker-proxy:2375' },
    ])
    expect(res.status).toBe(200)
    const saved = res.body.message.endpoints
    expect(saved.map((e: { name: string; url: string }) => [e.name, e.url])).toEqual([
      ['NAS', socket.url],
      ['Pi', 'tcp://192.168.1.20:2375'],
      ['Proxy', 'http://docker-proxy:2375'],
    ])
    const again = await save([saved[2], saved[0]])
    expect(again.body.message.endpoints).toEqual([saved[2], saved[0]])
  })

  test('an https client certificate and key are sealed at rest, never sent back, and kept when sent back as the marker', async () => {
    const res = await save([{ name: 'Remote', url: 'https://docker.example.lan:2376', tls: { cert: CERT, key: KEY } }])
    const [endpoint] = res.body.message.endpoints
    expect(endpoint.tls).toEqual({ cert: KEPT_SECRET, key: KEPT_SECRET, ca: null })
    expect(JSON.stringify((await t.call('GET', '/api/v1/settings/docker', { token: admin })).body)).not.toContain('fake-client')
    const row = t.db.query<{ tls_cert: string; tls_key: string }, []>('SELECT tls_cert, tls_key FROM docker_endpoints').get()!
    expect(row.tls_cert).not.toContain('fake-client')
    expect(t.secrets.open(row.tls_key)).toBe(KEY)
    // Renamed, with the marker sent back: the sealed pair stays.
    await save([{ ...endpoint, name: 'Remote NAS' }])
    const kept = t.db.query<{ tls_cert: string; tls_key: string }, []>('SELECT tls_cert, tls_key FROM docker_endpoints').get()!
    expect([t.secrets.open(kept.tls_cert), t.secrets.open(kept.tls_key)]).toEqual([CERT, KEY])
    // A marker on a new endpoint has nothing to keep.
    expect((await save([{ name: 'New', url: 'https://other.lan:2376', tls: { cert: KEPT_SECRET, key: KEPT_SECRET } }])).status).toBe(400)
  })

  test('an address that is not a Docker endpoint is refused and nothing changes', async () => {
    await save([{ name: 'NAS', url: socket.url }])
    for (const url of [
      'file:///etc/passwd',
      'unix://relative.sock',
      'unix:///var/run/../../etc/shadow',
      'ftp://host:21',
      'http://host:2375/containers/json',
      'http://user:pass@host:2375',
      'javascript:alert(1)',
    ]) {
      const res = await save([{ name: 'Bad', url }])
      expect([url, res.status]).toEqual([url, 400])
    }
    expect((await save([{ name: 'Tls', url: 'tcp://host:2375', tls: { cert: CERT, key: KEY } }])).body.message).toBe(
      'A client certificate is for https:// endpoints only.',
    )
    expect((await save([{ id: 999, name: 'Ghost', url: socket.url }])).status).toBe(404)
    expect((await t.call('GET', '/api/v1/settings/docker', { token: admin })).body.message.endpoints.map((e: { url: string }) => e.url)).toEqual([socket.url])
  })

  test('Test lists the containers of a socket and of a tcp endpoint; one that does not answer is a 502', async () => {
    const test = (body: unknown) => t.call('POST', '/api/v1/settings/docker/test', { token: admin, body })
    expect((await test({ name: 'NAS', url: socket.url })).body.message).toEqual({ containers: 5 })
    expect((await test({ name: 'Pi', url: tcp.url.replace('http://', 'tcp://') })).body.message).toEqual({ containers: 1 })
    expect(socket.calls).toEqual(['GET /containers/json?all=1'])
    const dead = await test({ name: 'Gone', url: 'tcp://127.0.0.1:9' })
    expect(dead.status).toBe(502)
    expect(dead.body.message).toBe('The Docker endpoint did not answer.')
  })
})

test('an https Engine that asks for a client certificate (dockerd --tlsverify) is reached with the saved certificate, key and CA', async () => {
  const tls = engineTls()
  const secure = startFakeDocker(homeLab(), 'tcp', tls)
  try {
    const test = (body: unknown) => t.call('POST', '/api/v1/settings/docker/test', { token: admin, body })
    // Without the client certificate the Engine refuses the handshake; without the CA its certificate is not trusted.
    expect((await test({ name: 'TLS', url: secure.url, tls: { ...tls.client, ca: tls.ca } })).body.message).toEqual({ containers: 5 })
    expect((await test({ name: 'TLS', url: secure.url, tls: { ...tls.client } })).status).toBe(502)
    expect((await test({ name: 'TLS', url: secure.url })).status).toBe(502)
    const [saved] = (await save([{ name: 'TLS', url: secure.url, tls: { ...tls.client, ca: tls.ca } }])).body.message.endpoints
    expect(saved.tls).toEqual({ cert: KEPT_SECRET, key: KEPT_SECRET, ca: tls.ca.trim() })
    // Sent back with the markers, the sealed pair is used.
    expect((await test(saved)).body.message).toEqual({ containers: 5 })
    expect((await containers()).body.message.length).toBe(5)
  } finally {
    secure.stop()
  }
})

describe('containers', () => {
  test('every container of every endpoint with state, health, stack, ports and one-shot stats, for any signed-in user', async () => {
    await both()
    const res = await containers()
    expect(res.status).toBe(200)
    const list = res.body.message as Record<string, unknown>[]
    expect(list.map((c) => [c.name, c.state, c.health, c.stack])).toEqual([
      ['jellyfin', 'running', 'healthy', 'media'],
      ['sonarr', 'exited', null, 'media'],
      ['pihole', 'running', 'unhealthy', 'network'],
      ['backup-runner', 'restarting', null, null],
      ['postgres', 'paused', null, 'network'],
      ['nextcloud', 'running', null, null],
    ])
    const jellyfin = list[0]!
    expect(jellyfin).toMatchObject({
      endpointName: 'NAS',
      image: 'jellyfin/jellyfin:10.9',
      status: 'Up 2 hours (healthy)',
      // 0.25 s of 4 s over 4 CPUs, less the page cache, as `docker stats` shows it.
      cpuPercent: 25,
      memoryBytes: 600_000_000,
      memoryLimitBytes: 2_147_483_648,
      ports: [{ privatePort: 8096, publicPort: 8096, type: 'tcp' }],
      createdAt: 1_764_000_000_000,
    })
    expect(list[1]).toMatchObject({ cpuPercent: null, memoryBytes: null, memoryLimitBytes: null })
    expect(list[2]).toMatchObject({ cpuPercent: 4, memoryLimitBytes: null })
    expect((await t.call('GET', '/api/v1/docker/containers')).status).toBe(401)
  })

  test('stats are one Engine call per running container per refresh interval, whatever the number of viewers', async () => {
    await both()
    await Promise.all([containers(), containers(admin), containers()])
    await containers()
    const stats = () => socket.calls.filter((c) => c.includes('/stats'))
    expect(socket.calls.filter((c) => c.startsWith('GET /containers/json')).length).toBe(1)
    expect(stats().sort()).toEqual([`GET /containers/${homeLab()[0]!.id}/stats?stream=false`, `GET /containers/${homeLab()[2]!.id}/stats?stream=false`].sort())
    t.clock.advance(REFRESH_MS)
    await containers()
    expect(stats().length).toBe(4)
  })

  test('a failing endpoint is asked once per interval too, not again by every viewer', async () => {
    await both()
    socket.intercept = () => Response.json({ message: 'Cannot connect to the Docker daemon' }, { status: 500 })
    const lists = () => socket.calls.filter((c) => c.startsWith('GET /containers/json')).length
    const answers = await Promise.all([containers(), containers(admin), containers()])
    await containers()
    expect(answers.map((a) => [a.status, a.body.message.length])).toEqual([
      [200, 1],
      [200, 1],
      [200, 1],
    ])
    expect(lists()).toBe(1)
    t.clock.advance(REFRESH_MS)
    socket.intercept = null
    expect((await containers()).body.message.length).toBe(6)
    expect(lists()).toBe(2)
  })

  test('what is kept is bounded: past its room the oldest stats make way, so containers that are gone do not stay for ever', async () => {
    const small = dockerReaderOf(socket, { keptEntries: 2 })
    socket.containers.push({ id: 'f00d0003', name: 'third', image: 'x:1', state: 'running' })
    const stats = () => socket.calls.filter((c) => c.includes('/stats')).length
    await small.containers()
    await small.containers()
    // Three running containers with room for two stats: each list asks again what the last one pushed out.
    expect(stats()).toBe(6)
    // With room for them all (the app's own service), the second list within the interval asks nothing.
    await save([{ name: 'NAS', url: socket.url }])
    await containers()
    await containers()
    expect(stats()).toBe(9)
  })

  test('an endpoint that does not answer leaves the others listed', async () => {
    await save([
      { name: 'Gone', url: 'tcp://127.0.0.1:9' },
      { name: 'NAS', url: socket.url },
    ])
    const res = await containers()
    expect(res.status).toBe(200)
    expect(res.body.message.length).toBe(5)
  })

  test('a super admin starts, stops and restarts; the Engine is told exactly that and the list shows it at once', async () => {
    await both()
    const [nas] = (await t.call('GET', '/api/v1/settings/docker', { token: admin })).body.message.endpoints
    await containers()
    const act = (id: string, action: string, token = admin) => t.call('POST', `/api/v1/docker/containers/${nas.id}/${id}/${action}`, { token })
    const start = await act('sonarr', 'start')
    expect([start.status, start.body.message]).toEqual([200, 'Container started.'])
    expect((await containers()).body.message.find((c: { name: string }) => c.name === 'sonarr').state).toBe('running')
    // Already running: the Engine's 304 is not an error.
    expect((await act('sonarr', 'start')).status).toBe(200)
    expect((await act('jellyfin', 'stop')).body.message).toBe('Container stopped.')
    expect((await act('jellyfin', 'restart')).body.message).toBe('Container restarted.')
    expect((await act('no-such-thing', 'stop')).status).toBe(404)
    expect(socket.calls.filter((c) => c.startsWith('POST'))).toEqual([
      'POST /containers/sonarr/start',
      'POST /containers/sonarr/start',
      'POST /containers/jellyfin/stop',
      'POST /containers/jellyfin/restart',
      'POST /containers/no-such-thing/stop',
    ])
  })

  test('a normal user cannot act, and no id, action or endpoint outside the rules reaches the Engine', async () => {
    await both()
    const [nas] = (await t.call('GET', '/api/v1/settings/docker', { token: admin })).body.message.endpoints
    const post = (path: string, token = admin) => t.call('POST', `/api/v1/docker/containers/${path}`, { token })
    expect((await post(`${nas.id}/sonarr/start`, user)).status).toBe(403)
    expect((await post(`${nas.id}/sonarr/start`, '')).status).toBe(401)
    for (const path of [
      `${nas.id}/sonarr/kill`,
      `${nas.id}/sonarr/exec`,
      `${nas.id}/..%2F..%2Fimages/start`,
      `${nas.id}/.hidden/start`,
      `${nas.id}/${'a'.repeat(129)}/start`,
      'x/sonarr/start',
    ])
      expect([path, (await post(path)).status]).toEqual([path, 400])
    expect((await post('999/sonarr/start')).status).toBe(404)
    expect(socket.calls.filter((c) => c.startsWith('POST'))).toEqual([])
  })
})

describe('discovered', () => {
  const discovered = (token = user) => t.call('GET', '/api/v1/docker/discovered', { token })

  test('foyer.* and homepage.* labels become cards; the href comes from the labels, a Traefik rule or a published port', async () => {
    await both()
    const res = await discovered()
    expect(res.status).toBe(200)
    expect(res.body.message).toEqual([
      {
        endpoint: expect.any(Number),
        container: homeLab()[0]!.id,
        containerName: 'jellyfin',
        name: 'Jellyfin',
        group: 'Media',
        href: 'http://nas.lan:8096/',
        // Homepage's icon names a dashboard-icons file, not an address: left out.
        icon: null,
        description: 'Films and series',
        widget: null,
        liveApp: null,
        liveAppSkipped: null,
      },
      {
        endpoint: expect.any(Number),
        container: homeLab()[1]!.id,
        containerName: 'sonarr',
        name: 'Sonarr',
        group: 'Media',
        href: 'https://sonarr.home.lan/',
        icon: null,
        description: null,
        widget: { type: 'sonarr', url: 'http://sonarr:8989/' },
        // Its widget's key fills the Sonarr live app's API key, which stays on the server.
        liveApp: { appId: 'sonarr', appName: 'Sonarr' },
        liveAppSkipped: null,
      },
      // A local socket's published port is on the host the browser reached Foyer at.
      expect.objectContaining({ containerName: 'pihole', name: 'Pi-hole', group: 'Network', href: 'http://localhost:8053/' }),
    ])
    expect(JSON.stringify(res.body)).not.toContain('sonarr-api-key-secret')
  })

  test('labels are data: hostile addresses are dropped, text is cut and stripped of control characters', async () => {
    await save([{ name: 'NAS', url: socket.url }])
    socket.containers.push({
      id: 'badbadbad001',
      name: 'hostile',
      image: 'evil:1',
      state: 'running',
      labels: {
        'foyer.name': `<img src=x onerror=alert(1)>\u0000\u001b[31m${'n'.repeat(500)}`,
        'foyer.href': 'javascript:alert(1)',
        'foyer.icon': 'data:image/svg+xml,<svg onload=alert(1)>',
        'homepage.description': 'd'.repeat(5000),
        'traefik.http.routers.x.rule': 'Host(`evil.lan/../../etc`)',
      },
    })
    const card = (await discovered()).body.message.find((c: { containerName: string }) => c.containerName === 'hostile')
    expect(card.href).toBeNull()
    expect(card.icon).toBeNull()
    expect(card.name.length).toBe(100)
    expect(card.name).not.toMatch(/\p{Cc}/u)
    expect(card.description.length).toBe(200)
  })

  test('import adds links in folders named by group for the caller only, once, and never what the client invents', async () => {
    await both()
    const [nas] = (await t.call('GET', '/api/v1/settings/docker', { token: admin })).body.message.endpoints
    const items = ['jellyfin', 'sonarr', homeLab()[2]!.id, 'postgres'].map((container) => ({ endpoint: nas.id, container }))
    const res = await t.call('POST', '/api/v1/docker/discovered/import', { token: user, body: { items } })
    expect(res.body.message).toEqual({
      added: 3,
      liveApps: 1,
      folders: ['Media', 'Network'],
      skipped: [{ name: 'postgres', reason: 'No labelled container of that name.' }],
      sync: false,
    })
    const root = (await t.call('GET', '/api/v1/listing/folder/root/list', { token: user })).body.message.items
    const media = root.find((i: { listingName: string }) => i.listingName === 'Media')
    const links = (await t.call('GET', `/api/v1/listing/folder/${media.id}/list`, { token: user })).body.message.items
    expect(links.map((l: { listingName: string; listingUrl: string }) => [l.listingName, l.listingUrl])).toEqual([
      ['Jellyfin', 'http://nas.lan:8096/'],
      ['Sonarr', 'https://sonarr.home.lan/'],
    ])
    // Again: nothing doubles; the admin's home is untouched.
    expect((await t.call('POST', '/api/v1/docker/discovered/import', { token: user, body: { items } })).body.message.added).toBe(0)
    expect((await t.call('GET', '/api/v1/listing/folder/root/list', { token: admin })).body.message.items).toEqual([])
    const bad = await t.call('POST', '/api/v1/docker/discovered/import', { token: user, body: { items: [{ endpoint: nas.id, container: '../x' }] } })
    expect(bad.status).toBe(400)
  })
})
