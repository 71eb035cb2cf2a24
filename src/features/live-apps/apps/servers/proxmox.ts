import { t } from 'elysia'
import { defineApp } from '../../app-definition'
import { proxmoxToken, proxmoxVersion } from './proxmox.shared'
import { usedOf } from './usage.shared'

// Proxmox VE: an API token (Datacenter → Permissions → API Tokens) as PVEAPIToken=USER@REALM!TOKENID=SECRET.
const amount = t.Optional(t.Number())
const Resource = t.Object({
  type: t.String(),
  status: t.Optional(t.String()),
  template: amount,
  cpu: amount,
  maxcpu: amount,
  mem: amount,
  maxmem: amount,
  disk: amount,
  maxdisk: amount,
})
type Resource = typeof Resource.static

const online = (all: Resource[]) => all.filter((r) => r.type === 'node' && r.status === 'online')
const guests = (all: Resource[], type: string) => {
  const list = all.filter((r) => r.type === type && !r.template)
  return `${list.filter((g) => g.status === 'running').length}/${list.length}`
}
const storage = (all: Resource[]) => all.filter((r) => r.type === 'storage' && r.status === 'available')

export const proxmox = defineApp({
  id: 'proxmox',
  name: 'Proxmox VE',
  category: 'servers',
  description: 'Nodes, virtual machines and containers running, with CPU and memory use across the cluster.',
  expected: 'a Proxmox VE server, version 6.2+',
  docs: 'https://pve.proxmox.com/pve-docs/api-viewer/',
  api: 'api2/json (6.2+)',
  repo: 'https://git.proxmox.com',
  license: 'AGPL-3.0',
  logo: { simpleIcon: 'proxmox', initials: 'PVE', colour: '#e57000' },
  ...proxmoxToken('PVEAPIToken', '='),
  requests: {
    version: proxmoxVersion,
    resources: { path: 'api2/json/cluster/resources', answer: t.Object({ data: t.Array(Resource) }) },
  },
  test: ['version'],
  datapoints: [
    {
      key: 'nodes',
      label: 'Nodes online',
      icon: 'server',
      format: 'text',
      default: true,
      read: (a) => `${online(a.resources.data).length}/${a.resources.data.filter((r) => r.type === 'node').length}`,
    },
    { key: 'vms', label: 'VMs running', icon: 'device-desktop', format: 'text', default: true, read: (a) => guests(a.resources.data, 'qemu') },
    { key: 'containers', label: 'Containers running', icon: 'box', format: 'text', default: true, read: (a) => guests(a.resources.data, 'lxc') },
    {
      key: 'cpu',
      label: 'CPU',
      icon: 'cpu',
      format: 'percent',
      // Node cpu is a fraction of its own cores: weigh each node by its core count.
      read: (a) =>
        usedOf(
          online(a.resources.data),
          (r) => (r.cpu ?? 0) * (r.maxcpu ?? 0),
          (r) => r.maxcpu,
        ),
    },
    {
      key: 'memory',
      label: 'Memory',
      icon: 'database',
      format: 'percent',
      read: (a) =>
        usedOf(
          online(a.resources.data),
          (r) => r.mem,
          (r) => r.maxmem,
        ),
    },
    {
      key: 'storage',
      label: 'Storage',
      icon: 'server-2',
      format: 'percent',
      read: (a) =>
        usedOf(
          storage(a.resources.data),
          (r) => r.disk,
          (r) => r.maxdisk,
        ),
    },
  ],
})
