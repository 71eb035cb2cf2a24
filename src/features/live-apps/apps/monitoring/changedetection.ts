import { t } from 'elysia'
import { defineApp } from '../../app-definition'
import { formatDate } from '../../format'

// Changedetection.io's API v1 with its API key (Settings → API, sent as x-api-key): the watches, each with when it
// last changed and whether that change was viewed, and the system info.
const Watch = t.Object({
  url: t.String(),
  title: t.Union([t.String(), t.Null()]),
  last_changed: t.Number(),
  last_error: t.Union([t.Boolean(), t.String()]),
  viewed: t.Boolean(),
})
type Watch = typeof Watch.static
const unviewed = (watches: Record<string, Watch>) =>
  Object.values(watches)
    .filter((w) => w.last_changed > 0 && !w.viewed)
    .sort((x, y) => y.last_changed - x.last_changed)

export const changedetection = defineApp({
  id: 'changedetection',
  name: 'Changedetection.io',
  category: 'monitoring',
  description: 'Watches, the ones changed and not yet viewed, and the ones failing on Changedetection.io; the changed pages in the list.',
  expected: 'a Changedetection.io server',
  docs: 'https://changedetection.io/docs/api_v1/index.html',
  api: 'v1',
  repo: 'https://github.com/dgtlmoon/changedetection.io',
  license: 'Apache-2.0',
  logo: { simpleIcon: 'changedetection', initials: 'CD', colour: '#3056d3' },
  config: [{ name: 'apiKey', label: 'API key', type: 'password', required: true, placeholder: 'Settings → API' }],
  auth: { style: 'header', header: 'x-api-key', value: '{apiKey}' },
  requests: {
    system: { path: 'api/v1/systeminfo', answer: t.Object({ watch_count: t.Number(), queue_size: t.Number(), version: t.String() }) },
    watches: { path: 'api/v1/watch', answer: t.Record(t.String(), Watch) },
  },
  test: ['system'],
  datapoints: [
    { key: 'watches', label: 'Watches', icon: 'eye', format: 'count', default: true, read: (a) => a.system.watch_count },
    { key: 'changed', label: 'Changed', icon: 'file-diff', format: 'count', default: true, read: (a) => unviewed(a.watches).length },
    {
      key: 'errors',
      label: 'Errors',
      icon: 'alert-triangle',
      format: 'count',
      default: true,
      read: (a) => Object.values(a.watches).filter((w) => w.last_error).length,
    },
    { key: 'queued', label: 'Queued', icon: 'hourglass', format: 'count', read: (a) => a.system.queue_size },
    { key: 'version', label: 'Version', icon: 'tag', format: 'version', read: (a) => a.system.version },
  ],
  detail: {
    kind: 'alerts',
    read: (a) => unviewed(a.watches).map((w) => ({ title: w.title || w.url, subtitle: `changed ${formatDate(w.last_changed)}` })),
  },
})
