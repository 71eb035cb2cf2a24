import { t } from 'elysia'
import { defineApp } from '../../app-definition'
import { USER_AND_PASSWORD } from '../shared/fields'

// Nagios Core 4's JSON CGI (statusjson.cgi, behind the web interface's basic auth): the host and service counts by
// state. Link it to the web interface's address (http://host/nagios).
const Hosts = t.Object({ data: t.Object({ count: t.Object({ up: t.Number(), down: t.Number(), unreachable: t.Number() }) }) })
const hosts = (a: { hosts: typeof Hosts.static }) => a.hosts.data.count
const Services = t.Object({ data: t.Object({ count: t.Object({ ok: t.Number(), warning: t.Number(), critical: t.Number(), unknown: t.Number() }) }) })

export const nagios = defineApp({
  id: 'nagios',
  name: 'Nagios',
  category: 'monitoring',
  description: 'Hosts up and down and services critical, warning and unknown on Nagios Core 4.',
  expected: 'a Nagios Core 4 web interface',
  docs: 'https://github.com/NagiosEnterprises/nagioscore/blob/master/cgi/statusjson.c',
  api: 'statusjson.cgi (Core 4)',
  repo: 'https://github.com/NagiosEnterprises/nagioscore',
  license: 'GPL-2.0',
  logo: { initials: 'Na', colour: '#000000' },
  config: USER_AND_PASSWORD,
  auth: { style: 'basic', user: 'username', password: 'password' },
  requests: {
    hosts: { path: 'cgi-bin/statusjson.cgi?query=hostcount', answer: Hosts },
    services: { path: 'cgi-bin/statusjson.cgi?query=servicecount', answer: Services },
  },
  test: ['hosts'],
  datapoints: [
    {
      key: 'hostsDown',
      label: 'Hosts down',
      icon: 'server-off',
      format: 'count',
      default: true,
      read: (a) => a.hosts.data.count.down + a.hosts.data.count.unreachable,
    },
    { key: 'critical', label: 'Critical', icon: 'alert-octagon', format: 'count', default: true, read: (a) => a.services.data.count.critical },
    { key: 'warning', label: 'Warning', icon: 'alert-triangle', format: 'count', default: true, read: (a) => a.services.data.count.warning },
    { key: 'unknown', label: 'Unknown', icon: 'help-circle', format: 'count', read: (a) => a.services.data.count.unknown },
    { key: 'hostsUp', label: 'Hosts up', icon: 'server', format: 'count', read: (a) => hosts(a).up },
    { key: 'servicesOk', label: 'Services OK', icon: 'circle-check', format: 'count', read: (a) => a.services.data.count.ok },
  ],
})
