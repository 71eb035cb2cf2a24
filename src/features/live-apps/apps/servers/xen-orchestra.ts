import { t } from 'elysia'
import { defineApp } from '../../app-definition'
import { usedOf } from './usage.shared'

// Xen Orchestra's REST API (for XCP-ng and XenServer pools): an authentication token (User → Authentication tokens)
// in the authenticationToken cookie; `fields` picks the properties each collection answers.
const Powered = t.Array(t.Object({ name_label: t.String(), power_state: t.String() }))
const running = (list: Array<{ power_state: string }>) => `${list.filter((x) => x.power_state === 'Running').length}/${list.length}`

export const xenOrchestra = defineApp({
  id: 'xen-orchestra',
  name: 'Xen Orchestra',
  category: 'servers',
  description:
    'Pools, hosts and VMs running, and storage repositories’ use across the XCP-ng / XenServer pools Xen Orchestra manages; hosts not running are listed.',
  expected: 'a Xen Orchestra server, version 5.90+, with a pool connected',
  docs: 'https://docs.xen-orchestra.com/restapi',
  api: 'REST v0',
  repo: 'https://github.com/vatesfr/xen-orchestra',
  license: 'AGPL-3.0',
  logo: { initials: 'XO', colour: '#2b6cb0' },
  config: [{ name: 'token', label: 'Authentication token', type: 'password', required: true, placeholder: 'User → Authentication tokens' }],
  auth: { style: 'header', header: 'cookie', value: 'authenticationToken={token}' },
  requests: {
    // Every collection is a list: one without a pool is no Xen Orchestra a card can show.
    pools: { path: 'rest/v0/pools?fields=name_label', answer: t.Array(t.Object({ name_label: t.String() }), { minItems: 1 }) },
    hosts: { path: 'rest/v0/hosts?fields=name_label,power_state', answer: Powered },
    vms: { path: 'rest/v0/vms?fields=name_label,power_state', answer: Powered },
    srs: {
      path: 'rest/v0/srs?fields=name_label,size,physical_usage,content_type',
      answer: t.Array(t.Object({ name_label: t.String(), size: t.Number(), physical_usage: t.Number(), content_type: t.Optional(t.String()) })),
    },
  },
  test: ['pools'],
  datapoints: [
    { key: 'pools', label: 'Pools', icon: 'hierarchy', format: 'count', read: (a) => a.pools.length },
    { key: 'hosts', label: 'Hosts running', icon: 'server', format: 'text', default: true, read: (a) => running(a.hosts) },
    { key: 'vms', label: 'VMs running', icon: 'device-desktop', format: 'text', default: true, read: (a) => running(a.vms) },
    {
      key: 'storage',
      label: 'Storage repositories used',
      icon: 'chart-pie',
      format: 'percent',
      default: true,
      // ISO libraries and removable media are not where VMs live.
      read: (a) =>
        usedOf(
          a.srs.filter((s) => s.content_type !== 'iso'),
          (s) => s.physical_usage,
          (s) => s.size,
        ),
    },
  ],
  detail: {
    kind: 'alerts',
    read: (a) => a.hosts.filter((h) => h.power_state !== 'Running').map((h) => ({ title: h.name_label, subtitle: h.power_state.toLowerCase() })),
  },
})
