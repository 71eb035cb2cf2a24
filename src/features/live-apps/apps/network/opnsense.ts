import { t } from 'elysia'
import { defineApp } from '../../app-definition'
import { configText } from '../../live-app'

// OPNsense's API with an API key and secret (System → Access → Users → API keys) as HTTP basic auth.
// getActivity is top's output: CPU from its "% idle" header, memory from its "Mem:" header.
const amount = t.Union([t.String(), t.Number()])
const Interface = t.Object({ name: t.Optional(t.String()), 'bytes received': amount, 'bytes transmitted': amount })

const cpuUse = (headers: string[]) => {
  const idle = headers.map((h) => / ([\d.]+)% idle/.exec(h)?.[1]).find(Boolean)
  return idle === undefined ? null : 100 - Number(idle)
}
const wan = (a: { interfaces: { interfaces: Record<string, typeof Interface.static> } }, name: string) => a.interfaces.interfaces[name || 'wan']

export const opnsense = defineApp({
  id: 'opnsense',
  name: 'OPNsense',
  category: 'network',
  description: 'CPU and memory use of an OPNsense firewall, and the bytes its WAN interface received and sent.',
  expected: 'an OPNsense firewall, version 21.7+',
  docs: 'https://docs.opnsense.org/development/api.html',
  api: 'REST API (diagnostics)',
  repo: 'https://github.com/opnsense/core',
  license: 'BSD-2-Clause',
  logo: { simpleIcon: 'opnsense', initials: 'OP', colour: '#d94f00' },
  config: [
    { name: 'key', label: 'API key', type: 'text', required: true, placeholder: 'System → Access → Users → API keys' },
    { name: 'secret', label: 'API secret', type: 'password', required: true },
    { name: 'wan', label: 'WAN interface', type: 'text', placeholder: 'wan' },
  ],
  auth: { style: 'basic', user: 'key', password: 'secret' },
  requests: {
    activity: { path: 'api/diagnostics/activity/getActivity', answer: t.Object({ headers: t.Array(t.String()) }) },
    interfaces: { path: 'api/diagnostics/traffic/interface', answer: t.Object({ interfaces: t.Record(t.String(), Interface) }) },
  },
  datapoints: [
    { key: 'cpu', label: 'CPU', icon: 'cpu', format: 'percent', default: true, read: (a) => cpuUse(a.activity.headers) },
    {
      key: 'memory',
      label: 'Memory active',
      icon: 'database',
      format: 'text',
      default: true,
      read: (a) => a.activity.headers.map((h) => /Mem: (\S+) Active/.exec(h)?.[1]).find(Boolean),
    },
    {
      key: 'wanIn',
      label: 'WAN received',
      icon: 'arrow-down',
      format: 'bytes',
      default: true,
      read: (a, ctx) => wan(a, configText(ctx.config, 'wan'))?.['bytes received'],
    },
    {
      key: 'wanOut',
      label: 'WAN sent',
      icon: 'arrow-up',
      format: 'bytes',
      default: true,
      read: (a, ctx) => wan(a, configText(ctx.config, 'wan'))?.['bytes transmitted'],
    },
  ],
})
