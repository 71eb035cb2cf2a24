import { t } from 'elysia'
import { defineApp } from '../../app-definition'
import { configText } from '../../live-app'

// A Cloudflare Tunnel (cloudflared) as Cloudflare's API sees it (https://api.cloudflare.com), with an API token that
// may read Cloudflare Tunnel (Account → Cloudflare Tunnel: Read) as a bearer token.
const Connection = t.Object({ colo_name: t.String(), client_version: t.Optional(t.String()), origin_ip: t.Optional(t.String()) })
const Tunnel = t.Object({ name: t.String(), status: t.String(), connections: t.Array(Connection) })

export const cloudflareTunnel = defineApp({
  id: 'cloudflare-tunnel',
  name: 'Cloudflare Tunnel',
  category: 'network',
  description: 'Status of a Cloudflare Tunnel (cloudflared), its connections and the Cloudflare data centres they reach.',
  expected: "Cloudflare's API (https://api.cloudflare.com)",
  docs: 'https://developers.cloudflare.com/api/resources/zero_trust/subresources/tunnels/subresources/cloudflared/methods/get/',
  api: 'API v4 (cfd_tunnel)',
  repo: 'https://github.com/cloudflare/cloudflared',
  license: 'Apache-2.0',
  logo: { simpleIcon: 'cloudflare', initials: 'CF', colour: '#f38020' },
  config: [
    { name: 'accountId', label: 'Account ID', type: 'text', required: true },
    { name: 'tunnelId', label: 'Tunnel ID', type: 'text', required: true },
    { name: 'apiToken', label: 'API token', type: 'password', required: true, placeholder: 'Permission: Cloudflare Tunnel Read' },
  ],
  auth: { style: 'bearer', field: 'apiToken' },
  requests: {
    tunnel: {
      path: (config) =>
        `client/v4/accounts/${encodeURIComponent(configText(config, 'accountId'))}/cfd_tunnel/${encodeURIComponent(configText(config, 'tunnelId'))}`,
      answer: t.Object({ success: t.Literal(true), result: Tunnel }),
    },
  },
  datapoints: [
    { key: 'status', label: 'Status', icon: 'cloud', format: 'text', default: true, read: (a) => a.tunnel.result.status },
    { key: 'connections', label: 'Connections', icon: 'plug-connected', format: 'count', default: true, read: (a) => a.tunnel.result.connections.length },
    {
      key: 'colos',
      label: 'Data centres',
      icon: 'world',
      format: 'text',
      default: true,
      read: (a) => [...new Set(a.tunnel.result.connections.map((c) => c.colo_name))].join(', ') || null,
    },
    { key: 'originIp', label: 'Origin IP', icon: 'network', format: 'text', read: (a) => a.tunnel.result.connections[0]?.origin_ip },
    { key: 'version', label: 'cloudflared', icon: 'tag', format: 'version', read: (a) => a.tunnel.result.connections[0]?.client_version },
  ],
})
