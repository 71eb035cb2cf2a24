import type { FakeApp, FakeState } from './fake-app'

export const PIHOLE_PASSWORD = 'pi-pass'

const OMADA_ID = 'c0ffee00d1c7a5e19b4b3c2a1f0e9d8c'
const OMADA_TOKEN = 'omada-token-1'

export const NETWORK_FAKES: Record<string, FakeApp> = {
  pihole: {
    docs: 'https://docs.pi-hole.net/api/ (auth, stats/summary, dns/blocking)',
    config: { password: PIHOLE_PASSWORD },
    wrongConfig: { password: 'nope' },
    auth: {
      session: {
        login: 'POST /api/auth',
        credentials: { password: PIHOLE_PASSWORD },
        issue: (sid) => Response.json({ session: { valid: true, totp: false, sid, csrf: 'x', validity: 1800 }, took: 0.01 }),
        refuse: () => Response.json({ session: { valid: false, totp: false, sid: null, validity: -1 } }, { status: 401 }),
        header: 'x-ftl-sid',
        logout: 'DELETE /api/auth',
      },
    },
    refuse: () => Response.json({ error: { key: 'unauthorized', message: 'Unauthorized', hint: null }, took: 0 }, { status: 401 }),
    routes: {
      'GET /api/stats/summary': (state: FakeState) => ({
        queries: {
          total: state.piholeTotal,
          blocked: 2_469,
          percent_blocked: 20.0,
          unique_domains: 900,
          forwarded: 8_000,
          cached: 1_800,
          types: {},
          status: {},
        },
        clients: { active: 7, total: 12 },
        gravity: { domains_being_blocked: 123_456, last_update: 1_700_000_000 },
        took: 0.003,
      }),
      'GET /api/dns/blocking': { blocking: 'enabled', timer: null, took: 0.001 },
    },
    values: { totalQueries: '12,345', blockedQueries: '2,469', percentBlocked: '20.0 %', domainsBlocked: '123,456', activeClients: '7', blocking: 'On' },
  },
  'adguard-home': {
    docs: 'https://github.com/AdguardTeam/AdGuardHome/blob/master/openapi/openapi.yaml (/status, /stats)',
    config: { username: 'admin', password: 'ag-pass' },
    wrongConfig: { username: 'admin', password: 'x' },
    auth: { basic: ['admin', 'ag-pass'] },
    refuse: () => new Response('Unauthorized', { status: 401 }),
    routes: {
      'GET /control/status': { version: 'v0.107.55', language: 'en', dns_port: 53, http_port: 80, protection_enabled: true, running: true },
      'GET /control/stats': {
        time_units: 'hours',
        num_dns_queries: 4_721,
        num_blocked_filtering: 712,
        num_replaced_safebrowsing: 0,
        avg_processing_time: 0.0123,
      },
    },
    values: { queries: '4,721', blocked: '712', percentBlocked: '15.1 %', latency: '12 ms', protection: 'On', version: '0.107.55' },
  },
  'pihole-v5': {
    docs: 'https://github.com/pi-hole/AdminLTE/blob/v5.18/api.php and api_FTL.php (versions, summaryRaw)',
    config: { apiToken: 'v5-token' },
    wrongConfig: { apiToken: 'nope' },
    // api.php checks the token itself: ?versions is public, summaryRaw answers an empty list to a wrong token.
    auth: null,
    routes: {
      'GET /admin/api.php': (_state: FakeState, url: URL) => {
        if (url.searchParams.has('versions'))
          return { core_update: false, web_update: false, FTL_update: false, core_current: 'v5.18.3', web_current: 'v5.21', FTL_current: 'v5.25.2' }
        if (url.searchParams.get('auth') !== 'v5-token') return []
        return {
          domains_being_blocked: 123_456,
          dns_queries_today: 12_345,
          ads_blocked_today: 2_469,
          ads_percentage_today: 20.0,
          unique_domains: 900,
          queries_forwarded: 8_000,
          queries_cached: 1_800,
          clients_ever_seen: 12,
          unique_clients: 7,
          dns_queries_all_types: 12_345,
          reply_NODATA: 10,
          privacy_level: 0,
          status: 'enabled',
          gravity_last_updated: { file_exists: true, absolute: 1_700_000_000, relative: { days: 1, hours: 2, minutes: 3 } },
        }
      },
    },
    values: {
      totalQueries: '12,345',
      blockedQueries: '2,469',
      percentBlocked: '20.0 %',
      domainsBlocked: '123,456',
      clients: '7',
      blocking: 'On',
      version: '5.18.3',
    },
  },
  technitium: {
    docs: 'https://github.com/TechnitiumSoftware/DnsServer/blob/master/APIDOCS.md (Get Stats Data)',
    config: { apiToken: 'tech-token' },
    wrongConfig: { apiToken: 'nope' },
    auth: { query: 'token', value: 'tech-token' },
    refuse: () => Response.json({ status: 'invalid-token', errorMessage: 'Invalid token or session expired.' }),
    routes: {
      'GET /api/dashboard/stats/get': {
        response: {
          stats: {
            totalQueries: 20_000,
            totalNoError: 17_500,
            totalServerFailure: 12,
            totalNxDomain: 480,
            totalRefused: 0,
            totalAuthoritative: 300,
            totalRecursive: 9_000,
            totalCached: 8_200,
            totalBlocked: 2_500,
            totalDropped: 0,
            totalClients: 14,
            zones: 6,
            cachedEntries: 5_230,
            allowedZones: 2,
            blockedZones: 10,
            allowListZones: 0,
            blockListZones: 310_000,
          },
          mainChartData: { labelFormat: 'HH:mm', labels: [], datasets: [] },
          topClients: [],
          topDomains: [],
          topBlockedDomains: [],
        },
        status: 'ok',
      },
    },
    values: { queries: '20,000', blocked: '2,500', percentBlocked: '12.5 %', clients: '14', cached: '8,200', nxDomain: '480', serverFailure: '12', zones: '6' },
  },
  'nginx-proxy-manager': {
    docs: 'https://github.com/NginxProxyManager/nginx-proxy-manager/tree/develop/backend/schema (tokens, reports/hosts, nginx/proxy-hosts)',
    config: { email: 'admin@example.com', password: 'npm-pass' },
    wrongConfig: { email: 'admin@example.com', password: 'x' },
    auth: {
      session: {
        login: 'POST /api/tokens',
        credentials: { identity: 'admin@example.com', secret: 'npm-pass' },
        issue: (token) => Response.json({ token, expires: '2026-11-29T05:00:00.000Z' }),
        refuse: () => Response.json({ error: { code: 401, message: 'Invalid email or password' } }, { status: 401 }),
        header: 'authorization',
      },
    },
    refuse: () => Response.json({ error: { code: 401, message: 'Permission Denied' } }, { status: 401 }),
    routes: {
      'GET /api/reports/hosts': { proxy: 3, redirection: 1, stream: 2, dead: 0 },
      'GET /api/nginx/proxy-hosts': [
        {
          id: 1,
          created_on: '2025-01-02 10:00:00',
          owner_user_id: 1,
          domain_names: ['jellyfin.home.example'],
          forward_scheme: 'http',
          forward_host: '10.0.0.5',
          forward_port: 8096,
          certificate_id: 1,
          ssl_forced: true,
          enabled: true,
          meta: {},
        },
        {
          id: 2,
          created_on: '2025-01-02 10:05:00',
          owner_user_id: 1,
          domain_names: ['sonarr.home.example'],
          forward_scheme: 'http',
          forward_host: '10.0.0.6',
          forward_port: 8989,
          certificate_id: 1,
          ssl_forced: true,
          enabled: true,
          meta: {},
        },
        {
          id: 3,
          created_on: '2025-02-11 18:20:00',
          owner_user_id: 1,
          domain_names: ['old.home.example'],
          forward_scheme: 'http',
          forward_host: '10.0.0.9',
          forward_port: 80,
          certificate_id: 0,
          ssl_forced: false,
          enabled: false,
          meta: {},
        },
      ],
    },
    values: { enabled: '2', disabled: '1', proxyHosts: '3', redirections: '1', streams: '2', deadHosts: '0' },
  },
  traefik: {
    docs: 'https://doc.traefik.io/traefik/operations/api/ (overview, version, http/routers)',
    config: { username: 'admin', password: 'tr-pass' },
    wrongConfig: { username: 'admin', password: 'x' },
    auth: { basic: ['admin', 'tr-pass'] },
    refuse: () => new Response('401 Unauthorized\n', { status: 401, headers: { 'www-authenticate': 'Basic realm="traefik"' } }),
    routes: {
      'GET /api/overview': {
        http: {
          routers: { total: 12, warnings: 0, errors: 1 },
          services: { total: 11, warnings: 1, errors: 0 },
          middlewares: { total: 4, warnings: 0, errors: 0 },
        },
        tcp: {
          routers: { total: 1, warnings: 0, errors: 0 },
          services: { total: 1, warnings: 0, errors: 0 },
          middlewares: { total: 0, warnings: 0, errors: 0 },
        },
        udp: { routers: { total: 0, warnings: 0, errors: 0 }, services: { total: 0, warnings: 0, errors: 0 } },
        features: { tracing: '', metrics: 'Prometheus', accessLog: true },
        providers: ['Docker', 'File'],
      },
      'GET /api/version': { Version: '3.3.4', Codename: 'saintnectaire', startDate: '2026-11-27T08:00:00.000Z' },
      'GET /api/http/routers': [
        {
          entryPoints: ['websecure'],
          service: 'jellyfin',
          rule: 'Host(`jellyfin.home.example`)',
          priority: 33,
          tls: {},
          status: 'enabled',
          using: ['websecure'],
          name: 'jellyfin@docker',
          provider: 'docker',
        },
        {
          entryPoints: ['websecure'],
          service: 'wiki',
          rule: 'Host(`wiki.home.example`)',
          priority: 30,
          status: 'disabled',
          error: ['the service "wiki@docker" does not exist'],
          name: 'wiki@docker',
          provider: 'docker',
        },
      ],
    },
    values: { routers: '12', services: '11', middlewares: '4', errors: '1', warnings: '1', version: '3.3.4' },
    list: ['wiki@docker'],
  },
  caddy: {
    docs: 'https://caddyserver.com/docs/api (GET /config/, GET /reverse_proxy/upstreams)',
    config: {},
    auth: null,
    routes: {
      'GET /config': {
        admin: { listen: '0.0.0.0:2019', origins: ['dash.home.example'] },
        apps: {
          http: {
            servers: {
              srv0: {
                listen: [':443'],
                routes: [
                  { match: [{ host: ['a.home.example'] }], handle: [] },
                  { match: [{ host: ['b.home.example'] }], handle: [] },
                ],
              },
              srv1: { listen: [':80'], routes: [{ handle: [{ handler: 'static_response' }] }] },
            },
          },
          tls: { automation: { policies: [] } },
        },
      },
      'GET /reverse_proxy/upstreams': [
        { address: '10.0.0.5:8096', num_requests: 3, fails: 0 },
        { address: '10.0.0.6:8989', num_requests: 1, fails: 0 },
        { address: '10.0.0.9:80', num_requests: 0, fails: 2 },
      ],
    },
    values: { servers: '2', routes: '3', upstreams: '3', requests: '4', fails: '2' },
    list: ['10.0.0.9:80'],
  },
  unifi: {
    docs: 'https://developer.ui.com/network/ (Integration API v1: info, sites, sites/{siteId}/devices, sites/{siteId}/clients)',
    config: { apiKey: 'unifi-key' },
    wrongConfig: { apiKey: 'nope' },
    auth: { header: 'x-api-key', value: 'unifi-key' },
    refuse: () =>
      Response.json(
        {
          statusCode: 401,
          statusName: 'UNAUTHORIZED',
          code: 'api.authentication.missing-credentials',
          message: 'Missing credentials',
          timestamp: '2026-11-28T05:00:00Z',
          requestPath: '/integration/v1/sites',
          requestId: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
        },
        { status: 401 },
      ),
    routes: {
      'GET /proxy/network/integration/v1/info': { applicationVersion: '9.3.45' },
      'GET /proxy/network/integration/v1/sites': {
        offset: 0,
        limit: 200,
        count: 1,
        totalCount: 1,
        data: [{ id: '88f7af54-98f8-306a-a1c7-c9349722b1f6', internalReference: 'default', name: 'Default' }],
      },
      'GET /proxy/network/integration/v1/sites/88f7af54-98f8-306a-a1c7-c9349722b1f6/devices': {
        offset: 0,
        limit: 200,
        count: 3,
        totalCount: 3,
        data: [
          {
            id: 'a1',
            macAddress: '74:ac:b9:00:00:01',
            ipAddress: '10.0.0.1',
            name: 'Dream Machine',
            model: 'UDM Pro',
            state: 'ONLINE',
            supported: true,
            firmwareVersion: '4.1.13',
            firmwareUpdatable: false,
            features: ['switching'],
            interfaces: ['ports'],
          },
          {
            id: 'a2',
            macAddress: '74:ac:b9:00:00:02',
            ipAddress: '10.0.0.2',
            name: 'Living room AP',
            model: 'U6 Pro',
            state: 'ONLINE',
            supported: true,
            firmwareVersion: '6.6.77',
            firmwareUpdatable: true,
            features: ['accessPoint'],
            interfaces: ['radios'],
          },
          {
            id: 'a3',
            macAddress: '74:ac:b9:00:00:03',
            ipAddress: '10.0.0.3',
            name: 'Garage AP',
            model: 'U6 Lite',
            state: 'OFFLINE',
            supported: true,
            firmwareVersion: '6.6.77',
            firmwareUpdatable: false,
            features: ['accessPoint'],
            interfaces: ['radios'],
          },
        ],
      },
      'GET /proxy/network/integration/v1/sites/88f7af54-98f8-306a-a1c7-c9349722b1f6/clients': {
        offset: 0,
        limit: 200,
        count: 3,
        totalCount: 3,
        data: [
          {
            type: 'WIRED',
            id: 'c1',
            name: 'nas',
            connectedAt: '2026-11-20T10:00:00Z',
            ipAddress: '10.0.0.20',
            macAddress: 'aa:bb:cc:00:00:01',
            uplinkDeviceId: 'a1',
          },
          {
            type: 'WIRELESS',
            id: 'c2',
            name: 'phone',
            connectedAt: '2026-11-28T04:00:00Z',
            ipAddress: '10.0.0.31',
            macAddress: 'aa:bb:cc:00:00:02',
            uplinkDeviceId: 'a2',
          },
          {
            type: 'WIRELESS',
            id: 'c3',
            name: 'laptop',
            connectedAt: '2026-11-28T03:00:00Z',
            ipAddress: '10.0.0.32',
            macAddress: 'aa:bb:cc:00:00:03',
            uplinkDeviceId: 'a2',
          },
        ],
      },
    },
    values: { clients: '3', wifiClients: '2', wiredClients: '1', devices: '2/3', updates: '1', version: '9.3.45' },
    list: ['Garage AP'],
  },
  opnsense: {
    docs: 'https://docs.opnsense.org/development/api/core/diagnostics.html (activity/getActivity, traffic/interface)',
    config: { key: 'opn-key', secret: 'opn-secret' },
    wrongConfig: { key: 'opn-key', secret: 'x' },
    auth: { basic: ['opn-key', 'opn-secret'] },
    refuse: () => Response.json({ status: 401, message: 'Authentication Failed' }, { status: 401 }),
    routes: {
      'GET /api/diagnostics/activity/getActivity': {
        headers: [
          'last pid: 71234;  load averages:  0.21,  0.18,  0.15  up 12+03:11:45    10:12:01',
          '64 processes: 1 running, 63 sleeping',
          'CPU:  2.1% user,  0.0% nice,  1.4% system,  0.1% interrupt, 96.4% idle',
          'Mem: 412M Active, 1210M Inact, 890M Wired, 56K Buf, 5420M Free',
          'ARC: 520M Total, 210M MFU, 280M MRU',
          'Swap: 8192M Total, 8192M Free',
        ],
        details: [
          {
            PID: '1',
            USERNAME: 'root',
            THR: '1',
            PRI: '20',
            NICE: '0',
            SIZE: '12M',
            RES: '1M',
            STATE: 'wait',
            C: '0',
            TIME: '0:01',
            WCPU: '0.00%',
            COMMAND: 'init',
          },
        ],
      },
      'GET /api/diagnostics/traffic/interface': {
        interfaces: {
          lan: { index: '1', flags: '0x8843', promiscuous: '', name: 'LAN', device: 'igb1', 'bytes received': '52428800', 'bytes transmitted': '1073741824' },
          wan: { index: '2', flags: '0x8843', promiscuous: '', name: 'WAN', device: 'igb0', 'bytes received': '2147483648', 'bytes transmitted': '104857600' },
        },
        time: 1_764_300_000.123,
      },
    },
    values: { cpu: '3.6 %', memory: '412M', wanIn: '2.0 GB', wanOut: '100 MB' },
  },
  pfsense: {
    docs: 'https://pfrest.org/api-docs/ (GET /api/v2/status/system, /api/v2/status/interfaces, /api/v2/system/version)',
    config: { apiKey: 'pf-key' },
    wrongConfig: { apiKey: 'nope' },
    auth: { header: 'x-api-key', value: 'pf-key' },
    refuse: () =>
      Response.json(
        { code: 401, status: 'unauthorized', response_id: 'AUTH_AUTHENTICATION_FAILED', message: 'Authentication failed.', data: [], _links: [] },
        { status: 401 },
      ),
    routes: {
      'GET /api/v2/status/system': {
        code: 200,
        status: 'ok',
        response_id: 'SUCCESS',
        message: '',
        data: {
          system_platform: 'Netgate 4200',
          system_serial: '2021230000',
          cpu_model: 'Intel(R) Atom(TM) CPU C3338R @ 1.80GHz',
          cpu_count: 4,
          cpu_load_avg: [0.31, 0.27, 0.22],
          cpu_usage: 3.2,
          mbuf_usage: 1.4,
          mem_usage: 23.5,
          swap_usage: 0,
          disk_usage: 12.0,
          temp_c: 48.2,
          temp_f: 118.8,
        },
        _links: [],
      },
      'GET /api/v2/status/interfaces': {
        code: 200,
        status: 'ok',
        response_id: 'SUCCESS',
        message: '',
        data: [
          {
            name: 'wan',
            descr: 'WAN',
            hwif: 'igc0',
            macaddr: '90:ec:77:00:00:01',
            mtu: '1500',
            enable: true,
            status: 'up',
            ipaddr: '203.0.113.7',
            subnet: '24',
            gateway: '203.0.113.1',
            inbytes: 4_294_967_296,
            outbytes: 536_870_912,
          },
          {
            name: 'lan',
            descr: 'LAN',
            hwif: 'igc1',
            macaddr: '90:ec:77:00:00:02',
            mtu: '1500',
            enable: true,
            status: 'up',
            ipaddr: '10.0.0.1',
            subnet: '24',
            gateway: null,
            inbytes: 0,
            outbytes: 0,
          },
        ],
        _links: [],
      },
      'GET /api/v2/system/version': {
        code: 200,
        status: 'ok',
        response_id: 'SUCCESS',
        message: '',
        data: { version: '2.7.2-RELEASE', base: '2.7', patch: '0', buildtime: 'Fri Dec  1 2023' },
        _links: [],
      },
    },
    values: { load: '0.31', memory: '23.5 %', disk: '12.0 %', temperature: '48 °C', wan: 'up', wanIp: '203.0.113.7', version: '2.7.2-RELEASE' },
  },
  'wg-easy': {
    docs: 'https://github.com/wg-easy/wg-easy/tree/master/src/server/api (information.get.ts, client/index.get.ts)',
    config: { username: 'admin', password: 'wg-pass' },
    wrongConfig: { username: 'admin', password: 'x' },
    auth: { basic: ['admin', 'wg-pass'] },
    refuse: () => Response.json({ statusCode: 401, statusMessage: 'Unauthorized' }, { status: 401 }),
    routes: {
      'GET /api/information': {
        currentRelease: '15.1.0',
        latestRelease: { version: '15.1.0', changelog: '' },
        updateAvailable: false,
        insecure: false,
        isAwg: false,
        firewallEnabled: false,
      },
      'GET /api/client': () => wgClients(),
    },
    values: { connected: '1', enabled: '2', disabled: '1', received: '1.5 GB', sent: '300 MB', version: '15.1.0' },
  },
  'wg-easy-v14': {
    docs: 'https://github.com/wg-easy/wg-easy/tree/v14/src/server/api (release.get.ts, wireguard/client.get.ts)',
    config: { password: 'wg14-pass' },
    wrongConfig: { password: 'x' },
    auth: { header: 'authorization', value: 'wg14-pass' },
    refuse: () => Response.json({ statusCode: 401, statusMessage: 'Incorrect Password' }, { status: 401 }),
    routes: {
      'GET /api/release': 14,
      'GET /api/wireguard/client': () => wgClients(),
    },
    values: { connected: '1', enabled: '2', disabled: '1', received: '1.5 GB', sent: '300 MB', version: '14' },
  },
  tailscale: {
    docs: 'https://tailscale.com/api (GET /api/v2/tailnet/{tailnet}/devices)',
    config: { apiKey: 'tskey-api-abc' },
    wrongConfig: { apiKey: 'tskey-api-wrong' },
    auth: { header: 'authorization', value: 'Bearer tskey-api-abc' },
    refuse: () => Response.json({ message: 'API token invalid' }, { status: 401 }),
    routes: {
      'GET /api/v2/tailnet/-/devices': () => ({
        devices: [
          tailscaleDevice('nas', { expires: inDays(120) }),
          tailscaleDevice('laptop', { expires: inDays(5), updateAvailable: false }),
          tailscaleDevice('phone', { updateAvailable: true, clientVersion: '1.76.1-t1234-g5678', connectedToControl: false }),
        ],
      }),
    },
    values: { devices: '3', connected: '2', updates: '1', expiring: '1' },
    list: ['laptop', 'phone'],
  },
  headscale: {
    docs: 'https://github.com/juanfont/headscale/blob/main/gen/openapiv2/headscale/v1/headscale.swagger.json (ListNodes, ListUsers)',
    config: { apiKey: 'hs-key' },
    wrongConfig: { apiKey: 'nope' },
    auth: { header: 'authorization', value: 'Bearer hs-key' },
    refuse: () => new Response('Unauthorized', { status: 401 }),
    routes: {
      'GET /api/v1/node': () => ({
        nodes: [
          headscaleNode('1', 'nas', true, '0001-01-01T00:00:00Z'),
          headscaleNode('2', 'laptop', true, inDays(30)),
          headscaleNode('3', 'old-phone', false, inDays(-3)),
        ],
      }),
      'GET /api/v1/user': {
        users: [
          { id: '1', name: 'alice', createdAt: '2025-03-01T10:00:00Z', displayName: '', email: '', providerId: '', provider: '', profilePicUrl: '' },
          { id: '2', name: 'bob', createdAt: '2025-03-02T10:00:00Z', displayName: '', email: '', providerId: '', provider: '', profilePicUrl: '' },
        ],
      },
    },
    values: { nodes: '3', online: '2', expired: '1', users: '2' },
    list: ['old-phone'],
  },
  'speedtest-tracker': {
    docs: 'https://docs.speedtest-tracker.dev/api/overview (GET /api/v1/results/latest)',
    config: { apiToken: 'st-token' },
    wrongConfig: { apiToken: 'nope' },
    auth: { header: 'authorization', value: 'Bearer st-token' },
    refuse: () => Response.json({ message: 'Unauthenticated.' }, { status: 401 }),
    routes: {
      'GET /api/v1/results/latest': {
        data: {
          id: 4211,
          service: 'ookla',
          ping: 11.87,
          download: 117_964_800,
          upload: 5_242_880,
          download_bits: 943_718_400,
          upload_bits: 41_943_040,
          download_bits_human: '943.72 Mbps',
          upload_bits_human: '41.94 Mbps',
          benchmarks: null,
          healthy: true,
          status: 'completed',
          scheduled: true,
          comments: null,
          data: {},
          created_at: '2026-11-28T04:00:03.000000Z',
          updated_at: '2026-11-28T04:00:41.000000Z',
        },
        message: 'ok',
      },
    },
    values: { download: '113 MB/s', upload: '5.0 MB/s', ping: '12 ms', tested: '2026-11-28', status: 'completed' },
  },
  mikrotik: {
    docs: 'https://help.mikrotik.com/docs/spaces/ROS/pages/47579162/REST+API (system/resource, ip/dhcp-server/lease, interface)',
    config: { username: 'foyer', password: 'mt-pass' },
    wrongConfig: { username: 'foyer', password: 'x' },
    auth: { basic: ['foyer', 'mt-pass'] },
    refuse: () => Response.json({ error: 401, message: 'Unauthorized' }, { status: 401 }),
    routes: {
      'GET /rest/system/resource': {
        uptime: '2w3d4h5m6s',
        version: '7.16.2 (stable)',
        'build-time': '2024-11-27 13:25:11',
        'factory-software': '7.4',
        'free-memory': '805306368',
        'total-memory': '1073741824',
        cpu: 'ARM64',
        'cpu-count': '4',
        'cpu-frequency': '1400',
        'cpu-load': '7',
        'free-hdd-space': '870000640',
        'total-hdd-space': '1073741824',
        'architecture-name': 'arm64',
        'board-name': 'RB5009UG+S+',
        platform: 'MikroTik',
      },
      'GET /rest/ip/dhcp-server/lease': [
        { '.id': '*1', address: '10.0.0.20', status: 'bound' },
        { '.id': '*2', address: '10.0.0.21', status: 'bound' },
        { '.id': '*3', address: '10.0.0.22', status: 'waiting' },
      ],
      'GET /rest/interface': [
        { '.id': '*1', name: 'ether1', running: 'true', disabled: 'false' },
        { '.id': '*2', name: 'ether2', running: 'true', disabled: 'false' },
        { '.id': '*3', name: 'sfp-sfpplus1', running: 'false', disabled: 'false' },
      ],
    },
    values: { uptime: '17 d 4 h', cpu: '7.0 %', memory: '25.0 %', leases: '2', interfaces: '2/3', version: '7.16.2' },
  },
  openwrt: {
    docs: 'https://openwrt.org/docs/techref/ubus#access_to_ubus_over_http (session login, system info/board, network.interface status)',
    config: { username: 'root', password: 'ow-pass' },
    wrongConfig: { username: 'root', password: 'x' },
    // Every call is a POST to /ubus; the session travels inside the JSON-RPC params.
    auth: null,
    routes: { 'POST /ubus': (_state: FakeState, _url: URL, req: Request) => ubus(req) },
    values: { uptime: '3 d 2 h', load: '0.25', memory: '37.5 %', wan: 'Up', wanIp: '198.51.100.23', received: '4.0 GB', sent: '512 MB', version: '24.10.0' },
  },
  nextdns: {
    docs: 'https://nextdns.github.io/api/ (analytics: status, encryption)',
    config: { apiKey: 'nd-key', profile: 'abc123' },
    wrongConfig: { apiKey: 'nope', profile: 'abc123' },
    auth: { header: 'x-api-key', value: 'nd-key' },
    refuse: () => Response.json({ errors: [{ code: 'forbidden' }] }, { status: 403 }),
    routes: {
      'GET /profiles/abc123/analytics/status': {
        data: [
          { status: 'default', queries: 30_000 },
          { status: 'blocked', queries: 8_000 },
          { status: 'allowed', queries: 2_000 },
        ],
        meta: { pagination: { cursor: null } },
      },
      'GET /profiles/abc123/analytics/encryption': {
        data: [
          { encrypted: true, queries: 36_000 },
          { encrypted: false, queries: 4_000 },
        ],
        meta: { pagination: { cursor: null } },
      },
    },
    values: { queries: '40,000', blocked: '8,000', percentBlocked: '20.0 %', allowed: '2,000', encrypted: '90.0 %' },
  },
  'cloudflare-tunnel': {
    docs: 'https://developers.cloudflare.com/api/resources/zero_trust/subresources/tunnels/subresources/cloudflared/methods/get/',
    config: { accountId: '023e105f4ecef8ad9ca31a8372d0c353', tunnelId: 'f70ff985-a4ef-4643-bbbc-4a0ed4fc8415', apiToken: 'cf-token' },
    wrongConfig: { accountId: '023e105f4ecef8ad9ca31a8372d0c353', tunnelId: 'f70ff985-a4ef-4643-bbbc-4a0ed4fc8415', apiToken: 'nope' },
    auth: { header: 'authorization', value: 'Bearer cf-token' },
    refuse: () => Response.json({ success: false, errors: [{ code: 10000, message: 'Authentication error' }], messages: [], result: null }, { status: 403 }),
    routes: {
      'GET /client/v4/accounts/023e105f4ecef8ad9ca31a8372d0c353/cfd_tunnel/f70ff985-a4ef-4643-bbbc-4a0ed4fc8415': {
        success: true,
        errors: [],
        messages: [],
        result: {
          id: 'f70ff985-a4ef-4643-bbbc-4a0ed4fc8415',
          account_tag: '023e105f4ecef8ad9ca31a8372d0c353',
          created_at: '2025-02-18T22:41:43.534395Z',
          deleted_at: null,
          name: 'home',
          connections: [
            {
              colo_name: 'FRA',
              uuid: 'c1',
              id: 'c1',
              is_pending_reconnect: false,
              origin_ip: '198.51.100.23',
              opened_at: '2026-11-27T10:00:00Z',
              client_id: 'x',
              client_version: '2025.11.1',
            },
            {
              colo_name: 'AMS',
              uuid: 'c2',
              id: 'c2',
              is_pending_reconnect: false,
              origin_ip: '198.51.100.23',
              opened_at: '2026-11-27T10:00:00Z',
              client_id: 'x',
              client_version: '2025.11.1',
            },
            {
              colo_name: 'FRA',
              uuid: 'c3',
              id: 'c3',
              is_pending_reconnect: false,
              origin_ip: '198.51.100.23',
              opened_at: '2026-11-27T10:00:00Z',
              client_id: 'x',
              client_version: '2025.11.1',
            },
          ],
          conns_active_at: '2026-11-27T10:00:00Z',
          conns_inactive_at: null,
          tun_type: 'cfd_tunnel',
          metadata: {},
          status: 'healthy',
          remote_config: true,
        },
      },
    },
    values: { status: 'healthy', connections: '3', colos: 'FRA, AMS', originIp: '198.51.100.23', version: '2025.11.1' },
  },
  gluetun: {
    docs: 'https://github.com/qdm12/gluetun-wiki/blob/main/setup/advanced/control-server.md (vpn/status, publicip/ip, portforward)',
    config: { apiKey: 'gl-key' },
    wrongConfig: { apiKey: 'nope' },
    auth: { header: 'x-api-key', value: 'gl-key' },
    refuse: () => new Response('Unauthorized\n', { status: 401 }),
    routes: {
      'GET /v1/vpn/status': { status: 'running' },
      'GET /v1/publicip/ip': {
        public_ip: '185.65.134.77',
        region: 'Zurich',
        country: 'Switzerland',
        city: 'Zurich',
        location: '47.3667,8.5500',
        organization: 'M247 Europe SRL',
        postal_code: '8000',
        timezone: 'Europe/Zurich',
      },
      'GET /v1/portforward': { port: 51_413 },
    },
    values: { status: 'running', publicIp: '185.65.134.77', location: 'Zurich, Switzerland', organization: 'M247 Europe SRL', port: '51413' },
  },
  nginx: {
    docs: 'https://nginx.org/en/docs/http/ngx_http_stub_status_module.html (the example status page)',
    config: {},
    auth: null,
    routes: {
      'GET /nginx_status': () =>
        new Response('Active connections: 291 \nserver accepts handled requests\n 16630948 16630946 31070465 \nReading: 6 Writing: 179 Waiting: 106 \n', {
          headers: { 'content-type': 'text/plain' },
        }),
    },
    values: { active: '291', requests: '31,070,465', reading: '6', writing: '179', waiting: '106', dropped: '2' },
  },
  haproxy: {
    docs: 'https://docs.haproxy.org/3.0/management.html#9.1 (CSV format)',
    config: { username: 'stats', password: 'ha-pass' },
    wrongConfig: { username: 'stats', password: 'x' },
    auth: { basic: ['stats', 'ha-pass'] },
    refuse: () =>
      new Response('<html><body><h1>401 Unauthorized</h1>\nYou need a valid user and password to access this content.\n</body></html>\n', { status: 401 }),
    routes: { 'GET /stats;csv': () => new Response(HAPROXY_CSV, { headers: { 'content-type': 'text/csv' } }) },
    values: { backends: '2/2', servers: '2/3', sessions: '13', frontends: '2', bytesIn: '1.0 GB', bytesOut: '4.0 GB' },
    list: ['be_api/api2'],
  },
  myspeed: {
    docs: 'https://github.com/gnmyt/myspeed/blob/development/server/routes/speedtests.js (GET /api/speedtests/latest; password middleware)',
    config: { password: 'ms-pass' },
    wrongConfig: { password: 'x' },
    auth: { header: 'password', value: 'ms-pass' },
    refuse: () => Response.json({ message: 'Please provide the correct password in the header' }, { status: 401 }),
    routes: {
      'GET /api/speedtests/latest': {
        id: 912,
        ping: 14,
        download: 487.52,
        upload: 38.9,
        type: 'auto',
        resultId: 'a1b2c3',
        time: 21,
        created: '2026-11-28T04:30:00.000Z',
      },
    },
    values: { download: '58.1 MB/s', upload: '4.6 MB/s', ping: '14 ms', tested: '2026-11-28', error: 'None' },
  },
  zerotier: {
    docs: 'https://docs.zerotier.com/api/central/v1/ (GET /network/{networkID}, GET /network/{networkID}/member)',
    config: { apiToken: 'zt-token', networkId: '8056c2e21c000001' },
    wrongConfig: { apiToken: 'nope', networkId: '8056c2e21c000001' },
    auth: { header: 'authorization', value: 'token zt-token' },
    refuse: () => new Response('{"type":"internal","message":"Unauthorized"}', { status: 403, headers: { 'content-type': 'application/json' } }),
    routes: {
      'GET /api/v1/network/8056c2e21c000001': {
        id: '8056c2e21c000001',
        clock: 1_764_310_000_000,
        config: { creationTime: 1_700_000_000_000, id: '8056c2e21c000001', name: 'home-lab', private: true, enableBroadcast: true, mtu: 2800 },
        description: '',
        rulesSource: '',
        ownerId: 'u1',
        onlineMemberCount: 3,
        authorizedMemberCount: 4,
        totalMemberCount: 5,
        capabilitiesByName: {},
        tagsByName: {},
      },
      'GET /api/v1/network/8056c2e21c000001/member': [1, 2, 3, 4, 5].map((n) => ({
        id: `8056c2e21c000001-a1b2c3d40${n}`,
        networkId: '8056c2e21c000001',
        nodeId: `a1b2c3d40${n}`,
        name: n === 5 ? '' : `node-${n}`,
        description: '',
        config: { authorized: n !== 5, ipAssignments: n === 5 ? [] : [`10.147.17.${n}`] },
        lastOnline: 1_764_310_000_000,
        lastSeen: 1_764_310_000_000,
        physicalAddress: '198.51.100.4',
        clientVersion: '1.14.2',
        protocolVersion: 12,
        supportsRulesEngine: true,
      })),
    },
    values: { online: '3', authorized: '4', waiting: '1', members: '5', name: 'home-lab' },
    list: ['a1b2c3d405'],
  },
  netbird: {
    docs: 'https://docs.netbird.io/api/resources/users (current user), https://docs.netbird.io/api/resources/peers',
    config: { token: 'nbp_token' },
    wrongConfig: { token: 'nope' },
    auth: { header: 'authorization', value: 'Token nbp_token' },
    refuse: () => Response.json({ message: 'token invalid', code: 401 }, { status: 401 }),
    routes: {
      'GET /api/users/current': {
        id: 'google-oauth2|123',
        email: 'alice@example.com',
        name: 'Alice',
        role: 'owner',
        status: 'active',
        is_service_user: false,
        is_blocked: false,
        auto_groups: [],
        permissions: {},
      },
      'GET /api/peers': [
        netbirdPeer('nas', true, {}),
        netbirdPeer('laptop', true, {}),
        netbirdPeer('old-phone', false, { login_expired: true }),
        netbirdPeer('new-pi', false, { approval_required: true }),
      ],
    },
    values: { peers: '4', connected: '2', expired: '1', approval: '1' },
    list: ['old-phone', 'new-pi'],
  },
  fritzbox: {
    docs: 'https://avm.de/service/schnittstellen/ (IGD: WANIPConnection GetStatusInfo/GetExternalIPAddress, WANCommonInterfaceConfig)',
    config: {},
    auth: null,
    routes: {
      'POST /igdupnp/control/WANIPConn1': (_state: FakeState, _url: URL, req: Request) => fritzAnswer(req),
      'POST /igdupnp/control/WANCommonIFC1': (_state: FakeState, _url: URL, req: Request) => fritzAnswer(req),
    },
    values: {
      connection: 'Connected',
      uptime: '1 d 2 h',
      externalIp: '198.51.100.77',
      maxDown: '30.0 MB/s',
      maxUp: '5.0 MB/s',
      down: '1.2 MB/s',
      up: '97.7 KB/s',
      received: '12.0 GB',
      sent: '1.5 GB',
    },
  },
  blocky: {
    docs: 'https://0xerr0r.github.io/blocky/latest/interfaces/ (GET /api/blocking/status) and /prometheus/ (metrics)',
    config: {},
    auth: null,
    routes: {
      'GET /api/blocking/status': { enabled: true, disabledGroups: [], autoEnableInSec: 0 },
      'GET /metrics': () => new Response(BLOCKY_METRICS, { headers: { 'content-type': 'text/plain; version=0.0.4' } }),
    },
    values: { blocking: 'On', queries: '10,000', blocked: '1,500', percentBlocked: '15.0 %', cached: '4,000', denylist: '250,000' },
  },
  netalertx: {
    docs: 'https://docs.netalertx.com/API/ (GET /devices/totals)',
    config: { token: 'nax-token' },
    wrongConfig: { token: 'nope' },
    auth: { header: 'authorization', value: 'Bearer nax-token' },
    refuse: () => Response.json({ success: false, message: 'ERROR: Not authorized', error: 'Forbidden' }, { status: 403 }),
    routes: { 'GET /devices/totals': [42, 31, 5, 2, 1, 3] },
    values: { devices: '42', connected: '31', new: '2', down: '1', favourites: '5' },
  },
  pangolin: {
    docs: 'https://docs.pangolin.net/manage/integration-api (GET /v1/org/{orgId}/sites, /resources)',
    config: { apiKey: 'pg-key', org: 'home' },
    wrongConfig: { apiKey: 'nope', org: 'home' },
    auth: { header: 'authorization', value: 'Bearer pg-key' },
    refuse: () => Response.json({ data: null, success: false, error: true, message: 'Unauthorized', status: 401 }, { status: 401 }),
    routes: {
      'GET /v1/org/home/sites': {
        data: {
          sites: [
            {
              siteId: 1,
              niceId: 'home-lab',
              name: 'home-lab',
              subnet: '100.89.128.4/30',
              megabytesIn: 1536,
              megabytesOut: 512,
              orgId: 'home',
              type: 'newt',
              online: true,
              address: null,
              newtVersion: '1.2.1',
              exitNodeId: 1,
            },
            {
              siteId: 2,
              niceId: 'cabin',
              name: 'cabin',
              subnet: '100.89.128.8/30',
              megabytesIn: 512,
              megabytesOut: 512,
              orgId: 'home',
              type: 'newt',
              online: false,
              address: null,
              newtVersion: '1.2.1',
              exitNodeId: 1,
            },
          ],
          pagination: { total: 2, pageSize: 200, page: 1 },
        },
        success: true,
        error: false,
        message: 'Sites retrieved successfully',
        status: 200,
      },
      'GET /v1/org/home/resources': {
        data: {
          resources: [
            {
              resourceId: 1,
              name: 'Jellyfin',
              ssl: true,
              fullDomain: 'jellyfin.example.com',
              enabled: true,
              http: true,
              protocol: 'tcp',
              proxyPort: null,
              siteId: 1,
            },
            {
              resourceId: 2,
              name: 'Home Assistant',
              ssl: true,
              fullDomain: 'ha.example.com',
              enabled: true,
              http: true,
              protocol: 'tcp',
              proxyPort: null,
              siteId: 1,
            },
            { resourceId: 3, name: 'Minecraft', ssl: false, fullDomain: null, enabled: true, http: false, protocol: 'tcp', proxyPort: 25565, siteId: 2 },
          ],
          pagination: { total: 3, pageSize: 200, page: 1 },
        },
        success: true,
        error: false,
        message: 'Resources retrieved successfully',
        status: 200,
      },
    },
    values: { sites: '1/2', resources: '3', received: '2.0 GB', sent: '1.0 GB' },
    list: ['cabin'],
  },
  'unifi-controller': {
    docs: 'https://ubntwiki.com/products/software/unifi-controller/api (UniFi OS api/auth/login, proxy/network/api/s/{site}/stat/health)',
    config: { username: 'foyer', password: 'uc-pass' },
    wrongConfig: { username: 'foyer', password: 'x' },
    auth: {
      session: {
        login: 'POST /api/auth/login',
        credentials: { username: 'foyer', password: 'uc-pass' },
        issue: (sid) =>
          Response.json(
            {
              unique_id: 'u1',
              first_name: 'Foyer',
              last_name: '',
              full_name: 'Foyer',
              email: '',
              username: 'foyer',
              local_account_exist: true,
              isOwner: false,
            },
            { headers: { 'set-cookie': `TOKEN=${sid}; path=/; samesite=strict; secure; httponly`, 'x-csrf-token': 'csrf-1' } },
          ),
        refuse: () =>
          Response.json({ code: 'AUTHENTICATION_FAILED_INVALID_CREDENTIALS', message: 'Invalid username or password', level: 'debug' }, { status: 401 }),
        header: 'cookie',
      },
    },
    refuse: () => Response.json({ meta: { rc: 'error', msg: 'api.err.LoginRequired' }, data: [] }, { status: 401 }),
    routes: { 'GET /proxy/network/api/s/default/stat/health': () => UNIFI_HEALTH },
    values: { clients: '23', wifiClients: '17', devices: '4/5', wan: 'ok', wanIp: '203.0.113.44', latency: '9 ms', uptime: '6 d 4 h' },
  },
  omada: {
    docs: 'https://www.tp-link.com/us/support/faq/3231/ (api/info, {omadacId}/api/v2/login, sites, dashboard/overviewDiagram, alerts/num)',
    config: { username: 'viewer', password: 'om-pass' },
    wrongConfig: { username: 'viewer', password: 'x' },
    // Omada refuses inside 200 answers: each route checks the token itself.
    auth: null,
    routes: {
      'GET /api/info': {
        errorCode: 0,
        msg: 'Success.',
        result: {
          controllerVer: '5.15.20.18',
          apiVer: '3',
          configured: true,
          type: 1,
          supportApp: true,
          omadacId: OMADA_ID,
          registeredRoot: true,
          omadacCategory: 'advanced',
        },
      },
      [`POST /${OMADA_ID}/api/v2/login`]: async (_state: FakeState, _url: URL, req: Request) => {
        const body = (await req.json()) as Record<string, string>
        if (body.username !== 'viewer' || body.password !== 'om-pass') return { errorCode: -30109, msg: 'Invalid username or password.' }
        return Response.json(
          { errorCode: 0, msg: 'Log in successfully.', result: { roleType: 2, token: OMADA_TOKEN } },
          { headers: { 'set-cookie': 'TPOMADA_SESSIONID=s1; Path=/; HttpOnly' } },
        )
      },
      [`GET /${OMADA_ID}/api/v2/sites`]: (_state: FakeState, _url: URL, req: Request) =>
        omadaSigned(req, {
          totalRows: 1,
          currentPage: 1,
          currentSize: 1000,
          data: [{ id: '6450a1b2c3d4e5f600000001', name: 'Default', region: 'Germany', timeZone: 'Europe/Berlin', scenario: 'Home', type: 0 }],
        }),
      [`GET /${OMADA_ID}/api/v2/sites/6450a1b2c3d4e5f600000001/dashboard/overviewDiagram`]: (_state: FakeState, _url: URL, req: Request) =>
        omadaSigned(req, {
          totalGatewayNum: 1,
          connectedGatewayNum: 1,
          disconnectedGatewayNum: 0,
          totalSwitchNum: 2,
          connectedSwitchNum: 2,
          disconnectedSwitchNum: 0,
          totalPorts: 24,
          availablePorts: 10,
          powerConsumption: 12.5,
          totalApNum: 3,
          connectedApNum: 3,
          isolatedApNum: 0,
          disconnectedApNum: 0,
          totalClientNum: 27,
          wiredClientNum: 9,
          wirelessClientNum: 18,
          guestNum: 2,
        }),
      [`GET /${OMADA_ID}/api/v2/sites/6450a1b2c3d4e5f600000001/alerts/num`]: (_state: FakeState, _url: URL, req: Request) => omadaSigned(req, { alertNum: 4 }),
      [`POST /${OMADA_ID}/api/v2/logout`]: { errorCode: 0, msg: 'Log out successfully.' },
    },
    values: { clients: '27', wifiClients: '18', aps: '3', switches: '2', gateways: '1', alerts: '4' },
  },
  powerdns: {
    docs: 'https://doc.powerdns.com/recursor/http-api/endpoint-servers.html and endpoint-statistics.html',
    config: { apiKey: 'pdns-key' },
    wrongConfig: { apiKey: 'nope' },
    auth: { header: 'x-api-key', value: 'pdns-key' },
    refuse: () => Response.json({ error: 'Unauthorized' }, { status: 401 }),
    routes: {
      'GET /api/v1/servers/localhost': {
        type: 'Server',
        id: 'localhost',
        daemon_type: 'recursor',
        version: '5.1.2',
        url: '/api/v1/servers/localhost',
        config_url: '/api/v1/servers/localhost/config{/config_setting}',
        zones_url: '/api/v1/servers/localhost/zones{/zone}',
      },
      'GET /api/v1/servers/localhost/statistics': [
        { name: 'questions', type: 'StatisticItem', value: '80000' },
        { name: 'cache-hits', type: 'StatisticItem', value: '30000' },
        { name: 'packetcache-hits', type: 'StatisticItem', value: '20000' },
        { name: 'servfail-answers', type: 'StatisticItem', value: '37' },
        { name: 'uptime', type: 'StatisticItem', value: '190800' },
        { name: 'response-by-qtype', type: 'MapStatisticItem', value: [{ name: 'A', value: '50000' }] },
        { name: 'cumul-answers', type: 'RingStatisticItem', size: '10', value: [] },
      ],
    },
    values: { queries: '80,000', cacheHits: '50,000', cacheRate: '62.5 %', failures: '37', uptime: '2 d 5 h', daemon: 'recursor', version: '5.1.2' },
  },
}
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString()

