import { t } from 'elysia'
import { defineApp } from '../../app-definition'
import { OPTIONAL_BASIC_AUTH } from './basic-auth.shared'

// Traefik's API (api@internal, usually behind a basic-auth middleware: leave the fields empty when it has none).
const Counts = t.Object({ total: t.Number(), warnings: t.Number(), errors: t.Number() })
const Protocol = t.Object({ routers: Counts, services: Counts, middlewares: t.Optional(Counts) })
type Protocol = typeof Protocol.static
const Router = t.Object({ name: t.String(), status: t.String(), provider: t.Optional(t.String()), error: t.Optional(t.Array(t.String())) })

/** Errors or warnings of every kind, over HTTP, TCP and UDP. */
const issues = (o: { http: Protocol; tcp?: Protocol; udp?: Protocol }, what: 'errors' | 'warnings') =>
  [o.http, o.tcp, o.udp].reduce((n, p) => n + (p ? p.routers[what] + p.services[what] + (p.middlewares?.[what] ?? 0) : 0), 0)

export const traefik = defineApp({
  id: 'traefik',
  name: 'Traefik',
  category: 'network',
  description: 'HTTP routers, services and middlewares of Traefik, with their errors and the routers that have them.',
  expected: 'a Traefik API (api@internal), version 2 or 3',
  docs: 'https://doc.traefik.io/traefik/operations/api/',
  api: 'API v2/v3 (api/overview)',
  repo: 'https://github.com/traefik/traefik',
  license: 'MIT',
  logo: { simpleIcon: 'traefikproxy', initials: 'Tr', colour: '#24a1c1' },
  config: OPTIONAL_BASIC_AUTH.config,
  auth: OPTIONAL_BASIC_AUTH.auth,
  requests: {
    overview: { path: 'api/overview', answer: t.Object({ http: Protocol, tcp: t.Optional(Protocol), udp: t.Optional(Protocol) }) },
    version: { path: 'api/version', answer: t.Object({ Version: t.String() }) },
    routers: { path: 'api/http/routers?per_page=100', answer: t.Array(Router) },
  },
  test: ['overview'],
  datapoints: [
    { key: 'routers', label: 'Routers', icon: 'route', format: 'count', default: true, read: (a) => a.overview.http.routers.total },
    { key: 'services', label: 'Services', icon: 'server-2', format: 'count', default: true, read: (a) => a.overview.http.services.total },
    { key: 'middlewares', label: 'Middlewares', icon: 'stack-2', format: 'count', default: true, read: (a) => a.overview.http.middlewares?.total },
    { key: 'errors', label: 'Errors', icon: 'alert-triangle', format: 'count', default: true, read: (a) => issues(a.overview, 'errors') },
    { key: 'warnings', label: 'Warnings', icon: 'alert-circle', format: 'count', read: (a) => issues(a.overview, 'warnings') },
    { key: 'version', label: 'Version', icon: 'tag', format: 'version', read: (a) => a.version.Version },
  ],
  detail: {
    kind: 'alerts',
    read: (a) => a.routers.filter((r) => r.status !== 'enabled').map((r) => ({ title: r.name, subtitle: r.error?.[0] ?? r.status })),
  },
})
