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
}