/** WireGuard Easy's clients: one connected a minute ago, one idle, one disabled. */
const wgClients = () => [
  wgClient(1, 'phone', true, inDays(-1 / 1440), 1_073_741_824, 209_715_200),
  wgClient(2, 'laptop', true, inDays(-2), 536_870_912, 104_857_600),
  wgClient(3, 'old tablet', false, null, null, null),
]
const wgClient = (id: number, name: string, enabled: boolean, latestHandshakeAt: string | null, transferRx: number | null, transferTx: number | null) => ({
  id,
  name,
  enabled,
  address: `10.8.0.${id + 1}`,
  publicKey: `pubkey${id}=`,
  createdAt: '2025-06-01T10:00:00.000Z',
  updatedAt: '2025-06-01T10:00:00.000Z',
  persistentKeepalive: '25',
  latestHandshakeAt,
  transferRx,
  transferTx,
  endpoint: latestHandshakeAt ? '198.51.100.4:51820' : null,
})

const tailscaleDevice = (hostname: string, over: Record<string, unknown>) => ({
  addresses: ['100.64.0.1', 'fd7a:115c:a1e0::1'],
  id: `n${hostname}`,
  nodeId: `nCNTRL${hostname}`,
  user: 'alice@example.com',
  name: `${hostname}.tail1234.ts.net`,
  hostname,
  clientVersion: '1.78.1-t0123-gabcd',
  updateAvailable: false,
  os: 'linux',
  created: '2025-01-10T10:00:00Z',
  lastSeen: new Date().toISOString(),
  keyExpiryDisabled: false,
  expires: inDays(90),
  authorized: true,
  isExternal: false,
  machineKey: '',
  nodeKey: 'nodekey:abc',
  blocksIncomingConnections: false,
  tailnetLockKey: 'nlpub:abc',
  tailnetLockError: '',
  connectedToControl: true,
  ...over,
})

