import { t } from 'elysia'
import { defineApp } from '../../app-definition'

// Immich (v1.118 and v2): an API key in the x-api-key header; server/statistics needs an admin's key (or one with the
// server.statistics permission), which a refusal names.
export const immich = defineApp({
  id: 'immich',
  name: 'Immich',
  category: 'media',
  description: "Photos, videos, storage used and users of your Immich server (an admin's API key).",
  expected: 'an Immich server, version 1.118+',
  docs: 'https://immich.app/docs/api/',
  api: 'v1.118+ / v2',
  repo: 'https://github.com/immich-app/immich',
  license: 'AGPL-3.0',
  logo: { simpleIcon: 'immich', initials: 'Im', colour: '#4250af' },
  config: [{ name: 'apiKey', label: 'API key', type: 'password', required: true, placeholder: "An admin's key: Account Settings → API Keys" }],
  auth: { style: 'header', header: 'x-api-key', value: '{apiKey}' },
  requests: {
    statistics: {
      path: 'api/server/statistics',
      answer: t.Object({ photos: t.Number(), videos: t.Number(), usage: t.Number(), usageByUser: t.Array(t.Object({ userName: t.String() })) }),
    },
    version: { path: 'api/server/version', answer: t.Object({ major: t.Number(), minor: t.Number(), patch: t.Number() }) },
  },
  test: ['statistics'],
  datapoints: [
    { key: 'photos', label: 'Photos', icon: 'photo', format: 'count', default: true, read: (a) => a.statistics.photos },
    { key: 'videos', label: 'Videos', icon: 'video', format: 'count', default: true, read: (a) => a.statistics.videos },
    { key: 'usage', label: 'Storage used', icon: 'database', format: 'bytes', default: true, read: (a) => a.statistics.usage },
    { key: 'users', label: 'Users', icon: 'users', format: 'count', read: (a) => a.statistics.usageByUser.length },
    { key: 'version', label: 'Version', icon: 'tag', format: 'version', read: (a) => `${a.version.major}.${a.version.minor}.${a.version.patch}` },
  ],
})
