import { t } from 'elysia'
import { defineApp } from '../../app-definition'

// Statping-ng's API: /api/services lists the public services (all of them with the API secret, Settings → API,
// sent as a bearer), each online or not with its 24 h uptime and average response (microseconds).
const Service = t.Object({ name: t.String(), online: t.Boolean(), online_24_hours: t.Number(), avg_response: t.Number(), domain: t.String() })
type Service = typeof Service.static
const mean = (list: Service[], read: (s: Service) => number) => (list.length ? list.reduce((n, s) => n + read(s), 0) / list.length : null)

export const statpingNg = defineApp({
  id: 'statping-ng',
  name: 'Statping-ng',
  category: 'monitoring',
  description: 'Services online and offline on a Statping-ng status page, their 24 h uptime and average response time.',
  expected: 'a Statping-ng server',
  docs: 'https://github.com/statping-ng/statping-ng/wiki/API',
  api: 'REST',
  repo: 'https://github.com/statping-ng/statping-ng',
  license: 'GPL-3.0',
  logo: { initials: 'St', colour: '#1f8ceb' },
  config: [{ name: 'secret', label: 'API secret', type: 'password', placeholder: 'Settings → API (private services only)' }],
  auth: { style: 'bearer', field: 'secret' },
  // A status page shows at least one service: an empty list is more likely another server's.
  requests: { services: { path: 'api/services', answer: t.Array(Service, { minItems: 1 }) } },
  datapoints: [
    { key: 'online', label: 'Online', icon: 'circle-check', format: 'count', default: true, read: (a) => a.services.filter((s) => s.online).length },
    { key: 'offline', label: 'Offline', icon: 'circle-x', format: 'count', default: true, read: (a) => a.services.filter((s) => !s.online).length },
    { key: 'uptime', label: 'Uptime (24 h)', icon: 'activity', format: 'percent', default: true, read: (a) => mean(a.services, (s) => s.online_24_hours) },
    {
      key: 'responseTime',
      label: 'Response time',
      icon: 'clock',
      format: 'text',
      read: (a) => {
        const us = mean(a.services, (s) => s.avg_response)
        return us === null ? null : `${Math.round(us / 1000)} ms`
      },
    },
  ],
  detail: { kind: 'alerts', read: (a) => a.services.filter((s) => !s.online).map((s) => ({ title: s.name, subtitle: `offline · ${s.domain}` })) },
})
