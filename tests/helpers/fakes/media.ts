import type { FakeApp } from './fake-app'

export const JELLYFIN_KEY = 'jf-key'

const subsonic = (fields: Record<string, unknown>) => ({ 'subsonic-response': { status: 'ok', version: '1.16.1', type: 'navidrome', ...fields } })

export const MEDIA_FAKES: Record<string, FakeApp> = {
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
}
