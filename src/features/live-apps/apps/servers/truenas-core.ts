import { defineApp } from '../../app-definition'
import { TRUENAS_AUTH, TRUENAS_CONFIG, TRUENAS_REQUESTS, truenasAlerts, truenasDatapoints } from './truenas.shared'

// TrueNAS CORE (FreeBSD, 13.x): the same REST v2.0 as SCALE, without SCALE's apps.
export const truenasCore = defineApp({
  id: 'truenas-core',
  name: 'TrueNAS CORE',
  category: 'servers',
  description: 'Alerts, pool health and use, load and uptime of a TrueNAS CORE server (REST API v2.0); the alerts are listed.',
  expected: 'a TrueNAS CORE server, version 12+',
  docs: 'https://www.truenas.com/docs/core/13.0/api/',
  api: 'REST v2.0 (12.0-13.3)',
  repo: 'https://github.com/truenas/middleware',
  license: 'LGPL-3.0',
  logo: { simpleIcon: 'truenas', initials: 'TN', colour: '#0095d5' },
  config: TRUENAS_CONFIG,
  auth: TRUENAS_AUTH,
  requests: TRUENAS_REQUESTS,
  test: ['info'],
  datapoints: truenasDatapoints(['alerts', 'critical', 'pools', 'poolUsage', 'load', 'uptime']),
  detail: truenasAlerts,
})
