import { t } from 'elysia'
import { defineApp } from '../../app-definition'
import { OPTIONAL_LOGIN } from './answers.shared'

// Prometheus Pushgateway's API v1: its status (build information) and the metric groups pushed to it, each with
// whether its last push succeeded and when it was (push_time_seconds). Basic auth only where its web config sets some.
const Group = t.Object({
  labels: t.Record(t.String(), t.String()),
  last_push_successful: t.Boolean(),
  push_time_seconds: t.Object({ metrics: t.Array(t.Object({ value: t.String() })) }),
})
type Group = typeof Group.static
const pushedAt = (g: Group) => Number(g.push_time_seconds.metrics[0]?.value ?? Number.NaN)
const failed = (groups: Group[]) => groups.filter((g) => !g.last_push_successful)

export const pushgateway = defineApp({
  id: 'pushgateway',
  name: 'Pushgateway',
  category: 'monitoring',
  description: 'Metric groups on a Prometheus Pushgateway (batch jobs pushing their results), those whose last push failed, and the oldest push.',
  expected: 'a Prometheus Pushgateway, version 1.0+',
  docs: 'https://github.com/prometheus/pushgateway#api',
  api: 'v1',
  repo: 'https://github.com/prometheus/pushgateway',
  license: 'Apache-2.0',
  logo: { simpleIcon: 'prometheus', initials: 'PG', colour: '#e6522c' },
  config: OPTIONAL_LOGIN,
  auth: { style: 'basic', user: 'username', password: 'password' },
  requests: {
    status: {
      path: 'api/v1/status',
      answer: t.Object({ status: t.Literal('success'), data: t.Object({ build_information: t.Object({ version: t.String() }) }) }),
    },
    groups: { path: 'api/v1/metrics', answer: t.Object({ status: t.Literal('success'), data: t.Array(Group) }) },
  },
  test: ['status'],
  datapoints: [
    { key: 'groups', label: 'Groups', icon: 'list', format: 'count', default: true, read: (a) => a.groups.data.length },
    { key: 'failed', label: 'Failed pushes', icon: 'alert-triangle', format: 'count', default: true, read: (a) => failed(a.groups.data).length },
    {
      key: 'oldest',
      label: 'Oldest push',
      icon: 'clock',
      format: 'date',
      default: true,
      read: (a) => {
        const times = a.groups.data.map(pushedAt).filter(Number.isFinite)
        return times.length ? Math.min(...times) : null
      },
    },
    { key: 'version', label: 'Version', icon: 'tag', format: 'version', read: (a) => a.status.data.build_information.version },
  ],
  detail: {
    kind: 'alerts',
    read: (a) =>
      failed(a.groups.data).map((g) => ({
        title: g.labels.job ?? '—',
        subtitle: Object.entries(g.labels)
          .filter(([k]) => k !== 'job')
          .map(([k, v]) => `${k}=${v}`)
          .join(', '),
      })),
  },
})
