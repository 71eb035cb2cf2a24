import { t } from 'elysia'
import { defineApp } from '../../app-definition'
import { TRUENAS_AUTH, TRUENAS_CONFIG, TRUENAS_REQUESTS, truenasAlerts, truenasDatapoints } from './truenas.shared'

// TrueNAS SCALE (Community Edition): REST v2.0 with an API key; apps are the Docker-based ones of 24.10+.
export const truenasScale = defineApp({
  id: 'truenas-scale',
  name: 'TrueNAS SCALE',
  category: 'servers',
  description: 'Alerts, pool health and use, and apps running on TrueNAS SCALE / Community Edition (REST API v2.0); the alerts are listed.',
  expected: 'a TrueNAS SCALE server, version 24.10+',
  docs: 'https://api.truenas.com/',
  api: 'REST v2.0 (24.10-25.10)',
  repo: 'https://github.com/truenas/middleware',
  license: 'LGPL-3.0',
  logo: { simpleIcon: 'truenas', initials: 'TN', colour: '#0095d5' },
  config: TRUENAS_CONFIG,
  auth: TRUENAS_AUTH,
  requests: {
    ...TRUENAS_REQUESTS,
    apps: { path: 'api/v2.0/app', answer: t.Array(t.Object({ name: t.String(), state: t.String() })) },
  },
  test: ['info'],
  datapoints: [
    ...truenasDatapoints(['alerts', 'pools', 'poolUsage', 'uptime']),
    {
      key: 'apps',
      label: 'Apps running',
      icon: 'apps',
      format: 'text',
      default: true,
      read: (a) => `${a.apps.filter((x) => x.state === 'RUNNING').length}/${a.apps.length}`,
    },
  ],
  detail: truenasAlerts,
})
