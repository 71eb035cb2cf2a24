import { t } from 'elysia'
import { defineApp } from '../../app-definition'
import { configText, readAnswer } from '../../live-app'

// Pi-hole v6 REST API: POST /api/auth { password } opens a session (session.sid), sent as X-FTL-SID;
// DELETE /api/auth ends it again, since Pi-hole keeps only a few sessions at a time.
const Auth = t.Object({ session: t.Object({ valid: t.Boolean(), sid: t.Union([t.String(), t.Null()]) }) })

export const pihole = defineApp({
  id: 'pihole',
  name: 'Pi-hole',
  category: 'network',
  description: 'DNS queries, blocked queries and blocklist size from Pi-hole v6.',
  expected: 'a Pi-hole server, version 6+',
  docs: 'https://docs.pi-hole.net/api/',
  api: 'v6 REST',
  repo: 'https://github.com/pi-hole/pi-hole',
  license: 'MIT',
  logo: { simpleIcon: 'pihole', initials: 'Pi', colour: '#96060c' },
  config: [{ name: 'password', label: 'App password', type: 'password', placeholder: 'Settings → Web interface / API → App password' }],
  auth: {
    style: 'session',
    fields: ['password'],
    login: {
      path: 'api/auth',
      body: (config) => ({ password: configText(config, 'password') }),
      async signedIn(answer, service) {
        const { session } = await readAnswer(Auth, answer, service)
        if (!session.valid) return undefined
        // A Pi-hole without a password answers a valid session without an id.
        const headers: Record<string, string> = session.sid ? { 'X-FTL-SID': session.sid } : {}
        return headers
      },
      logout: { path: 'api/auth', method: 'DELETE' },
    },
  },
  requests: {
    summary: {
      path: 'api/stats/summary',
      answer: t.Object({
        queries: t.Object({ total: t.Number(), blocked: t.Number(), percent_blocked: t.Number() }),
        clients: t.Object({ active: t.Number() }),
        gravity: t.Object({ domains_being_blocked: t.Number() }),
      }),
    },
    blocking: { path: 'api/dns/blocking', answer: t.Object({ blocking: t.String() }) },
  },
  test: ['summary'],
  datapoints: [
    { key: 'totalQueries', label: 'Total queries', icon: 'world', format: 'count', default: true, read: (a) => a.summary.queries.total },
    { key: 'blockedQueries', label: 'Queries blocked', icon: 'hand-stop', format: 'count', default: true, read: (a) => a.summary.queries.blocked },
    { key: 'percentBlocked', label: 'Percent blocked', icon: 'chart-pie', format: 'percent', default: true, read: (a) => a.summary.queries.percent_blocked },
    { key: 'domainsBlocked', label: 'Domains on blocklists', icon: 'list', format: 'count', read: (a) => a.summary.gravity.domains_being_blocked },
    { key: 'activeClients', label: 'Active clients', icon: 'devices', format: 'count', read: (a) => a.summary.clients.active },
    { key: 'blocking', label: 'Blocking', icon: 'shield', format: 'text', read: (a) => (a.blocking.blocking === 'enabled' ? 'On' : 'Off') },
  ],
})
