import { t } from 'elysia'
import { defineApp } from '../../app-definition'

// Plex Media Server: the X-Plex-Token header, JSON instead of XML because every call sends Accept: application/json.
// A container of size 0 from library/all?type=N still carries totalSize: the count without the items.
const Total = t.Object({ MediaContainer: t.Object({ size: t.Number(), totalSize: t.Number() }) })
const countOf = (type: number) => `library/all?type=${type}&X-Plex-Container-Start=0&X-Plex-Container-Size=0`
const Session = t.Object({
  title: t.String(),
  grandparentTitle: t.Optional(t.String()),
  User: t.Optional(t.Object({ title: t.String() })),
  Player: t.Optional(t.Object({ state: t.Optional(t.String()) })),
  TranscodeSession: t.Optional(t.Object({})),
})

export const plex = defineApp({
  id: 'plex',
  name: 'Plex',
  category: 'media',
  description: 'Movies, shows and albums in your Plex libraries, streams playing now and how many are transcoded.',
  expected: 'a Plex Media Server',
  docs: 'https://developer.plex.tv/pms/',
  api: 'PMS API (JSON)',
  repo: null,
  license: null,
  logo: { simpleIcon: 'plex', initials: 'Px', colour: '#e5a00d' },
  config: [{ name: 'token', label: 'Plex token', type: 'password', required: true, placeholder: 'X-Plex-Token (Get Info → View XML on any item)' }],
  auth: { style: 'header', header: 'X-Plex-Token', value: '{token}' },
  requests: {
    server: { path: '', answer: t.Object({ MediaContainer: t.Object({ version: t.String(), friendlyName: t.Optional(t.String()) }) }) },
    sections: { path: 'library/sections', answer: t.Object({ MediaContainer: t.Object({ size: t.Number() }) }) },
    movies: { path: countOf(1), answer: Total },
    shows: { path: countOf(2), answer: Total },
    albums: { path: countOf(9), answer: Total },
    sessions: { path: 'status/sessions', answer: t.Object({ MediaContainer: t.Object({ size: t.Number(), Metadata: t.Optional(t.Array(Session)) }) }) },
  },
  test: ['sections'],
  datapoints: [
    { key: 'streams', label: 'Playing now', icon: 'player-play', format: 'count', default: true, read: (a) => a.sessions.MediaContainer.size },
    {
      key: 'transcodes',
      label: 'Transcoding',
      icon: 'arrows-exchange',
      format: 'count',
      read: (a) => (a.sessions.MediaContainer.Metadata ?? []).filter((s) => s.TranscodeSession).length,
    },
    { key: 'movies', label: 'Movies', icon: 'movie', format: 'count', default: true, read: (a) => a.movies.MediaContainer.totalSize },
    { key: 'shows', label: 'Shows', icon: 'device-tv', format: 'count', default: true, read: (a) => a.shows.MediaContainer.totalSize },
    { key: 'albums', label: 'Albums', icon: 'disc', format: 'count', read: (a) => a.albums.MediaContainer.totalSize },
    { key: 'libraries', label: 'Libraries', icon: 'books', format: 'count', read: (a) => a.sections.MediaContainer.size },
    { key: 'version', label: 'Version', icon: 'tag', format: 'version', read: (a) => a.server.MediaContainer.version },
  ],
  detail: {
    kind: 'playing',
    read: (a) =>
      (a.sessions.MediaContainer.Metadata ?? []).map((s) => ({
        title: s.grandparentTitle ? `${s.grandparentTitle}: ${s.title}` : s.title,
        subtitle: [s.User?.title, s.Player?.state, s.TranscodeSession ? 'transcoding' : undefined].filter(Boolean).join(' · '),
      })),
  },
})
