import { t } from 'elysia'
import { defineApp } from '../../app-definition'

// Coolify v4's API (enabled under Settings → Advanced): a team's API token (Keys & Tokens) as a bearer. A resource's
// status reads "running:healthy", "exited:unhealthy" and the like.
const Resource = t.Object({ name: t.String(), status: t.String() })
type Resource = typeof Resource.static

const running = (list: Resource[]) => list.filter((r) => r.status.startsWith('running')).length
const ratio = (list: Resource[]) => `${running(list)}/${list.length}`
const troubled = (list: Resource[]) => list.filter((r) => !r.status.startsWith('running') || r.status.endsWith(':unhealthy'))

export const coolify = defineApp({
  id: 'coolify',
  name: 'Coolify',
  category: 'servers',
  description: 'Servers reachable, and applications, services and databases running on Coolify v4; the ones stopped or unhealthy are listed.',
  expected: 'a Coolify server, version 4 with its API enabled',
  docs: 'https://coolify.io/docs/api-reference/authorization',
  api: 'REST v1 (Coolify 4.x)',
  repo: 'https://github.com/coollabsio/coolify',
  license: 'Apache-2.0',
  logo: { simpleIcon: 'coolify', initials: 'Co', colour: '#8c52ff' },
  config: [{ name: 'token', label: 'API token', type: 'password', required: true, placeholder: 'Keys & Tokens → API tokens (read)' }],
  auth: { style: 'bearer', field: 'token' },
  requests: {
    team: { path: 'api/v1/teams/current', answer: t.Object({ id: t.Number(), name: t.String() }) },
    servers: {
      path: 'api/v1/servers',
      answer: t.Array(t.Object({ name: t.String(), settings: t.Optional(t.Object({ is_reachable: t.Boolean(), is_usable: t.Optional(t.Boolean()) })) })),
    },
    applications: { path: 'api/v1/applications', answer: t.Array(Resource) },
    services: { path: 'api/v1/services', answer: t.Array(t.Object({ name: t.String(), status: t.Optional(t.String()) })) },
    databases: { path: 'api/v1/databases', answer: t.Array(Resource) },
  },
  test: ['team'],
  datapoints: [
    {
      key: 'servers',
      label: 'Servers reachable',
      icon: 'server',
      format: 'text',
      default: true,
      read: (a) => `${a.servers.filter((s) => s.settings?.is_reachable).length}/${a.servers.length}`,
    },
    { key: 'applications', label: 'Applications running', icon: 'apps', format: 'text', default: true, read: (a) => ratio(a.applications) },
    {
      key: 'services',
      label: 'Services running',
      icon: 'stack-2',
      format: 'text',
      default: true,
      read: (a) => ratio(a.services.map((s) => ({ name: s.name, status: s.status ?? '' }))),
    },
    { key: 'databases', label: 'Databases running', icon: 'database', format: 'text', default: true, read: (a) => ratio(a.databases) },
    {
      key: 'unhealthy',
      label: 'Stopped or unhealthy',
      icon: 'heart-broken',
      format: 'count',
      read: (a) => troubled([...a.applications, ...a.databases]).length,
    },
    { key: 'team', label: 'Team', icon: 'users', format: 'text', read: (a) => a.team.name },
  ],
  detail: {
    kind: 'alerts',
    read: (a) => troubled([...a.applications, ...a.databases]).map((r) => ({ title: r.name, subtitle: r.status.replace(':', ', ') })),
  },
})
