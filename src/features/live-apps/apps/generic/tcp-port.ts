import { t } from 'elysia'
import { defineApp } from '../../app-definition'
import { connectTime, millis, targetOf } from './host.shared'

// Is a port open: one TCP connect to the link's host (any service, HTTP or not), and how long it took.
export const tcpPort = defineApp({
  id: 'tcp-port',
  name: 'TCP port',
  category: 'generic',
  description: "Is a port open on the link's host: one TCP connection (closed at once) and the time it took. The port is the link's unless you name one.",
  expected: 'an open TCP port',
  docs: null,
  api: 'TCP',
  repo: null,
  license: 'MIT',
  logo: { initials: 'TCP', colour: '#7c3aed' },
  config: [{ name: 'port', label: 'Port', type: 'number', placeholder: "the link's port (80 or 443 when it names none)" }],
  auth: { style: 'none' },
  requests: { connect: { path: '', answer: t.Object({ host: t.String(), port: t.Number(), ms: t.Number() }) } },
  hooks: {
    async load(_api, ctx) {
      const { host, port } = targetOf(ctx)
      return { connect: { host, port, ms: await connectTime(ctx, host, port) } }
    },
  },
  datapoints: [
    { key: 'state', label: 'State', icon: 'plug-connected', format: 'text', default: true, read: () => 'Open' },
    { key: 'connect', label: 'Connect time', icon: 'clock', format: 'text', default: true, read: (a) => millis(a.connect.ms) },
    { key: 'port', label: 'Port', icon: 'hash', format: 'text', default: true, read: (a) => String(a.connect.port) },
    { key: 'host', label: 'Host', icon: 'server', format: 'text', read: (a) => a.connect.host },
  ],
})
