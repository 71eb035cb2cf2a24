import { t } from 'elysia'
import { defineApp } from '../../app-definition'
import { configText } from '../../live-app'

// Netdata Agent: API v2 (agents 1.40+ and 2.x: /api/v2/alerts, raised alerts with their instances) or v1 (/api/v1/alarms,
// the raised alarms by chart) for older agents; the user picks. The agent has no auth of its own (a proxy in front may).
const v1 = (c: Record<string, unknown>) => configText(c, 'version') === '1'
const V2 = t.Object({ alert_instances: t.Array(t.Object({ nm: t.String(), ch: t.String(), st: t.String(), sum: t.Optional(t.String()) })) })
const V1 = t.Object({ alarms: t.Record(t.String(), t.Object({ name: t.String(), chart: t.String(), status: t.String(), summary: t.Optional(t.String()) })) })

interface Raised {
  name: string
  chart: string
  status: string
  summary?: string
}
/** Both versions' answers as one list of raised alerts. */
const raised = (answer: typeof V2.static | typeof V1.static): Raised[] =>
  'alarms' in answer ? Object.values(answer.alarms) : answer.alert_instances.map((i) => ({ name: i.nm, chart: i.ch, status: i.st, summary: i.sum }))
const counted = (answer: typeof V2.static | typeof V1.static, status: string) => raised(answer).filter((r) => r.status === status).length

export const netdata = defineApp({
  id: 'netdata',
  name: 'Netdata',
  category: 'monitoring',
  description: 'Critical and warning alerts raised on a Netdata Agent, and which they are; API v2, or v1 for agents before 1.40.',
  expected: 'a Netdata Agent',
  docs: 'https://learn.netdata.cloud/docs/developer-and-contributor-corner/rest-api/',
  api: 'v2 (v1 selectable)',
  repo: 'https://github.com/netdata/netdata',
  license: 'GPL-3.0',
  logo: { simpleIcon: 'netdata', initials: 'Nd', colour: '#00ab44' },
  config: [
    {
      name: 'version',
      label: 'API version',
      type: 'select',
      options: [
        { label: 'v2 (Netdata 1.40 and later)', value: '2' },
        { label: 'v1 (older agents)', value: '1' },
      ],
    },
  ],
  auth: { style: 'none' },
  requests: {
    alerts: {
      path: (c) => (v1(c) ? 'api/v1/alarms' : 'api/v2/alerts?options=summary,instances&status=raised'),
      answer: t.Union([V2, V1]),
    },
  },
  datapoints: [
    { key: 'critical', label: 'Critical', icon: 'alert-octagon', format: 'count', default: true, read: (a) => counted(a.alerts, 'CRITICAL') },
    { key: 'warning', label: 'Warning', icon: 'alert-triangle', format: 'count', default: true, read: (a) => counted(a.alerts, 'WARNING') },
    { key: 'raised', label: 'Raised alerts', icon: 'bell-ringing', format: 'count', read: (a) => raised(a.alerts).length },
  ],
  detail: {
    kind: 'alerts',
    read: (a) =>
      raised(a.alerts)
        .sort((x, y) => Number(y.status === 'CRITICAL') - Number(x.status === 'CRITICAL'))
        .map((r) => ({ title: `${r.name} (${r.chart})`, subtitle: [r.status.toLowerCase(), r.summary].filter(Boolean).join(' · ') })),
  },
})
