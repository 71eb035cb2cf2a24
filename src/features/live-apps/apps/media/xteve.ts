import { t } from 'elysia'
import { defineApp } from '../../app-definition'

// xTeVe: POST api/ with {"cmd": "status"} (the API must be on under Settings, without authentication for the API).
export const xteve = defineApp({
  id: 'xteve',
  name: 'xTeVe',
  category: 'media',
  description: 'Streams active, channels in the playlist and channels mapped to the guide in xTeVe.',
  expected: 'an xTeVe server with its API on',
  docs: 'https://github.com/xteve-project/xTeVe-Documentation/blob/master/en/configuration.md#api',
  api: 'API 1.1',
  repo: 'https://github.com/xteve-project/xTeVe',
  license: 'MIT',
  logo: { initials: 'xT', colour: '#1e88e5' },
  config: [],
  auth: { style: 'none' },
  requests: {
    status: {
      path: 'api/',
      method: 'POST',
      json: () => ({ cmd: 'status' }),
      answer: t.Object({
        status: t.Literal(true),
        'streams.active': t.Number(),
        'streams.all': t.Number(),
        'streams.xepg': t.Number(),
        'version.xteve': t.String(),
      }),
    },
  },
  datapoints: [
    { key: 'active', label: 'Streams active', icon: 'player-play', format: 'count', default: true, read: (a) => a.status['streams.active'] },
    { key: 'channels', label: 'Channels', icon: 'list-numbers', format: 'count', default: true, read: (a) => a.status['streams.all'] },
    { key: 'mapped', label: 'Mapped to guide', icon: 'calendar-event', format: 'count', default: true, read: (a) => a.status['streams.xepg'] },
    { key: 'version', label: 'Version', icon: 'tag', format: 'version', read: (a) => a.status['version.xteve'] },
  ],
})
