import { t } from 'elysia'
import { configText, initialsLogo, readAnswer, type AppContext, type BuiltInApp, type Service } from '../live-app'

// Proxmox VE: an API token (Datacenter → Permissions → API Tokens) as PVEAPIToken=USER@REALM!TOKENID=SECRET.
const headers = (ctx: AppContext) => ({ authorization: `PVEAPIToken=${configText(ctx.config, 'tokenId')}=${configText(ctx.config, 'tokenSecret')}` })

const PROXMOX: Service = { name: 'Proxmox VE', expected: 'a Proxmox VE server, version 6.2+' }

// The parts of each answer the app reads: the version's presence, and each cluster resource's type, state and use.
const Version = t.Object({ data: t.Object({ version: t.String() }) })
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
const Resources = t.Object({ data: t.Array(Resource) })
type Resource = typeof Resource.static

const percent = (part: number, whole: number) => (whole > 0 ? `${((part / whole) * 100).toFixed(1)} %` : '—')

export const proxmox: BuiltInApp = {
  definition: {
    appId: 'proxmox',
    appName: PROXMOX.name,
    version: '1.0.0',
    description: 'Nodes, virtual machines and containers running, with CPU and memory use across the cluster.',
    repoLink: 'https://git.proxmox.com',
    licenseName: 'AGPL-3.0',
    config: [
      { name: 'tokenId', label: 'API token ID', type: 'text', required: true, placeholder: 'root@pam!foyer' },
      { name: 'tokenSecret', label: 'API token secret', type: 'password', required: true },
    ],
    datapoints: [
      { key: 'nodes', label: 'Nodes online', defaultSelection: true },
      { key: 'vms', label: 'VMs running', defaultSelection: true },
      { key: 'containers', label: 'Containers running', defaultSelection: true },
      { key: 'cpu', label: 'CPU' },
      { key: 'memory', label: 'Memory' },
      { key: 'storage', label: 'Storage' },
    ],
    alwaysShowDetailedView: false,
    autoRefreshAfterSeconds: 60,
  },
  logo: initialsLogo('PVE', '#e57000'),
  async test(ctx) {
    await readAnswer(Version, ctx.http.request('api2/json/version', { headers: headers(ctx) }), PROXMOX)
  },
  async run(ctx) {
    const { data } = await readAnswer(Resources, ctx.http.request('api2/json/cluster/resources', { headers: headers(ctx) }), PROXMOX)
    const nodes = data.filter((r) => r.type === 'node')
    const online = nodes.filter((n) => n.status === 'online')
    const guests = (type: string) => data.filter((r) => r.type === type && !r.template)
    const running = (type: string) => `${guests(type).filter((g) => g.status === 'running').length}/${guests(type).length}`
    const total = (list: Resource[], field: keyof Resource) => list.reduce((n, r) => n + Number(r[field] ?? 0), 0)
    // Node cpu is a fraction of its own cores: weigh each node by its core count.
    const busyCores = online.reduce((n, r) => n + (r.cpu ?? 0) * (r.maxcpu ?? 0), 0)
    const storage = data.filter((r) => r.type === 'storage' && r.status === 'available')
    return {
      type: 'json',
      data: [
        { key: 'nodes', label: 'Nodes online', value: `${online.length}/${nodes.length}`, icon: 'server' },
        { key: 'vms', label: 'VMs running', value: running('qemu'), icon: 'device-desktop' },
        { key: 'containers', label: 'Containers running', value: running('lxc'), icon: 'box' },
        { key: 'cpu', label: 'CPU', value: percent(busyCores, total(online, 'maxcpu')), icon: 'cpu' },
        { key: 'memory', label: 'Memory', value: percent(total(online, 'mem'), total(online, 'maxmem')), icon: 'database' },
        { key: 'storage', label: 'Storage', value: percent(total(storage, 'disk'), total(storage, 'maxdisk')), icon: 'server-2' },
      ],
    }
  },
}
