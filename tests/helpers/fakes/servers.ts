import type { FakeApp } from './fake-app'

const PROXMOX = { id: 'root@pam!foyer', secret: '0d6a6f4e-aaaa-bbbb-cccc-123456789abc' }
const GiB = 2 ** 30

export const SERVERS_FAKES: Record<string, FakeApp> = {
  portainer: {
    docs: 'https://app.swaggerhub.com/apis/portainer/portainer-ce/ (GET /endpoints)',
    config: { apiKey: 'ptr_key' },
    wrongConfig: { apiKey: 'x' },
    auth: { header: 'x-api-key', value: 'ptr_key' },
    routes: {
      'GET /api/endpoints': [
        {
          Id: 1,
          Name: 'local',
          Status: 1,
          Snapshots: [
            {
              RunningContainerCount: 12,
              StoppedContainerCount: 2,
              HealthyContainerCount: 5,
              UnhealthyContainerCount: 1,
              StackCount: 4,
              ImageCount: 20,
              VolumeCount: 9,
            },
          ],
        },
        { Id: 2, Name: 'nas', Status: 2, Snapshots: [{ RunningContainerCount: 3, StoppedContainerCount: 0, StackCount: 1, ImageCount: 5 }] },
      ],
    },
    values: { running: '15', stopped: '2', unhealthy: '1', healthy: '5', stacks: '5', images: '25', environments: '1/2' },
  },
  proxmox: {
    docs: 'https://pve.proxmox.com/pve-docs/api-viewer/ (version, cluster/resources)',
    config: { tokenId: PROXMOX.id, tokenSecret: PROXMOX.secret },
    wrongConfig: { tokenId: PROXMOX.id, tokenSecret: 'bad' },
    auth: { header: 'authorization', value: `PVEAPIToken=${PROXMOX.id}=${PROXMOX.secret}` },
    refuse: () => Response.json({ data: null }, { status: 401 }),
    routes: {
      'GET /api2/json/version': { data: { version: '8.2.4', release: '8.2', repoid: 'faa83925c9641325' } },
      'GET /api2/json/cluster/resources': {
        data: [
          { id: 'node/pve1', type: 'node', status: 'online', cpu: 0.25, maxcpu: 8, mem: 8 * GiB, maxmem: 32 * GiB },
          { id: 'node/pve2', type: 'node', status: 'online', cpu: 0.5, maxcpu: 8, mem: 8 * GiB, maxmem: 32 * GiB },
          { id: 'node/pve3', type: 'node', status: 'offline' },
          { id: 'qemu/100', type: 'qemu', status: 'running', template: 0 },
          { id: 'qemu/101', type: 'qemu', status: 'stopped', template: 0 },
          { id: 'qemu/900', type: 'qemu', status: 'stopped', template: 1 },
          { id: 'lxc/200', type: 'lxc', status: 'running' },
          { id: 'storage/pve1/local', type: 'storage', status: 'available', disk: 25 * GiB, maxdisk: 100 * GiB },
        ],
      },
    },
    values: { nodes: '2/3', vms: '1/2', containers: '1/1', cpu: '37.5 %', memory: '25.0 %', storage: '25.0 %' },
  },
}
