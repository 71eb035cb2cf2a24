import { type TSchema, t } from 'elysia'
import { defineApp } from '../../app-definition'
import { USER_AND_PASSWORD } from '../shared/fields'

// Kodi's JSON-RPC API v13 over HTTP GET (jsonrpc?request=…, read-only methods), basic auth with the web server's user.
// What plays now is one batch asking the audio (0) and video (1) players their item: an idle player answers an error.
const call = (method: string, params: Record<string, unknown> = {}, id = 1) => ({ jsonrpc: '2.0', id, method, params })
const rpc = (body: unknown) => `jsonrpc?request=${encodeURIComponent(JSON.stringify(body))}`
const result = <S extends TSchema>(schema: S) => t.Object({ result: schema })
const Limits = result(t.Object({ limits: t.Object({ total: t.Number() }) }))
const FIRST = { limits: { start: 0, end: 1 } }
const Item = t.Object({ label: t.String(), showtitle: t.Optional(t.String()), artist: t.Optional(t.Array(t.String())), type: t.Optional(t.String()) })
const playing = (answers: Array<{ result: { item: typeof Item.static } } | { error: unknown }>) =>
  answers.flatMap((a) => ('result' in a ? [a.result.item] : []))
const PLAYERS = [0, 1].map((playerid) => call('Player.GetItem', { playerid, properties: ['showtitle', 'artist'] }, playerid))

export const kodi = defineApp({
  id: 'kodi',
  name: 'Kodi',
  category: 'media',
  description: 'Movies, shows and albums in the Kodi library, and what its players play now.',
  expected: 'Kodi with remote control over HTTP on, version 19+',
  docs: 'https://kodi.wiki/view/JSON-RPC_API/v13',
  api: 'JSON-RPC v12/v13',
  repo: 'https://github.com/xbmc/xbmc',
  license: 'GPL-2.0',
  logo: { simpleIcon: 'kodi', initials: 'Ko', colour: '#17b2e7' },
  config: USER_AND_PASSWORD,
  auth: { style: 'basic', user: 'username', password: 'password' },
  requests: {
    app: {
      path: rpc(call('Application.GetProperties', { properties: ['version'] })),
      answer: result(t.Object({ version: t.Object({ major: t.Number(), minor: t.Number() }) })),
    },
    movies: { path: rpc(call('VideoLibrary.GetMovies', FIRST)), answer: Limits },
    shows: { path: rpc(call('VideoLibrary.GetTVShows', FIRST)), answer: Limits },
    albums: { path: rpc(call('AudioLibrary.GetAlbums', FIRST)), answer: Limits },
    players: {
      path: rpc(PLAYERS),
      answer: t.Array(t.Union([result(t.Object({ item: Item })), t.Object({ error: t.Object({ code: t.Number(), message: t.String() }) })])),
    },
  },
  test: ['app'],
  datapoints: [
    { key: 'movies', label: 'Movies', icon: 'movie', format: 'count', default: true, read: (a) => a.movies.result.limits.total },
    { key: 'shows', label: 'Shows', icon: 'device-tv', format: 'count', default: true, read: (a) => a.shows.result.limits.total },
    { key: 'albums', label: 'Albums', icon: 'disc', format: 'count', read: (a) => a.albums.result.limits.total },
    { key: 'playing', label: 'Playing now', icon: 'player-play', format: 'count', default: true, read: (a) => playing(a.players).length },
    { key: 'version', label: 'Version', icon: 'tag', format: 'version', read: (a) => `${a.app.result.version.major}.${a.app.result.version.minor}` },
  ],
  detail: {
    kind: 'playing',
    read: (a) =>
      playing(a.players).map((item) => ({
        title: item.showtitle ? `${item.showtitle}: ${item.label}` : item.artist?.length ? `${item.artist.join(', ')}: ${item.label}` : item.label,
        subtitle: item.type,
      })),
  },
})
