import { t } from 'elysia'
import { defineApp } from '../../app-definition'
import { USER_AND_PASSWORD } from '../shared/fields'

// AdGuard Home's control API with the web interface's user and password (HTTP basic auth).
export const adguardHome = defineApp({
  id: 'adguard-home',
  name: 'AdGuard Home',
  category: 'network',
  description: 'DNS queries, blocked queries and processing time of AdGuard Home, and whether protection is on.',
  expected: 'an AdGuard Home server, version 0.107+',
  docs: 'https://github.com/AdguardTeam/AdGuardHome/tree/master/openapi',
  api: 'control API (0.107+)',
  repo: 'https://github.com/AdguardTeam/AdGuardHome',
  license: 'GPL-3.0',
  logo: { simpleIcon: 'adguard', initials: 'AG', colour: '#68bc71' },
  config: USER_AND_PASSWORD,
  auth: { style: 'basic', user: 'username', password: 'password' },
  requests: {
    status: { path: 'control/status', answer: t.Object({ version: t.String(), protection_enabled: t.Boolean() }) },
    stats: { path: 'control/stats', answer: t.Object({ num_dns_queries: t.Number(), num_blocked_filtering: t.Number(), avg_processing_time: t.Number() }) },
  },
  test: ['status'],
  datapoints: [
    { key: 'queries', label: 'Queries', icon: 'world', format: 'count', default: true, read: (a) => a.stats.num_dns_queries },
    { key: 'blocked', label: 'Blocked', icon: 'hand-stop', format: 'count', default: true, read: (a) => a.stats.num_blocked_filtering },
    {
      key: 'percentBlocked',
      label: 'Percent blocked',
      icon: 'chart-pie',
      format: 'percent',
      default: true,
      read: (a) => (a.stats.num_dns_queries ? (a.stats.num_blocked_filtering / a.stats.num_dns_queries) * 100 : 0),
    },
    // avg_processing_time is in seconds.
    { key: 'latency', label: 'Processing time', icon: 'clock', format: 'text', read: (a) => `${Math.round(a.stats.avg_processing_time * 1000)} ms` },
    { key: 'protection', label: 'Protection', icon: 'shield', format: 'text', read: (a) => (a.status.protection_enabled ? 'On' : 'Off') },
    { key: 'version', label: 'Version', icon: 'tag', format: 'version', read: (a) => a.status.version },
  ],
})
