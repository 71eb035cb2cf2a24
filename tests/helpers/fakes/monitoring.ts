import type { FakeApp } from './fake-app'

export const MONITORING_FAKES: Record<string, FakeApp> = {
  'uptime-kuma': {
    docs: 'https://github.com/louislam/uptime-kuma/wiki/API-Documentation (status page)',
    path: 'kuma',
    config: { slug: 'home' },
    auth: null,
    routes: {
      'GET /api/status-page/home': {
        config: { slug: 'home', title: 'Home', published: true },
        incident: null,
        publicGroupList: [
          {
            id: 1,
            name: 'Services',
            monitorList: [
              { id: 1, name: 'NAS' },
              { id: 2, name: 'Router' },
            ],
          },
          { id: 2, name: 'Web', monitorList: [{ id: 3, name: 'Blog' }] },
        ],
        maintenanceList: [],
      },
      'GET /api/status-page/heartbeat/home': {
        heartbeatList: {
          '1': [
            { status: 0, time: '2026-11-21 11:58:00.000', msg: '', ping: null },
            { status: 1, time: '2026-11-21 11:59:00.000', msg: '', ping: 12 },
          ],
          '2': [{ status: 1, time: '2026-11-21 11:59:00.000', msg: '', ping: 3 }],
          '3': [{ status: 0, time: '2026-11-21 11:59:30.000', msg: 'timeout', ping: null }],
        },
        uptimeList: { '1_24': 0.99, '2_24': 1, '3_24': 0.5 },
      },
    },
    values: { up: '2', down: '1', uptime: '83.0 %', pending: '0', maintenance: '0', monitors: '3' },
  },
}
