import { t } from 'elysia'
import { defineApp } from '../../app-definition'
import { AlertmanagerAlert, alertRows, FIRING_ALERTS } from './alertmanager.shared'
import { OPTIONAL_LOGIN } from './answers.shared'

// Prometheus Alertmanager's API v2: the alerts firing (neither silenced nor inhibited), the silences, its status.
// Basic auth only where its web config sets some.
export const alertmanager = defineApp({
  id: 'alertmanager',
  name: 'Alertmanager',
  category: 'monitoring',
  description: 'Alerts firing on a Prometheus Alertmanager, how many are critical, the active silences, and the alerts themselves.',
  expected: 'a Prometheus Alertmanager, version 0.16+',
  docs: 'https://github.com/prometheus/alertmanager/blob/main/api/v2/openapi.yaml',
  api: 'v2',
  repo: 'https://github.com/prometheus/alertmanager',
  license: 'Apache-2.0',
  logo: { simpleIcon: 'prometheus', initials: 'AM', colour: '#e6522c' },
  config: OPTIONAL_LOGIN,
  auth: { style: 'basic', user: 'username', password: 'password' },
  requests: {
    status: { path: 'api/v2/status', answer: t.Object({ cluster: t.Object({ status: t.String() }), versionInfo: t.Object({ version: t.String() }) }) },
    alerts: { path: FIRING_ALERTS, answer: t.Array(AlertmanagerAlert) },
    silences: { path: 'api/v2/silences', answer: t.Array(t.Object({ id: t.String(), status: t.Object({ state: t.String() }) })) },
  },
  test: ['status'],
  datapoints: [
    { key: 'firing', label: 'Alerts firing', icon: 'bell-ringing', format: 'count', default: true, read: (a) => a.alerts.length },
    {
      key: 'critical',
      label: 'Critical',
      icon: 'alert-octagon',
      format: 'count',
      default: true,
      read: (a) => a.alerts.filter((x) => x.labels.severity === 'critical').length,
    },
    {
      key: 'silences',
      label: 'Active silences',
      icon: 'bell-off',
      format: 'count',
      default: true,
      read: (a) => a.silences.filter((s) => s.status.state === 'active').length,
    },
    { key: 'cluster', label: 'Cluster', icon: 'affiliate', format: 'text', read: (a) => a.status.cluster.status },
    { key: 'version', label: 'Version', icon: 'tag', format: 'version', read: (a) => a.status.versionInfo.version },
  ],
  detail: { kind: 'alerts', read: (a) => alertRows(a.alerts) },
})
