import { t } from 'elysia'
import { configText, initialsLogo, readAnswer, type AppContext, type BuiltInApp, type Service } from '../live-app'

// Jellyfin: an API key (Dashboard → API Keys) in the Authorization header's MediaBrowser scheme.
const headers = (ctx: AppContext) => ({ authorization: `MediaBrowser Token="${configText(ctx.config, 'apiKey')}"` })

const JELLYFIN: Service = { name: 'Jellyfin', expected: 'a Jellyfin server, version 10.9+' }

// The parts of each answer the app reads.
const SystemInfo = t.Object({ Version: t.String() })
const Counts = t.Object({
  MovieCount: t.Number(),
  SeriesCount: t.Number(),
  EpisodeCount: t.Number(),
  SongCount: t.Number(),
  AlbumCount: t.Number(),
  BookCount: t.Number(),
})
const Sessions = t.Array(t.Object({ NowPlayingItem: t.Optional(t.Unknown()) }))

export const jellyfin: BuiltInApp = {
  definition: {
    appId: 'jellyfin',
    appName: JELLYFIN.name,
    version: '1.0.0',
    description: 'Library counts and what is playing now on your Jellyfin server.',
    repoLink: 'https://github.com/jellyfin/jellyfin',
    licenseName: 'GPL-2.0',
    config: [{ name: 'apiKey', label: 'API key', type: 'password', required: true, placeholder: 'Dashboard → API Keys' }],
    datapoints: [
      { key: 'movies', label: 'Movies', defaultSelection: true },
      { key: 'series', label: 'Series', defaultSelection: true },
      { key: 'episodes', label: 'Episodes' },
      { key: 'songs', label: 'Songs' },
      { key: 'albums', label: 'Albums' },
      { key: 'books', label: 'Books' },
      { key: 'streams', label: 'Playing now', defaultSelection: true },
    ],
    alwaysShowDetailedView: false,
    autoRefreshAfterSeconds: 60,
  },
  logo: initialsLogo('JF', '#7b3fb5'),
  async test(ctx) {
    await readAnswer(SystemInfo, ctx.http.request('System/Info', { headers: headers(ctx) }), JELLYFIN)
  },
  async run(ctx) {
    const [counts, sessions] = await Promise.all([
      readAnswer(Counts, ctx.http.request('Items/Counts', { headers: headers(ctx) }), JELLYFIN),
      readAnswer(Sessions, ctx.http.request('Sessions?activeWithinSeconds=960', { headers: headers(ctx) }), JELLYFIN),
    ])
    return {
      type: 'json',
      data: [
        { key: 'movies', label: 'Movies', value: counts.MovieCount, icon: 'movie' },
        { key: 'series', label: 'Series', value: counts.SeriesCount, icon: 'device-tv' },
        { key: 'episodes', label: 'Episodes', value: counts.EpisodeCount, icon: 'list-numbers' },
        { key: 'songs', label: 'Songs', value: counts.SongCount, icon: 'music' },
        { key: 'albums', label: 'Albums', value: counts.AlbumCount, icon: 'disc' },
        { key: 'books', label: 'Books', value: counts.BookCount, icon: 'book' },
        { key: 'streams', label: 'Playing now', value: sessions.filter((s) => s.NowPlayingItem).length, icon: 'player-play' },
      ],
    }
  },
}
