import type { FakeApp } from './fake-app'

const PROXMOX = { id: 'root@pam!foyer', secret: '0d6a6f4e-aaaa-bbbb-cccc-123456789abc' }
const PBS = { id: 'backup@pbs!foyer', secret: '5a1f0e2c-1111-2222-3333-444455556666' }
const GiB = 2 ** 30
const TiB = 2 ** 40
const TRUENAS_KEY = '1-k3yFromTrueNASuiAPIkeys'
/** A Synology answer: { success, data }. */
const syno = (data: unknown) => ({ data, success: true })
/** An openmediavault answer: { response, error }. */
const omv = (response: unknown) => ({ response, error: null })

/** Duplicati's own stamp for a time this many hours and 30 s ago: 20261127T020000Z. */
const duplicatiStamp = (hoursAgo: number) =>
  new Date(Date.now() - hoursAgo * 3_600_000 - 30_000)
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(/[-:]/g, '')

/** A QNAP CGI answer: XML under QDocRoot, values in CDATA. */
const qnapXml = (body: string) =>
  new Response(`<?xml version="1.0" encoding="UTF-8" ?>\n<QDocRoot version="1.0">${body}</QDocRoot>`, { headers: { 'content-type': 'text/xml' } })
const cdata = (fields: Record<string, string | number>) =>
  Object.entries(fields)
    .map(([name, value]) => `<${name}><![CDATA[${value}]]></${name}>`)
    .join('')

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
  'docker-container': {
    docs: 'https://docs.docker.com/reference/api/engine/version/v1.43/ (ContainerInspect, ContainerStats, ImageInspect; served by tests/helpers/fake-docker.ts)',
    engine: true,
    config: { endpoint: '1', container: 'jellyfin' },
    auth: null,
    routes: {},
    // homeLab()'s jellyfin: 25 % of one sample, 600 MB of 2 GiB, up since 10:00 on a clock at 12:00, its tag pulled anew.
    values: {
      state: 'Running',
      health: 'Healthy',
      uptime: '2 h',
      cpu: '25.0 %',
      memory: '572 MB / 2.0 GB',
      update: 'Available',
      networkIn: '1.5 GB',
      networkOut: '50.0 MB',
      image: 'jellyfin/jellyfin:10.9',
    },
    list: ['8096/tcp', '/config', '/media'],
  },
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
  'synology-dsm': {
    docs: 'https://global.download.synology.com/download/Document/Software/DeveloperGuide/Os/DSM/All/enu/DSM_Login_Web_API_Guide_enu.pdf (SYNO.API.Auth, SYNO.Core.System, SYNO.Core.System.Utilization, SYNO.Storage.CGI.Storage)',
    path: 'synology',
    config: { username: 'admin', password: 'syno-pass' },
    wrongConfig: { username: 'admin', password: 'bad' },
    // Every API is entry.cgi, named by its api parameter (in the query, or the form of a POST).
    routeOf: (url, body) => url.searchParams.get('api') ?? new URLSearchParams(body).get('api') ?? '',
    auth: {
      session: {
        login: 'POST /webapi/entry.cgi SYNO.API.Auth',
        form: true,
        credentials: { account: 'admin', passwd: 'syno-pass', method: 'login' },
        issue: (sid) => Response.json(syno({ did: 'd1', is_portal_port: false, sid, synotoken: '--------' })),
        // A wrong password is a 200 with success: false and code 400.
        refuse: () => Response.json({ error: { code: 400 }, success: false }),
        header: 'cookie',
        logout: 'GET /webapi/entry.cgi SYNO.API.Auth',
      },
    },
    refuse: () => Response.json({ error: { code: 119 }, success: false }),
    routes: {
      'GET /webapi/entry.cgi SYNO.Core.System': syno({
        cpu_clock_speed: 2200,
        cpu_cores: '4',
        cpu_family: 'Ryzen',
        cpu_series: 'R1600',
        firmware_date: '2025/03/10',
        firmware_ver: 'DSM 7.2.2-72806 Update 3',
        model: 'DS923+',
        ram_size: 8192,
        serial: '2260ABCDEF',
        sys_temp: 41,
        temperature_warning: false,
        time: '2026-11-28 06:00:00',
        up_time: '75:30:12',
      }),
      'GET /webapi/entry.cgi SYNO.Core.System.Utilization': syno({
        cpu: { '15min_load': 40, '1min_load': 52, '5min_load': 44, device: 'System', other_load: 1, system_load: 4, user_load: 7 },
        memory: {
          avail_real: 5_000_000,
          avail_swap: 2_000_000,
          buffer: 100_000,
          cached: 2_500_000,
          device: 'Memory',
          memory_size: 8_388_608,
          real_usage: 33,
          total_real: 7_900_000,
        },
        network: [{ device: 'total', rx: 12_000, tx: 3_000 }],
        time: 1_764_309_600,
      }),
      'GET /webapi/entry.cgi SYNO.Storage.CGI.Storage': syno({
        disks: [
          { id: 'sata1', name: 'Drive 1', model: 'HAT5300-8T', status: 'normal', smart_status: 'normal', temp: 35, size_total: String(8 * TiB) },
          { id: 'sata2', name: 'Drive 2', model: 'HAT5300-8T', status: 'normal', smart_status: 'abnormal', temp: 37, size_total: String(8 * TiB) },
        ],
        storagePools: [{ id: 'reuse_1', num_id: 1, status: 'normal', raidType: 'single', size: { total: String(8 * TiB), used: String(7 * TiB) } }],
        volumes: [
          { id: 'volume_1', num_id: 1, vol_path: '/volume1', fs_type: 'btrfs', status: 'normal', size: { total: String(6 * TiB), used: String(3 * TiB) } },
          { id: 'volume_2', num_id: 2, vol_path: '/volume2', fs_type: 'ext4', status: 'degrade', size: { total: String(2 * TiB), used: String(1 * TiB) } },
        ],
      }),
    },
    values: {
      cpu: '12.0 %',
      memory: '33.0 %',
      volumeUsage: '50.0 %',
      free: '4.0 TB',
      uptime: '3 d 3 h',
      temperature: '41 °C',
      disksInTrouble: '1',
      version: '7.2.2-72806 Update 3',
    },
    list: ['Volume 2', 'Drive 2'],
  },
  openmediavault: {
    docs: 'https://docs.openmediavault.org/en/stable/development/tools/omv_rpc.html (Session.login, System.getInformation, FileSystemMgmt.enumerateMountedFilesystems)',
    path: 'omv',
    config: { username: 'admin', password: 'openmediavault' },
    wrongConfig: { username: 'admin', password: 'bad' },
    routeOf: (_url, body) => {
      const call = JSON.parse(body || '{}') as { service?: string; method?: string }
      return `${call.service}.${call.method}`
    },
    auth: {
      session: {
        login: 'POST /rpc.php Session.login',
        credentials: { params: { username: 'admin', password: 'openmediavault' } },
        issue: (id) =>
          Response.json(omv({ authenticated: true, username: 'admin', permissions: { role: 'admin' }, sessionid: id }), {
            headers: { 'set-cookie': `X-OPENMEDIAVAULT-SESSIONID=${id}; path=/; HttpOnly` },
          }),
        refuse: () => Response.json(omv({ authenticated: false, username: 'admin', permissions: { role: 'user' } })),
        header: 'cookie',
      },
    },
    refuse: () => Response.json({ response: null, error: { code: 5001, message: 'Session not authenticated.', trace: '' } }, { status: 401 }),
    routes: {
      'POST /rpc.php System.getInformation': omv({
        ts: 1_764_309_600,
        time: 'Sat 28 Nov 2026 06:00:00 AM UTC',
        hostname: 'omv',
        version: '7.4.17-1 (Sandworm)',
        cpuModelName: 'Intel(R) Celeron(R) N5105 @ 2.00GHz',
        cpuCores: 4,
        cpuUsage: 6.25,
        memTotal: 16 * GiB,
        memFree: 10 * GiB,
        memUsed: 4 * GiB,
        memAvailable: 12 * GiB,
        memUtilization: 0.25,
        kernel: 'Linux 6.8.12-4-pve',
        uptime: 1_296_000.5,
        loadAverage: { '1min': 0.2, '5min': 0.25, '15min': 0.3 },
        configDirty: false,
        dirtyModules: [],
        rebootRequired: true,
        availablePkgUpdates: 3,
        displayWelcomeMessage: false,
      }),
      'POST /rpc.php FileSystemMgmt.enumerateMountedFilesystems': omv([
        {
          devicefile: '/dev/sda1',
          uuid: 'r1',
          label: '',
          type: 'ext4',
          size: String(100 * GiB),
          available: String(60 * GiB),
          percentage: 40,
          mountpoint: '/',
          status: 1,
          _readonly: true,
        },
        {
          devicefile: '/dev/md0',
          uuid: 'd1',
          label: 'data',
          type: 'ext4',
          size: String(300 * GiB),
          available: String(20 * GiB),
          percentage: 93,
          mountpoint: '/srv/dev-disk-by-uuid-d1',
          status: 1,
        },
      ]),
    },
    values: { cpu: '6.3 %', memory: '25.0 %', storage: '80.0 %', free: '80.0 GB', updates: '3', uptime: '15 d', reboot: 'Yes', version: '7.4.17-1' },
    list: ['data'],
  },
  'whats-up-docker': {
    docs: 'https://getwud.github.io/wud/#/api/container (GET /api/containers)',
    path: 'wud',
    config: { username: 'john', password: 'wud-pass' },
    wrongConfig: { username: 'john', password: 'bad' },
    auth: { basic: ['john', 'wud-pass'] },
    refuse: () => new Response('Unauthorized', { status: 401 }),
    routes: {
      'GET /api/app': { name: 'wud', version: '8.1.1' },
      'GET /api/containers': [
        {
          id: 'c1',
          name: 'homeassistant',
          displayName: 'homeassistant',
          displayIcon: 'mdi:docker',
          status: 'running',
          watcher: 'local',
          image: {
            id: 'sha256:1',
            registry: { name: 'ghcr', url: 'https://ghcr.io/v2' },
            name: 'home-assistant/home-assistant',
            tag: { value: '2026.10.1', semver: true },
            digest: { watch: false },
            architecture: 'amd64',
            os: 'linux',
          },
          result: { tag: '2026.11.2' },
          updateAvailable: true,
          updateKind: { kind: 'tag', localValue: '2026.10.1', remoteValue: '2026.11.2', semverDiff: 'minor' },
        },
        {
          id: 'c2',
          name: 'postgres',
          displayName: 'postgres',
          status: 'running',
          watcher: 'local',
          result: { tag: '16.4' },
          updateAvailable: false,
          updateKind: { kind: 'unknown' },
        },
        {
          id: 'c3',
          name: 'private-app',
          displayName: 'private-app',
          status: 'running',
          watcher: 'local',
          updateAvailable: false,
          error: { message: 'Registry responded with 401' },
        },
      ],
    },
    values: { containers: '3', updates: '1', errors: '1', version: '8.1.1' },
    list: ['homeassistant'],
  },
  watchtower: {
    docs: 'https://containrrr.dev/watchtower/metrics/ (GET /v1/metrics)',
    config: { token: 'wt-token' },
    wrongConfig: { token: 'x' },
    auth: { header: 'authorization', value: 'Bearer wt-token' },
    refuse: () => new Response(null, { status: 401 }),
    routes: {
      'GET /v1/metrics': () =>
        new Response(
          [
            '# HELP watchtower_containers_failed Number of containers where update failed during the last scan',
            '# TYPE watchtower_containers_failed gauge',
            'watchtower_containers_failed 1',
            '# HELP watchtower_containers_scanned Number of containers scanned for changes by watchtower during the last scan',
            '# TYPE watchtower_containers_scanned gauge',
            'watchtower_containers_scanned 14',
            '# HELP watchtower_containers_updated Number of containers updated by watchtower during the last scan',
            '# TYPE watchtower_containers_updated gauge',
            'watchtower_containers_updated 2',
            '# HELP watchtower_scans_skipped Number of skipped scans since the watchtower started',
            '# TYPE watchtower_scans_skipped counter',
            'watchtower_scans_skipped 0',
            '# HELP watchtower_scans_total Number of scans since the watchtower started',
            '# TYPE watchtower_scans_total counter',
            'watchtower_scans_total 48',
            '',
          ].join('\n'),
          { headers: { 'content-type': 'text/plain; version=0.0.4; charset=utf-8' } },
        ),
    },
    values: { scanned: '14', updated: '2', failed: '1', scans: '48', skipped: '0' },
  },
  pterodactyl: {
    docs: 'https://dashflo.net/docs/api/pterodactyl/v1/ (GET /api/application/nodes, /api/application/servers)',
    config: { apiKey: 'ptla_k3y' },
    wrongConfig: { apiKey: 'ptla_bad' },
    auth: { header: 'authorization', value: 'Bearer ptla_k3y' },
    refuse: () => Response.json({ errors: [{ code: 'AuthenticationException', status: '401', detail: 'Unauthenticated.' }] }, { status: 401 }),
    routes: {
      'GET /api/application/nodes': {
        object: 'list',
        data: [
          {
            object: 'node',
            attributes: {
              id: 1,
              uuid: 'n1',
              public: true,
              name: 'eu-1',
              location_id: 1,
              fqdn: 'node1.example.com',
              scheme: 'https',
              behind_proxy: false,
              maintenance_mode: false,
              memory: 16_384,
              memory_overallocate: 0,
              disk: 200_000,
              disk_overallocate: 0,
              upload_size: 100,
              daemon_listen: 8080,
              daemon_sftp: 2022,
              daemon_base: '/var/lib/pterodactyl/volumes',
              allocated_resources: { memory: 8192, disk: 50_000 },
            },
          },
          {
            object: 'node',
            attributes: { id: 2, name: 'eu-2', maintenance_mode: true, memory: 16_384, disk: 200_000, allocated_resources: { memory: 4096, disk: 30_000 } },
          },
        ],
        meta: { pagination: { total: 2, count: 2, per_page: 100, current_page: 1, total_pages: 1, links: {} } },
      },
      'GET /api/application/servers': {
        object: 'list',
        data: [
          {
            object: 'server',
            attributes: {
              id: 1,
              external_id: null,
              uuid: 's1',
              identifier: 's1',
              name: 'Minecraft',
              suspended: false,
              limits: { memory: 4096, disk: 20_000 },
              node: 1,
            },
          },
          {
            object: 'server',
            attributes: { id: 2, uuid: 's2', identifier: 's2', name: 'Valheim', suspended: true, limits: { memory: 4096, disk: 20_000 }, node: 1 },
          },
          {
            object: 'server',
            attributes: { id: 3, uuid: 's3', identifier: 's3', name: 'Terraria', suspended: false, limits: { memory: 2048, disk: 5000 }, node: 2 },
          },
        ],
        meta: { pagination: { total: 3, count: 3, per_page: 500, current_page: 1, total_pages: 1, links: {} } },
      },
    },
    values: { nodes: '2', servers: '3', suspended: '1', maintenance: '1', memory: '37.5 %', disk: '20.0 %' },
  },
  backrest: {
    docs: 'https://github.com/garethgeorge/backrest/blob/main/proto/v1/service.proto (GetSummaryDashboard)',
    config: { username: 'admin', password: 'restic-pass' },
    wrongConfig: { username: 'admin', password: 'bad' },
    auth: { basic: ['admin', 'restic-pass'] },
    refuse: () => new Response('Unauthorized', { status: 401 }),
    routes: {
      'POST /v1.Backrest/GetSummaryDashboard': {
        repoSummaries: [
          { id: 'b2', backupsFailed30days: '1', backupsSuccessLast30days: '58', bytesAddedLast30days: '3221225472', totalWallTimeMsLast30days: '5400000' },
        ],
        planSummaries: [
          {
            id: 'photos',
            backupsFailed30days: '0',
            backupsSuccessLast30days: '30',
            bytesScannedLast30days: '900000000000',
            bytesAddedLast30days: '2147483648',
            totalWallTimeMsLast30days: '3600000',
            nextBackupTimeMs: '1764381600000',
            recentBackups: {
              timestampMs: ['1764295200000', '1764208800000'],
              durationMs: ['60000', '62000'],
              status: ['STATUS_SUCCESS', 'STATUS_SUCCESS'],
              bytesAdded: ['1024', '2048'],
            },
          },
          {
            id: 'documents',
            backupsFailed30days: '1',
            backupsSuccessLast30days: '28',
            bytesAddedLast30days: '1073741824',
            recentBackups: { timestampMs: ['1764295200000'], durationMs: ['3000'], status: ['STATUS_ERROR'], bytesAdded: ['0'] },
          },
        ],
        configPath: '/config/config.json',
        dataPath: '/data',
      },
    },
    values: { plans: '2', failingNow: '1', success30: '58', failed30: '1', added30: '3.0 GB' },
    list: ['documents'],
  },
  komodo: {
    docs: 'https://docs.rs/komodo_client/latest/komodo_client/api/read/index.html (GetServersSummary, GetStacksSummary, GetDockerContainersSummary)',
    config: { apiKey: 'K-abc', apiSecret: 'S-def' },
    wrongConfig: { apiKey: 'K-abc', apiSecret: 'S-nope' },
    // The key rides in the signed header every app sends; the secret in the second header Komodo's hook adds.
    auth: { header: 'x-api-secret', value: 'S-def' },
    routeOf: (_url, body) => (JSON.parse(body || '{}') as { type?: string }).type ?? '',
    refuse: () => Response.json({ error: 'failed to authenticate api key', trace: [] }, { status: 401 }),
    routes: {
      'POST /read GetServersSummary': { total: 3, healthy: 2, warning: 0, unhealthy: 1, disabled: 0 },
      'POST /read GetStacksSummary': { total: 9, running: 7, stopped: 1, down: 1, unhealthy: 0, unknown: 0 },
      'POST /read GetDockerContainersSummary': { total: 40, running: 36, stopped: 1, exited: 2, unhealthy: 1, unknown: 0 },
    },
    values: { servers: '2/3', stacks: '7/9', stacksDown: '1', containers: '36/40', unhealthy: '1', serversDown: '1' },
  },
  coolify: {
    docs: 'https://coolify.io/docs/api-reference/api/operations/list-servers (servers, applications, services, databases)',
    config: { token: '3|coolify-token' },
    wrongConfig: { token: 'x' },
    auth: { header: 'authorization', value: 'Bearer 3|coolify-token' },
    refuse: () => Response.json({ message: 'Unauthenticated.' }, { status: 401 }),
    routes: {
      'GET /api/v1/teams/current': {
        id: 0,
        name: 'Root Team',
        description: null,
        personal_team: true,
        show_boarding: false,
        created_at: '2025-01-10T09:00:00.000000Z',
        updated_at: '2025-01-10T09:00:00.000000Z',
      },
      'GET /api/v1/servers': [
        { uuid: 's1', name: 'localhost', ip: 'host.docker.internal', user: 'root', port: 22, settings: { is_reachable: true, is_usable: true } },
        { uuid: 's2', name: 'hetzner', ip: '203.0.113.7', user: 'root', port: 22, settings: { is_reachable: false, is_usable: false } },
      ],
      'GET /api/v1/applications': [
        { uuid: 'a1', name: 'blog', fqdn: 'https://blog.example.com', status: 'running:healthy', build_pack: 'nixpacks' },
        { uuid: 'a2', name: 'shop', fqdn: 'https://shop.example.com', status: 'exited:unhealthy', build_pack: 'dockerfile' },
      ],
      'GET /api/v1/services': [{ uuid: 'v1', name: 'plausible', service_type: 'plausible', status: 'running:healthy' }],
      'GET /api/v1/databases': [
        { uuid: 'd1', name: 'postgresql-main', database_type: 'standalone-postgresql', status: 'running:healthy' },
        { uuid: 'd2', name: 'redis-cache', database_type: 'standalone-redis', status: 'running:unhealthy' },
      ],
    },
    values: { servers: '1/2', applications: '1/2', services: '1/1', databases: '2/2', unhealthy: '2', team: 'Root Team' },
    list: ['shop', 'redis-cache'],
  },
  duplicati: {
    docs: 'https://docs.duplicati.com/technical-details/api-reference (auth/login, serverstate, backups)',
    config: { password: 'dup-pass' },
    wrongConfig: { password: 'bad' },
    auth: {
      session: {
        login: 'POST /api/v1/auth/login',
        credentials: { Password: 'dup-pass' },
        issue: (token) => Response.json({ AccessToken: token }),
        refuse: () => Response.json({ Error: 'Unauthorized', Code: 401 }, { status: 401 }),
        header: 'authorization',
      },
    },
    refuse: () => Response.json({ Error: 'Unauthorized', Code: 401 }, { status: 401 }),
    routes: {
      'GET /api/v1/serverstate': {
        ActiveTask: null,
        ProgramState: 'Running',
        SchedulerQueueIds: [],
        ProposedSchedule: [{ Item1: '1', Item2: '2026-11-29T02:00:00Z' }],
        HasWarning: true,
        HasError: false,
        SuggestedStatusIcon: 'Ready',
        EstimatedPauseEnd: '0001-01-01T00:00:00',
        LastEventID: 42,
        LastDataUpdateID: 7,
        LastNotificationUpdateID: 0,
        UpdatedVersion: null,
        UpdateReady: false,
        UpdateDownloadProgress: 0,
        ProgressState: null,
      },
      'GET /api/v1/backups': () => [
        {
          Backup: {
            ID: '1',
            Name: 'Photos to B2',
            Description: '',
            Tags: [],
            TargetURL: 'b2://bucket/photos',
            Metadata: {
              LastBackupDate: duplicatiStamp(5),
              BackupListCount: '14',
              TotalQuotaSpace: '0',
              FreeQuotaSpace: '0',
              AssignedQuotaSpace: '-1',
              TargetFilesSize: String(200 * GiB),
              TargetFilesCount: '4100',
              TargetSizeString: '200.00 GB',
              SourceFilesSize: String(250 * GiB),
              SourceFilesCount: '52000',
              SourceSizeString: '250.00 GB',
              LastBackupStarted: duplicatiStamp(5),
              LastBackupFinished: duplicatiStamp(5),
              LastBackupDuration: '00:12:10.1234567',
            },
          },
          Schedule: { ID: 1, Tags: ['ID=1'], Time: '2026-11-29T02:00:00Z', Repeat: '1D', Rule: '' },
        },
        {
          Backup: {
            ID: '2',
            Name: 'Documents',
            Metadata: { LastBackupDate: duplicatiStamp(30), BackupListCount: '6', TargetFilesSize: String(10 * GiB), SourceFilesSize: String(30 * GiB) },
          },
          Schedule: null,
        },
      ],
    },
    values: { backups: '2', lastBackup: '5 h', status: 'Warnings', sourceSize: '280 GB', backupSize: '210 GB', versions: '20' },
  },
  'xen-orchestra': {
    docs: 'https://docs.xen-orchestra.com/restapi (GET /rest/v0/pools, hosts, vms, srs with fields)',
    path: 'xo',
    config: { token: 'xo-token' },
    wrongConfig: { token: 'x' },
    auth: { header: 'cookie', value: 'authenticationToken=xo-token' },
    refuse: () => new Response('Unauthorized', { status: 401 }),
    routes: {
      'GET /rest/v0/pools': [{ name_label: 'Home pool', href: '/rest/v0/pools/355ee47d' }],
      'GET /rest/v0/hosts': [
        { name_label: 'xcp1', power_state: 'Running', href: '/rest/v0/hosts/b61a5c92' },
        { name_label: 'xcp2', power_state: 'Halted', href: '/rest/v0/hosts/c7d8e9f0' },
      ],
      'GET /rest/v0/vms': [
        { name_label: 'Debian web', power_state: 'Running', href: '/rest/v0/vms/613f541c' },
        { name_label: 'Windows 11', power_state: 'Halted', href: '/rest/v0/vms/8ad7f0b1' },
        { name_label: 'Home Assistant', power_state: 'Running', href: '/rest/v0/vms/f07ab729' },
      ],
      'GET /rest/v0/srs': [
        { name_label: 'Local storage', size: 1 * TiB, physical_usage: 0.25 * TiB, content_type: 'user', href: '/rest/v0/srs/1' },
        { name_label: 'NFS', size: 3 * TiB, physical_usage: 1.75 * TiB, content_type: 'user', href: '/rest/v0/srs/2' },
        { name_label: 'XCP-ng Tools', size: 0, physical_usage: 0, content_type: 'iso', href: '/rest/v0/srs/3' },
      ],
    },
    values: { pools: '1', hosts: '1/2', vms: '2/3', storage: '50.0 %' },
    list: ['xcp2'],
  },
  harvester: {
    docs: 'https://docs.harvesterhci.io/v1.6/api/ (Steve API: GET /v1/harvester/nodes, /v1/harvester/kubevirt.io.virtualmachines)',
    config: { token: 'token-x7k2p:s3cr3t' },
    wrongConfig: { token: 'token-x7k2p:bad' },
    auth: { header: 'authorization', value: 'Bearer token-x7k2p:s3cr3t' },
    refuse: () => Response.json({ type: 'error', links: {}, code: 'Unauthorized', message: 'must authenticate', status: 401 }, { status: 401 }),
    routes: {
      'GET /v1/harvester/nodes': {
        type: 'collection',
        links: { self: 'https://harvester.lan/v1/harvester/nodes' },
        createTypes: {},
        actions: {},
        resourceType: 'node',
        revision: '812345',
        count: 3,
        data: [
          {
            id: 'hv1',
            type: 'node',
            metadata: { name: 'hv1', state: { error: false, message: '', name: 'active', transitioning: false } },
            status: { capacity: { cpu: '16', memory: '65806876Ki' } },
          },
          { id: 'hv2', type: 'node', metadata: { name: 'hv2', state: { error: false, message: '', name: 'active', transitioning: false } } },
          {
            id: 'hv3',
            type: 'node',
            metadata: { name: 'hv3', state: { error: true, message: 'Kubelet stopped posting node status.', name: 'unavailable', transitioning: false } },
          },
        ],
      },
      'GET /v1/harvester/kubevirt.io.virtualmachines': {
        type: 'collection',
        resourceType: 'kubevirt.io.virtualmachine',
        revision: '812399',
        count: 3,
        data: [
          {
            id: 'default/web',
            type: 'kubevirt.io.virtualmachine',
            metadata: { name: 'web', namespace: 'default', state: { error: false, message: '', name: 'running', transitioning: false } },
            status: { printableStatus: 'Running', ready: true },
          },
          {
            id: 'default/db',
            type: 'kubevirt.io.virtualmachine',
            metadata: { name: 'db', namespace: 'default', state: { error: false, message: '', name: 'off', transitioning: false } },
            status: { printableStatus: 'Stopped' },
          },
          {
            id: 'lab/win11',
            type: 'kubevirt.io.virtualmachine',
            metadata: {
              name: 'win11',
              namespace: 'lab',
              state: { error: true, message: '0/3 nodes are available: insufficient memory.', name: 'error', transitioning: false },
            },
            status: { printableStatus: 'ErrorUnschedulable' },
          },
        ],
      },
    },
    values: { nodes: '2/3', vms: '1/3', vmErrors: '1', nodeErrors: '1' },
    list: ['hv3', 'lab/win11'],
  },
  'qnap-qts': {
    docs: 'https://www.qnap.com/en/how-to/faq/article/is-there-an-api-for-qts (authLogin.cgi, manaRequest.cgi sysinfo, chartReq.cgi disk_usage)',
    path: 'qnap',
    config: { username: 'admin', password: 'qnap-pass' },
    wrongConfig: { username: 'admin', password: 'bad' },
    auth: {
      session: {
        login: 'POST /cgi-bin/authLogin.cgi',
        form: true,
        credentials: { user: 'admin', pwd: Buffer.from('qnap-pass').toString('base64') },
        issue: (sid) => qnapXml(`<doQuick><![CDATA[]]></doQuick>${cdata({ authPassed: 1, authSid: sid, username: 'admin', isAdmin: 1, ts: 1_764_309_600 })}`),
        // A wrong password is a 200 whose authPassed is 0.
        refuse: () => qnapXml(cdata({ authPassed: 0, errorValue: -1, ts: 1_764_309_600 })),
        header: 'sid',
        query: 'sid',
      },
    },
    refuse: () => qnapXml(cdata({ authPassed: 0 })),
    routes: {
      'GET /cgi-bin/authLogin.cgi': () => qnapXml(cdata({ authPassed: 0 })),
      'GET /cgi-bin/management/manaRequest.cgi': () =>
        qnapXml(
          `${cdata({ authPassed: 1 })}<func><name><![CDATA[sysinfo]]></name><ownContent><root>${cdata({
            cpu_usage: '12.5 %',
            total_memory: '7834.5',
            free_memory: '5875.9',
            model: 'TS-464',
            uptime_day: 2,
            uptime_hour: 4,
            uptime_min: 10,
            uptime_sec: 5,
            cpu_tempc: 52,
          })}<sys_tempc>44</sys_tempc></root></ownContent></func>`,
        ),
      'GET /cgi-bin/management/chartReq.cgi': () =>
        qnapXml(
          `${cdata({ authPassed: 1 })}<volumeList><volume>${cdata({ volumeValue: 1, volumeLabel: 'DataVol1', volumeStatus: 0 })}</volume><volume>${cdata({ volumeValue: 2, volumeLabel: 'Backup', volumeStatus: 0 })}</volume></volumeList><volumeUseList><volumeUse>${cdata({ volumeValue: 1, total_size: 4 * TiB, free_size: 1 * TiB })}</volumeUse><volumeUse>${cdata({ volumeValue: 2, total_size: 4 * TiB, free_size: 3 * TiB })}</volumeUse></volumeUseList>`,
        ),
    },
    values: { cpu: '12.5 %', memory: '25.0 %', volumeUsage: '50.0 %', free: '4.0 TB', temperature: '44 °C', uptime: '2 d 4 h' },
  },
}
