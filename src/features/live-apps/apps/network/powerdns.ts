import { t } from 'elysia'
import { defineApp } from '../../app-definition'

// PowerDNS's HTTP API with its api-key in X-API-Key. The Authoritative Server, the Recursor and dnsdist answer the same
// servers/localhost (which of them it is: daemon_type) and statistics, with counters named per daemon: the app reads the
// names of the daemon that answered.
const Stat = t.Object({ name: t.String(), type: t.String(), value: t.Unknown() })
const COUNTERS: Record<string, { queries: string[]; cacheHits: string[]; failures: string[] }> = {
  authoritative: { queries: ['udp-queries', 'tcp-queries'], cacheHits: ['packetcache-hit', 'query-cache-hit'], failures: ['servfail-packets'] },
  recursor: { queries: ['questions'], cacheHits: ['cache-hits', 'packetcache-hits'], failures: ['servfail-answers'] },
  dnsdist: { queries: ['queries'], cacheHits: ['cache-hits'], failures: ['servfail-responses'] },
}
type Answers = { server: { daemon_type: string }; stats: Array<typeof Stat.static> }

/** The sum of the named counters of the daemon that answered; null for a daemon Foyer does not know. */
const counter = (a: Answers, which: 'queries' | 'cacheHits' | 'failures') => {
  const names = COUNTERS[a.server.daemon_type]?.[which]
  if (!names) return null
  return a.stats.filter((s) => names.includes(s.name)).reduce((n, s) => n + (Number(s.value) || 0), 0)
}

export const powerdns = defineApp({
  id: 'powerdns',
  name: 'PowerDNS',
  category: 'network',
  description: 'Queries, cache hits and failures of a PowerDNS Authoritative Server, Recursor or dnsdist (detected), and its uptime.',
  expected: 'a PowerDNS Authoritative Server, Recursor or dnsdist with its API on',
  docs: 'https://doc.powerdns.com/authoritative/http-api/',
  api: 'HTTP API v1',
  repo: 'https://github.com/PowerDNS/pdns',
  license: 'GPL-2.0',
  logo: { initials: 'PDNS', colour: '#333f48' },
  config: [{ name: 'apiKey', label: 'API key', type: 'password', required: true, placeholder: 'api-key (webserver-password for dnsdist)' }],
  auth: { style: 'header', header: 'X-API-Key', value: '{apiKey}' },
  requests: {
    server: { path: 'api/v1/servers/localhost', answer: t.Object({ daemon_type: t.String(), version: t.String() }) },
    stats: { path: 'api/v1/servers/localhost/statistics', answer: t.Array(Stat) },
  },
  test: ['server'],
  datapoints: [
    { key: 'queries', label: 'Queries', icon: 'world', format: 'count', default: true, read: (a) => counter(a, 'queries') },
    { key: 'cacheHits', label: 'Cache hits', icon: 'database', format: 'count', default: true, read: (a) => counter(a, 'cacheHits') },
    {
      key: 'cacheRate',
      label: 'Cache hit rate',
      icon: 'chart-pie',
      format: 'percent',
      read: (a) => {
        const queries = counter(a, 'queries')
        return queries ? ((counter(a, 'cacheHits') ?? 0) / queries) * 100 : null
      },
    },
    { key: 'failures', label: 'Server failures', icon: 'alert-triangle', format: 'count', default: true, read: (a) => counter(a, 'failures') },
    { key: 'uptime', label: 'Uptime', icon: 'clock', format: 'duration', read: (a) => Number(a.stats.find((s) => s.name === 'uptime')?.value) },
    { key: 'daemon', label: 'Server', icon: 'server-2', format: 'text', read: (a) => a.server.daemon_type },
    { key: 'version', label: 'Version', icon: 'tag', format: 'version', read: (a) => a.server.version },
  ],
})
