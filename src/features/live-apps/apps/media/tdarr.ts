import { t } from 'elysia'
import { defineApp } from '../../app-definition'

// Tdarr 2.x: the statistics document through cruddb, the nodes and their workers through get-nodes; an API key in
// x-api-key only when the server has authentication on. Tables 1/4 are the transcode and health-check queues,
// 2/5 what succeeded, 3/6 what failed; sizeDiff is in GB.
const Count = t.Union([t.Number(), t.String()])
const n = (v: number | string | undefined) => Number(v ?? 0)
// Only what the list shows, each optional: a worker between files has none of them.
const Worker = t.Object({ file: t.Optional(t.String()), percentage: t.Optional(t.Number()), ETA: t.Optional(t.String()), workerType: t.Optional(t.String()) })

export const tdarr = defineApp({
  id: 'tdarr',
  name: 'Tdarr',
  category: 'media',
  description: 'Files queued, transcoded and failed, space saved, and what the Tdarr workers transcode now.',
  expected: 'a Tdarr server, version 2',
  docs: 'https://docs.tdarr.io/docs/api',
  api: 'v2',
  repo: 'https://github.com/HaveAGitGat/Tdarr',
  license: null,
  logo: { initials: 'Td', colour: '#0a5f9e' },
  config: [{ name: 'apiKey', label: 'API key', type: 'password', placeholder: 'Only with authentication on: Tools → API keys' }],
  auth: { style: 'header', header: 'x-api-key', value: '{apiKey}' },
  requests: {
    stats: {
      path: 'api/v2/cruddb',
      method: 'POST',
      json: () => ({ data: { collection: 'StatisticsJSONDB', mode: 'getById', docID: 'statistics' } }),
      answer: t.Object({
        totalFileCount: Count,
        totalTranscodeCount: Count,
        totalHealthCheckCount: Count,
        sizeDiff: Count,
        table1Count: Count,
        table2Count: Count,
        table3Count: Count,
        table4Count: Count,
        table5Count: Count,
        table6Count: Count,
      }),
    },
    nodes: {
      path: 'api/v2/get-nodes',
      answer: t.Record(t.String(), t.Object({ nodeName: t.String(), workers: t.Record(t.String(), Worker) })),
    },
  },
  test: ['stats'],
  datapoints: [
    { key: 'queued', label: 'Queued', icon: 'list', format: 'count', default: true, read: (a) => n(a.stats.table1Count) + n(a.stats.table4Count) },
    {
      key: 'processed',
      label: 'Processed',
      icon: 'circle-check',
      format: 'count',
      default: true,
      read: (a) => n(a.stats.table2Count) + n(a.stats.table5Count),
    },
    { key: 'errored', label: 'Errored', icon: 'alert-triangle', format: 'count', default: true, read: (a) => n(a.stats.table3Count) + n(a.stats.table6Count) },
    { key: 'saved', label: 'Space saved', icon: 'database', format: 'bytes', default: true, read: (a) => n(a.stats.sizeDiff) * 1024 ** 3 },
    { key: 'files', label: 'Files', icon: 'files', format: 'count', read: (a) => a.stats.totalFileCount },
    {
      key: 'workers',
      label: 'Active workers',
      icon: 'cpu',
      format: 'count',
      read: (a) => Object.values(a.nodes).reduce((sum, node) => sum + Object.keys(node.workers).length, 0),
    },
  ],
  detail: {
    kind: 'downloads',
    read: (a) =>
      Object.values(a.nodes).flatMap((node) =>
        Object.values(node.workers).map((w) => ({
          title: w.file?.split('/').at(-1) || '—',
          subtitle: [node.nodeName, w.workerType, w.ETA ? `${w.ETA} left` : undefined].filter(Boolean).join(' · '),
          progress: w.percentage ?? 0,
        })),
      ),
  },
})
