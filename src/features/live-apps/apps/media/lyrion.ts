import { t } from 'elysia'
import { defineApp } from '../../app-definition'

// Lyrion Music Server (formerly Logitech Media Server): JSON-RPC over POST jsonrpc.js, the CLI's serverstatus
// command; its keys have spaces ("info total songs").
const Player = t.Object({ name: t.String(), isplaying: t.Number(), connected: t.Number(), modelname: t.Optional(t.String()) })

export const lyrion = defineApp({
  id: 'lyrion',
  name: 'Lyrion Music Server',
  category: 'media',
  description: 'Songs, albums and artists in your Lyrion library, players connected and which are playing.',
  expected: 'a Lyrion (Logitech) Music Server',
  docs: 'https://lyrion.org/reference/cli/using-the-cli/',
  api: 'JSON-RPC (CLI)',
  repo: 'https://github.com/LMS-Community/slimserver',
  license: 'GPL-2.0',
  logo: { initials: 'LMS', colour: '#1e6e50' },
  config: [],
  auth: { style: 'none' },
  requests: {
    status: {
      path: 'jsonrpc.js',
      method: 'POST',
      json: () => ({ id: 1, method: 'slim.request', params: ['', ['serverstatus', 0, 50]] }),
      answer: t.Object({
        result: t.Object({
          version: t.String(),
          'info total songs': t.Number(),
          'info total albums': t.Number(),
          'info total artists': t.Number(),
          'player count': t.Number(),
          players_loop: t.Optional(t.Array(Player)),
        }),
      }),
    },
  },
  datapoints: [
    { key: 'songs', label: 'Songs', icon: 'music', format: 'count', default: true, read: (a) => a.status.result['info total songs'] },
    { key: 'albums', label: 'Albums', icon: 'disc', format: 'count', default: true, read: (a) => a.status.result['info total albums'] },
    { key: 'artists', label: 'Artists', icon: 'microphone-2', format: 'count', read: (a) => a.status.result['info total artists'] },
    { key: 'players', label: 'Players', icon: 'device-speaker', format: 'count', default: true, read: (a) => a.status.result['player count'] },
    {
      key: 'playing',
      label: 'Playing now',
      icon: 'player-play',
      format: 'count',
      default: true,
      read: (a) => (a.status.result.players_loop ?? []).filter((p) => p.isplaying).length,
    },
    { key: 'version', label: 'Version', icon: 'tag', format: 'version', read: (a) => a.status.result.version },
  ],
  detail: {
    kind: 'playing',
    read: (a) => (a.status.result.players_loop ?? []).filter((p) => p.isplaying).map((p) => ({ title: p.name, subtitle: p.modelname })),
  },
})
