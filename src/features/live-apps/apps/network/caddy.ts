import { t } from 'elysia'
import { defineApp } from '../../app-definition'

// Caddy's admin API (localhost:2019 by default; a remote dashboard needs `admin` bound and its origins allowed).
// It has no credentials of its own: the config, and the reverse proxies' upstreams with their requests and fails.
const Server = t.Object({ listen: t.Optional(t.Array(t.String())), routes: t.Optional(t.Array(t.Unknown())) })
const Upstream = t.Object({ address: t.String(), num_requests: t.Number(), fails: t.Number() })

export const caddy = defineApp({
  id: 'caddy',
  name: 'Caddy',
  category: 'network',
  description: 'Sites and routes of Caddy, its reverse proxies’ upstreams, requests in flight and failures.',
  expected: "Caddy's admin API, version 2",
  docs: 'https://caddyserver.com/docs/api',
  api: 'admin API v2',
  repo: 'https://github.com/caddyserver/caddy',
  license: 'Apache-2.0',
  logo: { simpleIcon: 'caddy', initials: 'Ca', colour: '#1f88c0' },
  config: [],
  auth: { style: 'none' },
  requests: {
    config: { path: 'config/', answer: t.Object({ apps: t.Object({ http: t.Optional(t.Object({ servers: t.Record(t.String(), Server) })) }) }) },
    upstreams: { path: 'reverse_proxy/upstreams', answer: t.Array(Upstream) },
  },
  test: ['config'],
  datapoints: [
    { key: 'servers', label: 'Servers', icon: 'server-2', format: 'count', read: (a) => Object.keys(a.config.apps.http?.servers ?? {}).length },
    {
      key: 'routes',
      label: 'Routes',
      icon: 'route',
      format: 'count',
      default: true,
      read: (a) => Object.values(a.config.apps.http?.servers ?? {}).reduce((n, s) => n + (s.routes?.length ?? 0), 0),
    },
    { key: 'upstreams', label: 'Upstreams', icon: 'arrows-split', format: 'count', default: true, read: (a) => a.upstreams.length },
    {
      key: 'requests',
      label: 'Requests in flight',
      icon: 'activity',
      format: 'count',
      default: true,
      read: (a) => a.upstreams.reduce((n, u) => n + u.num_requests, 0),
    },
    { key: 'fails', label: 'Failures', icon: 'alert-triangle', format: 'count', default: true, read: (a) => a.upstreams.reduce((n, u) => n + u.fails, 0) },
  ],
  detail: {
    kind: 'alerts',
    read: (a) => a.upstreams.filter((u) => u.fails > 0).map((u) => ({ title: u.address, subtitle: `${u.fails} failed` })),
  },
})
