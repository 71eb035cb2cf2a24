// Each built-in app's fake service as data: the auth it requires, a recorded answer per endpoint (shapes from the
// service's own API docs, named in `docs`), and what the card then shows. tests/helpers/fake-live-services.ts serves them.

export const PIHOLE_PASSWORD = 'pi-pass'
export const JELLYFIN_KEY = 'jf-key'

/** What the tests change on a running fake. */
export interface FakeState {
  /** The Pi-hole summary's total queries: tests change it to see a refresh. */
  piholeTotal: number
}

type Recorded = unknown | ((state: FakeState, url: URL) => unknown)

type FakeAuth =
  | { header: string; value: string }
  | { query: string; value: string }
  | { basic: [string, string] }
  | { subsonic: [string, string] }
  | {
      session: {
        /** "METHOD /path" of the sign-in, the fields it must receive, and its answers. */
        login: string
        form?: boolean
        credentials: Record<string, string>
        issue(session: string): Response
        refuse(): Response
        /** Where later calls carry the session. */
        header: string
        logout?: string
      }
    }

export interface FakeApp {
  /** The API documentation page the recorded answers follow. */
  docs: string
  /** Where the link points, under the fake's URL (default: the app id). */
  path?: string
  /** A link config the fake accepts, and (for apps that sign in) one it refuses. */
  config: Record<string, unknown>
  wrongConfig?: Record<string, unknown>
  auth: FakeAuth | null
  /** How the service refuses a call without valid auth (default: 401 with a JSON error). */
  refuse?(): Response
  /** "METHOD /path" (query left out) → the JSON answer, or a Response. */
  routes: Record<string, Recorded>
  /** What a card with every datapoint shows. */
  values: Record<string, string | number>
  /** The detail list's titles, for apps with one. */
  list?: string[]
}

/** A Sonarr or Radarr: the same API v3 (system/status, health, queue). */
const servarr = (docs: string, version: string, title: string, api = 'v3'): FakeApp => ({
  docs,
  config: { apiKey: 'arr-key' },
  wrongConfig: { apiKey: 'x' },
  auth: { header: 'x-api-key', value: 'arr-key' },
  routes: {
    [`GET /api/${api}/system/status`]: { appName: 'x', version, isDocker: true },
    [`GET /api/${api}/health`]: [{ source: 'IndexerStatusCheck', type: 'warning', message: 'Indexers unavailable', wikiUrl: '' }],
    [`GET /api/${api}/queue`]: {
      page: 1,
      pageSize: 6,
      totalRecords: 2,
      records: [
        { id: 1, title, size: 1000, sizeleft: 250, status: 'downloading', timeleft: '00:10:00', trackedDownloadState: 'downloading' },
        { id: 2, title: 'Other.Release', size: 0, sizeleft: 0, status: 'queued' },
      ],
    },
  },
  values: { queued: '2', issues: '1', version: version },
  list: [title, 'Other.Release'],
})
const subsonic = (fields: Record<string, unknown>) => ({ 'subsonic-response': { status: 'ok', version: '1.16.1', type: 'navidrome', ...fields } })

const PROXMOX = { id: 'root@pam!foyer', secret: '0d6a6f4e-aaaa-bbbb-cccc-123456789abc' }
const GiB = 2 ** 30