const headscaleNode = (id: string, name: string, online: boolean, expiry: string) => ({
  id,
  machineKey: `mkey:${id}`,
  nodeKey: `nodekey:${id}`,
  discoKey: `discokey:${id}`,
  ipAddresses: [`100.64.0.${id}`],
  name,
  user: { id: '1', name: 'alice' },
  lastSeen: online ? new Date().toISOString() : '2026-11-01T08:00:00Z',
  expiry,
  createdAt: '2025-03-01T10:00:00Z',
  registerMethod: 'REGISTER_METHOD_AUTH_KEY',
  forcedTags: [],
  invalidTags: [],
  validTags: [],
  givenName: name,
  online,
})

/** rpcd behind /ubus: session login, then calls on that session (JSON-RPC 2.0, results as [code, data]). */
const ubusSessions = new Set<string>()
/** The ubus sessions signed in and not yet destroyed. */
export const openUbusSessions = () => ubusSessions.size
async function ubus(req: Request) {
  const { id, params } = (await req.json()) as { id: number; params: [string, string, string, Record<string, unknown>] }
  const [session, object, method, args] = params
  const result = (value: unknown[]) => ({ jsonrpc: '2.0', id, result: value })
  if (object === 'session' && method === 'login') {
    if (args.username !== 'root' || args.password !== 'ow-pass') return result([6])
    const sid = crypto.randomUUID().replaceAll('-', '')
    ubusSessions.add(sid)
    return result([0, { ubus_rpc_session: sid, timeout: 300, expires: 300, acls: { ubus: { '*': ['*'] } }, data: { username: 'root' } }])
  }
  if (!ubusSessions.has(session)) return { jsonrpc: '2.0', id, error: { code: -32002, message: 'Access denied' } }
  if (object === 'session' && method === 'destroy') {
    ubusSessions.delete(session)
    return result([0])
  }
  const answers: Record<string, unknown> = {
    'system info': {
      localtime: 1_764_310_000,
      uptime: 266_400,
      load: [16_384, 12_000, 9_000],
      memory: { total: 536_870_912, free: 268_435_456, shared: 1_000_000, buffered: 0, available: 335_544_320, cached: 60_000_000 },
      root: { total: 7_000, free: 5_000, used: 2_000, avail: 5_000 },
      tmp: { total: 250_000, free: 249_000, used: 1_000, avail: 249_000 },
      swap: { total: 0, free: 0 },
    },
    'system board': {
      kernel: '6.6.73',
      hostname: 'router',
      system: 'ARMv8 Processor rev 4',
      model: 'GL.iNet GL-MT6000',
      board_name: 'glinet,gl-mt6000',
      rootfs_type: 'squashfs',
      release: {
        distribution: 'OpenWrt',
        version: '24.10.0',
        revision: 'r28427-6df0e3d02a',
        target: 'mediatek/filogic',
        description: 'OpenWrt 24.10.0 r28427-6df0e3d02a',
      },
    },
    'network.interface.wan status': {
      up: true,
      pending: false,
      available: true,
      autostart: true,
      dynamic: false,
      uptime: 266_000,
      l3_device: 'eth1',
      proto: 'dhcp',
      device: 'eth1',
      'ipv4-address': [{ address: '198.51.100.23', mask: 24 }],
      'ipv6-address': [],
      route: [],
      'dns-server': ['198.51.100.1'],
    },
    'network.device status': {
      external: false,
      present: true,
      type: 'Network device',
      up: true,
      carrier: true,
      statistics: { collisions: 0, rx_bytes: 4_294_967_296, tx_bytes: 536_870_912, rx_packets: 3_000_000, tx_packets: 1_000_000 },
    },
  }
  const answer = answers[`${object} ${method}`]
  return answer === undefined ? result([4]) : result([0, answer])
}

