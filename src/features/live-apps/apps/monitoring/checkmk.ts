import { t } from 'elysia'
import { defineApp } from '../../app-definition'

// Checkmk's REST API 1.0 (2.x) under the site's address (https://host/<site>): an automation user and its secret,
// sent as "Bearer <user> <secret>". The monitoring views of hosts and services (Livestatus columns), services
// filtered to those not OK. Host state: 0 up, 1 down, 2 unreachable; service state: 0 OK, 1 WARN, 2 CRIT, 3 UNKNOWN.
const SERVICE_STATES = ['OK', 'WARN', 'CRIT', 'UNKNOWN']
const Collection = <T extends ReturnType<typeof t.Object>>(extensions: T) => t.Object({ value: t.Array(t.Object({ extensions })) })
const notOk = new URLSearchParams([
  ['columns', 'host_name'],
  ['columns', 'description'],
  ['columns', 'state'],
  ['query', JSON.stringify({ op: '!=', left: 'state', right: '0' })],
]).toString()
const base = 'check_mk/api/1.0/domain-types'
const notUp = (hosts: Array<{ extensions: { state: number } }>) => hosts.filter((h) => h.extensions.state !== 0)

export const checkmk = defineApp({
  id: 'checkmk',
  name: 'Checkmk',
  category: 'monitoring',
  description:
    'Hosts down or unreachable and services CRIT, WARN and UNKNOWN on a Checkmk site, and the service problems. Link it to the site: https://host/mysite.',
  expected: 'a Checkmk site, version 2.0+',
  docs: 'https://docs.checkmk.com/latest/en/rest_api.html',
  api: 'REST 1.0 (2.x)',
  repo: 'https://github.com/Checkmk/checkmk',
  license: 'GPL-2.0',
  logo: { simpleIcon: 'checkmk', initials: 'CMK', colour: '#15d1a0' },
  config: [
    { name: 'username', label: 'Automation user', type: 'text', required: true, placeholder: 'automation' },
    { name: 'secret', label: 'Automation secret', type: 'password', required: true },
  ],
  auth: { style: 'header', header: 'authorization', value: 'Bearer {username} {secret}' },
  requests: {
    hosts: { path: `${base}/host/collections/all?columns=name&columns=state`, answer: Collection(t.Object({ name: t.String(), state: t.Number() })) },
    problems: {
      path: `${base}/service/collections/all?${notOk}`,
      answer: Collection(t.Object({ host_name: t.String(), description: t.String(), state: t.Number() })),
    },
  },
  test: ['hosts'],
  datapoints: [
    { key: 'hostsDown', label: 'Hosts down', icon: 'server-off', format: 'count', default: true, read: (a) => notUp(a.hosts.value).length },
    {
      key: 'crit',
      label: 'CRIT',
      icon: 'alert-octagon',
      format: 'count',
      default: true,
      read: (a) => a.problems.value.filter((s) => s.extensions.state === 2).length,
    },
    {
      key: 'warn',
      label: 'WARN',
      icon: 'alert-triangle',
      format: 'count',
      default: true,
      read: (a) => a.problems.value.filter((s) => s.extensions.state === 1).length,
    },
    { key: 'unknown', label: 'UNKNOWN', icon: 'help-circle', format: 'count', read: (a) => a.problems.value.filter((s) => s.extensions.state === 3).length },
    { key: 'hosts', label: 'Hosts', icon: 'server', format: 'count', read: (a) => a.hosts.value.length },
  ],
  detail: {
    kind: 'alerts',
    read: (a) =>
      [...a.problems.value]
        .sort((x, y) => Number(y.extensions.state === 2) - Number(x.extensions.state === 2))
        .map(({ extensions: s }) => ({ title: `${s.host_name}: ${s.description}`, subtitle: SERVICE_STATES[s.state] ?? String(s.state) })),
  },
})
