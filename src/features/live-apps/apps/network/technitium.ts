import { t } from 'elysia'
import { defineApp } from '../../app-definition'
import { AppFailure } from '../../live-app'
import { refusedInside } from './refusal.shared'

// Technitium DNS Server's HTTP API with an API token (?token=); every answer is 200 with a status of its own:
// "ok", "invalid-token" (a wrong or expired token) or "error" with an errorMessage.
const Stats = t.Object({
  totalQueries: t.Number(),
  totalNoError: t.Number(),
  totalServerFailure: t.Number(),
  totalNxDomain: t.Number(),
  totalCached: t.Number(),
  totalBlocked: t.Number(),
  totalClients: t.Number(),
  zones: t.Number(),
  blockListZones: t.Number(),
})

export const technitium = defineApp({
  id: 'technitium',
  name: 'Technitium DNS',
  category: 'network',
  description: 'Queries, blocked queries, cache hits and clients of the last day on a Technitium DNS Server.',
  expected: 'a Technitium DNS Server, version 8+',
  docs: 'https://github.com/TechnitiumSoftware/DnsServer/blob/master/APIDOCS.md',
  api: 'HTTP API (dashboard/stats/get)',
  repo: 'https://github.com/TechnitiumSoftware/DnsServer',
  license: 'GPL-3.0',
  logo: { initials: 'TD', colour: '#6c2e9c' },
  config: [{ name: 'apiToken', label: 'API token', type: 'password', required: true, placeholder: 'Administration → Sessions → Create Token' }],
  auth: { style: 'query', param: 'token', field: 'apiToken' },
  requests: {
    stats: {
      path: 'api/dashboard/stats/get?type=LastDay&utc=true',
      answer: t.Object({ status: t.String(), errorMessage: t.Optional(t.String()), response: t.Optional(t.Object({ stats: Stats })) }),
    },
  },
  hooks: {
    async load(api) {
      const stats = await api.get('stats')
      if (stats.status === 'invalid-token') throw refusedInside('Technitium DNS', 'API token')
      if (stats.status !== 'ok' || !stats.response) throw new AppFailure(`Technitium DNS answered: ${stats.errorMessage ?? stats.status}`)
      return { stats }
    },
  },
  datapoints: [
    { key: 'queries', label: 'Queries', icon: 'world', format: 'count', default: true, read: (a) => a.stats.response?.stats.totalQueries },
    { key: 'blocked', label: 'Blocked', icon: 'hand-stop', format: 'count', default: true, read: (a) => a.stats.response?.stats.totalBlocked },
    {
      key: 'percentBlocked',
      label: 'Percent blocked',
      icon: 'chart-pie',
      format: 'percent',
      default: true,
      read: (a) => {
        const s = a.stats.response?.stats
        return s?.totalQueries ? (s.totalBlocked / s.totalQueries) * 100 : 0
      },
    },
    { key: 'clients', label: 'Clients', icon: 'devices', format: 'count', default: true, read: (a) => a.stats.response?.stats.totalClients },
    { key: 'cached', label: 'Cached', icon: 'database', format: 'count', read: (a) => a.stats.response?.stats.totalCached },
    { key: 'nxDomain', label: 'NX domain', icon: 'world-off', format: 'count', read: (a) => a.stats.response?.stats.totalNxDomain },
    { key: 'serverFailure', label: 'Server failures', icon: 'alert-triangle', format: 'count', read: (a) => a.stats.response?.stats.totalServerFailure },
    { key: 'zones', label: 'Zones', icon: 'list', format: 'count', read: (a) => a.stats.response?.stats.zones },
  ],
})
