import { t } from 'elysia'
import { defineApp } from '../../app-definition'

// Owncast: its public api/status (no auth) says whether the stream is live and how many watch.
export const owncast = defineApp({
  id: 'owncast',
  name: 'Owncast',
  category: 'media',
  description: 'Whether your Owncast stream is live, viewers now and the most this session.',
  expected: 'an Owncast server',
  docs: 'https://owncast.online/api/latest/',
  api: 'REST (0.2)',
  repo: 'https://github.com/owncast/owncast',
  license: 'MIT',
  logo: { initials: 'Oc', colour: '#7871ff' },
  config: [],
  auth: { style: 'none' },
  requests: {
    status: {
      path: 'api/status',
      answer: t.Object({
        online: t.Boolean(),
        viewerCount: t.Number(),
        sessionMaxViewerCount: t.Number(),
        overallMaxViewerCount: t.Number(),
        versionNumber: t.String(),
        streamTitle: t.Optional(t.String()),
      }),
    },
  },
  datapoints: [
    { key: 'live', label: 'Stream', icon: 'broadcast', format: 'text', default: true, read: (a) => (a.status.online ? 'Live' : 'Offline') },
    { key: 'viewers', label: 'Viewers', icon: 'eye', format: 'count', default: true, read: (a) => a.status.viewerCount },
    { key: 'sessionPeak', label: 'Peak this stream', icon: 'chart-line', format: 'count', default: true, read: (a) => a.status.sessionMaxViewerCount },
    { key: 'overallPeak', label: 'Peak ever', icon: 'trophy', format: 'count', read: (a) => a.status.overallMaxViewerCount },
    { key: 'title', label: 'Title', icon: 'heading', format: 'text', read: (a) => a.status.streamTitle || null },
    { key: 'version', label: 'Version', icon: 'tag', format: 'version', read: (a) => a.status.versionNumber },
  ],
})
