import type { FakeApp } from './fake-app'

export const JELLYFIN_KEY = 'jf-key'

/** Jellyfin and Emby answer Items/Counts and Sessions alike (Emby under /emby/). */
const mediaBrowser = (docs: string, prefix: string, config: Record<string, unknown>, auth: FakeApp['auth']): FakeApp => ({
  docs,
  config,
  wrongConfig: { apiKey: 'x' },
  auth,
  routes: {
    [`GET ${prefix}/Items/Counts`]: {
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
    [`GET ${prefix}/Sessions`]: [
      {
        Id: 's1',
        UserName: 'ann',
        Client: 'Jellyfin Web',
        NowPlayingItem: { Name: 'Pilot', SeriesName: 'Severance', Type: 'Episode', RunTimeTicks: 34_000_000_000 },
        TranscodingInfo: { VideoCodec: 'h264', IsVideoDirect: false, Bitrate: 8_000_000 },
      },
      { Id: 's2', UserName: 'bob', Client: 'Android TV' },
    ],
  },
  values: { movies: '321', series: '45', episodes: '1,234', songs: '5,000', albums: '400', books: '12', streams: '1', transcodes: '1' },
  list: ['Severance: Pilot'],
})

/** Overseerr and Jellyseerr: the same API v1. */
const seerr = (version: string): FakeApp => ({
  docs: 'https://api-docs.overseerr.dev/ (request/count, issue/count, status)',
  config: { apiKey: 'seerr-key' },
  wrongConfig: { apiKey: 'x' },
  auth: { header: 'x-api-key', value: 'seerr-key' },
  refuse: () => Response.json({ message: 'You do not have permission to access this endpoint.' }, { status: 403 }),
  routes: {
    'GET /api/v1/request/count': { total: 120, movie: 80, tv: 40, pending: 3, approved: 100, declined: 2, processing: 5, available: 90 },
    'GET /api/v1/issue/count': { total: 7, video: 2, audio: 1, subtitles: 3, others: 1, open: 4, closed: 3 },
    'GET /api/v1/status': { version, commitTag: `v${version}`, updateAvailable: false, commitsBehind: 0, restartRequired: false },
  },
  values: { pending: '3', processing: '5', approved: '100', available: '90', requests: '120', openIssues: '4', version, update: 'Up to date' },
})

const PLEX_TOTALS: Record<string, number> = { '1': 321, '2': 45, '9': 400 }

const subsonic = (fields: Record<string, unknown>) => ({ 'subsonic-response': { status: 'ok', version: '1.16.1', type: 'navidrome', ...fields } })

export const MEDIA_FAKES: Record<string, FakeApp> = {
  jellyfin: mediaBrowser(
    'https://api.jellyfin.org/ (Items/Counts, Sessions)',
    '',
    { apiKey: JELLYFIN_KEY },
    {
      header: 'authorization',
      value: `MediaBrowser Token="${JELLYFIN_KEY}"`,
    },
  ),
  emby: mediaBrowser(
    'https://dev.emby.media/doc/restapi/index.html (Items/Counts, Sessions)',
    '/emby',
    { apiKey: 'emby-key' },
    {
      header: 'x-emby-token',
      value: 'emby-key',
    },
  ),
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
  plex: {
    docs: 'https://developer.plex.tv/pms/ (/, library/sections, library/all, status/sessions; JSON with Accept: application/json)',
    config: { token: 'plex-token' },
    wrongConfig: { token: 'x' },
    auth: { header: 'x-plex-token', value: 'plex-token' },
    refuse: () => new Response('<html><head><title>Unauthorized</title></head><body><h1>401 Unauthorized</h1></body></html>', { status: 401 }),
    routes: {
      'GET /': { MediaContainer: { size: 25, friendlyName: 'den', version: '1.41.3.9314-a0bfb8370', platform: 'Linux', transcoderActiveVideoSessions: 1 } },
      'GET /library/sections': {
        MediaContainer: {
          size: 3,
          allowSync: false,
          title1: 'Plex Library',
          Directory: [
            { key: '1', type: 'movie', title: 'Movies', agent: 'tv.plex.agents.movie' },
            { key: '2', type: 'show', title: 'TV Shows', agent: 'tv.plex.agents.series' },
            { key: '3', type: 'artist', title: 'Music', agent: 'tv.plex.agents.music' },
          ],
        },
      },
      'GET /library/all': (_: unknown, url: URL) => ({
        MediaContainer: { size: 0, totalSize: PLEX_TOTALS[url.searchParams.get('type') ?? ''] ?? 0, offset: 0, allowSync: false },
      }),
      'GET /status/sessions': {
        MediaContainer: {
          size: 2,
          Metadata: [
            {
              type: 'episode',
              title: 'Pilot',
              grandparentTitle: 'Severance',
              viewOffset: 600_000,
              duration: 3_400_000,
              User: { id: '1', title: 'ann' },
              Player: { title: 'Living Room', state: 'playing' },
              TranscodeSession: { key: '/transcode/sessions/x', videoDecision: 'transcode', progress: 12.5 },
            },
            { type: 'movie', title: 'Heat', User: { id: '2', title: 'bob' }, Player: { title: 'iPad', state: 'paused' } },
          ],
        },
      },
    },
    values: { streams: '2', transcodes: '1', movies: '321', shows: '45', albums: '400', libraries: '3', version: '1.41.3.9314-a0bfb8370' },
    list: ['Severance: Pilot', 'Heat'],
  },
  tautulli: {
    docs: 'https://github.com/Tautulli/Tautulli/wiki/Tautulli-API-Reference#get_activity',
    config: { apiKey: 'tt-key' },
    wrongConfig: { apiKey: 'x' },
    auth: { query: 'apikey', value: 'tt-key' },
    refuse: () => Response.json({ response: { result: 'error', message: 'Invalid apikey', data: {} } }, { status: 401 }),
    routes: {
      'GET /api/v2': {
        response: {
          result: 'success',
          message: null,
          data: {
            stream_count: '2',
            stream_count_direct_play: 1,
            stream_count_direct_stream: 0,
            stream_count_transcode: 1,
            total_bandwidth: 24_000,
            lan_bandwidth: 8_000,
            wan_bandwidth: 16_000,
            sessions: [
              { full_title: 'Severance - Pilot', friendly_name: 'ann', state: 'playing', progress_percent: '18', transcode_decision: 'transcode' },
              { full_title: 'Heat', friendly_name: 'bob', state: 'paused', progress_percent: '64', transcode_decision: 'direct play' },
            ],
          },
        },
      },
    },
    values: { streams: '2', direct: '1', transcodes: '1', bandwidth: '2.9 MB/s', wan: '1.9 MB/s' },
    list: ['Severance - Pilot', 'Heat'],
  },
  overseerr: seerr('1.33.2'),
  jellyseerr: seerr('2.7.3'),
}
