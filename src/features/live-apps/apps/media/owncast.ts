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
    stream: {
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
    { key: 'live', label: 'Stream', icon: 'broadcast', format: 'text', default: true, read: (a) => (a.stream.online ? 'Live' : 'Offline') },
    { key: 'viewers', label: 'Viewers', icon: 'eye', format: 'count', default: true, read: (a) => a.stream.viewerCount },
    { key: 'sessionPeak', label: 'Peak this stream', icon: 'chart-line', format: 'count', default: true, read: (a) => a.stream.sessionMaxViewerCount },
    { key: 'overallPeak', label: 'Peak ever', icon: 'trophy', format: 'count', read: (a) => a.stream.overallMaxViewerCount },
    { key: 'title', label: 'Title', icon: 'heading', format: 'text', read: (a) => a.stream.streamTitle || null },
    { key: 'version', label: 'Version', icon: 'tag', format: 'version', read: (a) => a.stream.versionNumber },
  ],
})
