import { t } from 'elysia'
import { defineApp } from '../../app-definition'

// InfluxDB 2.x's API v2 with an API token (sent as "Token …"): its health (no token needed), the buckets and the tasks
// with the status of their last run.
export const influxdb = defineApp({
  id: 'influxdb',
  name: 'InfluxDB',
  category: 'monitoring',
  description: 'Health and version of an InfluxDB 2, its buckets, and the tasks whose last run failed.',
  expected: 'an InfluxDB server, version 2',
  docs: 'https://docs.influxdata.com/influxdb/v2/api/',
  api: 'v2',
  repo: 'https://github.com/influxdata/influxdb',
  license: 'MIT',
  logo: { simpleIcon: 'influxdb', initials: 'Ix', colour: '#22adf6' },
  config: [{ name: 'token', label: 'API token', type: 'password', required: true, placeholder: 'Load Data → API Tokens (read)' }],
  auth: { style: 'header', header: 'authorization', value: 'Token {token}' },
  requests: {
    health: { path: 'health', answer: t.Object({ status: t.String(), version: t.String() }) },
    buckets: { path: 'api/v2/buckets?limit=100', answer: t.Object({ buckets: t.Array(t.Object({ name: t.String(), type: t.String() })) }) },
    tasks: {
      path: 'api/v2/tasks?limit=500',
      answer: t.Object({ tasks: t.Array(t.Object({ name: t.String(), status: t.String(), lastRunStatus: t.Optional(t.String()) })) }),
    },
  },
  // The health needs no token: the buckets prove it.
  test: ['health', 'buckets'],
  datapoints: [
    {
      key: 'health',
      label: 'Health',
      icon: 'heart-rate-monitor',
      format: 'text',
      default: true,
      read: (a) => (a.health.status === 'pass' ? 'OK' : a.health.status),
    },
    {
      key: 'buckets',
      label: 'Buckets',
      icon: 'bucket',
      format: 'count',
      default: true,
      read: (a) => a.buckets.buckets.filter((b) => b.type === 'user').length,
    },
    {
      key: 'failedTasks',
      label: 'Failed tasks',
      icon: 'alert-triangle',
      format: 'count',
      default: true,
      read: (a) => a.tasks.tasks.filter((x) => x.status === 'active' && x.lastRunStatus === 'failed').length,
    },
    { key: 'tasks', label: 'Active tasks', icon: 'checklist', format: 'count', read: (a) => a.tasks.tasks.filter((x) => x.status === 'active').length },
    { key: 'version', label: 'Version', icon: 'tag', format: 'version', read: (a) => a.health.version },
  ],
  detail: {
    kind: 'alerts',
    read: (a) =>
      a.tasks.tasks.filter((x) => x.status === 'active' && x.lastRunStatus === 'failed').map((x) => ({ title: x.name, subtitle: 'last run failed' })),
  },
})
