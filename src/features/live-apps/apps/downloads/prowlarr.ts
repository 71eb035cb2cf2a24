import { t } from 'elysia'
import { defineApp } from '../../app-definition'
import { servarrBase } from './servarr.shared'

// Prowlarr speaks the *arr API v1 but keeps no queue: its indexers and their all-time query and grab counts (indexerstats).
const { declaration, requests, base } = servarrBase({
  id: 'prowlarr',
  name: 'Prowlarr',
  category: 'downloads',
  description: 'Indexers, queries and grabs (and the failed ones) and health issues of your Prowlarr (API v1).',
  api: 'v1',
  docs: 'https://prowlarr.com/docs/api/',
  repo: 'https://github.com/Prowlarr/Prowlarr',
  initials: 'Pr',
  colour: '#e66000',
})

const sum = (rows: Array<Record<string, number>>, key: string) => rows.reduce((total, row) => total + (row[key] ?? 0), 0)

export const prowlarr = defineApp({
  ...declaration,
  requests: {
    ...requests,
    indexers: { path: `${base}/indexer`, answer: t.Array(t.Object({ name: t.String(), enable: t.Boolean() })) },
    stats: {
      path: `${base}/indexerstats`,
      answer: t.Object({
        indexers: t.Array(
          t.Object({ numberOfQueries: t.Number(), numberOfGrabs: t.Number(), numberOfFailedQueries: t.Number(), numberOfFailedGrabs: t.Number() }),
        ),
      }),
    },
  },
  test: ['status'],
  datapoints: [
    { key: 'indexers', label: 'Indexers enabled', icon: 'list', format: 'count', default: true, read: (a) => a.indexers.filter((i) => i.enable).length },
    { key: 'queries', label: 'Queries', icon: 'search', format: 'count', default: true, read: (a) => sum(a.stats.indexers, 'numberOfQueries') },
    { key: 'grabs', label: 'Grabs', icon: 'download', format: 'count', default: true, read: (a) => sum(a.stats.indexers, 'numberOfGrabs') },
    { key: 'failedQueries', label: 'Failed queries', icon: 'search-off', format: 'count', read: (a) => sum(a.stats.indexers, 'numberOfFailedQueries') },
    { key: 'failedGrabs', label: 'Failed grabs', icon: 'circle-x', format: 'count', default: true, read: (a) => sum(a.stats.indexers, 'numberOfFailedGrabs') },
    { key: 'issues', label: 'Health issues', icon: 'alert-triangle', format: 'count', default: true, read: (a) => a.health.length },
    { key: 'version', label: 'Version', icon: 'tag', format: 'version', read: (a) => a.status.version },
  ],
})
