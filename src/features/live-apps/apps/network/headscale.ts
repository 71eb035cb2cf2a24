import { t } from 'elysia'
import { defineApp } from '../../app-definition'

// Headscale's REST API with an API key (headscale apikeys create) as a bearer token.
const Node = t.Object({
  name: t.String(),
  givenName: t.Optional(t.String()),
  online: t.Optional(t.Boolean()),
  lastSeen: t.Optional(t.Union([t.String(), t.Null()])),
  expiry: t.Optional(t.Union([t.String(), t.Null()])),
})
type Node = typeof Node.static
// Headscale writes a zero time (0001-01-01) for a node that never expires.
const expired = (n: Node) => Boolean(n.expiry) && !n.expiry!.startsWith('0001-') && Date.parse(n.expiry!) < Date.now()

export const headscale = defineApp({
  id: 'headscale',
  name: 'Headscale',
  category: 'network',
  description: 'Nodes of a Headscale control server, how many are online or expired, and its users.',
  expected: 'a Headscale server, version 0.23+',
  docs: 'https://headscale.net/stable/ref/api/',
  api: 'REST API v1',
  repo: 'https://github.com/juanfont/headscale',
  license: 'BSD-3-Clause',
  logo: { initials: 'HS', colour: '#4a5568' },
  config: [{ name: 'apiKey', label: 'API key', type: 'password', required: true, placeholder: 'headscale apikeys create' }],
  auth: { style: 'bearer', field: 'apiKey' },
  requests: {
    nodes: { path: 'api/v1/node', answer: t.Object({ nodes: t.Array(Node) }) },
    users: { path: 'api/v1/user', answer: t.Object({ users: t.Array(t.Object({ name: t.String() })) }) },
  },
  test: ['nodes'],
  datapoints: [
    { key: 'nodes', label: 'Nodes', icon: 'devices', format: 'count', default: true, read: (a) => a.nodes.nodes.length },
    { key: 'online', label: 'Online', icon: 'plug-connected', format: 'count', default: true, read: (a) => a.nodes.nodes.filter((n) => n.online).length },
    { key: 'expired', label: 'Expired', icon: 'clock', format: 'count', default: true, read: (a) => a.nodes.nodes.filter(expired).length },
    { key: 'users', label: 'Users', icon: 'users', format: 'count', read: (a) => a.users.users.length },
  ],
  detail: {
    kind: 'alerts',
    read: (a) =>
      a.nodes.nodes
        .filter((n) => !n.online)
        .map((n) => ({ title: n.givenName || n.name, subtitle: n.lastSeen ? `last seen ${n.lastSeen.slice(0, 10)}` : 'offline' })),
  },
})
