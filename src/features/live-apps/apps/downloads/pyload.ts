import { t } from 'elysia'
import { defineApp } from '../../app-definition'
import { USER_AND_PASSWORD } from '../shared/fields'
import { downloadRow } from './downloads.shared'

// pyLoad-ng's REST API (0.5+): HTTP basic auth with a pyLoad user; status_server holds the totals, status_downloads what runs.
export const pyload = defineApp({
  id: 'pyload',
  name: 'pyLoad',
  category: 'downloads',
  description: 'Download speed, active, queued and total downloads, and what is downloading now in pyLoad-ng (0.5+).',
  expected: 'a pyLoad-ng server, version 0.5+',
  docs: 'https://github.com/pyload/pyload/blob/develop/src/pyload/core/api/__init__.py',
  api: 'REST (api/)',
  repo: 'https://github.com/pyload/pyload',
  license: 'AGPL-3.0',
  logo: { initials: 'pL', colour: '#2f7bbf' },
  config: USER_AND_PASSWORD,
  auth: { style: 'basic', user: 'username', password: 'password' },
  requests: {
    server: {
      path: 'api/status_server',
      answer: t.Object({ pause: t.Boolean(), active: t.Number(), queue: t.Number(), total: t.Number(), speed: t.Number() }),
    },
    downloads: {
      path: 'api/status_downloads',
      answer: t.Array(t.Object({ name: t.String(), speed: t.Number(), eta: t.Number(), percent: t.Number(), statusmsg: t.String() })),
    },
  },
  test: ['server'],
  datapoints: [
    { key: 'speed', label: 'Speed', icon: 'download', format: 'bitRate', default: true, read: (a) => a.server.speed },
    { key: 'active', label: 'Active', icon: 'arrow-down', format: 'count', default: true, read: (a) => a.server.active },
    { key: 'queue', label: 'Queued', icon: 'list', format: 'count', default: true, read: (a) => a.server.queue },
    { key: 'total', label: 'Total', icon: 'database', format: 'count', default: true, read: (a) => a.server.total },
    { key: 'state', label: 'State', icon: 'player-pause', format: 'text', read: (a) => (a.server.pause ? 'Paused' : 'Running') },
  ],
  detail: {
    kind: 'downloads',
    read: (a) => a.downloads.map((d) => downloadRow(d.name, { progress: d.percent, speed: d.speed, eta: d.eta, state: d.statusmsg })),
  },
})
