import { t } from 'elysia'
import { defineApp } from '../../app-definition'
import { configText } from '../../live-app'
import { readAllRefusable } from './downloads.shared'

// NZBHydra2's stats API (allowed by default, Config → Auth → "Allow stats access"): POST api/stats/indexers and
// api/history/* with { apikey } (and a history page) in the body; a wrong key fails with "Wrong api key".
const body = (config: Record<string, unknown>) => ({ apikey: configText(config, 'apiKey'), request: { page: 1, limit: 1 } })
const Page = t.Object({ totalElements: t.Number() })
const requests = {
  searches: { path: 'api/history/searches', method: 'POST', json: body, answer: Page },
  downloads: { path: 'api/history/downloads', method: 'POST', json: body, answer: Page },
  indexers: {
    path: 'api/stats/indexers',
    method: 'POST',
    json: body,
    answer: t.Array(
      t.Object({ indexer: t.String(), state: t.String(), lastError: t.Union([t.String(), t.Null()]), apiHits: t.Optional(t.Union([t.Number(), t.Null()])) }),
    ),
  },
}

export const nzbhydra2 = defineApp({
  id: 'nzbhydra2',
  name: 'NZBHydra2',
  category: 'downloads',
  description: 'Searches and NZB downloads of your NZBHydra2, and its indexers: enabled, disabled by the system after errors, API hits.',
  expected: 'an NZBHydra2 server, version 2.1.4+',
  docs: 'https://github.com/theotherp/nzbhydra2/wiki/External-API,-RSS-and-cached-queries',
  api: 'External API (api/stats)',
  repo: 'https://github.com/theotherp/nzbhydra2',
  license: 'Apache-2.0',
  logo: { initials: 'Hy', colour: '#1f6f8b' },
  config: [{ name: 'apiKey', label: 'API key', type: 'password', required: true, placeholder: 'Config → Main → Security → API key' }],
  auth: { style: 'none' },
  requests,
  hooks: { load: (api, ctx, service) => readAllRefusable(api, service, ctx.config, requests, /Wrong api key/, 'API key') },
  datapoints: [
    { key: 'searches', label: 'Searches', icon: 'search', format: 'count', default: true, read: (a) => a.searches.totalElements },
    { key: 'downloads', label: 'NZBs downloaded', icon: 'download', format: 'count', default: true, read: (a) => a.downloads.totalElements },
    { key: 'indexers', label: 'Indexers', icon: 'list', format: 'count', read: (a) => a.indexers.length },
    {
      key: 'enabled',
      label: 'Enabled',
      icon: 'circle-check',
      format: 'count',
      default: true,
      read: (a) => a.indexers.filter((i) => i.state === 'ENABLED').length,
    },
    {
      key: 'disabled',
      label: 'Disabled by errors',
      icon: 'alert-triangle',
      format: 'count',
      default: true,
      read: (a) => a.indexers.filter((i) => i.state.startsWith('DISABLED_SYSTEM')).length,
    },
    { key: 'apiHits', label: 'API hits', icon: 'world', format: 'count', read: (a) => a.indexers.reduce((sum, i) => sum + (i.apiHits ?? 0), 0) },
  ],
})
