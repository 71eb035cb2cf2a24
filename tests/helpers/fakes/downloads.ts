import type { FakeApp } from './fake-app'

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
}
