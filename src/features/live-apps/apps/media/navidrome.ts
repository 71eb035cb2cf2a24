import { t } from 'elysia'
import { defineApp } from '../../app-definition'
import { USER_AND_PASSWORD } from '../shared/fields'

// Navidrome speaks the Subsonic API (1.16.1): user, salted token and salt on every call; answers wrapped in subsonic-response.
const ok = <T extends Parameters<typeof t.Object>[0]>(fields: T) => t.Object({ 'subsonic-response': t.Object({ status: t.Literal('ok'), ...fields }) })
const Entry = t.Object({ title: t.String(), artist: t.Optional(t.String()), username: t.Optional(t.String()) })

export const navidrome = defineApp({
  id: 'navidrome',
  name: 'Navidrome',
  category: 'media',
  description: 'Songs in the library and what is playing now on your Navidrome (or any Subsonic server).',
  expected: 'a Navidrome or Subsonic server',
  docs: 'https://www.navidrome.org/docs/developers/subsonic-api/',
  api: 'Subsonic 1.16.1',
  repo: 'https://github.com/navidrome/navidrome',
  license: 'GPL-3.0',
  logo: { initials: 'ND', colour: '#0084ff' },
  config: USER_AND_PASSWORD,
  auth: { style: 'subsonic', user: 'username', password: 'password' },
  requests: {
    scan: { path: 'rest/getScanStatus', answer: ok({ scanStatus: t.Object({ scanning: t.Boolean(), count: t.Number() }) }) },
    playing: { path: 'rest/getNowPlaying', answer: ok({ nowPlaying: t.Object({ entry: t.Optional(t.Array(Entry)) }) }) },
  },
  test: ['scan'],
  datapoints: [
    { key: 'songs', label: 'Songs', icon: 'music', format: 'count', default: true, read: (a) => a.scan['subsonic-response'].scanStatus.count },
    {
      key: 'playing',
      label: 'Playing now',
      icon: 'player-play',
      format: 'count',
      default: true,
      read: (a) => a.playing['subsonic-response'].nowPlaying.entry?.length ?? 0,
    },
    { key: 'scanning', label: 'Scanning', icon: 'refresh', format: 'text', read: (a) => (a.scan['subsonic-response'].scanStatus.scanning ? 'Yes' : 'No') },
  ],
  detail: {
    kind: 'playing',
    read: (a) =>
      (a.playing['subsonic-response'].nowPlaying.entry ?? []).map((e) => ({ title: e.artist ? `${e.artist}: ${e.title}` : e.title, subtitle: e.username })),
  },
})
