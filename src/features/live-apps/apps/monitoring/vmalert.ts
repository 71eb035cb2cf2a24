import { t } from 'elysia'
import { defineApp } from '../../app-definition'
import { formatDate } from '../../format'
import { OPTIONAL_LOGIN } from './answers.shared'

// VictoriaMetrics' vmalert (its Prometheus-compatible API): the alerts firing or pending and the rule groups, each rule
// with its health. Basic auth only where -httpAuth.* sets some.
const Alert = t.Object({ name: t.String(), state: t.String(), labels: t.Record(t.String(), t.String()), activeAt: t.String() })
const Rule = t.Object({ name: t.String(), health: t.String() })
const firing = (alerts: Array<typeof Alert.static>) => alerts.filter((x) => x.state === 'firing')

export const vmalert = defineApp({
  id: 'vmalert',
  name: 'vmalert',
  category: 'monitoring',
  description: 'Alerts firing and pending on VictoriaMetrics vmalert, the rules that fail to evaluate, and the firing alerts.',
  expected: 'a VictoriaMetrics vmalert',
  docs: 'https://docs.victoriametrics.com/victoriametrics/vmalert/#web',
  api: 'Prometheus-compatible v1',
  repo: 'https://github.com/VictoriaMetrics/VictoriaMetrics',
  license: 'Apache-2.0',
  logo: { simpleIcon: 'victoriametrics', initials: 'VM', colour: '#621773' },
  config: OPTIONAL_LOGIN,
  auth: { style: 'basic', user: 'username', password: 'password' },
  requests: {
    alerts: { path: 'api/v1/alerts', answer: t.Object({ status: t.Literal('success'), data: t.Object({ alerts: t.Array(Alert) }) }) },
    rules: {
      path: 'api/v1/rules',
      answer: t.Object({ status: t.Literal('success'), data: t.Object({ groups: t.Array(t.Object({ rules: t.Array(Rule) })) }) }),
    },
  },
  test: ['rules'],
  datapoints: [
    { key: 'firing', label: 'Firing', icon: 'bell-ringing', format: 'count', default: true, read: (a) => firing(a.alerts.data.alerts).length },
    {
      key: 'pending',
      label: 'Pending',
      icon: 'hourglass',
      format: 'count',
      default: true,
      read: (a) => a.alerts.data.alerts.filter((x) => x.state === 'pending').length,
    },
    {
      key: 'ruleErrors',
      label: 'Rules failing',
      icon: 'alert-triangle',
      format: 'count',
      default: true,
      read: (a) => a.rules.data.groups.flatMap((g) => g.rules).filter((r) => r.health !== 'ok').length,
    },
    { key: 'rules', label: 'Rules', icon: 'list', format: 'count', read: (a) => a.rules.data.groups.flatMap((g) => g.rules).length },
  ],
  detail: {
    kind: 'alerts',
    read: (a) =>
      firing(a.alerts.data.alerts).map((x) => ({
        title: x.name,
        subtitle: [x.labels.severity, x.labels.instance, `since ${formatDate(x.activeAt)}`].filter(Boolean).join(' · '),
      })),
  },
})
