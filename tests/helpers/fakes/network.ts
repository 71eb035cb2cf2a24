import type { FakeApp, FakeState } from './fake-app'

export const PIHOLE_PASSWORD = 'pi-pass'

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
}
