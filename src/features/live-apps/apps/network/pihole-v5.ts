import { t } from 'elysia'
import { defineApp } from '../../app-definition'
import { refusedInside } from './refusal.shared'

// Pi-hole v5 (AdminLTE): admin/api.php with the API token as ?auth=. A wrong token is not an error status: summaryRaw
// answers 200 with an empty list, so the public ?versions call goes first to tell a refusal from another service.
const Summary = t.Object({
  domains_being_blocked: t.Number(),
  dns_queries_today: t.Number(),
  ads_blocked_today: t.Number(),
  ads_percentage_today: t.Number(),
  unique_clients: t.Number(),
  status: t.String(),
})

export const piholeV5 = defineApp({
  id: 'pihole-v5',
  name: 'Pi-hole v5',
  category: 'network',
  description: 'DNS queries, blocked queries and blocklist size from a Pi-hole still on version 5 (for version 6 pick Pi-hole).',
  expected: 'a Pi-hole server, version 5',
  docs: 'https://discourse.pi-hole.net/t/pi-hole-api/1863',
  api: 'v5 api.php',
  repo: 'https://github.com/pi-hole/AdminLTE',
  license: 'EUPL-1.2',
  logo: { simpleIcon: 'pihole', initials: 'Pi', colour: '#96060c' },
  config: [{ name: 'apiToken', label: 'API token', type: 'password', required: true, placeholder: 'Settings → API / Web interface → Show API token' }],
  auth: { style: 'query', param: 'auth', field: 'apiToken' },
  requests: {
    versions: { path: 'admin/api.php?versions', answer: t.Object({ core_current: t.String(), web_current: t.String(), FTL_current: t.String() }) },
    summary: { path: 'admin/api.php?summaryRaw', answer: t.Union([Summary, t.Array(t.Unknown(), { maxItems: 0 })]) },
  },
  hooks: {
    async load(api) {
      const versions = await api.get('versions')
      const summary = await api.get('summary')
      if (Array.isArray(summary)) throw refusedInside('Pi-hole v5', 'API token')
      return { versions, summary }
    },
  },
  datapoints: [
    { key: 'totalQueries', label: 'Total queries', icon: 'world', format: 'count', default: true, read: (a) => summaryOf(a)?.dns_queries_today },
    { key: 'blockedQueries', label: 'Queries blocked', icon: 'hand-stop', format: 'count', default: true, read: (a) => summaryOf(a)?.ads_blocked_today },
    { key: 'percentBlocked', label: 'Percent blocked', icon: 'chart-pie', format: 'percent', default: true, read: (a) => summaryOf(a)?.ads_percentage_today },
    { key: 'domainsBlocked', label: 'Domains on blocklists', icon: 'list', format: 'count', read: (a) => summaryOf(a)?.domains_being_blocked },
    { key: 'clients', label: 'Clients', icon: 'devices', format: 'count', read: (a) => summaryOf(a)?.unique_clients },
    { key: 'blocking', label: 'Blocking', icon: 'shield', format: 'text', read: (a) => (summaryOf(a)?.status === 'enabled' ? 'On' : 'Off') },
    { key: 'version', label: 'Version', icon: 'tag', format: 'version', read: (a) => a.versions.core_current },
  ],
})

/** The summary, once the load hook has refused the empty list. */
function summaryOf(a: { summary: typeof Summary.static | unknown[] }) {
  return Array.isArray(a.summary) ? undefined : a.summary
}
