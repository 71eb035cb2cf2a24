import { t, type TSchema } from 'elysia'
import { defineApp } from '../../app-definition'
import { configText } from '../../live-app'

// pfSense has no REST API of its own: this speaks the pfSense REST API package v2 (pfrest.org, pfSense 2.7+), with an
// API key (System → REST API → Keys) in X-API-Key. Every answer is wrapped: { code, status, response_id, message, data }.
const wrapped = <T extends TSchema>(data: T) => t.Object({ code: t.Number(), data })
const Interface = t.Object({ name: t.String(), descr: t.Optional(t.String()), status: t.String(), ipaddr: t.Optional(t.String()) })

const wanOf = (list: Array<typeof Interface.static>, name: string) => list.find((i) => i.name === (name || 'wan'))

export const pfsense = defineApp({
  id: 'pfsense',
  name: 'pfSense',
  category: 'network',
  description: 'CPU load, memory, disk and temperature of a pfSense firewall and its WAN state, through the pfSense REST API package.',
  expected: 'a pfSense firewall with the REST API package v2',
  docs: 'https://pfrest.org/api-docs/',
  api: 'pfSense REST API package v2',
  repo: 'https://github.com/jaredhendrickson13/pfsense-api',
  license: 'Apache-2.0',
  logo: { simpleIcon: 'pfsense', initials: 'pf', colour: '#212121' },
  config: [
    { name: 'apiKey', label: 'API key', type: 'password', required: true, placeholder: 'System → REST API → Keys' },
    { name: 'wan', label: 'WAN interface', type: 'text', placeholder: 'wan' },
  ],
  auth: { style: 'header', header: 'X-API-Key', value: '{apiKey}' },
  requests: {
    system: {
      path: 'api/v2/status/system',
      answer: wrapped(
        t.Object({ cpu_load_avg: t.Array(t.Number()), mem_usage: t.Number(), disk_usage: t.Number(), temp_c: t.Optional(t.Union([t.Number(), t.Null()])) }),
      ),
    },
    interfaces: { path: 'api/v2/status/interfaces?limit=0&offset=0', answer: wrapped(t.Array(Interface)) },
    version: { path: 'api/v2/system/version', answer: wrapped(t.Object({ version: t.String() })) },
  },
  test: ['system'],
  datapoints: [
    { key: 'load', label: 'Load (1 min)', icon: 'cpu', format: 'text', default: true, read: (a) => a.system.data.cpu_load_avg[0]?.toFixed(2) },
    { key: 'memory', label: 'Memory', icon: 'database', format: 'percent', default: true, read: (a) => a.system.data.mem_usage },
    { key: 'disk', label: 'Disk', icon: 'server-2', format: 'percent', read: (a) => a.system.data.disk_usage },
    { key: 'temperature', label: 'Temperature', icon: 'temperature', format: 'temperature', read: (a) => a.system.data.temp_c },
    {
      key: 'wan',
      label: 'WAN',
      icon: 'world',
      format: 'text',
      default: true,
      read: (a, ctx) => wanOf(a.interfaces.data, configText(ctx.config, 'wan'))?.status,
    },
    { key: 'wanIp', label: 'WAN address', icon: 'network', format: 'text', read: (a, ctx) => wanOf(a.interfaces.data, configText(ctx.config, 'wan'))?.ipaddr },
    { key: 'version', label: 'Version', icon: 'tag', format: 'version', read: (a) => a.version.data.version },
  ],
})
