import { t } from 'elysia'
import { defineApp } from '../../app-definition'
import { downloadRow } from './downloads.shared'

// Kapowarr's API: the api_key parameter (Settings → General); every answer is { error, result }, 401 ApiKeyInvalid on a wrong key.
export const kapowarr = defineApp({
  id: 'kapowarr',
  name: 'Kapowarr',
  category: 'downloads',
  description: 'Comic volumes, issues downloaded, library size and the download queue of your Kapowarr.',
  expected: 'a Kapowarr server, version 1.0+',
  docs: 'https://casvt.github.io/Kapowarr/other_docs/api/',
  api: 'REST (api/)',
  repo: 'https://github.com/Casvt/Kapowarr',
  license: 'GPL-3.0',
  logo: { initials: 'Ka', colour: '#4c1d95' },
  config: [{ name: 'apiKey', label: 'API key', type: 'password', required: true, placeholder: 'Settings → General → API Key' }],
  auth: { style: 'query', param: 'api_key', field: 'apiKey' },
  requests: {
    stats: {
      path: 'api/volumes/stats',
      answer: t.Object({
        result: t.Object({ volumes: t.Number(), monitored: t.Number(), issues: t.Number(), downloaded_issues: t.Number(), total_file_size: t.Number() }),
      }),
    },
    queue: {
      path: 'api/activity/queue',
      answer: t.Object({ result: t.Array(t.Object({ title: t.String(), status: t.String(), progress: t.Number(), speed: t.Number() })) }),
    },
  },
  test: ['stats'],
  datapoints: [
    { key: 'volumes', label: 'Volumes', icon: 'books', format: 'count', default: true, read: (a) => a.stats.result.volumes },
    { key: 'monitored', label: 'Monitored', icon: 'eye', format: 'count', read: (a) => a.stats.result.monitored },
    { key: 'issues', label: 'Issues', icon: 'book', format: 'count', read: (a) => a.stats.result.issues },
    { key: 'downloaded', label: 'Issues downloaded', icon: 'circle-check', format: 'count', default: true, read: (a) => a.stats.result.downloaded_issues },
    { key: 'size', label: 'Library size', icon: 'database', format: 'bytes', default: true, read: (a) => a.stats.result.total_file_size },
    { key: 'queued', label: 'Queued', icon: 'download', format: 'count', default: true, read: (a) => a.queue.result.length },
  ],
  detail: {
    kind: 'downloads',
    read: (a) => a.queue.result.map((d) => downloadRow(d.title, { progress: d.progress, speed: d.speed, state: d.status })),
  },
})
