import { t } from 'elysia'
import { defineApp } from '../../app-definition'
import { configText, type Service } from '../../live-app'
import { ubusSession } from './ubus.shared'

// OpenWrt through ubus JSON-RPC over HTTP (/ubus, as LuCI itself calls it) with a system user; see ubus.shared.ts.
const Info = t.Object({
  uptime: t.Number(),
  load: t.Array(t.Number()),
  memory: t.Object({ total: t.Number(), available: t.Optional(t.Number()), free: t.Number() }),
})
const Board = t.Object({ hostname: t.String(), model: t.Optional(t.String()), release: t.Object({ version: t.String() }) })
const Wan = t.Object({
  up: t.Boolean(),
  l3_device: t.Optional(t.String()),
  'ipv4-address': t.Optional(t.Array(t.Object({ address: t.String() }))),
})
const Device = t.Object({ statistics: t.Object({ rx_bytes: t.Number(), tx_bytes: t.Number() }) })
const SERVICE: Service = { name: 'OpenWrt', expected: 'an OpenWrt router with uhttpd-mod-ubus (LuCI)', credentials: 'username and password' }

export const openwrt = defineApp({
  id: 'openwrt',
  name: SERVICE.name,
  category: 'network',
  description: 'Uptime, load and memory of an OpenWrt router, and whether its WAN is up with its address and traffic.',
  expected: SERVICE.expected,
  docs: 'https://openwrt.org/docs/techref/ubus#access_to_ubus_over_http',
  api: 'ubus JSON-RPC (/ubus)',
  repo: 'https://github.com/openwrt/openwrt',
  license: 'GPL-2.0',
  logo: { simpleIcon: 'openwrt', initials: 'OW', colour: '#00b5e2' },
  config: [
    { name: 'username', label: 'Username', type: 'text', required: true, placeholder: 'root' },
    { name: 'password', label: 'Password', type: 'password', required: true },
    { name: 'wan', label: 'WAN interface', type: 'text', placeholder: 'wan' },
  ],
  // The sign-in is a JSON-RPC call like the others: the load hook makes it.
  auth: { style: 'hook', fields: ['username', 'password'] },
  requests: {
    info: { path: 'ubus', answer: Info },
    board: { path: 'ubus', answer: Board },
    wan: { path: 'ubus', answer: Wan },
    device: { path: 'ubus', answer: t.Union([Device, t.Null()]) },
  },
  hooks: {
    async load(_api, ctx) {
      const ubus = await ubusSession(ctx.http, SERVICE, configText(ctx.config, 'username'), configText(ctx.config, 'password'))
      try {
        const [info, board, wan] = await Promise.all([
          ubus.call('system', 'info', {}, Info),
          ubus.call('system', 'board', {}, Board),
          ubus.call(`network.interface.${configText(ctx.config, 'wan') || 'wan'}`, 'status', {}, Wan),
        ])
        const device = wan.l3_device ? await ubus.call('network.device', 'status', { name: wan.l3_device }, Device) : null
        return { info, board, wan, device }
      } finally {
        await ubus.close()
      }
    },
  },
  datapoints: [
    { key: 'uptime', label: 'Uptime', icon: 'clock', format: 'duration', default: true, read: (a) => a.info.uptime },
    // ubus scales the load averages by 65536.
    { key: 'load', label: 'Load (1 min)', icon: 'cpu', format: 'text', default: true, read: (a) => ((a.info.load[0] ?? 0) / 65_536).toFixed(2) },
    {
      key: 'memory',
      label: 'Memory',
      icon: 'database',
      format: 'percent',
      read: (a) => ((a.info.memory.total - (a.info.memory.available ?? a.info.memory.free)) / a.info.memory.total) * 100,
    },
    { key: 'wan', label: 'WAN', icon: 'world', format: 'text', default: true, read: (a) => (a.wan.up ? 'Up' : 'Down') },
    { key: 'wanIp', label: 'WAN address', icon: 'network', format: 'text', read: (a) => a.wan['ipv4-address']?.[0]?.address },
    { key: 'received', label: 'WAN received', icon: 'arrow-down', format: 'bytes', read: (a) => a.device?.statistics.rx_bytes },
    { key: 'sent', label: 'WAN sent', icon: 'arrow-up', format: 'bytes', read: (a) => a.device?.statistics.tx_bytes },
    { key: 'version', label: 'OpenWrt', icon: 'tag', format: 'version', read: (a) => a.board.release.version },
  ],
})
