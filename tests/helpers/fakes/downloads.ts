import type { FakeApp, FakeCall } from './fake-app'

/** A JSON-RPC service's one endpoint: the recorded result per method named in the body. */
const rpc = (results: Record<string, unknown>, wrap: (result: unknown, id: unknown) => unknown) => (_state: unknown, _url: URL, call: FakeCall) => {
  const sent = JSON.parse(call.body) as { method: string; id?: unknown }
  return sent.method in results ? wrap(results[sent.method], sent.id) : Response.json({ error: `Unknown method ${sent.method}` }, { status: 404 })
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

/** Transmission's CSRF guard: a call without the session id it handed out is a 409 carrying that id. */
const TRANSMISSION_SESSION = 'tr-session-1'
const transmissionRpc = rpc(
  {
    'session-stats': {
      activeTorrentCount: 2,
      pausedTorrentCount: 1,
      torrentCount: 3,
      downloadSpeed: 2_097_152,
      uploadSpeed: 65_536,
      'cumulative-stats': { downloadedBytes: 1e10 },
    },
    'torrent-get': {
      torrents: [
        { name: 'debian-13.0.0-amd64-netinst.iso', status: 4, percentDone: 0.25, rateDownload: 2_097_152, rateUpload: 0, eta: 300 },
        { name: 'archlinux-2026.11.01.iso', status: 6, percentDone: 1, rateDownload: 0, rateUpload: 65_536, eta: -1 },
        { name: 'fedora-43.iso', status: 0, percentDone: 0.5, rateDownload: 0, rateUpload: 0, eta: -1 },
      ],
    },
  },
  (result) => ({ result: 'success', arguments: result }),
)

/** Deluge's web sessions, issued by auth.login and checked on every later call. */
const delugeSessions = new Set<string>()
const delugeRpc = (_state: unknown, _url: URL, call: FakeCall) => {
  const sent = JSON.parse(call.body) as { method: string; params: unknown[]; id: number }
  const session = /_session_id=([^;]+)/.exec(call.headers.get('cookie') ?? '')?.[1] ?? ''
  if (sent.method === 'auth.login') {
    if (sent.params[0] !== 'deluge') return { result: false, error: null, id: sent.id }
    const id = crypto.randomUUID()
    delugeSessions.add(id)
    return Response.json({ result: true, error: null, id: sent.id }, { headers: { 'set-cookie': `_session_id=${id}; Path=/json` } })
  }
  if (!delugeSessions.has(session)) return { result: null, error: { message: 'Not authenticated', code: 1 }, id: sent.id }
  if (sent.method === 'auth.delete_session') return { result: delugeSessions.delete(session), error: null, id: sent.id }
  const torrent = (name: string, state: string, progress: number, rate: number) => ({
    queue: 0,
    name,
    total_wanted: 1e9,
    state,
    progress,
    eta: rate ? 600 : 0,
    download_payload_rate: rate,
    upload_payload_rate: 1024,
    total_remaining: 0,
  })
  return {
    result: {
      connected: true,
      torrents: { a1: torrent('ubuntu-26.04.iso', 'Downloading', 62.5, 1_048_576), b2: torrent('mint-22.iso', 'Seeding', 100, 0) },
      filters: { state: [['All', 2]] },
      stats: { max_download: -1, max_upload: -1, max_num_connections: 200, num_connections: 12, upload_rate: 2048, download_rate: 1_048_576, free_space: 5e11 },
    },
    error: null,
    id: sent.id,
  }
}

/** A ruTorrent httprpc row: the values in the plugin's order after the hash (is_open, ..., state at 3, name at 4, ...). */
const rtorrentRow = (name: string, size: number, done: number, upRate: number, downRate: number) => {
  const row = Array.from({ length: 35 }, () => '0')
  Object.assign(row, { 0: '1', 3: '1', 4: name, 5: String(size), 8: String(done), 11: String(upRate), 12: String(downRate), 19: String(size - done), 28: '1' })
  return row
}

export const DOWNLOADS_FAKES: Record<string, FakeApp> = {
  sonarr: servarr('https://sonarr.tv/docs/api/ (system/status, health, queue)', '4.0.11.2680', 'Show.S01E01.1080p'),
  radarr: servarr('https://radarr.video/docs/api/ (system/status, health, queue)', '5.14.0.9383', 'Film.2024.2160p'),
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
  lidarr: servarr('https://lidarr.audio/docs/api/ (system/status, health, queue)', '2.8.2.4493', 'Artist - Album (2024)', 'v1'),
  readarr: servarr('https://readarr.com/docs/api/ (system/status, health, queue)', '0.4.10.2734', 'Author - Book', 'v1'),
  whisparr: servarr('https://wiki.servarr.com/whisparr (system/status, health, queue, as Sonarr v3)', '2.0.0.819', 'Site.24.01.01.Scene.1080p'),
  prowlarr: {
    docs: 'https://prowlarr.com/docs/api/ (system/status, health, indexer, indexerstats)',
    config: { apiKey: 'arr-key' },
    wrongConfig: { apiKey: 'x' },
    auth: { header: 'x-api-key', value: 'arr-key' },
    routes: {
      'GET /api/v1/system/status': { appName: 'Prowlarr', version: '1.28.2.4885', isDocker: true, branch: 'master' },
      'GET /api/v1/health': [],
      'GET /api/v1/indexer': [
        { id: 1, name: 'NZBgeek', enable: true, protocol: 'usenet', priority: 25 },
        { id: 2, name: '1337x', enable: true, protocol: 'torrent', priority: 25 },
        { id: 3, name: 'Old tracker', enable: false, protocol: 'torrent', priority: 25 },
      ],
      'GET /api/v1/indexerstats': {
        id: 1,
        indexers: [
          {
            indexerId: 1,
            indexerName: 'NZBgeek',
            averageResponseTime: 412,
            numberOfQueries: 1520,
            numberOfGrabs: 210,
            numberOfRssQueries: 300,
            numberOfAuthQueries: 0,
            numberOfFailedQueries: 12,
            numberOfFailedGrabs: 1,
            numberOfFailedRssQueries: 0,
            numberOfFailedAuthQueries: 0,
          },
          {
            indexerId: 2,
            indexerName: '1337x',
            averageResponseTime: 950,
            numberOfQueries: 2480,
            numberOfGrabs: 90,
            numberOfRssQueries: 0,
            numberOfAuthQueries: 0,
            numberOfFailedQueries: 30,
            numberOfFailedGrabs: 3,
            numberOfFailedRssQueries: 0,
            numberOfFailedAuthQueries: 0,
          },
        ],
        userAgents: [{ userAgent: 'Sonarr', numberOfQueries: 4000, numberOfGrabs: 300 }],
        hosts: [{ host: 'localhost', numberOfQueries: 4000, numberOfGrabs: 300 }],
      },
    },
    values: { indexers: '2', queries: '4,000', grabs: '300', failedQueries: '42', failedGrabs: '4', issues: '0', version: '1.28.2.4885' },
  },
  bazarr: {
    docs: 'https://github.com/morpheus65535/bazarr bazarr/api/badges/badges.py, bazarr/api/system/status.py',
    config: { apiKey: 'bazarr-key' },
    wrongConfig: { apiKey: 'x' },
    auth: { header: 'x-api-key', value: 'bazarr-key' },
    routes: {
      'GET /api/badges': { episodes: 37, movies: 4, providers: 1, status: 2, sonarr_signalr: 'LIVE', radarr_signalr: 'LIVE', announcements: 0 },
      'GET /api/system/status': {
        data: { bazarr_version: 'v1.5.1', sonarr_version: '4.0.11.2680', radarr_version: '5.14.0.9383', operating_system: 'Linux', python_version: '3.12.7' },
      },
    },
    values: { episodes: '37', movies: '4', providers: '1', issues: '2', version: '1.5.1' },
  },
  sabnzbd: {
    docs: 'https://sabnzbd.org/wiki/configuration/4.5/api (mode=queue)',
    config: { apiKey: 'sab-key' },
    wrongConfig: { apiKey: 'x' },
    auth: { query: 'apikey', value: 'sab-key' },
    refuse: () => Response.json({ status: false, error: 'API Key Incorrect' }),
    routes: {
      'GET /api': {
        queue: {
          version: '4.4.1',
          status: 'Downloading',
          paused: false,
          speedlimit: '100',
          kbpersec: '12800.00',
          speed: '12.5 M',
          mbleft: '2048.00',
          mb: '4096.00',
          sizeleft: '2.0 GB',
          timeleft: '1:02:03:04',
          noofslots: 2,
          noofslots_total: 2,
          slots: [
            {
              index: 0,
              nzo_id: 'SABnzbd_nzo_1',
              filename: 'Show.S02E03.1080p',
              status: 'Downloading',
              percentage: '40',
              mb: '2048.00',
              mbleft: '1228.80',
              timeleft: '0:01:38',
              cat: 'tv',
            },
            {
              index: 1,
              nzo_id: 'SABnzbd_nzo_2',
              filename: 'Film.2024.2160p',
              status: 'Queued',
              percentage: '0',
              mb: '2048.00',
              mbleft: '2048.00',
              timeleft: '0:00:00',
              cat: 'movies',
            },
          ],
        },
      },
    },
    values: { speed: '12.5 MB/s', left: '2.0 GB', timeLeft: '1 d 2 h', queued: '2', status: 'Downloading', version: '4.4.1' },
    list: ['Show.S02E03.1080p', 'Film.2024.2160p'],
  },
  nzbget: {
    docs: 'https://nzbget.com/documentation/api/ (status, listgroups, version)',
    config: { username: 'nzbget', password: 'tegbzn6789' },
    wrongConfig: { username: 'nzbget', password: 'x' },
    auth: { basic: ['nzbget', 'tegbzn6789'] },
    refuse: () => new Response('Access denied', { status: 401, headers: { 'www-authenticate': 'Basic realm="NZBGet"' } }),
    routes: {
      'POST /jsonrpc': rpc(
        {
          status: {
            DownloadRate: 5_242_880,
            RemainingSizeMB: 1536,
            DownloadedSizeMB: 10_240,
            DownloadPaused: false,
            ServerStandBy: false,
            ThreadCount: 9,
            FreeDiskSpaceMB: 400_000,
            UpTimeSec: 86_400,
          },
          listgroups: [
            { NZBID: 4, NZBName: 'Album.2024.FLAC', Status: 'DOWNLOADING', FileSizeMB: 1024, RemainingSizeMB: 512, DownloadedSizeMB: 512, Category: 'music' },
            { NZBID: 5, NZBName: 'Book.EPUB', Status: 'QUEUED', FileSizeMB: 512, RemainingSizeMB: 512, DownloadedSizeMB: 0, Category: 'books' },
          ],
          version: '24.5',
        },
        (result, id) => ({ version: '1.1', id, result }),
      ),
    },
    values: { speed: '5.0 MB/s', left: '1.5 GB', downloaded: '10.0 GB', queued: '2', state: 'Downloading', version: '24.5' },
    list: ['Album.2024.FLAC', 'Book.EPUB'],
  },
  transmission: {
    docs: 'https://github.com/transmission/transmission/blob/main/docs/rpc-spec.md (session-stats, torrent-get, 409 and X-Transmission-Session-Id)',
    path: 'transmission',
    config: { username: 'admin', password: 'tr-pass' },
    wrongConfig: { username: 'admin', password: 'x' },
    auth: { basic: ['admin', 'tr-pass'] },
    refuse: () => new Response('<h1>401: Unauthorized</h1>', { status: 401, headers: { 'www-authenticate': 'Basic realm="Transmission"' } }),
    routes: {
      'POST /transmission/rpc': (state: never, url: URL, call: FakeCall) =>
        call.headers.get('x-transmission-session-id') === TRANSMISSION_SESSION
          ? transmissionRpc(state, url, call)
          : new Response('<h1>409: Conflict</h1>', { status: 409, headers: { 'X-Transmission-Session-Id': TRANSMISSION_SESSION } }),
    },
    values: { download: '2.0 MB/s', upload: '64.0 KB/s', downloading: '1', seeding: '1', torrents: '3' },
    list: ['debian-13.0.0-amd64-netinst.iso'],
  },
  deluge: {
    docs: 'https://deluge.readthedocs.io/en/latest/reference/webapi.html (auth.login, web.update_ui, auth.delete_session)',
    config: { password: 'deluge' },
    wrongConfig: { password: 'x' },
    auth: null,
    routes: { 'POST /json': delugeRpc },
    values: { download: '1.0 MB/s', upload: '2.0 KB/s', downloading: '1', seeding: '1', torrents: '2' },
    list: ['ubuntu-26.04.iso'],
  },
  rutorrent: {
    docs: 'https://github.com/Novik/ruTorrent/blob/master/plugins/httprpc/action.php (mode=list)',
    config: { username: 'rtorrent', password: 'rt-pass' },
    wrongConfig: { username: 'rtorrent', password: 'x' },
    auth: { basic: ['rtorrent', 'rt-pass'] },
    refuse: () => new Response('Unauthorized', { status: 401 }),
    routes: {
      'POST /plugins/httprpc/action.php': (_state: never, _url: URL, call: FakeCall) =>
        call.body === 'mode=list'
          ? {
              t: {
                '7F3A': rtorrentRow('Big.Buck.Bunny.2008.1080p', 4_000_000, 1_000_000, 0, 3_000_000),
                '9C1D': rtorrentRow('Sintel.2010.720p', 2_000_000, 2_000_000, 500_000, 0),
              },
              cid: 1_234_567,
              full: 1,
            }
          : Response.json({ error: 'mode' }, { status: 400 }),
    },
    values: { download: '2.9 MB/s', upload: '488 KB/s', downloading: '1', seeding: '1', torrents: '2' },
    list: ['Big.Buck.Bunny.2008.1080p'],
  },
  flood: {
    docs: 'https://github.com/jesec/flood server/routes/api/auth.ts, torrents.ts (api/auth/authenticate, api/torrents)',
    config: { username: 'flood', password: 'fl-pass' },
    wrongConfig: { username: 'flood', password: 'x' },
    auth: {
      session: {
        login: 'POST /api/auth/authenticate',
        credentials: { username: 'flood', password: 'fl-pass' },
        issue: (sid) =>
          Response.json({ success: true, username: 'flood', level: 10 }, { headers: { 'set-cookie': `jwt=${sid}; Path=/; HttpOnly; SameSite=Strict` } }),
        refuse: () => Response.json({ message: 'Failed login.' }, { status: 401 }),
        header: 'cookie',
      },
    },
    routes: {
      'GET /api/torrents': {
        id: 17,
        torrents: {
          AB12: {
            hash: 'AB12',
            name: 'Tears.of.Steel.2012.4K',
            status: ['downloading', 'active'],
            percentComplete: 33.3,
            downRate: 4_194_304,
            upRate: 1024,
            eta: 7260,
            sizeBytes: 6e9,
            bytesDone: 2e9,
          },
          CD34: {
            hash: 'CD34',
            name: 'Cosmos.Laundromat.2015',
            status: ['seeding', 'complete'],
            percentComplete: 100,
            downRate: 0,
            upRate: 8192,
            eta: -1,
            sizeBytes: 1e9,
            bytesDone: 1e9,
          },
        },
      },
    },
    values: { download: '4.0 MB/s', upload: '9.0 KB/s', downloading: '1', seeding: '1', torrents: '2' },
    list: ['Tears.of.Steel.2012.4K'],
  },
  autobrr: {
    docs: 'https://autobrr.com/api (release/stats, filters, indexer, config)',
    config: { apiKey: 'brr-key' },
    wrongConfig: { apiKey: 'x' },
    auth: { header: 'x-api-token', value: 'brr-key' },
    refuse: () => new Response('Unauthorized', { status: 401 }),
    routes: {
      'GET /api/release/stats': {
        total_count: 15_420,
        filtered_count: 812,
        filter_rejected_count: 14_608,
        push_approved_count: 640,
        push_rejected_count: 160,
        push_error_count: 12,
      },
      'GET /api/filters': [
        { id: 1, name: 'TV 1080p', enabled: true, priority: 0, indexers: [] },
        { id: 2, name: 'Movies 2160p', enabled: true, priority: 0, indexers: [] },
        { id: 3, name: 'Old', enabled: false, priority: 0, indexers: [] },
      ],
      'GET /api/indexer': [
        { id: 1, name: 'TorrentLeech', identifier: 'torrentleech', enabled: true, implementation: 'irc' },
        { id: 2, name: 'IPTorrents', identifier: 'iptorrents', enabled: false, implementation: 'irc' },
      ],
      'GET /api/config': { host: '0.0.0.0', port: 7474, log_level: 'INFO', version: 'v1.52.0', commit: 'a1b2c3d', date: '2026-10-01' },
    },
    values: { approved: '640', rejected: '160', errors: '12', releases: '15,420', filters: '2', indexers: '1', version: '1.52.0' },
  },
}
