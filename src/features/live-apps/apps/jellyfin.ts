import { configText, initialsLogo, type AppContext, type BuiltInApp } from '../live-app'

// Jellyfin: an API key (Dashboard → API Keys) in the Authorization header's MediaBrowser scheme.
const headers = (ctx: AppContext) => ({ authorization: `MediaBrowser Token="${configText(ctx.config, 'apiKey')}"` })

interface Counts {
  MovieCount: number
  SeriesCount: number
  EpisodeCount: number
  SongCount: number
  AlbumCount: number
  BookCount: number
}
interface Session {
  NowPlayingItem?: unknown
}

export const jellyfin: BuiltInApp = {
  definition: {
    appId: 'jellyfin',
    appName: 'Jellyfin',
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
    await ctx.http.json('System/Info', { headers: headers(ctx) })
  },
  async run(ctx) {
    const [counts, sessions] = await Promise.all([
      ctx.http.json<Counts>('Items/Counts', { headers: headers(ctx) }),
      ctx.http.json<Session[]>('Sessions?activeWithinSeconds=960', { headers: headers(ctx) }),
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
