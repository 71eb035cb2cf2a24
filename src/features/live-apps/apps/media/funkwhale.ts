import { t } from 'elysia'
import { defineApp } from '../../app-definition'

// Funkwhale 1.4+: the pod's public NodeInfo 2.1 (api/v2) counts local artists, albums, tracks, hours and listens.
export const funkwhale = defineApp({
  id: 'funkwhale',
  name: 'Funkwhale',
  category: 'media',
  description: 'Artists, albums, tracks, hours of music and listens on your Funkwhale pod.',
  expected: 'a Funkwhale pod, version 1.4+',
  docs: 'https://docs.funkwhale.audio/specs/nodeinfo21/index.html',
  api: 'v2 (NodeInfo 2.1)',
  repo: 'https://dev.funkwhale.audio/funkwhale/funkwhale',
  license: 'AGPL-3.0',
  logo: { initials: 'Fw', colour: '#009fe3' },
  config: [],
  auth: { style: 'none' },
  requests: {
    nodeinfo: {
      path: 'api/v2/instance/nodeinfo/2.1/',
      answer: t.Object({
        software: t.Object({ version: t.String() }),
        usage: t.Object({ users: t.Object({ total: t.Number() }), listenings: t.Number() }),
        metadata: t.Object({
          content: t.Object({ local: t.Object({ artists: t.Number(), releases: t.Number(), recordings: t.Number(), hoursOfContent: t.Number() }) }),
        }),
      }),
    },
  },
  datapoints: [
    { key: 'artists', label: 'Artists', icon: 'microphone-2', format: 'count', default: true, read: (a) => a.nodeinfo.metadata.content.local.artists },
    { key: 'albums', label: 'Albums', icon: 'disc', format: 'count', default: true, read: (a) => a.nodeinfo.metadata.content.local.releases },
    { key: 'tracks', label: 'Tracks', icon: 'music', format: 'count', default: true, read: (a) => a.nodeinfo.metadata.content.local.recordings },
    { key: 'hours', label: 'Music', icon: 'clock', format: 'duration', read: (a) => a.nodeinfo.metadata.content.local.hoursOfContent * 3600 },
    { key: 'listens', label: 'Listens', icon: 'headphones', format: 'count', read: (a) => a.nodeinfo.usage.listenings },
    { key: 'users', label: 'Users', icon: 'users', format: 'count', read: (a) => a.nodeinfo.usage.users.total },
    { key: 'version', label: 'Version', icon: 'tag', format: 'version', read: (a) => a.nodeinfo.software.version },
  ],
})
