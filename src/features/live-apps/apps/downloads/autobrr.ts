import { t } from 'elysia'
import { defineApp } from '../../app-definition'

// autobrr's REST API: an X-API-Token header (Settings → API keys); release/stats counts what its filters pushed.
const Enabled = t.Array(t.Object({ name: t.String(), enabled: t.Boolean() }))

export const autobrr = defineApp({
  id: 'autobrr',
  name: 'autobrr',
  category: 'downloads',
  description: 'Releases seen, pushes approved, rejected and failed, and the filters and indexers enabled in your autobrr.',
  expected: 'an autobrr server, version 1.0+',
  docs: 'https://autobrr.com/api',
  api: 'REST (api/)',
  repo: 'https://github.com/autobrr/autobrr',
  license: 'GPL-2.0',
  logo: { initials: 'ab', colour: '#2563eb' },
  config: [{ name: 'apiKey', label: 'API key', type: 'password', required: true, placeholder: 'Settings → API keys' }],
  auth: { style: 'header', header: 'X-API-Token', value: '{apiKey}' },
  requests: {
    stats: {
      path: 'api/release/stats',
      answer: t.Object({ total_count: t.Number(), push_approved_count: t.Number(), push_rejected_count: t.Number(), push_error_count: t.Number() }),
    },
    filters: { path: 'api/filters', answer: Enabled },
    indexers: { path: 'api/indexer', answer: Enabled },
    config: { path: 'api/config', answer: t.Object({ version: t.String() }) },
  },
  test: ['stats'],
  datapoints: [
    { key: 'approved', label: 'Pushes approved', icon: 'circle-check', format: 'count', default: true, read: (a) => a.stats.push_approved_count },
    { key: 'rejected', label: 'Pushes rejected', icon: 'circle-x', format: 'count', default: true, read: (a) => a.stats.push_rejected_count },
    { key: 'errors', label: 'Push errors', icon: 'alert-triangle', format: 'count', read: (a) => a.stats.push_error_count },
    { key: 'releases', label: 'Releases', icon: 'rss', format: 'count', read: (a) => a.stats.total_count },
    { key: 'filters', label: 'Filters enabled', icon: 'filter', format: 'count', default: true, read: (a) => a.filters.filter((f) => f.enabled).length },
    { key: 'indexers', label: 'Indexers enabled', icon: 'list', format: 'count', default: true, read: (a) => a.indexers.filter((i) => i.enabled).length },
    { key: 'version', label: 'Version', icon: 'tag', format: 'version', read: (a) => a.config.version },
  ],
})
