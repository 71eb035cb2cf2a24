import { t } from 'elysia'
import { defineApp } from '../../app-definition'

// Cronitor (cloud, https://cronitor.io) API: the monitors, each passing or failing, paused or not; the API key is the
// user name of basic auth with an empty password.
const Monitor = t.Object({ key: t.String(), name: t.Union([t.String(), t.Null()]), type: t.String(), passing: t.Boolean(), paused: t.Boolean() })
type Monitor = typeof Monitor.static
const failing = (list: Monitor[]) => list.filter((m) => !m.passing && !m.paused)

export const cronitor = defineApp({
  id: 'cronitor',
  name: 'Cronitor',
  category: 'monitoring',
  description: 'Cron jobs, heartbeats and checks passing, failing and paused on Cronitor, and which are failing. Link it to https://cronitor.io.',
  expected: 'the Cronitor API (cronitor.io)',
  docs: 'https://cronitor.io/docs/monitor-api',
  api: 'v3 (2020-10-01)',
  repo: null,
  license: null,
  logo: { initials: 'Cn', colour: '#11a683' },
  config: [{ name: 'apiKey', label: 'API key', type: 'password', required: true, placeholder: 'Settings → API keys (read-only)' }],
  auth: { style: 'basic', user: 'apiKey', password: '' },
  requests: { monitors: { path: 'api/monitors?pageSize=1000', answer: t.Object({ monitors: t.Array(Monitor) }) } },
  datapoints: [
    {
      key: 'passing',
      label: 'Passing',
      icon: 'circle-check',
      format: 'count',
      default: true,
      read: (a) => a.monitors.monitors.filter((m) => m.passing && !m.paused).length,
    },
    { key: 'failing', label: 'Failing', icon: 'circle-x', format: 'count', default: true, read: (a) => failing(a.monitors.monitors).length },
    { key: 'paused', label: 'Paused', icon: 'player-pause', format: 'count', default: true, read: (a) => a.monitors.monitors.filter((m) => m.paused).length },
    { key: 'monitors', label: 'Monitors', icon: 'list', format: 'count', read: (a) => a.monitors.monitors.length },
  ],
  detail: { kind: 'alerts', read: (a) => failing(a.monitors.monitors).map((m) => ({ title: m.name ?? m.key, subtitle: `${m.type} · failing` })) },
})
