import { t } from 'elysia'
import { defineApp } from '../../app-definition'
import { configText } from '../../live-app'

// Tailscale's control API (api.tailscale.com, or a Tailscale-compatible address) with an API access token
// (Settings → Keys) as a bearer token; "-" is the token's own tailnet.
const Device = t.Object({
  name: t.String(),
  hostname: t.String(),
  os: t.String(),
  clientVersion: t.String(),
  updateAvailable: t.Boolean(),
  keyExpiryDisabled: t.Boolean(),
  expires: t.String(),
  lastSeen: t.Optional(t.String()),
  connectedToControl: t.Optional(t.Boolean()),
})
type Device = typeof Device.static
const SOON_MS = 14 * 86_400_000
const expiringSoon = (d: Device) => !d.keyExpiryDisabled && Date.parse(d.expires) - Date.now() < SOON_MS

export const tailscale = defineApp({
  id: 'tailscale',
  name: 'Tailscale',
  category: 'network',
  description: 'Devices of a tailnet, how many are connected, need an update or have a key expiring within 14 days.',
  expected: "Tailscale's API (https://api.tailscale.com)",
  docs: 'https://tailscale.com/api',
  api: 'API v2',
  repo: 'https://github.com/tailscale/tailscale',
  license: 'BSD-3-Clause',
  logo: { simpleIcon: 'tailscale', initials: 'TS', colour: '#242424' },
  config: [
    { name: 'apiKey', label: 'API access token', type: 'password', required: true, placeholder: 'tskey-api-… (Settings → Keys)' },
    { name: 'tailnet', label: 'Tailnet', type: 'text', placeholder: '- (the token’s tailnet)' },
  ],
  auth: { style: 'bearer', field: 'apiKey' },
  requests: {
    devices: {
      path: (config) => `api/v2/tailnet/${encodeURIComponent(configText(config, 'tailnet') || '-')}/devices`,
      answer: t.Object({ devices: t.Array(Device) }),
    },
  },
  datapoints: [
    { key: 'devices', label: 'Devices', icon: 'devices', format: 'count', default: true, read: (a) => a.devices.devices.length },
    {
      key: 'connected',
      label: 'Connected',
      icon: 'plug-connected',
      format: 'count',
      default: true,
      read: (a) => a.devices.devices.filter((d) => d.connectedToControl).length,
    },
    {
      key: 'updates',
      label: 'Updates available',
      icon: 'download',
      format: 'count',
      default: true,
      read: (a) => a.devices.devices.filter((d) => d.updateAvailable).length,
    },
    { key: 'expiring', label: 'Keys expiring', icon: 'key', format: 'count', default: true, read: (a) => a.devices.devices.filter(expiringSoon).length },
  ],
  detail: {
    kind: 'alerts',
    read: (a) =>
      a.devices.devices
        .filter((d) => expiringSoon(d) || d.updateAvailable)
        .map((d) => ({
          title: d.hostname,
          subtitle: expiringSoon(d) ? `key expires ${d.expires.slice(0, 10)}` : `update available (${d.clientVersion.split('-')[0]})`,
        })),
  },
})
