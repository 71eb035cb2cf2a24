import { t } from 'elysia'
import { defineApp } from '../../app-definition'

// Harvester (SUSE's HCI on Kubernetes): its Steve API (/v1/harvester/<type>) with an API key (Account → API Keys,
// "token-xxxxx:secret") as a bearer. Every object carries metadata.state, the UI's own summary of its conditions.
const State = t.Object({ name: t.String(), error: t.Optional(t.Boolean()), message: t.Optional(t.String()) })
const Collection = t.Object({
  type: t.Literal('collection'),
  data: t.Array(t.Object({ id: t.String(), metadata: t.Object({ name: t.String(), state: t.Optional(State) }) })),
})
type Item = (typeof Collection.static)['data'][number]

const inState = (list: Item[], name: string) => list.filter((x) => x.metadata.state?.name === name).length
const failing = (list: Item[]) => list.filter((x) => x.metadata.state?.error)

export const harvester = defineApp({
  id: 'harvester',
  name: 'Harvester',
  category: 'servers',
  description: 'Nodes active and virtual machines running on a Harvester cluster; nodes and VMs in error are listed.',
  expected: 'a Harvester cluster, version 1.2+',
  docs: 'https://docs.harvesterhci.io/v1.6/api/',
  api: 'Steve API v1',
  repo: 'https://github.com/harvester/harvester',
  license: 'Apache-2.0',
  logo: { initials: 'Hv', colour: '#00a87a' },
  config: [{ name: 'token', label: 'API key', type: 'password', required: true, placeholder: 'token-xxxxx:secret' }],
  auth: { style: 'bearer', field: 'token' },
  requests: {
    nodes: { path: 'v1/harvester/nodes', answer: Collection },
    vms: { path: 'v1/harvester/kubevirt.io.virtualmachines', answer: Collection },
  },
  test: ['nodes'],
  datapoints: [
    {
      key: 'nodes',
      label: 'Nodes active',
      icon: 'server',
      format: 'text',
      default: true,
      read: (a) => `${inState(a.nodes.data, 'active')}/${a.nodes.data.length}`,
    },
    {
      key: 'vms',
      label: 'VMs running',
      icon: 'device-desktop',
      format: 'text',
      default: true,
      read: (a) => `${inState(a.vms.data, 'running')}/${a.vms.data.length}`,
    },
    { key: 'vmErrors', label: 'VMs in error', icon: 'alert-triangle', format: 'count', default: true, read: (a) => failing(a.vms.data).length },
    { key: 'nodeErrors', label: 'Nodes in error', icon: 'server-off', format: 'count', read: (a) => failing(a.nodes.data).length },
  ],
  detail: {
    kind: 'alerts',
    read: (a) =>
      [...failing(a.nodes.data), ...failing(a.vms.data)].map((x) => ({
        title: x.id,
        subtitle: x.metadata.state?.message || x.metadata.state?.name,
      })),
  },
})