function netbirdPeer(name: string, connected: boolean, over: Record<string, unknown>) {
  return {
    id: `peer-${name}`,
    name,
    ip: '100.92.0.2',
    connection_ip: '198.51.100.4',
    connected,
    last_seen: '2026-11-28T04:50:00Z',
    os: 'Linux',
    kernel_version: '6.6',
    geoname_id: 0,
    version: '0.36.5',
    groups: [{ id: 'g1', name: 'All', peers_count: 4, resources_count: 0 }],
    ssh_enabled: false,
    user_id: 'google-oauth2|123',
    hostname: name,
    ui_version: 'netbird-desktop-ui/0.36.5',
    dns_label: `${name}.netbird.cloud`,
    login_expiration_enabled: true,
    login_expired: false,
    last_login: '2026-11-20T10:00:00Z',
    inactivity_expiration_enabled: false,
    approval_required: false,
    country_code: 'DE',
    city_name: 'Berlin',
    serial_number: '',
    extra_dns_labels: [],
    accessible_peers_count: 3,
    ...over,
  }
}

const HAPROXY_CSV = `# pxname,svname,qcur,qmax,scur,smax,slim,stot,bin,bout,dreq,dresp,ereq,econ,eresp,wretr,wredis,status,weight,act,bck,chkfail,chkdown,lastchg,downtime,qlimit,pid,iid,sid,throttle,lbtot,tracked,type,rate,rate_lim,rate_max,
fe_http,FRONTEND,,,12,80,3000,52000,805306368,3221225472,0,0,3,,,,,OPEN,,,,,,,,,1,2,0,,,,0,4,0,20,
stats,FRONTEND,,,1,2,3000,40,268435456,1073741824,0,0,0,,,,,OPEN,,,,,,,,,1,3,0,,,,0,0,0,1,
be_web,web1,0,0,5,40,,26000,400000000,1600000000,,0,,0,0,0,0,UP,1,1,0,0,0,86400,0,,1,4,1,,26000,,2,2,,10,
be_web,BACKEND,0,0,5,40,300,26000,400000000,1600000000,0,0,,0,0,0,0,UP,1,1,0,,0,86400,0,,1,4,0,,26000,,1,2,,10,
be_api,api1,0,0,6,40,,25000,400000000,1600000000,,0,,0,0,0,0,UP,1,1,0,0,0,86400,0,,1,5,1,,25000,,2,2,,10,
be_api,api2,0,0,0,10,,1000,1000,1000,,0,,12,0,0,0,DOWN,1,1,0,3,1,120,120,,1,5,2,,1000,,2,0,,3,
be_api,BACKEND,0,0,6,40,300,26000,400001000,1600001000,0,0,,12,0,0,0,UP,2,2,0,,0,86400,0,,1,5,0,,26000,,1,2,,10,
`

