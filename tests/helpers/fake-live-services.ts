// Local stand-ins for the services the built-in live apps talk to, answering with the shapes of their real APIs
// (Pi-hole v6, Jellyfin, Portainer, Proxmox VE, Uptime Kuma's status page) on 127.0.0.1. Each counts its calls.

export const PIHOLE_PASSWORD = 'pi-pass'
export const JELLYFIN_KEY = 'jf-key'
export const PORTAINER_KEY = 'ptr_key'
export const PROXMOX_TOKEN = { id: 'root@pam!foyer', secret: '0d6a6f4e-aaaa-bbbb-cccc-123456789abc' }

/**
 * Where each built-in app finds its fake (a path under the fake's URL) and the link config it signs in with. Tests walk
 * the registry and look each app up here, so a new app without a fake fails rather than going untested.
 */
export const FAKE_LINKS: Record<string, { path: string; config: Record<string, unknown> }> = {
  'http-status': { path: 'site/redirect', config: { jsonPath: 'status.version' } },
  pihole: { path: 'pihole', config: { password: PIHOLE_PASSWORD } },
  jellyfin: { path: 'jellyfin', config: { apiKey: JELLYFIN_KEY } },
  portainer: { path: 'portainer', config: { apiKey: PORTAINER_KEY } },
  proxmox: { path: 'proxmox', config: { tokenId: PROXMOX_TOKEN.id, tokenSecret: PROXMOX_TOKEN.secret } },
  'uptime-kuma': { path: 'kuma', config: { slug: 'home' } },
}

/** The fake link of a built-in app; throws for an app that has none yet. */
export function fakeLink(appId: string) {
  const link = FAKE_LINKS[appId]
  if (!link) throw new Error(`The built-in app ${appId} has no fake service: add one to tests/helpers/fake-live-services.ts`)
  return link
}

export interface FakeServices {
  url: string
  /** Calls per "METHOD /path" (query left out). */
  calls: Map<string, number>
  count(key: string): number
  /** Makes every answer wait this long first. */
  delayMs: number
  /** Answers 503 to everything. */
  down: boolean
  /** Answers 200 with this body to every call, as a login page or another server would (null: the real answers). */
  oddBody: string | null
  /** With oddBody: sign-ins (Pi-hole's) still answer as usual, so the odd body reaches the calls after them. */
  oddAfterSignIn: boolean
  /** The Pi-hole summary's total queries: tests change it to see a refresh. */
  piholeTotal: number
  stop(): void
}

const json = (body: unknown, status = 200) => Response.json(body, { status })

