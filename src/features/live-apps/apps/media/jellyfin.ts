import { t } from 'elysia'
import { defineApp } from '../../app-definition'

// Jellyfin: an API key (Dashboard → API Keys) in the Authorization header's MediaBrowser scheme.
export const jellyfin = defineApp({
  id: 'jellyfin',
  name: 'Jellyfin',
  category: 'media',
  description: 'Library counts and what is playing now on your Jellyfin server.',
  expected: 'a Jellyfin server, version 10.9+',
  docs: 'https://api.jellyfin.org/',
  api: '10.9+',
  repo: 'https://github.com/jellyfin/jellyfin',
  license: 'GPL-2.0',
  logo: { simpleIcon: 'jellyfin', initials: 'JF', colour: '#7b3fb5' },
  config: [{ name: 'apiKey', label: 'API key', type: 'password', required: true, placeholder: 'Dashboard → API Keys' }],
  auth: { style: 'header', header: 'authorization', value: 'MediaBrowser Token="{apiKey}"' },
  requests: {
    counts: {
      path: 'Items/Counts',
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
      path: 'Sessions?activeWithinSeconds=960',
      answer: t.Array(
        t.Object({ UserName: t.Optional(t.String()), NowPlayingItem: t.Optional(t.Object({ Name: t.String(), SeriesName: t.Optional(t.String()) })) }),
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
      read: (a) => a.sessions.filter((s) => s.NowPlayingItem).length,
    },
  ],
  detail: {
    kind: 'playing',
    read: (a) =>
      a.sessions.flatMap((s) =>
        s.NowPlayingItem
          ? [{ title: s.NowPlayingItem.SeriesName ? `${s.NowPlayingItem.SeriesName}: ${s.NowPlayingItem.Name}` : s.NowPlayingItem.Name, subtitle: s.UserName }]
          : [],
      ),
  },
})