export const FAKE_APPS: Record<string, FakeApp> = {
  'http-status': {
    docs: 'any web server',
    path: 'site/redirect',
    config: { jsonPath: 'status.version' },
    auth: null,
    routes: {
      'GET /redirect': (_: FakeState, url: URL) => Response.redirect(`${url.origin}/site/health`, 302),
      'GET /health': { status: { version: '2.1.0' } },
    },
    values: { state: 'Up', status: 200, value: '2.1.0' },
  },
  pihole: {
    docs: 'https://docs.pi-hole.net/api/ (auth, stats/summary, dns/blocking)',
    config: { password: PIHOLE_PASSWORD },
    wrongConfig: { password: 'nope' },
    auth: {
      session: {
        login: 'POST /api/auth',
        credentials: { password: PIHOLE_PASSWORD },
        issue: (sid) => Response.json({ session: { valid: true, totp: false, sid, csrf: 'x', validity: 1800 }, took: 0.01 }),
        refuse: () => Response.json({ session: { valid: false, totp: false, sid: null, validity: -1 } }, { status: 401 }),
        header: 'x-ftl-sid',
        logout: 'DELETE /api/auth',
      },
    },
    refuse: () => Response.json({ error: { key: 'unauthorized', message: 'Unauthorized', hint: null }, took: 0 }, { status: 401 }),
    routes: {
      'GET /api/stats/summary': (state: FakeState) => ({
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
      }),
      'GET /api/dns/blocking': { blocking: 'enabled', timer: null, took: 0.001 },
    },
    values: { totalQueries: '12,345', blockedQueries: '2,469', percentBlocked: '20.0 %', domainsBlocked: '123,456', activeClients: '7', blocking: 'On' },
  },
  jellyfin: {
    docs: 'https://api.jellyfin.org/ (Items/Counts, Sessions)',
    config: { apiKey: JELLYFIN_KEY },
    wrongConfig: { apiKey: 'x' },
    auth: { header: 'authorization', value: `MediaBrowser Token="${JELLYFIN_KEY}"` },
    routes: {
      'GET /Items/Counts': {
        MovieCount: 321,
        SeriesCount: 45,
        EpisodeCount: 1_234,
        ArtistCount: 10,
        SongCount: 5_000,
        AlbumCount: 400,
        BoxSetCount: 3,
        BookCount: 12,
        ItemCount: 7_000,
      },
      'GET /Sessions': [
        { Id: 's1', UserName: 'ann', NowPlayingItem: { Name: 'Pilot', SeriesName: 'Severance', Type: 'Episode' } },
        { Id: 's2', UserName: 'bob' },
      ],
    },
    values: { movies: '321', series: '45', episodes: '1,234', songs: '5,000', albums: '400', books: '12', streams: '1' },
    list: ['Severance: Pilot'],
  },
  portainer: {
    docs: 'https://app.swaggerhub.com/apis/portainer/portainer-ce/ (GET /endpoints)',
    config: { apiKey: 'ptr_key' },
    wrongConfig: { apiKey: 'x' },
    auth: { header: 'x-api-key', value: 'ptr_key' },
    routes: {
      'GET /api/endpoints': [
        {
          Id: 1,
          Name: 'local',
          Status: 1,
          Snapshots: [
            {
              RunningContainerCount: 12,
              StoppedContainerCount: 2,
              HealthyContainerCount: 5,
              UnhealthyContainerCount: 1,
              StackCount: 4,
              ImageCount: 20,
              VolumeCount: 9,
            },
          ],
        },
        { Id: 2, Name: 'nas', Status: 2, Snapshots: [{ RunningContainerCount: 3, StoppedContainerCount: 0, StackCount: 1, ImageCount: 5 }] },
      ],
    },
    values: { running: '15', stopped: '2', unhealthy: '1', healthy: '5', stacks: '5', images: '25', environments: '1/2' },
  },
  proxmox: {
    docs: 'https://pve.proxmox.com/pve-docs/api-viewer/ (version, cluster/resources)',
    config: { tokenId: PROXMOX.id, tokenSecret: PROXMOX.secret },
    wrongConfig: { tokenId: PROXMOX.id, tokenSecret: 'bad' },
    auth: { header: 'authorization', value: `PVEAPIToken=${PROXMOX.id}=${PROXMOX.secret}` },
    refuse: () => Response.json({ data: null }, { status: 401 }),
    routes: {
      'GET /api2/json/version': { data: { version: '8.2.4', release: '8.2', repoid: 'faa83925c9641325' } },
      'GET /api2/json/cluster/resources': {
        data: [
          { id: 'node/pve1', type: 'node', status: 'online', cpu: 0.25, maxcpu: 8, mem: 8 * GiB, maxmem: 32 * GiB },
          { id: 'node/pve2', type: 'node', status: 'online', cpu: 0.5, maxcpu: 8, mem: 8 * GiB, maxmem: 32 * GiB },
          { id: 'node/pve3', type: 'node', status: 'offline' },
          { id: 'qemu/100', type: 'qemu', status: 'running', template: 0 },
          { id: 'qemu/101', type: 'qemu', status: 'stopped', template: 0 },
          { id: 'qemu/900', type: 'qemu', status: 'stopped', template: 1 },
          { id: 'lxc/200', type: 'lxc', status: 'running' },
          { id: 'storage/pve1/local', type: 'storage', status: 'available', disk: 25 * GiB, maxdisk: 100 * GiB },
        ],
      },
    },
    values: { nodes: '2/3', vms: '1/2', containers: '1/1', cpu: '37.5 %', memory: '25.0 %', storage: '25.0 %' },
  },
  'uptime-kuma': {
    docs: 'https://github.com/louislam/uptime-kuma/wiki/API-Documentation (status page)',
    path: 'kuma',
    config: { slug: 'home' },
    auth: null,
    routes: {
      'GET /api/status-page/home': {
        config: { slug: 'home', title: 'Home', published: true },
        incident: null,
        publicGroupList: [
          {
            id: 1,
            name: 'Services',
            monitorList: [
              { id: 1, name: 'NAS' },
              { id: 2, name: 'Router' },
            ],
          },
          { id: 2, name: 'Web', monitorList: [{ id: 3, name: 'Blog' }] },
        ],
        maintenanceList: [],
      },
      'GET /api/status-page/heartbeat/home': {
        heartbeatList: {
          '1': [
            { status: 0, time: '2026-11-21 11:58:00.000', msg: '', ping: null },
            { status: 1, time: '2026-11-21 11:59:00.000', msg: '', ping: 12 },
          ],
          '2': [{ status: 1, time: '2026-11-21 11:59:00.000', msg: '', ping: 3 }],
          '3': [{ status: 0, time: '2026-11-21 11:59:30.000', msg: 'timeout', ping: null }],
        },
        uptimeList: { '1_24': 0.99, '2_24': 1, '3_24': 0.5 },
      },
    },
    values: { up: '2', down: '1', uptime: '83.0 %', pending: '0', maintenance: '0', monitors: '3' },
  },
  sonarr: servarr('https://sonarr.tv/docs/api/ (system/status, health, queue)', '4.0.11.2680', 'Show.S01E01.1080p'),
  radarr: servarr('https://radarr.video/docs/api/ (system/status, health, queue)', '5.14.0.9383', 'Film.2024.2160p'),
  'adguard-home': {
    docs: 'https://github.com/AdguardTeam/AdGuardHome/blob/master/openapi/openapi.yaml (/status, /stats)',
    config: { username: 'admin', password: 'ag-pass' },
    wrongConfig: { username: 'admin', password: 'x' },
    auth: { basic: ['admin', 'ag-pass'] },
    refuse: () => new Response('Unauthorized', { status: 401 }),
    routes: {
      'GET /control/status': { version: 'v0.107.55', language: 'en', dns_port: 53, http_port: 80, protection_enabled: true, running: true },
      'GET /control/stats': {
        time_units: 'hours',
        num_dns_queries: 4_721,
        num_blocked_filtering: 712,
        num_replaced_safebrowsing: 0,
        avg_processing_time: 0.0123,
      },
    },
    values: { queries: '4,721', blocked: '712', percentBlocked: '15.1 %', latency: '12 ms', protection: 'On', version: '0.107.55' },
  },
  qbittorrent: {
    docs: 'https://github.com/qbittorrent/qBittorrent/wiki/WebUI-API-(qBittorrent-5.0) (auth/login, transfer/info, torrents/info)',
    config: { username: 'admin', password: 'qb-pass' },
    wrongConfig: { username: 'admin', password: 'x' },
    auth: {
      session: {
        login: 'POST /api/v2/auth/login',
        form: true,
        credentials: { username: 'admin', password: 'qb-pass' },
        issue: (sid) => new Response('Ok.', { headers: { 'set-cookie': `SID=${sid}; HttpOnly; SameSite=Strict; path=/` } }),
        refuse: () => new Response('Fails.'),
        header: 'cookie',
        logout: 'POST /api/v2/auth/logout',
      },
    },
    refuse: () => new Response('Forbidden', { status: 403 }),
    routes: {
      'GET /api/v2/transfer/info': { dl_info_speed: 13_107_200, up_info_speed: 524_288, dl_info_data: 0, up_info_data: 0, connection_status: 'connected' },
      'GET /api/v2/torrents/info': [
        { name: 'debian-13.iso', state: 'downloading', progress: 0.5, eta: 3_700, dlspeed: 13_107_200, size: 700_000_000 },
        { name: 'archive.tar', state: 'stalledDL', progress: 0.1, eta: 8_640_000, dlspeed: 0, size: 1_000 },
        { name: 'ubuntu.iso', state: 'uploading', progress: 1, eta: 8_640_000, dlspeed: 0, size: 5_000 },
      ],
    },
    values: { download: '12.5 MB/s', upload: '512 KB/s', downloading: '2', seeding: '1', torrents: '3' },
    list: ['debian-13.iso', 'archive.tar'],
  },
  navidrome: {
    docs: 'http://www.subsonic.org/pages/api.jsp (getScanStatus, getNowPlaying; Navidrome: navidrome.org/docs/developers/subsonic-api)',
    config: { username: 'ann', password: 'nd-pass' },
    wrongConfig: { username: 'ann', password: 'x' },
    auth: { subsonic: ['ann', 'nd-pass'] },
    // Subsonic refuses inside a 200 answer.
    refuse: () => Response.json({ 'subsonic-response': { status: 'failed', version: '1.16.1', error: { code: 40, message: 'Wrong username or password' } } }),
    routes: {
      'GET /rest/getScanStatus': subsonic({ scanStatus: { scanning: false, count: 18_250, folderCount: 900 } }),
      'GET /rest/getNowPlaying': subsonic({
        nowPlaying: { entry: [{ id: '1', title: 'Teardrop', artist: 'Massive Attack', username: 'ann', minutesAgo: 1 }] },
      }),
    },
    values: { songs: '18,250', playing: '1', scanning: 'No' },
    list: ['Massive Attack: Teardrop'],
  },
  gitea: {
    docs: 'https://docs.gitea.com/api/1.22/ (version, notifications/new, repos/issues/search)',
    config: { token: 'gt-token' },
    wrongConfig: { token: 'x' },
    auth: { header: 'authorization', value: 'token gt-token' },
    refuse: () => Response.json({ message: 'user does not exist [uid: 0, name: ]', url: 'https://gitea/api/swagger' }, { status: 401 }),
    routes: {
      'GET /api/v1/version': { version: '1.22.3' },
      'GET /api/v1/notifications/new': { new: 4 },
      'GET /api/v1/repos/issues/search': [
        { id: 1, title: 'Broken link', pull_request: null },
        { id: 2, title: 'Fix link', pull_request: { merged: false } },
        { id: 3, title: 'Docs', pull_request: null },
      ],
    },
    values: { notifications: '4', issues: '2', pulls: '1', version: '1.22.3' },
  },
  lidarr: servarr('https://lidarr.audio/docs/api/ (system/status, health, queue)', '2.8.2.4493', 'Artist - Album (2024)', 'v1'),
  readarr: servarr('https://readarr.com/docs/api/ (system/status, health, queue)', '0.4.10.2734', 'Author - Book', 'v1'),
  'home-assistant': {
    docs: 'https://developers.home-assistant.io/docs/api/rest/ (GET /api/, /api/states)',
    config: { token: 'ha-token' },
    wrongConfig: { token: 'x' },
    auth: { header: 'authorization', value: 'Bearer ha-token' },
    refuse: () => new Response('401: Unauthorized', { status: 401 }),
    routes: {
      'GET /api': { message: 'API running.' },
      'GET /api/states': [
        { entity_id: 'light.kitchen', state: 'on', attributes: { friendly_name: 'Kitchen' }, last_changed: '2026-11-28T03:00:00+00:00' },
        { entity_id: 'light.hall', state: 'off', attributes: {} },
        { entity_id: 'switch.heater', state: 'on', attributes: {} },
        { entity_id: 'sensor.door', state: 'unavailable', attributes: {} },
      ],
    },
    values: { lights: '1', switches: '1', unavailable: '1', entities: '4' },
  },
}