export function startFakeServices(): FakeServices {
  const state = { delayMs: 0, down: false, piholeTotal: 12_345, oddBody: null as string | null, oddAfterSignIn: false }
  const calls = new Map<string, number>()
  const sessions = new Set<string>()

  const pihole = async (req: Request, path: string) => {
    if (path === '/api/auth' && req.method === 'POST') {
      const { password } = (await req.json()) as { password: string }
      if (password !== PIHOLE_PASSWORD) return json({ session: { valid: false, totp: false, sid: null, validity: -1 } }, 401)
      const sid = crypto.randomUUID()
      sessions.add(sid)
      return json({ session: { valid: true, totp: false, sid, csrf: 'x', validity: 1800 }, took: 0.01 })
    }
    const sid = req.headers.get('x-ftl-sid') ?? ''
    if (path === '/api/auth' && req.method === 'DELETE') return new Response(null, { status: sessions.delete(sid) ? 204 : 404 })
    if (!sessions.has(sid)) return json({ error: { key: 'unauthorized', message: 'Unauthorized', hint: null }, took: 0 }, 401)
    if (path === '/api/stats/summary')
      return json({
        queries: {
          total: state.piholeTotal,
          blocked: 2_469,
          percent_blocked: 20.0,
          unique_domains: 900,
          forwarded: 8_000,
          cached: 1_800,
          types: {},
          status: {},
        },
        clients: { active: 7, total: 12 },
        gravity: { domains_being_blocked: 123_456, last_update: 1_700_000_000 },
        took: 0.003,
      })
    if (path === '/api/dns/blocking') return json({ blocking: 'enabled', timer: null, took: 0.001 })
    return json({ error: { key: 'not_found' } }, 404)
  }

  const jellyfin = (req: Request, path: string) => {
    if (req.headers.get('authorization') !== `MediaBrowser Token="${JELLYFIN_KEY}"`) return new Response('', { status: 401 })
    if (path === '/System/Info') return json({ ServerName: 'media', Version: '10.10.3', Id: 'abc' })
    if (path === '/Items/Counts')
      return json({
        MovieCount: 321,
        SeriesCount: 45,
        EpisodeCount: 1_234,
        ArtistCount: 10,
        ProgramCount: 0,
        TrailerCount: 0,
        SongCount: 5_000,
        AlbumCount: 400,
        MusicVideoCount: 0,
        BoxSetCount: 3,
        BookCount: 12,
        ItemCount: 7_000,
      })
    if (path === '/Sessions')
      return json([
        { Id: 's1', UserName: 'a', NowPlayingItem: { Name: 'Film' } },
        { Id: 's2', UserName: 'b' },
      ])
    return new Response('', { status: 404 })
  }

  const portainer = (req: Request, path: string) => {
    if (req.headers.get('x-api-key') !== PORTAINER_KEY) return json({ message: 'A valid authorisation token is missing', details: 'Unauthorized' }, 401)
    if (path === '/api/endpoints')
      return json([
        {
          Id: 1,
          Name: 'local',
          Type: 1,
          Status: 1,
          Snapshots: [
            {
              DockerVersion: '27.3.1',
              TotalCPU: 4,
              TotalMemory: 8_000_000_000,
              RunningContainerCount: 12,
              StoppedContainerCount: 2,
              HealthyContainerCount: 5,
              UnhealthyContainerCount: 1,
              VolumeCount: 9,
              ImageCount: 20,
              ServiceCount: 0,
              StackCount: 4,
              Time: 1_700_000_000,
            },
          ],
        },
        {
          Id: 2,
          Name: 'nas',
          Type: 2,
          Status: 2,
          Snapshots: [
            { RunningContainerCount: 3, StoppedContainerCount: 0, HealthyContainerCount: 0, UnhealthyContainerCount: 0, StackCount: 1, ImageCount: 5 },
          ],
        },
      ])
    return json({ message: 'Not found' }, 404)
  }

  const proxmox = (req: Request, path: string) => {
    if (req.headers.get('authorization') !== `PVEAPIToken=${PROXMOX_TOKEN.id}=${PROXMOX_TOKEN.secret}`) return json({ data: null }, 401)
    if (path === '/api2/json/version') return json({ data: { version: '8.2.4', release: '8.2', repoid: 'faa83925c9641325' } })
    if (path === '/api2/json/cluster/resources')
      return json({
        data: [
          { id: 'node/pve1', type: 'node', node: 'pve1', status: 'online', cpu: 0.25, maxcpu: 8, mem: 8 * 2 ** 30, maxmem: 32 * 2 ** 30 },
          { id: 'node/pve2', type: 'node', node: 'pve2', status: 'online', cpu: 0.5, maxcpu: 8, mem: 8 * 2 ** 30, maxmem: 32 * 2 ** 30 },
          { id: 'node/pve3', type: 'node', node: 'pve3', status: 'offline' },
          { id: 'qemu/100', type: 'qemu', vmid: 100, node: 'pve1', status: 'running', template: 0 },
          { id: 'qemu/101', type: 'qemu', vmid: 101, node: 'pve1', status: 'stopped', template: 0 },
          { id: 'qemu/900', type: 'qemu', vmid: 900, node: 'pve1', status: 'stopped', template: 1 },
          { id: 'lxc/200', type: 'lxc', vmid: 200, node: 'pve2', status: 'running' },
          { id: 'storage/pve1/local', type: 'storage', node: 'pve1', status: 'available', disk: 25 * 2 ** 30, maxdisk: 100 * 2 ** 30 },
        ],
      })
    return json({ data: null }, 501)
  }

  const uptimeKuma = (path: string) => {
    if (path === '/api/status-page/home')
      return json({
        config: { slug: 'home', title: 'Home', description: null, icon: '/icon.svg', theme: 'auto', published: true, showTags: false },
        incident: null,
        publicGroupList: [
          {
            id: 1,
            name: 'Services',
            weight: 1,
            monitorList: [
              { id: 1, name: 'NAS' },
              { id: 2, name: 'Router' },
            ],
          },
          { id: 2, name: 'Web', weight: 2, monitorList: [{ id: 3, name: 'Blog' }] },
        ],
        maintenanceList: [],
      })
    if (path === '/api/status-page/heartbeat/home')
      return json({
        heartbeatList: {
          '1': [
            { status: 0, time: '2026-11-21 11:58:00.000', msg: '', ping: null },
            { status: 1, time: '2026-11-21 11:59:00.000', msg: '', ping: 12 },
          ],
          '2': [{ status: 1, time: '2026-11-21 11:59:00.000', msg: '', ping: 3 }],
          '3': [{ status: 0, time: '2026-11-21 11:59:30.000', msg: 'timeout', ping: null }],
        },
        uptimeList: { '1_24': 0.99, '2_24': 1, '3_24': 0.5 },
      })
    return json({ ok: false, msg: 'Not Found' }, 404)
  }

  const server = Bun.serve({
    hostname: '127.0.0.1',
    port: 0,
    async fetch(req) {
      const url = new URL(req.url)
      const [, service, ...rest] = url.pathname.split('/')
      const path = `/${rest.join('/')}`
      const key = `${req.method} /${service}${path}`
      calls.set(key, (calls.get(key) ?? 0) + 1)
      if (state.delayMs) await Bun.sleep(state.delayMs)
      if (state.down) return new Response('down', { status: 503 })
      const signIn = service === 'pihole' && path === '/api/auth'
      if (state.oddBody !== null && !(signIn && state.oddAfterSignIn))
        return new Response(state.oddBody, { headers: { 'content-type': state.oddBody.startsWith('<') ? 'text/html' : 'application/json' } })
      if (service === 'pihole') return pihole(req, path)
      if (service === 'jellyfin') return jellyfin(req, path)
      if (service === 'portainer') return portainer(req, path)
      if (service === 'proxmox') return proxmox(req, path)
      if (service === 'kuma') return uptimeKuma(path)
      if (service === 'site') return path === '/redirect' ? Response.redirect(`${url.origin}/site/health`, 302) : json({ status: { version: '2.1.0' } })
      return new Response('missing', { status: 404 })
    },
  })
  // The switches read and write the shared state the handlers use.
  return {
    url: `http://127.0.0.1:${server.port}`,
    calls,
    count: (key: string) => calls.get(key) ?? 0,
    get delayMs() {
      return state.delayMs
    },
    set delayMs(v) {
      state.delayMs = v
    },
    get down() {
      return state.down
    },
    set down(v) {
      state.down = v
    },
    get oddBody() {
      return state.oddBody
    },
    set oddBody(v) {
      state.oddBody = v
    },
    get oddAfterSignIn() {
      return state.oddAfterSignIn
    },
    set oddAfterSignIn(v) {
      state.oddAfterSignIn = v
    },
    get piholeTotal() {
      return state.piholeTotal
    },
    set piholeTotal(v) {
      state.piholeTotal = v
    },
    stop: () => void server.stop(true),
  }
}
