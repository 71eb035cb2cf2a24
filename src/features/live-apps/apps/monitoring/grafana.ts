import { t } from 'elysia'
import { defineApp } from '../../app-definition'
import { AlertmanagerAlert, alertRows, FIRING_ALERTS } from './alertmanager.shared'

// Grafana's HTTP API with a service account token (Administration → Service accounts, Viewer is enough): its health,
// the dashboards it can see, and the alerts its built-in Alertmanager holds firing (Grafana 9+ unified alerting).
export const grafana = defineApp({
  id: 'grafana',
  name: 'Grafana',
  category: 'monitoring',
  description: 'Alerts firing, dashboards and the health of a Grafana 9+ (unified alerting), read with a service account token.',
  expected: 'a Grafana server, version 9+',
  docs: 'https://grafana.com/docs/grafana/latest/developers/http_api/',
  api: 'HTTP API (9+)',
  repo: 'https://github.com/grafana/grafana',
  license: 'AGPL-3.0',
  logo: { simpleIcon: 'grafana', initials: 'Gf', colour: '#f46800' },
  config: [{ name: 'token', label: 'Service account token', type: 'password', required: true, placeholder: 'glsa_…' }],
  auth: { style: 'bearer', field: 'token' },
  requests: {
    health: { path: 'api/health', answer: t.Object({ database: t.String(), version: t.String() }) },
    alerts: { path: `api/alertmanager/grafana/${FIRING_ALERTS}`, answer: t.Array(AlertmanagerAlert) },
    dashboards: { path: 'api/search?type=dash-db&limit=5000', answer: t.Array(t.Object({ uid: t.String(), title: t.String() })) },
  },
  // The health needs no token: the alerts prove it.
  test: ['health', 'alerts'],
  datapoints: [
    { key: 'firing', label: 'Alerts firing', icon: 'bell-ringing', format: 'count', default: true, read: (a) => a.alerts.length },
    { key: 'dashboards', label: 'Dashboards', icon: 'layout-dashboard', format: 'count', default: true, read: (a) => a.dashboards.length },
    {
      key: 'database',
      label: 'Database',
      icon: 'database',
      format: 'text',
      default: true,
      read: (a) => (a.health.database === 'ok' ? 'OK' : a.health.database),
    },
    { key: 'version', label: 'Version', icon: 'tag', format: 'version', read: (a) => a.health.version },
  ],
  detail: { kind: 'alerts', read: (a) => alertRows(a.alerts) },
})
