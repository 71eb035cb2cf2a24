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

/** Kodi's JSON-RPC answers by method, one call or a batch (an idle player's item is an error, as Kodi answers). */
type KodiCall = { id: number; method: string; params: { playerid?: number } }
const KODI_RESULTS: Record<string, (params: KodiCall['params']) => Record<string, unknown>> = {
  'Application.GetProperties': () => ({ result: { version: { major: 21, minor: 2, revision: '20250302-9ee6fa1', tag: 'stable' } } }),
  'VideoLibrary.GetMovies': () => ({ result: { limits: { start: 0, end: 1, total: 842 }, movies: [{ movieid: 1, label: 'Alien' }] } }),
  'VideoLibrary.GetTVShows': () => ({ result: { limits: { start: 0, end: 1, total: 96 }, tvshows: [{ tvshowid: 1, label: 'Andor' }] } }),
  'AudioLibrary.GetAlbums': () => ({ result: { limits: { start: 0, end: 1, total: 1_310 }, albums: [{ albumid: 1, label: 'Blue' }] } }),
  'Player.GetItem': ({ playerid }) =>
    playerid === 1
      ? { result: { item: { id: 7, label: 'Pilot', showtitle: 'Severance', type: 'episode', artist: [] } } }
      : { error: { code: -32100, message: 'Failed to execute method.' } },
}
const kodiRpc = (_: unknown, url: URL) => {
  const request = JSON.parse(url.searchParams.get('request') ?? 'null') as KodiCall | KodiCall[]
  const answer = (call: KodiCall) => ({ id: call.id, jsonrpc: '2.0', ...KODI_RESULTS[call.method]!(call.params) })
  return Array.isArray(request) ? request.map(answer) : answer(request)
}

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
  audiobookshelf: {
    docs: 'https://api.audiobookshelf.org/#get-all-libraries (libraries, libraries/:id/stats)',
    config: { token: 'abs-token' },
    wrongConfig: { token: 'x' },
    auth: { header: 'authorization', value: 'Bearer abs-token' },
    refuse: () => new Response('Unauthorized', { status: 401 }),
    routes: {
      'GET /api/libraries': {
        libraries: [
          { id: 'lib_books', name: 'Audiobooks', folders: [], displayOrder: 1, icon: 'audiobookshelf', mediaType: 'book', provider: 'audible' },
          { id: 'lib_more', name: 'Radio plays', folders: [], displayOrder: 2, icon: 'radio', mediaType: 'book', provider: 'google' },
          { id: 'lib_pods', name: 'Podcasts', folders: [], displayOrder: 3, icon: 'podcast', mediaType: 'podcast', provider: 'itunes' },
        ],
      },
      'GET /api/libraries/lib_books/stats': {
        totalItems: 120,
        totalAuthors: 60,
        totalGenres: 12,
        totalDuration: 3_600_000,
        numAudioTracks: 900,
        totalSize: 2_000_000_000,
      },
      'GET /api/libraries/lib_more/stats': {
        totalItems: 5,
        totalAuthors: 3,
        totalGenres: 1,
        totalDuration: 36_000,
        numAudioTracks: 20,
        totalSize: 147_483_648,
      },
      'GET /api/libraries/lib_pods/stats': {
        totalItems: 8,
        totalAuthors: 8,
        totalGenres: 4,
        totalDuration: 720_000,
        numAudioTracks: 400,
        totalSize: 1_073_741_824,
      },
    },
    values: { books: '125', bookHours: '42 d 2 h', podcasts: '8', podcastHours: '8 d 8 h', size: '3.0 GB', libraries: '3' },
  },
  immich: {
    docs: 'https://immich.app/docs/api/get-server-statistics (server/statistics, server/version)',
    config: { apiKey: 'immich-key' },
    wrongConfig: { apiKey: 'x' },
    auth: { header: 'x-api-key', value: 'immich-key' },
    refuse: () => Response.json({ message: 'Invalid API key', error: 'Unauthorized', statusCode: 401, correlationId: 'abc' }, { status: 401 }),
    routes: {
      'GET /api/server/statistics': {
        photos: 48_210,
        videos: 1_904,
        usage: 412_316_860_416,
        usagePhotos: 300_000_000_000,
        usageVideos: 112_316_860_416,
        usageByUser: [
          { userId: 'u1', userName: 'Ann', photos: 40_000, videos: 1_500, usage: 300_000_000_000, quotaSizeInBytes: null },
          { userId: 'u2', userName: 'Bob', photos: 8_210, videos: 404, usage: 112_316_860_416, quotaSizeInBytes: null },
        ],
      },
      'GET /api/server/version': { major: 2, minor: 2, patch: 3 },
    },
    values: { photos: '48,210', videos: '1,904', usage: '384 GB', users: '2', version: '2.2.3' },
  },
  photoprism: {
    docs: 'https://docs.photoprism.app/developer-guide/api/ (GET /api/v1/config: count)',
    config: { token: 'pp-app-password' },
    wrongConfig: { token: 'x' },
    auth: { header: 'authorization', value: 'Bearer pp-app-password' },
    routes: {
      'GET /api/v1/config': {
        mode: 'user',
        name: 'PhotoPrism',
        edition: 'ce',
        version: '250707-d28b3101e',
        count: {
          all: 22_040,
          photos: 21_000,
          live: 40,
          videos: 1_000,
          cameras: 12,
          lenses: 9,
          countries: 14,
          hidden: 3,
          archived: 10,
          favorites: 512,
          review: 17,
          stories: 0,
          private: 4,
          albums: 86,
          private_albums: 1,
          moments: 30,
          months: 120,
          folders: 300,
          files: 44_000,
          people: 42,
          places: 640,
          states: 20,
          labels: 200,
        },
      },
    },
    values: { photos: '21,000', videos: '1,000', albums: '86', people: '42', places: '640', favorites: '512', review: '17', version: '250707-d28b3101e' },
  },
  kavita: {
    docs: 'https://www.kavitareader.com/docs/api (Account/login with an API key, Stats/server/stats)',
    config: { apiKey: 'kavita-key' },
    wrongConfig: { apiKey: 'x' },
    auth: {
      session: {
        login: 'POST /api/Account/login',
        credentials: { apiKey: 'kavita-key' },
        issue: (token) =>
          Response.json({ username: 'admin', email: null, token, refreshToken: 'r', apiKey: 'kavita-key', preferences: {}, ageRestriction: {} }),
        refuse: () => new Response('Your credentials are not correct', { status: 401 }),
        header: 'authorization',
      },
    },
    routes: {
      'GET /api/Stats/server/stats': {
        chapterCount: 9_870,
        volumeCount: 1_432,
        seriesCount: 215,
        totalFiles: 9_900,
        totalSize: 161_061_273_600,
        totalGenres: 40,
        totalTags: 80,
        totalPeople: 300,
        mostActiveUsers: [],
      },
    },
    values: { series: '215', volumes: '1,432', chapters: '9,870', files: '9,900', size: '150 GB' },
  },
  komga: {
    docs: 'https://komga.org/docs/openapi/komga-api/ (POST series/list, books/list; GET libraries)',
    config: { apiKey: 'komga-key' },
    wrongConfig: { apiKey: 'x' },
    auth: { header: 'x-api-key', value: 'komga-key' },
    routes: {
      'GET /api/v1/libraries': [
        { id: '0A1', name: 'Comics', root: '/comics', unavailable: false },
        { id: '0A2', name: 'Manga', root: '/manga', unavailable: false },
      ],
      'POST /api/v1/series/list': { content: [{ id: 's1', name: 'Saga' }], totalElements: 312, totalPages: 312, size: 1, number: 0, empty: false },
      'POST /api/v1/books/list': { content: [{ id: 'b1', name: 'Saga 001' }], totalElements: 5_230, totalPages: 5_230, size: 1, number: 0, empty: false },
    },
    values: { libraries: '2', series: '312', books: '5,230' },
  },
  'calibre-web': {
    docs: 'https://github.com/janeczku/calibre-web/blob/master/cps/opds.py (opds/stats)',
    config: { username: 'reader', password: 'cw-pass' },
    wrongConfig: { username: 'reader', password: 'x' },
    auth: { basic: ['reader', 'cw-pass'] },
    refuse: () => new Response('Unauthorized', { status: 401, headers: { 'www-authenticate': 'Basic realm="Login Required"' } }),
    routes: { 'GET /opds/stats': { books: 1_520, authors: 610, categories: 48, series: 95 } },
    values: { books: '1,520', authors: '610', categories: '48', series: '95' },
  },
  jellystat: {
    docs: 'https://github.com/CyferShepard/Jellystat/blob/main/backend/routes/stats.js (getViewsByLibraryType)',
    config: { apiKey: 'js-key', days: 7 },
    wrongConfig: { apiKey: 'x' },
    auth: { header: 'x-api-token', value: 'js-key' },
    refuse: () => Response.json({ message: 'Invalid API Key' }, { status: 403 }),
    routes: {
      // Fewer plays over 7 days than over Jellystat's default 30.
      'GET /stats/getViewsByLibraryType': (_: unknown, url: URL) =>
        url.searchParams.get('days') === '7' ? { Audio: '57', Movie: 12, Series: '33', Other: 0 } : { Audio: '240', Movie: 50, Series: '130', Other: 2 },
    },
    values: { movies: '12', episodes: '33', songs: '57', other: '0' },
  },
  ombi: {
    docs: 'https://docs.ombi.app/info/api-information/ (swagger: GET /api/v1/Request/count)',
    config: { apiKey: 'ombi-key' },
    wrongConfig: { apiKey: 'x' },
    auth: { header: 'apikey', value: 'ombi-key' },
    refuse: () => new Response(null, { status: 401 }),
    routes: { 'GET /api/v1/Request/count': { pending: 4, approved: 61, available: 55 } },
    values: { pending: '4', approved: '61', available: '55' },
  },
  tdarr: {
    docs: 'https://docs.tdarr.io/docs/api (cruddb StatisticsJSONDB/statistics, get-nodes)',
    config: { apiKey: 'tdarr-key' },
    wrongConfig: { apiKey: 'x' },
    auth: { header: 'x-api-key', value: 'tdarr-key' },
    routes: {
      'POST /api/v2/cruddb': {
        _id: 'statistics',
        totalFileCount: 8_412,
        totalTranscodeCount: 2_030,
        totalHealthCheckCount: 8_100,
        sizeDiff: 1_250.5,
        table0Count: 0,
        table1Count: 12,
        table2Count: 2_000,
        table3Count: 30,
        table4Count: '3',
        table5Count: 8_000,
        table6Count: 5,
        pies: [],
      },
      'GET /api/v2/get-nodes': {
        Node1: {
          _id: 'Node1',
          nodeName: 'ruthless-rat',
          nodePaused: false,
          workers: {
            w1: { _id: 'w1', file: '/media/movies/Heat (1995)/Heat.mkv', percentage: 42.5, ETA: '0:12:10', workerType: 'transcodegpu', fps: 240 },
          },
        },
      },
    },
    values: { queued: '15', processed: '10,000', errored: '35', saved: '1.2 TB', files: '8,412', workers: '1' },
    list: ['Heat.mkv'],
  },
  unmanic: {
    docs: 'https://docs.unmanic.app/docs/api/ (workers/status, pending/tasks, history/tasks)',
    config: {},
    auth: null,
    routes: {
      'GET /unmanic/api/v2/workers/status': {
        workers_status: [
          {
            id: 'W0',
            name: 'Worker-W0',
            idle: false,
            paused: false,
            start_time: '1764300000.5',
            current_file: 'Pilot.mkv',
            current_task: 42,
            worker_log_tail: [],
            runners_info: {},
            subprocess: { pid: 321, percent: '64', elapsed: '120' },
          },
          {
            id: 'W1',
            name: 'Worker-W1',
            idle: true,
            paused: false,
            start_time: null,
            current_file: '',
            current_task: null,
            worker_log_tail: [],
            runners_info: {},
          },
        ],
      },
      'POST /unmanic/api/v2/pending/tasks': {
        recordsTotal: 57,
        recordsFiltered: 57,
        results: [{ id: 1, abspath: '/library/a.mkv', priority: 1, type: 'local', status: 'pending' }],
      },
      'POST /unmanic/api/v2/history/tasks': { recordsTotal: 1_204, recordsFiltered: 1_204, successCount: 1_190, failedCount: 14, results: [] },
    },
    values: { active: '1', workers: '2', pending: '57', completed: '1,204' },
    list: ['Pilot.mkv'],
  },
  fileflows: {
    docs: 'https://fileflows.com/docs/webconsole/api (GET /api/status)',
    config: {},
    auth: null,
    routes: {
      'GET /api/status': {
        queue: 18,
        processing: 1,
        processed: 2_310,
        time: '1:24:10',
        processingFiles: [
          { name: '/media/tv/Severance/S01E01.mkv', relativePath: 'Severance/S01E01.mkv', library: 'TV', step: 'FFmpeg Builder: Executor', stepPercent: 37.5 },
        ],
      },
    },
    values: { queue: '18', processing: '1', processed: '2,310', time: '1:24:10' },
    list: ['S01E01.mkv'],
  },
  stash: {
    docs: 'https://github.com/stashapp/stash/blob/develop/graphql/schema/types/stats.graphql (stats query)',
    config: { apiKey: 'stash-key' },
    wrongConfig: { apiKey: 'x' },
    auth: { header: 'apikey', value: 'stash-key' },
    refuse: () => new Response('Unauthorized', { status: 401 }),
    routes: {
      'POST /graphql': {
        data: {
          stats: {
            scene_count: 1_240,
            scenes_size: 2_199_023_255_552,
            scenes_duration: 1_296_000,
            image_count: 30_500,
            images_size: 10_000_000_000,
            gallery_count: 210,
            performer_count: 380,
            studio_count: 64,
            group_count: 10,
            tag_count: 512,
            total_o_count: 0,
            total_play_duration: 3_600,
            total_play_count: 815,
            scenes_played: 300,
          },
        },
      },
    },
    values: {
      scenes: '1,240',
      size: '2.0 TB',
      duration: '15 d',
      images: '30,500',
      galleries: '210',
      performers: '380',
      studios: '64',
      tags: '512',
      plays: '815',
    },
  },
  'channels-dvr': {
    docs: 'https://getchannels.com/docs/server-api/introduction/ (GET /dvr)',
    config: {},
    auth: null,
    routes: {
      'GET /dvr': {
        enabled: true,
        path: '/shares/DVR',
        keep_on_disk: 0,
        disk: { free: 1_649_267_441_664, total: 4_000_000_000_000, used: 2_350_732_558_336 },
        stats: { channels: 120, groups: 85, files: 1_402, jobs: 12, rules: 30 },
        padding: { start: 0, end: 120 },
      },
    },
    values: { shows: '85', recordings: '1,402', scheduled: '12', passes: '30', free: '1.5 TB' },
  },
  hdhomerun: {
    docs: 'https://info.hdhomerun.com/info/http_api (discover.json, lineup.json, status.json)',
    config: {},
    auth: null,
    routes: {
      'GET /discover.json': {
        FriendlyName: 'HDHomeRun FLEX 4K',
        ModelNumber: 'HDFX-4K',
        FirmwareName: 'hdhomerun_dvr_atsc3',
        FirmwareVersion: '20250623',
        DeviceID: '10A1B2C3',
        TunerCount: 4,
        BaseURL: 'http://192.168.1.20',
        LineupURL: 'http://192.168.1.20/lineup.json',
      },
      'GET /lineup.json': [
        { GuideNumber: '2.1', GuideName: 'WCBS-HD', URL: 'http://192.168.1.20:5004/auto/v2.1', HD: 1 },
        { GuideNumber: '4.1', GuideName: 'WNBC-HD', URL: 'http://192.168.1.20:5004/auto/v4.1', HD: 1 },
        { GuideNumber: '7.1', GuideName: 'WABC-HD', URL: 'http://192.168.1.20:5004/auto/v7.1', HD: 1 },
      ],
      'GET /status.json': [
        { Resource: 'tuner0', VctNumber: '4.1', VctName: 'WNBC-HD', Frequency: 521000000, SignalStrengthPercent: 92, TargetIP: '192.168.1.31' },
        { Resource: 'tuner1' },
        { Resource: 'tuner2' },
        { Resource: 'tuner3' },
      ],
    },
    values: { inUse: '1', tuners: '4', channels: '3', model: 'HDFX-4K', firmware: '20250623' },
    list: ['4.1 WNBC-HD'],
  },
  'tube-archivist': {
    docs: 'https://docs.tubearchivist.com/api/stats/ (stats/video, channel, playlist, download)',
    config: { apiKey: 'ta-token' },
    wrongConfig: { apiKey: 'x' },
    auth: { header: 'authorization', value: 'Token ta-token' },
    refuse: () => Response.json({ detail: 'Invalid token.' }, { status: 401 }),
    routes: {
      'GET /api/stats/video': { doc_count: 3_120, media_size: 1_099_511_627_776, duration: 950_400, duration_str: '11d 0h', type_videos: { doc_count: 3_000 } },
      'GET /api/stats/channel': { doc_count: 48, active_true: 45, active_false: 3, subscribed_true: 40 },
      'GET /api/stats/playlist': { doc_count: 22, active_true: 20, subscribed_true: 5 },
      'GET /api/stats/download': { pending: 14, pending_videos: 12, pending_shorts: 2, pending_streams: 0 },
    },
    values: { videos: '3,120', channels: '48', playlists: '22', pending: '14', size: '1.0 TB', duration: '11 d' },
  },
  owncast: {
    docs: 'https://owncast.online/api/latest/#tag/Internal/operation/GetStatus (api/status)',
    config: {},
    auth: null,
    routes: {
      'GET /api/status': {
        serverTime: '2026-11-28T05:40:00Z',
        lastConnectTime: '2026-11-28T04:10:00Z',
        lastDisconnectTime: null,
        versionNumber: '0.2.3',
        streamTitle: 'Saturday build stream',
        viewerCount: 17,
        overallMaxViewerCount: 230,
        sessionMaxViewerCount: 25,
        online: true,
      },
    },
    values: { live: 'Live', viewers: '17', sessionPeak: '25', overallPeak: '230', title: 'Saturday build stream', version: '0.2.3' },
  },
  peertube: {
    docs: 'https://docs.joinpeertube.org/api-rest-reference.html#tag/Stats (server/stats, config)',
    config: {},
    auth: null,
    routes: {
      'GET /api/v1/server/stats': {
        totalUsers: 31,
        totalDailyActiveUsers: 4,
        totalWeeklyActiveUsers: 9,
        totalMonthlyActiveUsers: 15,
        totalLocalVideos: 412,
        totalLocalVideoViews: 98_211,
        totalLocalVideoComments: 640,
        totalLocalVideoFilesSize: 536_870_912_000,
        totalVideos: 12_500,
        totalVideoComments: 9_000,
        totalLocalVideoChannels: 40,
        totalLocalPlaylists: 22,
        totalInstanceFollowers: 120,
        totalInstanceFollowing: 75,
        videosRedundancy: [],
      },
      'GET /api/v1/config': { instance: { name: 'tube.home' }, serverVersion: '7.3.0', serverCommit: 'abc123' },
    },
    values: { videos: '412', views: '98,211', storage: '500 GB', users: '31', followers: '120', allVideos: '12,500', version: '7.3.0' },
  },
  funkwhale: {
    docs: 'https://docs.funkwhale.audio/specs/nodeinfo21/index.html (api/v2/instance/nodeinfo/2.1)',
    config: {},
    auth: null,
    routes: {
      'GET /api/v2/instance/nodeinfo/2.1': {
        version: '2.1',
        software: { name: 'Funkwhale', version: '1.4.1', repository: 'https://dev.funkwhale.audio/funkwhale/funkwhale', homepage: 'https://funkwhale.audio' },
        protocols: ['activitypub'],
        services: { inbound: ['atom1.0'], outbound: ['atom1.0'] },
        openRegistrations: false,
        usage: {
          users: { total: 12, activeHalfYear: 8, activeMonth: 5 },
          localPosts: 0,
          localComments: 0,
          listenings: 48_120,
          downloads: 300,
          favorites: { tracks: 410 },
        },
        metadata: {
          nodeName: 'music.home',
          private: true,
          content: { local: { artists: 1_204, releases: 3_311, recordings: 41_870, hoursOfContent: 2_810 }, topMusicCategories: [], topPodcastCategories: [] },
          features: ['channels', 'podcasts'],
        },
      },
    },
    values: { artists: '1,204', albums: '3,311', tracks: '41,870', hours: '117 d 2 h', listens: '48,120', users: '12', version: '1.4.1' },
  },
  wizarr: {
    docs: 'https://docs.wizarr.dev/using-wizarr/api (GET /api/status with X-API-Key)',
    config: { apiKey: 'wz-key' },
    wrongConfig: { apiKey: 'x' },
    auth: { header: 'x-api-key', value: 'wz-key' },
    refuse: () => Response.json({ error: 'Unauthorized' }, { status: 401 }),
    routes: { 'GET /api/status': { users: 38, invites: 12, pending: 3, expired: 5 } },
    values: { users: '38', invites: '12', pending: '3', expired: '5' },
  },
  xteve: {
    docs: 'https://github.com/xteve-project/xTeVe-Documentation/blob/master/en/configuration.md#api (cmd status)',
    config: {},
    auth: null,
    routes: {
      'POST /api': {
        'api.status': true,
        'epg.source': 'XEPG',
        'error.log': '',
        status: true,
        'stream.buffer': 'ffmpeg',
        'streams.active': 2,
        'streams.all': 312,
        'streams.xepg': 180,
        'tuners.available': 4,
        'url.dvr': '192.168.1.5:34400',
        'url.m3u': 'http://192.168.1.5:34400/m3u/xteve.m3u',
        'url.xepg': 'http://192.168.1.5:34400/xmltv/xteve.xml',
        'version.api': '1.1.0',
        'version.xteve': '2.2.0.200',
      },
    },
    values: { active: '2', channels: '312', mapped: '180', version: '2.2.0.200' },
  },
  lyrion: {
    docs: 'https://lyrion.org/reference/cli/database/#serverstatus (JSON-RPC slim.request)',
    config: {},
    auth: null,
    routes: {
      'POST /jsonrpc.js': {
        id: 1,
        method: 'slim.request',
        params: ['', ['serverstatus', 0, 50]],
        result: {
          lastscan: '1764288000',
          version: '9.0.2',
          uuid: 'b1c2',
          mac: '02:42:ac:11:00:02',
          'info total albums': 2_140,
          'info total artists': 890,
          'info total genres': 60,
          'info total songs': 27_480,
          'info total duration': 6_500_000,
          'player count': 3,
          'sn player count': 0,
          'other player count': 0,
          players_loop: [
            { playerid: 'aa:bb', name: 'Kitchen', modelname: 'Squeezebox Radio', isplaying: 1, connected: 1, power: 1 },
            { playerid: 'cc:dd', name: 'Office', modelname: 'piCorePlayer', isplaying: 0, connected: 1, power: 0 },
            { playerid: 'ee:ff', name: 'Garden', modelname: 'Squeezelite', isplaying: 0, connected: 0, power: 0 },
          ],
        },
      },
    },
    values: { songs: '27,480', albums: '2,140', artists: '890', players: '3', playing: '1', version: '9.0.2' },
    list: ['Kitchen'],
  },
  suwayomi: {
    docs: 'https://github.com/Suwayomi/Suwayomi-Server/wiki/GraphQL-API (mangas, chapters, downloadStatus)',
    config: { username: 'reader', password: 'sw-pass' },
    wrongConfig: { username: 'reader', password: 'x' },
    auth: { basic: ['reader', 'sw-pass'] },
    refuse: () => new Response('Unauthorized', { status: 401, headers: { 'www-authenticate': 'Basic realm="Tachidesk"' } }),
    routes: {
      'POST /api/graphql': {
        data: {
          mangas: { totalCount: 143 },
          unread: { totalCount: 2_207 },
          downloaded: { totalCount: 5_940 },
          downloadStatus: {
            state: 'STARTED',
            queue: [
              { progress: 0.4, state: 'DOWNLOADING', manga: { title: 'Frieren' }, chapter: { name: 'Chapter 140' } },
              { progress: 0, state: 'QUEUED', manga: { title: 'Frieren' }, chapter: { name: 'Chapter 141' } },
            ],
          },
        },
      },
    },
    values: { manga: '143', unread: '2,207', downloaded: '5,940', queue: '2' },
    list: ['Frieren: Chapter 140', 'Frieren: Chapter 141'],
  },
  kodi: {
    docs: 'https://kodi.wiki/view/JSON-RPC_API/v13 (Application.GetProperties, *.Get* limits, Player.GetItem; GET jsonrpc?request=)',
    config: { username: 'kodi', password: 'kodi-pass' },
    wrongConfig: { username: 'kodi', password: 'x' },
    auth: { basic: ['kodi', 'kodi-pass'] },
    refuse: () => new Response('401 Unauthorized', { status: 401 }),
    routes: { 'GET /jsonrpc': kodiRpc },
    values: { movies: '842', shows: '96', albums: '1,310', playing: '1', version: '21.2' },
    list: ['Severance: Pilot'],
  },
}
