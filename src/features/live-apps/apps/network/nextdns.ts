import { t } from 'elysia'
import { defineApp } from '../../app-definition'
import { configText } from '../../live-app'

// NextDNS's API (https://api.nextdns.io) with the account's API key (Account → API) in X-Api-Key; counts of the
// last 30 days per query status (default, blocked, allowed, relayed).
const Status = t.Object({ data: t.Array(t.Object({ status: t.String(), queries: t.Number() })) })
const Encryption = t.Object({ data: t.Array(t.Object({ encrypted: t.Boolean(), queries: t.Number() })) })
const count = (a: typeof Status.static, status: string) => a.data.filter((s) => s.status === status).reduce((n, s) => n + s.queries, 0)
const total = (a: typeof Status.static) => a.data.reduce((n, s) => n + s.queries, 0)
const profile = (config: Record<string, unknown>) => `profiles/${encodeURIComponent(configText(config, 'profile'))}`

export const nextdns = defineApp({
  id: 'nextdns',
  name: 'NextDNS',
  category: 'network',
  description: 'Queries, blocked queries and encrypted share of a NextDNS profile over the last 30 days.',
  expected: "NextDNS's API (https://api.nextdns.io)",
  docs: 'https://nextdns.github.io/api/',
  api: 'API (analytics)',
  repo: null,
  license: null,
  logo: { simpleIcon: 'nextdns', initials: 'ND', colour: '#007bff' },
  config: [
    { name: 'apiKey', label: 'API key', type: 'password', required: true, placeholder: 'Account → API' },
    { name: 'profile', label: 'Profile ID', type: 'text', required: true, placeholder: 'abc123' },
  ],
  auth: { style: 'header', header: 'X-Api-Key', value: '{apiKey}' },
  requests: {
    status: { path: (config) => `${profile(config)}/analytics/status`, answer: Status },
    encryption: { path: (config) => `${profile(config)}/analytics/encryption`, answer: Encryption },
  },
  test: ['status'],
  datapoints: [
    { key: 'queries', label: 'Queries', icon: 'world', format: 'count', default: true, read: (a) => total(a.status) },
    { key: 'blocked', label: 'Blocked', icon: 'hand-stop', format: 'count', default: true, read: (a) => count(a.status, 'blocked') },
    {
      key: 'percentBlocked',
      label: 'Percent blocked',
      icon: 'chart-pie',
      format: 'percent',
      default: true,
      read: (a) => (total(a.status) ? (count(a.status, 'blocked') / total(a.status)) * 100 : 0),
    },
    { key: 'allowed', label: 'Allowed', icon: 'circle-check', format: 'count', read: (a) => count(a.status, 'allowed') },
    {
      key: 'encrypted',
      label: 'Encrypted',
      icon: 'lock',
      format: 'percent',
      read: (a) => {
        const all = a.encryption.data.reduce((n, e) => n + e.queries, 0)
        return all ? (a.encryption.data.filter((e) => e.encrypted).reduce((n, e) => n + e.queries, 0) / all) * 100 : null
      },
    },
  ],
})