const BLOCKY_METRICS = `# HELP blocky_query_total Number of total queries
# TYPE blocky_query_total counter
blocky_query_total{client="10.0.0.20",type="A"} 6000
blocky_query_total{client="10.0.0.31",type="AAAA"} 4000
# HELP blocky_response_total Number of total responses
# TYPE blocky_response_total counter
blocky_response_total{reason="BLOCKED (ads)",response_code="NOERROR",response_type="BLOCKED"} 1500
blocky_response_total{reason="CACHED",response_code="NOERROR",response_type="CACHED"} 4000
blocky_response_total{reason="RESOLVED (udp)",response_code="NOERROR",response_type="RESOLVED"} 4500
# HELP blocky_denylist_cache_entries Number of entries in the denylist cache
# TYPE blocky_denylist_cache_entries gauge
blocky_denylist_cache_entries{group="ads"} 200000
blocky_denylist_cache_entries{group="malware"} 50000
# HELP go_goroutines Number of goroutines that currently exist.
go_goroutines 42
`

/** The FRITZ!Box's IGD answers, by the SOAP action the request names in its SOAPAction header. */
const FRITZ_VALUES: Record<string, Record<string, string>> = {
  GetStatusInfo: { NewConnectionStatus: 'Connected', NewLastConnectionError: 'ERROR_NONE', NewUptime: '93784' },
  GetExternalIPAddress: { NewExternalIPAddress: '198.51.100.77' },
  GetCommonLinkProperties: {
    NewWANAccessType: 'DSL',
    NewLayer1UpstreamMaxBitRate: '41943040',
    NewLayer1DownstreamMaxBitRate: '251658240',
    NewPhysicalLinkStatus: 'Up',
  },
  GetAddonInfos: {
    NewByteSendRate: '100000',
    NewByteReceiveRate: '1258291',
    NewPacketSendRate: '120',
    NewPacketReceiveRate: '900',
    NewTotalBytesSent: '1610612736',
    NewTotalBytesReceived: '4294967295',
    NewAutoDisconnectTime: '0',
    NewIdleDisconnectTime: '0',
    NewDNSServer1: '198.51.100.1',
    NewDNSServer2: '198.51.100.2',
    NewX_AVM_DE_TotalBytesSent64: '1610612736',
    NewX_AVM_DE_TotalBytesReceived64: '12884901888',
  },
}
function fritzAnswer(req: Request) {
  const [urn = '', action = ''] = (req.headers.get('soapaction') ?? '').replaceAll('"', '').split('#')
  const values = FRITZ_VALUES[action]
  if (!values)
    return new Response(
      '<?xml version="1.0"?><s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><s:Fault><faultcode>s:Client</faultcode><faultstring>UPnPError</faultstring></s:Fault></s:Body></s:Envelope>',
      { status: 500 },
    )
  const fields = Object.entries(values)
    .map(([k, v]) => `<${k}>${v}</${k}>`)
    .join('\n')
  return new Response(
    `<?xml version="1.0"?>\n<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/" s:encodingStyle="http://schemas.xmlsoap.org/soap/encoding/">\n<s:Body>\n<u:${action}Response xmlns:u="${urn}">\n${fields}\n</u:${action}Response>\n</s:Body>\n</s:Envelope>`,
    { headers: { 'content-type': 'text/xml; charset="utf-8"' } },
  )
}

