import { t } from 'elysia'
import { icmpPing } from '../../../../core/host-probe'
import { defineApp } from '../../app-definition'
import { AppFailure, configText } from '../../live-app'
import { connectTime, millis, targetOf } from './host.shared'

// Is the link's host alive: an ICMP echo through the system ping, or where this server cannot run ping (or the user
// picks it, for hosts that drop ICMP) a TCP connect to the link's port, as tcping does.
const PING_TIMEOUT_S = 2

export const ping = defineApp({
  id: 'ping',
  name: 'Ping',
  category: 'generic',
  description:
    "Is the link's host alive, and its round trip: an ICMP echo (the system's ping), or a TCP connect to the link's port for hosts that drop ICMP and where this server cannot run ping.",
  expected: 'a host that answers',
  docs: null,
  api: 'ICMP echo, TCP',
  repo: null,
  license: 'MIT',
  logo: { initials: 'PING', colour: '#0891b2' },
  config: [
    {
      name: 'probe',
      label: 'Probe',
      type: 'select',
      options: [
        { value: 'icmp', label: 'ICMP echo (a TCP connect where this server cannot run ping)' },
        { value: 'tcp', label: "TCP connect to the link's port" },
      ],
    },
  ],
  auth: { style: 'none' },
  requests: { echo: { path: '', answer: t.Object({ host: t.String(), method: t.String(), ms: t.Number() }) } },
  hooks: {
    async load(_api, ctx) {
      const { host, port } = targetOf(ctx)
      if (configText(ctx.config, 'probe') !== 'tcp') {
        const reply = await icmpPing(host, PING_TIMEOUT_S)
        if (reply === false) throw new AppFailure(`Could not reach ${host}: no reply to ping within ${PING_TIMEOUT_S} s.`)
        if (reply !== null) return { echo: { host, method: 'ICMP', ms: reply } }
      }
      return { echo: { host, method: `TCP :${port}`, ms: await connectTime(ctx, host, port) } }
    },
  },
  datapoints: [
    { key: 'state', label: 'State', icon: 'activity', format: 'text', default: true, read: () => 'Up' },
    { key: 'roundTrip', label: 'Round trip', icon: 'clock', format: 'text', default: true, read: (a) => millis(a.echo.ms) },
    { key: 'method', label: 'Method', icon: 'network', format: 'text', read: (a) => a.echo.method },
    { key: 'host', label: 'Host', icon: 'server', format: 'text', read: (a) => a.echo.host },
  ],
})
