import { t } from 'elysia'
import { defineApp } from '../../app-definition'

// MikroTik RouterOS v7's REST API (www-ssl or www service, /rest) with a router user as HTTP basic auth.
// RouterOS answers every value as text: numbers and booleans included.
const Resource = t.Object({
  uptime: t.String(),
  version: t.String(),
  'cpu-load': t.String(),
  'free-memory': t.String(),
  'total-memory': t.String(),
  'board-name': t.Optional(t.String()),
})
const UNITS: Record<string, number> = { w: 604_800, d: 86_400, h: 3600, m: 60, s: 1 }

/** RouterOS's "2w3d4h5m6s" → seconds. */
const routerOsSeconds = (uptime: string) => [...uptime.matchAll(/(\d+)([wdhms])/g)].reduce((n, [, v, unit]) => n + Number(v) * UNITS[unit!]!, 0)

export const mikrotik = defineApp({
  id: 'mikrotik',
  name: 'MikroTik',
  category: 'network',
  description: 'Uptime, CPU and memory of a MikroTik router, its DHCP leases and interfaces running (RouterOS v7).',
  expected: 'a MikroTik router with RouterOS 7.1+ and its REST API (www or www-ssl service)',
  docs: 'https://help.mikrotik.com/docs/spaces/ROS/pages/47579162/REST+API',
  api: 'RouterOS v7 REST',
  repo: null,
  license: null,
  logo: { simpleIcon: 'mikrotik', initials: 'MT', colour: '#293239' },
  config: [
    { name: 'username', label: 'Username', type: 'text', required: true, placeholder: 'A read-only router user' },
    { name: 'password', label: 'Password', type: 'password', required: true },
  ],
  auth: { style: 'basic', user: 'username', password: 'password' },
  requests: {
    resource: { path: 'rest/system/resource', answer: Resource },
    leases: { path: 'rest/ip/dhcp-server/lease?.proplist=address,status', answer: t.Array(t.Object({ status: t.Optional(t.String()) })) },
    interfaces: { path: 'rest/interface?.proplist=name,running,disabled', answer: t.Array(t.Object({ name: t.String(), running: t.String() })) },
  },
  test: ['resource'],
  datapoints: [
    { key: 'uptime', label: 'Uptime', icon: 'clock', format: 'duration', default: true, read: (a) => routerOsSeconds(a.resource.uptime) },
    { key: 'cpu', label: 'CPU', icon: 'cpu', format: 'percent', default: true, read: (a) => Number(a.resource['cpu-load']) },
    {
      key: 'memory',
      label: 'Memory',
      icon: 'database',
      format: 'percent',
      default: true,
      read: (a) => {
        const total = Number(a.resource['total-memory'])
        return total ? ((total - Number(a.resource['free-memory'])) / total) * 100 : null
      },
    },
    { key: 'leases', label: 'DHCP leases', icon: 'devices', format: 'count', default: true, read: (a) => a.leases.filter((l) => l.status === 'bound').length },
    {
      key: 'interfaces',
      label: 'Interfaces running',
      icon: 'plug-connected',
      format: 'text',
      read: (a) => `${a.interfaces.filter((i) => i.running === 'true').length}/${a.interfaces.length}`,
    },
    { key: 'version', label: 'RouterOS', icon: 'tag', format: 'version', read: (a) => a.resource.version.split(' ')[0] },
  ],
})
