import { t } from 'elysia'
import type { AuthStyle } from '../../app-auth'
import { defineApp } from '../../app-definition'

// Jellyfin forked Emby's server: both answer Items/Counts and Sessions with the same fields (Emby under /emby/).
interface MediaBrowser {
  id: string
  name: string
  description: string
  expected: string
  docs: string
  api: string
  repo: string
  license: string
  logo: { simpleIcon: string; initials: string; colour: string }
  /** '' for Jellyfin, 'emby/' for Emby. */
  prefix: string
  auth: AuthStyle
}

export function mediaBrowserApp(s: MediaBrowser) {
  return defineApp({
    id: s.id,
    name: s.name,
    category: 'media',
    description: s.description,
    expected: s.expected,
    docs: s.docs,
    api: s.api,
    repo: s.repo,
    license: s.license,
    logo: s.logo,
    config: [{ name: 'apiKey', label: 'API key', type: 'password', required: true, placeholder: 'Dashboard → API Keys' }],
    auth: s.auth,
    requests: {
      counts: {
        path: `${s.prefix}Items/Counts`,
        answer: t.Object({
          MovieCount: t.Number(),
          SeriesCount: t.Number(),
          EpisodeCount: t.Number(),
          SongCount: t.Number(),
          AlbumCount: t.Number(),
          BookCount: t.Number(),
        }),
      },
      sessions: {
        path: `${s.prefix}Sessions?activeWithinSeconds=960`,
        answer: t.Array(
          t.Object({
            UserName: t.Optional(t.String()),
            NowPlayingItem: t.Optional(t.Object({ Name: t.String(), SeriesName: t.Optional(t.String()) })),
            TranscodingInfo: t.Optional(t.Object({})),
          }),
        ),
      },
    },
    test: ['counts'],
    datapoints: [
      { key: 'movies', label: 'Movies', icon: 'movie', format: 'count', default: true, read: (a) => a.counts.MovieCount },
      { key: 'series', label: 'Series', icon: 'device-tv', format: 'count', default: true, read: (a) => a.counts.SeriesCount },
      { key: 'episodes', label: 'Episodes', icon: 'list-numbers', format: 'count', read: (a) => a.counts.EpisodeCount },
      { key: 'songs', label: 'Songs', icon: 'music', format: 'count', read: (a) => a.counts.SongCount },
      { key: 'albums', label: 'Albums', icon: 'disc', format: 'count', read: (a) => a.counts.AlbumCount },
      { key: 'books', label: 'Books', icon: 'book', format: 'count', read: (a) => a.counts.BookCount },
      {
        key: 'streams',
        label: 'Playing now',
        icon: 'player-play',
        format: 'count',
        default: true,
        read: (a) => a.sessions.filter((x) => x.NowPlayingItem).length,
      },
      {
        key: 'transcodes',
        label: 'Transcoding',
        icon: 'arrows-exchange',
        format: 'count',
        read: (a) => a.sessions.filter((x) => x.NowPlayingItem && x.TranscodingInfo).length,
      },
    ],
    detail: {
      kind: 'playing',
      read: (a) =>
        a.sessions.flatMap((x) =>
          x.NowPlayingItem
            ? [
                {
                  title: x.NowPlayingItem.SeriesName ? `${x.NowPlayingItem.SeriesName}: ${x.NowPlayingItem.Name}` : x.NowPlayingItem.Name,
                  subtitle: x.UserName,
                },
              ]
            : [],
        ),
    },
  })
}
