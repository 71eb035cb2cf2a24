import { t } from 'elysia'
import { defineApp } from '../../app-definition'

// Miniflux API v1 with an API key (Settings → API Keys) in X-Auth-Token.
const sum = (counts: Record<string, number>) => Object.values(counts).reduce((total, n) => total + n, 0)

export const miniflux = defineApp({
  id: 'miniflux',
  name: 'Miniflux',
  category: 'productivity',
  description: 'Unread and read entries, and feeds that fail to refresh, in your Miniflux.',
  expected: 'a Miniflux server (API v1)',
  docs: 'https://miniflux.app/docs/api.html',
  api: 'v1',
  repo: 'https://github.com/miniflux/v2',
  license: 'Apache-2.0',
  logo: { initials: 'Mf', colour: '#33a1de' },
  config: [{ name: 'apiKey', label: 'API key', type: 'password', required: true, placeholder: 'Settings → API Keys → Create a new API key' }],
  auth: { style: 'header', header: 'X-Auth-Token', value: '{apiKey}' },
  requests: {
    counters: { path: 'v1/feeds/counters', answer: t.Object({ reads: t.Record(t.String(), t.Number()), unreads: t.Record(t.String(), t.Number()) }) },
    feeds: { path: 'v1/feeds', answer: t.Array(t.Object({ id: t.Number(), parsing_error_count: t.Number() })) },
  },
  test: ['counters'],
  datapoints: [
    { key: 'unread', label: 'Unread', icon: 'mail', format: 'count', default: true, read: (a) => sum(a.counters.unreads) },
    { key: 'read', label: 'Read', icon: 'mail-opened', format: 'count', default: true, read: (a) => sum(a.counters.reads) },
    { key: 'feeds', label: 'Feeds', icon: 'rss', format: 'count', read: (a) => a.feeds.length },
    { key: 'failing', label: 'Feeds failing', icon: 'alert-triangle', format: 'count', read: (a) => a.feeds.filter((f) => f.parsing_error_count > 0).length },
  ],
})