/** UniFi's stat/health: one entry per subsystem (wlan, wan, www, lan, vpn). */
export const UNIFI_HEALTH = {
  meta: { rc: 'ok' },
  data: [
    {
      subsystem: 'wlan',
      num_user: 17,
      num_guest: 2,
      num_iot: 3,
      'tx_bytes-r': 20_480,
      'rx_bytes-r': 4_096,
      status: 'warning',
      num_ap: 3,
      num_adopted: 3,
      num_disabled: 0,
      num_disconnected: 1,
      num_pending: 0,
    },
    {
      subsystem: 'wan',
      num_gw: 1,
      num_adopted: 1,
      num_disconnected: 0,
      num_pending: 0,
      status: 'ok',
      wan_ip: '203.0.113.44',
      gateways: ['203.0.113.1'],
      netmask: '255.255.255.0',
      nameservers: ['1.1.1.1'],
      num_sta: 23,
      gw_mac: '74:ac:b9:00:00:01',
      gw_name: 'Dream Machine',
      'gw_system-stats': { cpu: '4.1', mem: '61.0', uptime: '532811' },
      gw_version: '4.1.13',
    },
    {
      subsystem: 'www',
      status: 'ok',
      'tx_bytes-r': 21_000,
      'rx_bytes-r': 5_000,
      latency: 9,
      uptime: 536_000,
      drops: 2,
      xput_up: 38.2,
      xput_down: 512.7,
      speedtest_status: 'Idle',
      speedtest_lastrun: 1_764_300_000,
      speedtest_ping: 8,
      gw_mac: '74:ac:b9:00:00:01',
    },
    {
      subsystem: 'lan',
      lan_ip: '10.0.0.1',
      status: 'ok',
      num_user: 6,
      num_guest: 0,
      num_iot: 0,
      'tx_bytes-r': 0,
      'rx_bytes-r': 0,
      num_sw: 1,
      num_adopted: 1,
      num_disconnected: 0,
      num_pending: 0,
    },
    { subsystem: 'vpn', status: 'unknown' },
  ],
}

/** An Omada answer for a call that carries the session's token and cookie; Omada says "login required" inside a 200. */
function omadaSigned(req: Request, result: unknown) {
  const signed = req.headers.get('csrf-token') === OMADA_TOKEN && (req.headers.get('cookie') ?? '').includes('TPOMADA_SESSIONID=s1')
  return signed ? { errorCode: 0, msg: 'Success.', result } : { errorCode: -1200, msg: 'Failed to verify user login status. Please log in again.' }
}
