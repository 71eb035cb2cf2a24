import { t } from 'elysia'
import { defineApp } from '../../app-definition'
import { readMetrics, type Sample } from './prometheus-text.shared'

// Every monitor of an Uptime Kuma, from its /metrics page (Prometheus text): an API key (Settings → API Keys) is the
// password of an empty user name. monitor_status: 0 down, 1 up, 2 pending, 3 maintenance.
const Samples = t.Array(t.Object({ name: t.String(), labels: t.Record(t.String(), t.String()), value: t.Number() }))
const of = (samples: Sample[], name: string) => samples.filter((s) => s.name === name)
const withStatus = (samples: Sample[], status: number) => of(samples, 'monitor_status').filter((s) => s.value === status)
/** Certificates Uptime Kuma warns about by default: 14 days or fewer left. */
const EXPIRING_DAYS = 14

export const uptimeKumaMetrics = defineApp({
  id: 'uptime-kuma-metrics',
  name: 'Uptime Kuma Metrics',
  category: 'monitoring',
  description:
    'Every monitor of an Uptime Kuma (not one status page): up, down, pending, response time and certificates expiring, from its metrics with an API key.',
  expected: 'an Uptime Kuma server, version 1.21+',
  docs: 'https://github.com/louislam/uptime-kuma/wiki/API-Keys',
  api: 'Prometheus metrics (1.21+, 2.x)',
  repo: 'https://github.com/louislam/uptime-kuma',
  license: 'MIT',
  logo: { simpleIcon: 'uptimekuma', initials: 'UK', colour: '#5cdd8b' },
  config: [{ name: 'apiKey', label: 'API key', type: 'password', required: true, placeholder: 'Settings → API Keys' }],
  auth: { style: 'basic', user: '', password: 'apiKey' },
  requests: { metrics: { path: 'metrics', answer: Samples } },
  hooks: {
    async load(api, _ctx, service) {
      return { metrics: await readMetrics(api.raw('metrics', { headers: { accept: 'text/plain' } }), service, 'app_version') }
    },
  },
  datapoints: [
    { key: 'up', label: 'Up', icon: 'circle-check', format: 'count', default: true, read: (a) => withStatus(a.metrics, 1).length },
    { key: 'down', label: 'Down', icon: 'circle-x', format: 'count', default: true, read: (a) => withStatus(a.metrics, 0).length },
    {
      key: 'responseTime',
      label: 'Response time',
      icon: 'clock',
      format: 'text',
      default: true,
      read: (a) => {
        const times = of(a.metrics, 'monitor_response_time').filter((s) => Number.isFinite(s.value) && s.value >= 0)
        return times.length ? `${Math.round(times.reduce((n, s) => n + s.value, 0) / times.length)} ms` : null
      },
    },
    {
      key: 'certsExpiring',
      label: 'Certificates expiring',
      icon: 'certificate',
      format: 'count',
      read: (a) => of(a.metrics, 'monitor_cert_days_remaining').filter((s) => s.value <= EXPIRING_DAYS).length,
    },
    { key: 'pending', label: 'Pending', icon: 'hourglass', format: 'count', read: (a) => withStatus(a.metrics, 2).length },
    { key: 'maintenance', label: 'Maintenance', icon: 'tool', format: 'count', read: (a) => withStatus(a.metrics, 3).length },
    { key: 'monitors', label: 'Monitors', icon: 'list', format: 'count', read: (a) => of(a.metrics, 'monitor_status').length },
  ],
  detail: {
    kind: 'alerts',
    read: (a) =>
      withStatus(a.metrics, 0).map((s) => ({
        title: s.labels.monitor_name ?? '—',
        subtitle: [s.labels.monitor_type, s.labels.monitor_url ?? s.labels.monitor_hostname].filter((v) => v && v !== 'null').join(' · '),
      })),
  },
})
