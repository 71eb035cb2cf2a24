import { t } from 'elysia'
import { defineApp } from '../../app-definition'

// Channels DVR Server: its local API (no auth on the LAN); dvr describes the recordings and the disk they fill.
export const channelsDvr = defineApp({
  id: 'channels-dvr',
  name: 'Channels DVR',
  category: 'media',
  description: 'Shows and recordings, scheduled jobs, passes and free disk of your Channels DVR Server.',
  expected: 'a Channels DVR Server',
  docs: 'https://getchannels.com/docs/server-api/introduction/',
  api: 'local HTTP API',
  repo: null,
  license: null,
  logo: { initials: 'CD', colour: '#1f7ae0' },
  config: [],
  auth: { style: 'none' },
  requests: {
    dvr: {
      path: 'dvr',
      answer: t.Object({
        // Not every server version reports its disk.
        disk: t.Optional(t.Object({ free: t.Number(), total: t.Number(), used: t.Number() })),
        stats: t.Object({ groups: t.Number(), files: t.Number(), jobs: t.Number(), rules: t.Number() }),
      }),
    },
  },
  datapoints: [
    { key: 'shows', label: 'Shows', icon: 'device-tv', format: 'count', default: true, read: (a) => a.dvr.stats.groups },
    { key: 'recordings', label: 'Recordings', icon: 'player-record', format: 'count', default: true, read: (a) => a.dvr.stats.files },
    { key: 'scheduled', label: 'Scheduled', icon: 'calendar-event', format: 'count', default: true, read: (a) => a.dvr.stats.jobs },
    { key: 'passes', label: 'Passes', icon: 'ticket', format: 'count', read: (a) => a.dvr.stats.rules },
    { key: 'free', label: 'Disk free', icon: 'database', format: 'bytes', default: true, read: (a) => a.dvr.disk?.free },
  ],
})
