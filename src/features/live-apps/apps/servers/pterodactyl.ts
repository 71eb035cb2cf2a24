import { t } from 'elysia'
import { defineApp } from '../../app-definition'
import { usedOf } from './usage.shared'

// Pterodactyl Panel's Application API: an application key (Admin → Application API, ptla_…) as a bearer token.
const Page = t.Object({ meta: t.Object({ pagination: t.Object({ total: t.Number() }) }) })
const Node = t.Object({
  attributes: t.Object({
    name: t.String(),
    maintenance_mode: t.Boolean(),
    memory: t.Number(),
    disk: t.Number(),
    allocated_resources: t.Object({ memory: t.Number(), disk: t.Number() }),
  }),
})

export const pterodactyl = defineApp({
  id: 'pterodactyl',
  name: 'Pterodactyl',
  category: 'servers',
  description: 'Nodes, game servers and suspended servers of a Pterodactyl Panel, with the memory and disk its nodes have allocated.',
  expected: 'a Pterodactyl Panel, version 1.x',
  docs: 'https://dashflo.net/docs/api/pterodactyl/v1/',
  api: 'Application API v1',
  repo: 'https://github.com/pterodactyl/panel',
  license: 'MIT',
  logo: { simpleIcon: 'pterodactyl', initials: 'Pt', colour: '#0e4688' },
  config: [{ name: 'apiKey', label: 'Application API key', type: 'password', required: true, placeholder: 'Admin → Application API (ptla_…)' }],
  auth: { style: 'bearer', field: 'apiKey' },
  requests: {
    nodes: { path: 'api/application/nodes?per_page=100', answer: t.Intersect([Page, t.Object({ data: t.Array(Node) })]) },
    // The API filters servers by name and ids only: the suspended ones are counted on one large page.
    servers: {
      path: 'api/application/servers?per_page=500',
      answer: t.Intersect([Page, t.Object({ data: t.Array(t.Object({ attributes: t.Object({ suspended: t.Boolean() }) })) })]),
    },
  },
  test: ['nodes'],
  datapoints: [
    { key: 'nodes', label: 'Nodes', icon: 'server', format: 'count', default: true, read: (a) => a.nodes.meta.pagination.total },
    { key: 'servers', label: 'Servers', icon: 'device-gamepad-2', format: 'count', default: true, read: (a) => a.servers.meta.pagination.total },
    {
      key: 'suspended',
      label: 'Suspended',
      icon: 'player-pause',
      format: 'count',
      default: true,
      read: (a) => a.servers.data.filter((s) => s.attributes.suspended).length,
    },
    {
      key: 'maintenance',
      label: 'In maintenance',
      icon: 'tool',
      format: 'count',
      read: (a) => a.nodes.data.filter((n) => n.attributes.maintenance_mode).length,
    },
    {
      key: 'memory',
      label: 'Memory allocated',
      icon: 'database',
      format: 'percent',
      default: true,
      read: (a) =>
        usedOf(
          a.nodes.data,
          (n) => n.attributes.allocated_resources.memory,
          (n) => n.attributes.memory,
        ),
    },
    {
      key: 'disk',
      label: 'Disk allocated',
      icon: 'chart-pie',
      format: 'percent',
      read: (a) =>
        usedOf(
          a.nodes.data,
          (n) => n.attributes.allocated_resources.disk,
          (n) => n.attributes.disk,
        ),
    },
  ],
})
