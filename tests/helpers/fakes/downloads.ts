import type { FakeApp } from './fake-app'

/** A JSON-RPC service's one endpoint: the recorded result per method named in the body. */
const rpc = (results: Record<string, unknown>, wrap: (result: unknown, id: unknown) => unknown) => async (_state: unknown, _url: URL, req: Request) => {
  const sent = JSON.parse(await req.text()) as { method: string; id?: unknown }
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
const delugeRpc = async (_state: unknown, _url: URL, req: Request) => {
  const sent = JSON.parse(await req.text()) as { method: string; params: unknown[]; id: number }
  const session = /_session_id=([^;]+)/.exec(req.headers.get('cookie') ?? '')?.[1] ?? ''
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

/** aria2 checks the "token:<secret>" first in params and says "Unauthorized" (HTTP 400) otherwise. */
const aria2Results = rpc(
  {
    'aria2.getGlobalStat': { downloadSpeed: '3145728', uploadSpeed: '0', numActive: '1', numWaiting: '2', numStopped: '5', numStoppedTotal: '5' },
    'aria2.tellActive': [
      {
        gid: '2089b05ecca3d829',
        status: 'active',
        totalLength: '1000000000',
        completedLength: '750000000',
        downloadSpeed: '3145728',
        files: [{ index: '1', path: '/downloads/big-file.zip', length: '1000000000', selected: 'true' }],
      },
    ],
    'aria2.getVersion': { version: '1.37.0', enabledFeatures: ['BitTorrent', 'HTTPS', 'Metalink'] },
  },
  (result, id) => ({ jsonrpc: '2.0', id, result }),
)
const aria2Rpc = async (state: never, url: URL, req: Request) => {
  const sent = JSON.parse(await req.clone().text()) as { id: unknown; params: unknown[] }
  if (sent.params[0] !== 'token:aria-secret')
    return Response.json({ id: sent.id, jsonrpc: '2.0', error: { code: 1, message: 'Unauthorized' } }, { status: 400 })
  return aria2Results(state, url, req)
}

/** An slskd transfer: a user's files, grouped by directory. */
const slskdFile = (filename: string, state: string, percentComplete: number, averageSpeed: number) => ({
  id: crypto.randomUUID(),
  username: 'peer',
  direction: 'Download',
  filename,
  size: 40_000_000,
  startOffset: 0,
  state,
  requestedAt: '2026-11-28T05:00:00Z',
  bytesTransferred: 40_000_000 * (percentComplete / 100),
  averageSpeed,
  bytesRemaining: 40_000_000 * (1 - percentComplete / 100),
  percentComplete,
})

/** A SickBeard-API fork: the key in the path, the command in cmd=; another key is answered "denied". */
const sickbeard = (docs: string, base: string, show: string): FakeApp => {
  const episode = (ep_name: string, episode: number, airdate: string) => ({
    airdate,
    airs: 'Monday 9:00 PM',
    ep_name,
    ep_plot: '',
    episode,
    indexerid: 81189,
    network: 'AMC',
    paused: 0,
    quality: 'HD1080p',
    season: 5,
    show_name: show,
    show_status: 'Continuing',
    tvdbid: 81189,
    weekday: 1,
  })
  const commands: Record<string, unknown> = {
    'shows.stats': { ep_downloaded: 1_204, ep_snatched: 3, ep_total: 1_300, shows_active: 18, shows_total: 25 },
    future: {
      later: [],
      missed: [episode('Gone', 2, '2026-11-20')],
      soon: [episode('Ozymandias', 14, '2026-12-01')],
      today: [episode('Granite State', 15, '2026-11-28')],
    },
  }
  return {
    docs,
    config: { apiKey: 'sb-key' },
    wrongConfig: { apiKey: 'x' },
    auth: null,
    routes: {
      [`GET /${base}/sb-key`]: (_state: never, url: URL) => ({ data: commands[url.searchParams.get('cmd') ?? ''] ?? {}, message: '', result: 'success' }),
      [`GET /${base}/x`]: { data: {}, message: '', result: 'denied' },
    },
    values: { shows: '25', active: '18', downloaded: '1,204', snatched: '3', missed: '1', upcoming: '2' },
    list: [`${show} S05E15`, `${show} S05E14`],
  }
}

/** The cmd= APIs (Mylar3, LazyLibrarian): one path, the answer per command; another key is refused inside a 200. */
const byCommand = (commands: Record<string, unknown>) => (_state: never, url: URL) =>
  commands[url.searchParams.get('cmd') ?? ''] ?? new Response('Unknown command', { status: 400 })

/** A configured Jackett indexer as its Torznab t=indexers lists it. */
const jackettIndexer = (id: string, title: string, type: string) =>
  `<indexer id="${id}" configured="true"><title>${title}</title><description>${title} tracker</description><link>https://${id}.example/</link><language>en-US</language><type>${type}</type><caps><server title="Jackett" /><limits default="100" max="100" /><searching><search available="yes" supportedParams="q" /></searching><categories><category id="2000" name="Movies" /></categories></caps></indexer>`

/** NZBHydra2's stats calls: the key in the body, else the error its ExternalApiStats throws ("Wrong api key"). */
const hydra = (answer: unknown) => async (_state: never, url: URL, req: Request) =>
  (JSON.parse(await req.text()) as { apikey?: string }).apikey === 'hydra-key'
    ? answer
    : Response.json(
        { timestamp: '2026-11-28T05:00:00.000+00:00', status: 500, error: 'Internal Server Error', message: 'Wrong api key', path: url.pathname },
        { status: 500 },
      )

/** Synology's DownloadStation sessions, issued by SYNO.API.Auth login and checked as _sid. */
const synologySessions = new Set<string>()
const synologyTask = (id: string, title: string, status: string, size: number, done: number, down: number, up: number) => ({
  id,
  type: 'bt',
  username: 'admin',
  title,
  size,
  status,
  additional: { transfer: { size_downloaded: done, size_uploaded: 0, speed_download: down, speed_upload: up, downloaded_pieces: 0 } },
})

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
      'POST /transmission/rpc': (state: never, url: URL, req: Request) =>
        req.headers.get('x-transmission-session-id') === TRANSMISSION_SESSION
          ? transmissionRpc(state, url, req)
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
      'POST /plugins/httprpc/action.php': async (_state: never, _url: URL, req: Request) =>
        (await req.text()) === 'mode=list'
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
  aria2: {
    docs: 'https://aria2.github.io/manual/en/html/aria2c.html#rpc-interface (aria2.getGlobalStat, aria2.tellActive, aria2.getVersion)',
    config: { token: 'aria-secret' },
    wrongConfig: { token: 'x' },
    auth: null,
    routes: { 'POST /jsonrpc': aria2Rpc },
    values: { download: '3.0 MB/s', upload: '0 B/s', active: '1', waiting: '2', version: '1.37.0' },
    list: ['big-file.zip'],
  },
  pyload: {
    docs: 'https://github.com/pyload/pyload src/pyload/core/api/__init__.py (status_server, status_downloads)',
    config: { username: 'pyload', password: 'py-pass' },
    wrongConfig: { username: 'pyload', password: 'x' },
    auth: { basic: ['pyload', 'py-pass'] },
    refuse: () => Response.json({ error: 'Unauthorized' }, { status: 401 }),
    routes: {
      'GET /api/status_server': {
        pause: false,
        active: 1,
        queue: 3,
        total: 12,
        speed: 1_572_864,
        download: true,
        reconnect: false,
        captcha: false,
        proxy: false,
      },
      'GET /api/status_downloads': [
        {
          fid: 7,
          name: 'manual.pdf',
          speed: 1_572_864,
          eta: 95,
          format_eta: '00:01:35',
          bleft: 150_000_000,
          size: 300_000_000,
          format_size: '286.1 MiB',
          percent: 50,
          status: 12,
          statusmsg: 'downloading',
          format_wait: '00:00:00',
          wait_until: 0,
          package_id: 2,
          package_name: 'docs',
          plugin: 'HTTPDownloader',
        },
      ],
    },
    values: { speed: '1.5 MB/s', active: '1', queue: '3', total: '12', state: 'Running' },
    list: ['manual.pdf'],
  },
  slskd: {
    docs: 'https://github.com/slskd/slskd/blob/master/docs/api.md (application, transfers/downloads, transfers/uploads)',
    config: { apiKey: 'slskd-key' },
    wrongConfig: { apiKey: 'x' },
    auth: { header: 'x-api-key', value: 'slskd-key' },
    refuse: () => new Response(null, { status: 401 }),
    routes: {
      'GET /api/v0/application': {
        version: { full: '0.22.5+abc', current: '0.22.5', latest: '0.22.5', isUpdateAvailable: false, isCanary: false, isDevelopment: false },
        server: { address: 'server.slsknet.org:2242', state: 'Connected, LoggedIn', isConnected: true, isLoggedIn: true, isTransitioning: false },
        user: { username: 'me', privileges: { isPrivileged: false } },
        shares: { scanPending: false, scanning: false, faulted: false, directories: 420, files: 8_765 },
      },
      'GET /api/v0/transfers/downloads': [
        {
          username: 'peer',
          directories: [
            {
              directory: '@@music\\Artist\\Album',
              fileCount: 2,
              files: [
                slskdFile('@@music\\Artist\\Album\\01 - Song.flac', 'InProgress', 25, 524_288),
                slskdFile('@@music\\Artist\\Album\\02 - Song.flac', 'Queued, Remotely', 0, 0),
              ],
            },
          ],
        },
      ],
      'GET /api/v0/transfers/uploads': [
        {
          username: 'other',
          directories: [{ directory: '@@share\\x', fileCount: 1, files: [slskdFile('@@share\\x\\y.mp3', 'Completed, Succeeded', 100, 0)] }],
        },
      ],
    },
    values: { status: 'Logged in', downloads: '1', uploads: '0', speed: '512 KB/s', shared: '8,765', version: '0.22.5' },
    list: ['01 - Song.flac'],
  },
  kapowarr: {
    docs: 'https://casvt.github.io/Kapowarr/other_docs/api/ (volumes/stats, activity/queue)',
    config: { apiKey: 'kapo-key' },
    wrongConfig: { apiKey: 'x' },
    auth: { query: 'api_key', value: 'kapo-key' },
    refuse: () => Response.json({ error: 'ApiKeyInvalid', result: {} }, { status: 401 }),
    routes: {
      'GET /api/volumes/stats': {
        error: null,
        result: { volumes: 42, monitored: 40, unmonitored: 2, issues: 1_310, downloaded_issues: 1_024, files: 1_030, total_file_size: 64_424_509_440 },
      },
      'GET /api/activity/queue': {
        error: null,
        result: [
          {
            id: 3,
            volume_id: 4,
            issue_id: 88,
            web_link: 'https://getcomics.org/x',
            web_title: 'Saga #1',
            web_sub_title: null,
            download_link: 'https://x',
            pure_link: 'https://x',
            source_type: 'getcomics',
            source_name: 'GetComics',
            type: 'direct',
            file: '/tmp/saga.cbz',
            title: 'Saga #1',
            download_folder: '/tmp',
            size: 52_428_800,
            status: 'downloading',
            progress: 61.5,
            speed: 2_097_152,
          },
        ],
      },
    },
    values: { volumes: '42', monitored: '40', issues: '1,310', downloaded: '1,024', size: '60.0 GB', queued: '1' },
    list: ['Saga #1'],
  },
  tribler: {
    docs: 'https://github.com/Tribler/tribler src/tribler/core/libtorrent/restapi/downloads_endpoint.py (api/downloads)',
    config: { apiKey: 'tribler-key' },
    wrongConfig: { apiKey: 'x' },
    auth: { header: 'x-api-key', value: 'tribler-key' },
    refuse: () => Response.json({ error: { handled: true, message: 'Unauthorized access' } }, { status: 401 }),
    routes: {
      'GET /api/downloads': {
        downloads: [
          {
            name: 'Night.of.the.Living.Dead.1968',
            progress: 0.4,
            infohash: 'aa11',
            speed_down: 819_200,
            speed_up: 10_240,
            status: 'DOWNLOADING',
            status_code: 3,
            size: 1e9,
            eta: 732,
            num_peers: 4,
            num_seeds: 20,
            hops: 1,
            anon_download: true,
          },
          {
            name: 'The.General.1926',
            progress: 1,
            infohash: 'bb22',
            speed_down: 0,
            speed_up: 20_480,
            status: 'SEEDING',
            status_code: 4,
            size: 8e8,
            eta: 0,
            num_peers: 2,
            num_seeds: 0,
            hops: 1,
            anon_download: true,
          },
        ],
        checkpoints: { total: 2, loaded: 2, all_loaded: true },
      },
    },
    values: { download: '800 KB/s', upload: '30.0 KB/s', downloading: '1', seeding: '1', torrents: '2' },
    list: ['Night.of.the.Living.Dead.1968'],
  },
  sickchill: sickbeard('https://github.com/SickChill/sickchill sickchill/views/api/webapi.py (shows.stats, future)', 'api', 'Breaking Bad'),
  sickgear: sickbeard('https://github.com/SickGear/SickGear/wiki/API (shows.stats, future)', 'api', 'Better Call Saul'),
  medusa: sickbeard('https://github.com/pymedusa/Medusa/wiki/API (api/v1: shows.stats, future)', 'api/v1', 'The Expanse'),
  mylar3: {
    docs: 'https://github.com/mylar3/mylar3/wiki/API-Documentation, mylar/api.py (getIndex, getWanted)',
    config: { apiKey: 'mylar-key' },
    wrongConfig: { apiKey: 'x' },
    auth: { query: 'apikey', value: 'mylar-key' },
    refuse: () => Response.json({ success: false, error: { code: 460, message: 'Incorrect API key' } }),
    routes: {
      'GET /api': byCommand({
        getIndex: {
          success: true,
          data: [
            {
              id: '4050-1',
              name: 'Saga',
              imageURL: 'cache/1.jpg',
              status: 'Active',
              publisher: 'Image',
              year: '2012',
              latestIssue: '72',
              totalIssues: 72,
              detailsURL: 'https://comicvine.gamespot.com/x',
            },
            {
              id: '4050-2',
              name: 'Watchmen',
              imageURL: 'cache/2.jpg',
              status: 'Ended',
              publisher: 'DC',
              year: '1986',
              latestIssue: '12',
              totalIssues: 12,
              detailsURL: 'https://comicvine.gamespot.com/y',
            },
          ],
        },
        getWanted: {
          issues: [{ ComicName: 'Saga', Issue_Number: '73', IssueName: null, ReleaseDate: '2026-12-03', Status: 'Wanted', ComicID: '4050-1', IssueID: '99' }],
        },
      }),
    },
    values: { series: '2', active: '1', issues: '84', wanted: '1' },
  },
  lazylibrarian: {
    docs: 'https://lazylibrarian.gitlab.io/lazylibrarian.gitlab.io/api/, lazylibrarian/api.py (getIndex, getWanted, getSnatched, getVersion)',
    config: { apiKey: 'll-key' },
    wrongConfig: { apiKey: 'x' },
    auth: { query: 'apikey', value: 'll-key' },
    refuse: () => new Response('Incorrect API key'),
    routes: {
      'GET /api': byCommand({
        getIndex: [
          { AuthorID: 'OL1', AuthorName: 'Terry Pratchett', Status: 'Active', HaveBooks: 40, TotalBooks: 41 },
          { AuthorID: 'OL2', AuthorName: 'Ursula K. Le Guin', Status: 'Active', HaveBooks: 12, TotalBooks: 20 },
          { AuthorID: 'OL3', AuthorName: 'Iain M. Banks', Status: 'Paused', HaveBooks: 9, TotalBooks: 10 },
        ],
        getWanted: [{ BookID: 'B1', BookName: 'The Dispossessed', Status: 'Wanted' }],
        getSnatched: [
          { BookID: 'B2', BookName: 'Night Watch', Status: 'Snatched' },
          { BookID: 'B3', BookName: 'Excession', Status: 'Snatched' },
        ],
        getVersion: { install_type: 'git', current_version: 'a1b2c3d4e5', latest_version: 'a1b2c3d4e5', commits_behind: 0 },
      }),
    },
    values: { authors: '3', wanted: '1', snatched: '2', version: 'a1b2c3d4e5' },
  },
  jackett: {
    docs: 'https://github.com/Jackett/Jackett src/Jackett.Server/Controllers/ResultsController.cs (torznab t=indexers, RequiresApiKey)',
    config: { apiKey: 'jackett-key' },
    wrongConfig: { apiKey: 'x' },
    auth: { query: 'apikey', value: 'jackett-key' },
    refuse: () =>
      new Response('<?xml version="1.0" encoding="UTF-8"?>\n<error code="100" description="Invalid API Key" />', {
        status: 401,
        headers: { 'content-type': 'application/xml' },
      }),
    routes: {
      'GET /api/v2.0/indexers/all/results/torznab/api': () =>
        new Response(
          `<?xml version="1.0" encoding="UTF-8"?>\n<indexers>${jackettIndexer('1337x', '1337x', 'public')}${jackettIndexer('yts', 'YTS', 'public')}${jackettIndexer('torrentleech', 'TorrentLeech', 'private')}</indexers>`,
          { headers: { 'content-type': 'application/xml' } },
        ),
    },
    values: { indexers: '3', public: '2', semiPrivate: '0', private: '1' },
  },
  nzbhydra2: {
    docs: 'https://github.com/theotherp/nzbhydra2 core/src/main/java/org/nzbhydra/api/stats/ExternalApiStats.java (api/stats/indexers)',
    config: { apiKey: 'hydra-key' },
    wrongConfig: { apiKey: 'x' },
    auth: null,
    routes: {
      'POST /api/history/searches': hydra({
        content: [{ id: 1, query: 'ubuntu', searchType: 'SEARCH', source: 'INTERNAL', time: '2026-11-28T04:00:00Z' }],
        totalElements: 4_210,
        totalPages: 4_210,
        size: 1,
        number: 0,
      }),
      'POST /api/history/downloads': hydra({
        content: [{ id: 9, nzbAccessType: 'REDIRECT', status: 'NZB_ADDED', time: '2026-11-28T04:01:00Z' }],
        totalElements: 812,
        totalPages: 812,
        size: 1,
        number: 0,
      }),
      'POST /api/stats/indexers': hydra([
        {
          indexer: 'NZBgeek',
          state: 'ENABLED',
          level: 0,
          disabledUntil: null,
          lastError: null,
          apiHits: 120,
          apiHitLimit: 2500,
          downloadHits: 12,
          downloadHitLimit: 100,
          vipExpirationDate: '2027-01-01',
        },
        {
          indexer: 'DrunkenSlug',
          state: 'DISABLED_SYSTEM_TEMPORARY',
          level: 2,
          disabledUntil: '2026-11-28T07:00:00Z',
          lastError: 'Connection refused',
          apiHits: 30,
          apiHitLimit: null,
          downloadHits: 0,
          downloadHitLimit: null,
          vipExpirationDate: null,
        },
        {
          indexer: 'Old',
          state: 'DISABLED_USER',
          level: 0,
          disabledUntil: null,
          lastError: null,
          apiHits: null,
          apiHitLimit: null,
          downloadHits: null,
          downloadHitLimit: null,
          vipExpirationDate: null,
        },
      ]),
    },
    values: { searches: '4,210', downloads: '812', indexers: '3', enabled: '1', disabled: '1', apiHits: '150' },
  },
  'synology-download-station': {
    docs: 'https://global.download.synology.com/download/Document/Software/DeveloperGuide/Package/DownloadStation/All/enu/Synology_Download_Station_Web_API.pdf (SYNO.API.Auth, SYNO.DownloadStation.Task list)',
    path: 'download-station',
    config: { username: 'admin', password: 'syno-pass' },
    wrongConfig: { username: 'admin', password: 'x' },
    auth: null,
    routes: {
      'POST /webapi/auth.cgi': async (_state: never, _url: URL, req: Request) => {
        const form = new URLSearchParams(await req.text())
        if (form.get('method') !== 'login' || form.get('account') !== 'admin' || form.get('passwd') !== 'syno-pass')
          return { error: { code: 400 }, success: false }
        const sid = crypto.randomUUID()
        synologySessions.add(sid)
        return { data: { did: 'device-1', sid }, success: true }
      },
      'GET /webapi/auth.cgi': (_state: never, url: URL) => ({ success: synologySessions.delete(url.searchParams.get('_sid') ?? '') }),
      'GET /webapi/DownloadStation/task.cgi': (_state: never, url: URL) =>
        synologySessions.has(url.searchParams.get('_sid') ?? '')
          ? {
              data: {
                offset: 0,
                total: 3,
                tasks: [
                  synologyTask('dbid_1', 'openSUSE-Tumbleweed.iso', 'downloading', 4_000_000_000, 1_000_000_000, 6_291_456, 0),
                  synologyTask('dbid_2', 'Blender-4.3.tar.xz', 'seeding', 300_000_000, 300_000_000, 0, 131_072),
                  synologyTask('dbid_3', 'Pending.zip', 'waiting', 100, 0, 0, 0),
                ],
              },
              success: true,
            }
          : { error: { code: 119 }, success: false },
    },
    values: { download: '6.0 MB/s', upload: '128 KB/s', downloading: '1', seeding: '1', tasks: '3' },
    list: ['openSUSE-Tumbleweed.iso'],
  },
}
