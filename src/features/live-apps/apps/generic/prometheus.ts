import { t } from 'elysia'
import { defineApp } from '../../app-definition'
import { PROMETHEUS_DOCS, PROMETHEUS_LOGO, PROMETHEUS_SIGN_IN, seriesName, success } from './prometheus.shared'

// Prometheus itself: its scrape targets up and down, its alerts firing and pending, and its version.
const Labels = t.Record(t.String(), t.String())

export const prometheus = defineApp({
  id: 'prometheus',
  name: 'Prometheus',
  category: 'generic',
  description: 'Scrape targets up and down, alerts firing and pending (the firing ones listed), and the server version.',
  expected: 'a Prometheus server, version 2.x or 3.x',
  docs: PROMETHEUS_DOCS,
  api: 'HTTP API v1',
  repo: 'https://github.com/prometheus/prometheus',
  license: 'Apache-2.0',
  logo: PROMETHEUS_LOGO,
  config: PROMETHEUS_SIGN_IN.config,
  auth: PROMETHEUS_SIGN_IN.auth,
  requests: {
    targets: {
      path: 'api/v1/targets?state=active',
      answer: success(t.Object({ activeTargets: t.Array(t.Object({ health: t.String(), labels: Labels, lastError: t.Optional(t.String()) })) })),
    },
    alerts: {
      path: 'api/v1/alerts',
      answer: success(t.Object({ alerts: t.Array(t.Object({ state: t.String(), labels: Labels, annotations: t.Optional(Labels) })) })),
    },
    build: { path: 'api/v1/status/buildinfo', answer: success(t.Object({ version: t.String() })) },
  },
  test: ['build', 'targets'],
  datapoints: [
    {
      key: 'up',
      label: 'Targets up',
      icon: 'circle-check',
      format: 'count',
      default: true,
      read: (a) => a.targets.data.activeTargets.filter((x) => x.health === 'up').length,
    },
    {
      key: 'down',
      label: 'Targets down',
      icon: 'circle-x',
      format: 'count',
      default: true,
      read: (a) => a.targets.data.activeTargets.filter((x) => x.health === 'down').length,
    },
    {
      key: 'firing',
      label: 'Firing',
      icon: 'flame',
      format: 'count',
      default: true,
      read: (a) => a.alerts.data.alerts.filter((x) => x.state === 'firing').length,
    },
    { key: 'pending', label: 'Pending', icon: 'clock', format: 'count', read: (a) => a.alerts.data.alerts.filter((x) => x.state === 'pending').length },
    { key: 'version', label: 'Version', icon: 'tag', format: 'version', read: (a) => a.build.data.version },
  ],
  detail: {
    kind: 'alerts',
    read: (a) =>
      a.alerts.data.alerts
        .filter((x) => x.state === 'firing')
        .map(({ labels, annotations }) => {
          const { alertname = 'Alert', ...rest } = labels
          return { title: alertname, subtitle: annotations?.summary ?? seriesName(rest) }
        }),
  },
})
