import { t } from 'elysia'
import { defineApp } from '../../app-definition'

// PeerTube: the instance's public server/stats and config (no auth).
export const peertube = defineApp({
  id: 'peertube',
  name: 'PeerTube',
  category: 'media',
  description: 'Local videos, their views and storage, users and followers of your PeerTube instance.',
  expected: 'a PeerTube instance',
  docs: 'https://docs.joinpeertube.org/api-rest-reference.html',
  api: 'v1',
  repo: 'https://github.com/Chocobozzz/PeerTube',
  license: 'AGPL-3.0',
  logo: { simpleIcon: 'peertube', initials: 'PT', colour: '#f1680d' },
  config: [],
  auth: { style: 'none' },
  requests: {
    stats: {
      path: 'api/v1/server/stats',
      answer: t.Object({
        totalUsers: t.Number(),
        totalLocalVideos: t.Number(),
        totalLocalVideoViews: t.Number(),
        totalLocalVideoFilesSize: t.Number(),
        totalVideos: t.Number(),
        totalInstanceFollowers: t.Number(),
        totalInstanceFollowing: t.Number(),
      }),
    },
    config: { path: 'api/v1/config', answer: t.Object({ serverVersion: t.String() }) },
  },
  test: ['stats'],
  datapoints: [
    { key: 'videos', label: 'Local videos', icon: 'video', format: 'count', default: true, read: (a) => a.stats.totalLocalVideos },
    { key: 'views', label: 'Views', icon: 'eye', format: 'count', default: true, read: (a) => a.stats.totalLocalVideoViews },
    { key: 'storage', label: 'Video storage', icon: 'database', format: 'bytes', default: true, read: (a) => a.stats.totalLocalVideoFilesSize },
    { key: 'users', label: 'Users', icon: 'users', format: 'count', default: true, read: (a) => a.stats.totalUsers },
    { key: 'followers', label: 'Followers', icon: 'user-plus', format: 'count', read: (a) => a.stats.totalInstanceFollowers },
    { key: 'allVideos', label: 'Videos (federated)', icon: 'world', format: 'count', read: (a) => a.stats.totalVideos },
    { key: 'version', label: 'Version', icon: 'tag', format: 'version', read: (a) => a.config.serverVersion },
  ],
})
