import { t } from 'elysia'
import { defineApp } from '../../app-definition'
import { USER_AND_PASSWORD } from '../shared/fields'

// Icinga 2's REST API (port 5665, an ApiUser with basic auth): the CIB status holds the host and service counts;
// the services in a problem state (not acknowledged) fill the list. Service state: 0 OK, 1 warning, 2 critical, 3 unknown.
const STATES = ['OK', 'warning', 'critical', 'unknown']
const problems = new URLSearchParams([
  ['attrs', 'display_name'],
  ['attrs', 'host_name'],
  ['attrs', 'state'],
  ['filter', 'service.state != 0 && service.acknowledgement == 0'],
]).toString()

export const icinga2 = defineApp({
  id: 'icinga2',
  name: 'Icinga 2',
  category: 'monitoring',
  description: 'Hosts up and down, services critical, warning and unknown on Icinga 2, and the unacknowledged service problems.',
  expected: 'an Icinga 2 API (port 5665)',
  docs: 'https://icinga.com/docs/icinga-2/latest/doc/12-icinga2-api/',
  api: 'v1',
  repo: 'https://github.com/Icinga/icinga2',
  license: 'GPL-2.0',
  logo: { simpleIcon: 'icinga', initials: 'I2', colour: '#06062c' },
  config: USER_AND_PASSWORD,
  auth: { style: 'basic', user: 'username', password: 'password' },
  requests: {
    cib: {
      path: 'v1/status/CIB',
      answer: t.Object({
        results: t.Tuple([
          t.Object({
            status: t.Object({
              num_hosts_up: t.Number(),
              num_hosts_down: t.Number(),
              num_services_ok: t.Number(),
              num_services_warning: t.Number(),
              num_services_critical: t.Number(),
              num_services_unknown: t.Number(),
            }),
          }),
        ]),
      }),
    },
    problems: {
      path: `v1/objects/services?${problems}`,
      answer: t.Object({ results: t.Array(t.Object({ attrs: t.Object({ display_name: t.String(), host_name: t.String(), state: t.Number() }) })) }),
    },
  },
  test: ['cib'],
  datapoints: [
    { key: 'hostsDown', label: 'Hosts down', icon: 'server-off', format: 'count', default: true, read: (a) => a.cib.results[0].status.num_hosts_down },
    { key: 'critical', label: 'Critical', icon: 'alert-octagon', format: 'count', default: true, read: (a) => a.cib.results[0].status.num_services_critical },
    { key: 'warning', label: 'Warning', icon: 'alert-triangle', format: 'count', default: true, read: (a) => a.cib.results[0].status.num_services_warning },
    { key: 'unknown', label: 'Unknown', icon: 'help-circle', format: 'count', default: true, read: (a) => a.cib.results[0].status.num_services_unknown },
    { key: 'hostsUp', label: 'Hosts up', icon: 'server', format: 'count', read: (a) => a.cib.results[0].status.num_hosts_up },
    { key: 'servicesOk', label: 'Services OK', icon: 'circle-check', format: 'count', read: (a) => a.cib.results[0].status.num_services_ok },
  ],
  detail: {
    kind: 'alerts',
    read: (a) =>
      [...a.problems.results]
        .sort((x, y) => Number(y.attrs.state === 2) - Number(x.attrs.state === 2))
        .map(({ attrs }) => ({ title: `${attrs.host_name}: ${attrs.display_name}`, subtitle: STATES[attrs.state] ?? String(attrs.state) })),
  },
})
