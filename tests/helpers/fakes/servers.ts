import type { FakeApp } from './fake-app'

const PROXMOX = { id: 'root@pam!foyer', secret: '0d6a6f4e-aaaa-bbbb-cccc-123456789abc' }
const PBS = { id: 'backup@pbs!foyer', secret: '5a1f0e2c-1111-2222-3333-444455556666' }
const GiB = 2 ** 30
const TiB = 2 ** 40
const TRUENAS_KEY = '1-k3yFromTrueNASuiAPIkeys'
/** An ISO time this many hours and 30 s from now (negative: ago): a card reading it shows whole hours however slow the test. */
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000 + Math.sign(hours) * 30_000).toISOString()

/** TrueNAS answers shared by SCALE and CORE (REST v2.0: system/info, alert/list, pool). */
const truenasRoutes = (version: string) => ({
  'GET /api/v2.0/system/info': {
    version,
    buildtime: { $date: 1_733_000_000_000 },
    hostname: 'nas',
    physmem: 68_719_476_736,
    model: 'AMD Ryzen 5 5600G',
    cores: 12,
    physical_cores: 6,
    loadavg: [0.42, 0.51, 0.6],
    uptime: '5 days, 2:03:04',
    uptime_seconds: 439_384.2,
    system_serial: null,
    system_product: 'B550M',
    timezone: 'Europe/Berlin',
    ecc_memory: false,
  },
  'GET /api/v2.0/alert/list': [
    {
      uuid: 'a1',
      source: '',
      klass: 'VolumeStatus',
      args: { volume: 'tank', state: 'DEGRADED' },
      node: 'Controller A',
      key: 'tank',
      datetime: { $date: 1_764_300_000_000 },
      last_occurrence: { $date: 1_764_300_000_000 },
      dismissed: false,
      mail: null,
      text: 'Pool %(volume)s state is %(state)s.',
      id: 'a1',
      level: 'CRITICAL',
      formatted: 'Pool tank state is DEGRADED: One or more devices has been removed.',
      one_shot: false,
    },
    {
      uuid: 'a2',
      klass: 'SMART',
      dismissed: false,
      level: 'WARNING',
      formatted: 'Device: /dev/sdc, 8 Currently unreadable (pending) sectors.',
      one_shot: false,
    },
    { uuid: 'a3', klass: 'UPSOnBattery', dismissed: true, level: 'CRITICAL', formatted: 'UPS is on battery.', one_shot: true },
  ],
  'GET /api/v2.0/pool': [
    {
      id: 1,
      name: 'tank',
      guid: '123',
      path: '/mnt/tank',
      status: 'DEGRADED',
      healthy: false,
      warning: true,
      size: 8 * TiB,
      allocated: 6 * TiB,
      free: 2 * TiB,
    },
    { id: 2, name: 'apps', guid: '456', path: '/mnt/apps', status: 'ONLINE', healthy: true, warning: false, size: 2 * TiB, allocated: 1 * TiB, free: 1 * TiB },
  ],
})

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
  'proxmox-backup-server': {
    docs: 'https://pbs.proxmox.com/docs/api-viewer/ (version, status/datastore-usage, nodes/{node}/status, nodes/{node}/tasks)',
    path: 'pbs',
    config: { tokenId: PBS.id, tokenSecret: PBS.secret },
    wrongConfig: { tokenId: PBS.id, tokenSecret: 'bad' },
    auth: { header: 'authorization', value: `PBSAPIToken=${PBS.id}:${PBS.secret}` },
    refuse: () => Response.json({ data: null, message: 'authentication failed - invalid credentials\n' }, { status: 401 }),
    routes: {
      'GET /api2/json/version': { data: { release: '4.0', repoid: '1ae6b4c5', version: '4.0.14' } },
      'GET /api2/json/status/datastore-usage': {
        data: [
          { store: 'main', total: 4 * TiB, used: 3 * TiB, avail: 1 * TiB, 'estimated-full-date': 1_790_000_000, 'gc-status': { 'disk-bytes': 0 } },
          { store: 'offsite', total: 4 * TiB, used: 1 * TiB, avail: 3 * TiB, 'estimated-full-date': 0 },
        ],
      },
      'GET /api2/json/nodes/localhost/status': {
        data: {
          cpu: 0.125,
          wait: 0.01,
          loadavg: [0.3, 0.2, 0.1],
          memory: { free: 12 * GiB, total: 16 * GiB, used: 4 * GiB },
          swap: { free: 0, total: 0, used: 0 },
          root: { avail: 50 * GiB, total: 100 * GiB, used: 50 * GiB },
          uptime: 190_800,
          kversion: 'Linux 6.14.8-2-pve',
          cpuinfo: { cpus: 8, model: 'Intel(R) Xeon(R) E-2236', sockets: 1 },
          info: { fingerprint: 'aa:bb' },
        },
      },
      'GET /api2/json/nodes/localhost/tasks': {
        data: [
          {
            upid: 'UPID:pbs:000A:00B:00000002:6740A1B0:backup:main\\x3avm-100:root@pam:',
            node: 'pbs',
            pid: 10,
            pstart: 11,
            starttime: 1_764_230_000,
            endtime: 1_764_230_100,
            worker_type: 'backup',
            worker_id: 'main:vm/100',
            user: 'root@pam',
            status: 'connection error: timed out',
          },
          {
            upid: 'UPID:pbs:000C',
            node: 'pbs',
            pid: 12,
            pstart: 13,
            starttime: 1_764_250_000,
            worker_type: 'garbage_collection',
            worker_id: 'offsite',
            user: 'root@pam',
            status: 'unexpected error on datastore traversal: ENOENT',
          },
        ],
        total: 2,
      },
    },
    values: { datastoreUsage: '50.0 %', free: '4.0 TB', failedTasks: '2', cpu: '12.5 %', memory: '25.0 %', uptime: '2 d 5 h', version: '4.0.14' },
    list: ['backup main:vm/100', 'garbage_collection offsite'],
  },
  'truenas-scale': {
    docs: 'https://api.truenas.com/v25.04/ (REST v2.0: system/info, alert/list, pool, app)',
    config: { apiKey: TRUENAS_KEY },
    wrongConfig: { apiKey: 'x' },
    auth: { header: 'authorization', value: `Bearer ${TRUENAS_KEY}` },
    refuse: () => new Response('401: Unauthorized', { status: 401 }),
    routes: {
      ...truenasRoutes('25.04.2.4'),
      'GET /api/v2.0/app': [
        { name: 'jellyfin', id: 'jellyfin', state: 'RUNNING', upgrade_available: false, version: '1.2.1', human_version: '10.10.7_1.2.1' },
        { name: 'immich', id: 'immich', state: 'RUNNING', upgrade_available: true, version: '1.3.0' },
        { name: 'nextcloud', id: 'nextcloud', state: 'STOPPED', upgrade_available: false, version: '2.0.1' },
      ],
    },
    values: { alerts: '2', critical: '1', pools: '1/2', poolUsage: '70.0 %', load: '0.42', uptime: '5 d 2 h', version: '25.04.2.4', apps: '2/3' },
    list: ['Pool tank state is DEGRADED: One or more devices has been removed.', 'Device: /dev/sdc, 8 Currently unreadable (pending) sectors.'],
  },
  'truenas-core': {
    docs: 'https://www.truenas.com/docs/core/13.0/api/ (REST v2.0: system/info, alert/list, pool)',
    config: { apiKey: TRUENAS_KEY },
    wrongConfig: { apiKey: 'x' },
    auth: { header: 'authorization', value: `Bearer ${TRUENAS_KEY}` },
    refuse: () => new Response('401: Unauthorized', { status: 401 }),
    routes: truenasRoutes('TrueNAS-13.0-U6.7'),
    values: { alerts: '2', critical: '1', pools: '1/2', poolUsage: '70.0 %', load: '0.42', uptime: '5 d 2 h', version: '13.0-U6.7' },
    list: ['Pool tank state is DEGRADED: One or more devices has been removed.', 'Device: /dev/sdc, 8 Currently unreadable (pending) sectors.'],
  },
  unraid: {
    docs: 'https://docs.unraid.net/API/how-to-use-the-api/ (GraphQL: array, metrics, notifications)',
    config: { apiKey: 'unraid-viewer-key' },
    wrongConfig: { apiKey: 'x' },
    auth: { header: 'x-api-key', value: 'unraid-viewer-key' },
    // GraphQL refuses in a 200, with the error in its list.
    refuse: () =>
      Response.json({
        errors: [{ message: 'Unauthorized', locations: [{ line: 2, column: 3 }], path: ['array'], extensions: { code: 'UNAUTHENTICATED' } }],
        data: null,
      }),
    routes: {
      'POST /graphql': {
        data: {
          array: {
            state: 'STARTED',
            capacity: { kilobytes: { free: '3221225472', used: '9663676416', total: '12884901888' } },
            disks: [
              { name: 'disk1', status: 'DISK_OK', temp: 34 },
              { name: 'disk2', status: 'DISK_DSBL', temp: null },
              { name: 'disk3', status: 'DISK_NP', temp: null },
            ],
            parities: [{ name: 'parity', status: 'DISK_OK', temp: 36 }],
          },
          metrics: { cpu: { percentTotal: 12.34 }, memory: { percentTotal: 41.5 } },
          notifications: {
            overview: { unread: { alert: 1, warning: 2, info: 4, total: 7 } },
            list: [{ title: 'Unraid Status', subject: 'Warning [TOWER] - array has errors', importance: 'ALERT' }],
          },
        },
      },
    },
    values: {
      array: 'Started',
      arrayUsage: '75.0 %',
      arrayFree: '3.0 TB',
      cpu: '12.3 %',
      memory: '41.5 %',
      alerts: '3',
      notifications: '7',
      disksInTrouble: '1',
    },
    list: ['disk2', 'Warning [TOWER] - array has errors'],
  },
  kopia: {
    docs: 'https://github.com/kopia/kopia/blob/master/internal/serverapi/serverapi.go (GET /api/v1/sources)',
    config: { username: 'kopia', password: 'kopia-pass' },
    wrongConfig: { username: 'kopia', password: 'bad' },
    auth: { basic: ['kopia', 'kopia-pass'] },
    refuse: () => new Response('Access denied.\n', { status: 401, headers: { 'www-authenticate': 'Basic realm="Kopia"' } }),
    routes: {
      'GET /api/v1/sources': () => ({
        localUsername: 'root',
        localHost: 'nas',
        multiUser: false,
        sources: [
          {
            source: { host: 'nas', userName: 'root', path: '/srv/photos' },
            status: 'IDLE',
            schedule: { intervalSeconds: 86_400 },
            lastSnapshot: {
              id: 'k1',
              source: { host: 'nas', userName: 'root', path: '/srv/photos' },
              startTime: hoursFromNow(-3),
              endTime: hoursFromNow(-2.9),
              stats: {
                totalSize: 300 * GiB,
                excludedTotalSize: 0,
                fileCount: 52_000,
                cachedFiles: 51_000,
                nonCachedFiles: 1000,
                dirCount: 900,
                excludedFileCount: 0,
                excludedDirCount: 0,
                ignoredErrorCount: 0,
                errorCount: 0,
              },
              rootEntry: { name: 'photos', type: 'd', obj: 'k9' },
            },
            nextSnapshotTime: hoursFromNow(2),
          },
          {
            source: { host: 'nas', userName: 'root', path: '/srv/documents' },
            status: 'UPLOADING',
            lastSnapshot: {
              id: 'k2',
              startTime: hoursFromNow(-26),
              endTime: hoursFromNow(-25.5),
              stats: { totalSize: 20 * GiB, fileCount: 4000, errorCount: 3, ignoredErrorCount: 0 },
            },
            nextSnapshotTime: null,
            upload: {
              cachedFiles: 10,
              hashedFiles: 20,
              cachedBytes: 5 * GiB,
              hashedBytes: 5 * GiB,
              uploadedBytes: 1 * GiB,
              estimatedBytes: 20 * GiB,
              directory: '/srv/documents/2026',
            },
          },
          { source: { host: 'laptop', userName: 'ann', path: '/home/ann' }, status: 'IDLE', lastSnapshot: null },
        ],
      }),
    },
    values: { sources: '3', failing: '1', size: '320 GB', lastSnapshot: '3 h', nextSnapshot: '2 h', uploading: '1' },
    list: ['root@nas:/srv/documents'],
  },
}
