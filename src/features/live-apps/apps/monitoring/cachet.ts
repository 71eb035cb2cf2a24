import { t } from 'elysia'
import { defineApp } from '../../app-definition'

// Cachet 2.x's status page API: the components with their status (1 operational, 2 performance issues, 3 partial
// outage, 4 major outage) and the latest incidents. Public; an API token (X-Cachet-Token) only for hidden components.
const STATUS = ['', 'operational', 'performance issues', 'partial outage', 'major outage']
const Component = t.Object({ name: t.String(), status: t.Union([t.Number(), t.String()]), enabled: t.Optional(t.Boolean()) })
type Component = typeof Component.static
const withStatus = (list: Component[], ...statuses: number[]) => list.filter((c) => statuses.includes(Number(c.status)))

export const cachet = defineApp({
  id: 'cachet',
  name: 'Cachet',
  category: 'monitoring',
  description: 'Components operational and in outage on a Cachet status page, and the components that are not operational.',
  expected: 'a Cachet status page (API v1)',
  docs: 'https://docs.cachethq.io/docs/get-components',
  api: 'v1 (Cachet 2.x)',
  repo: 'https://github.com/cachethq/cachet',
  license: 'BSD-3-Clause',
  logo: { simpleIcon: 'cachet', initials: 'Ca', colour: '#7ed321' },
  config: [{ name: 'token', label: 'API token', type: 'password', placeholder: 'only for hidden components' }],
  auth: { style: 'header', header: 'X-Cachet-Token', value: '{token}' },
  requests: {
    components: { path: 'api/v1/components?per_page=100', answer: t.Object({ data: t.Array(Component) }) },
    incidents: {
      path: 'api/v1/incidents?per_page=20&sort=id&order=desc',
      answer: t.Object({ data: t.Array(t.Object({ name: t.String(), created_at: t.String() })) }),
    },
  },
  test: ['components'],
  datapoints: [
    { key: 'operational', label: 'Operational', icon: 'circle-check', format: 'count', default: true, read: (a) => withStatus(a.components.data, 1).length },
    { key: 'degraded', label: 'Degraded', icon: 'alert-triangle', format: 'count', default: true, read: (a) => withStatus(a.components.data, 2, 3).length },
    { key: 'outage', label: 'Major outage', icon: 'circle-x', format: 'count', default: true, read: (a) => withStatus(a.components.data, 4).length },
    { key: 'incident', label: 'Latest incident', icon: 'clock-exclamation', format: 'date', read: (a) => a.incidents.data[0]?.created_at },
  ],
  detail: {
    kind: 'alerts',
    read: (a) => withStatus(a.components.data, 2, 3, 4).map((c) => ({ title: c.name, subtitle: STATUS[Number(c.status)] ?? String(c.status) })),
  },
})
