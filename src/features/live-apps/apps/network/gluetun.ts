import { t } from 'elysia'
import { defineApp } from '../../app-definition'

// Gluetun's control server (port 8000, 3.40+ routes) with its API key (config.toml role, auth "apikey") in X-API-Key;
// leave the key empty for a control server without auth.
export const gluetun = defineApp({
  id: 'gluetun',
  name: 'Gluetun',
  category: 'network',
  description: 'Whether Gluetun’s VPN is running, its public IP and where it appears, and the forwarded port.',
  expected: 'a Gluetun control server, version 3.40+',
  docs: 'https://github.com/qdm12/gluetun-wiki/blob/main/setup/advanced/control-server.md',
  api: 'control server v1 (3.40+)',
  repo: 'https://github.com/qdm12/gluetun',
  license: 'MIT',
  logo: { initials: 'GL', colour: '#2a7ab0' },
  config: [{ name: 'apiKey', label: 'API key', type: 'password', placeholder: 'When the control server requires one' }],
  auth: { style: 'header', header: 'X-API-Key', value: '{apiKey}' },
  requests: {
    vpn: { path: 'v1/vpn/status', answer: t.Object({ status: t.String() }) },
    ip: {
      path: 'v1/publicip/ip',
      answer: t.Object({ public_ip: t.String(), country: t.Optional(t.String()), city: t.Optional(t.String()), organization: t.Optional(t.String()) }),
    },
    port: { path: 'v1/portforward', answer: t.Object({ port: t.Number() }) },
  },
  test: ['vpn'],
  datapoints: [
    { key: 'status', label: 'VPN', icon: 'lock', format: 'text', default: true, read: (a) => a.vpn.status },
    { key: 'publicIp', label: 'Public IP', icon: 'world', format: 'text', default: true, read: (a) => a.ip.public_ip || null },
    {
      key: 'location',
      label: 'Location',
      icon: 'map-pin',
      format: 'text',
      default: true,
      read: (a) => [a.ip.city, a.ip.country].filter(Boolean).join(', ') || null,
    },
    { key: 'organization', label: 'Provider', icon: 'building', format: 'text', read: (a) => a.ip.organization },
    { key: 'port', label: 'Forwarded port', icon: 'plug-connected', format: 'text', read: (a) => (a.port.port ? String(a.port.port) : null) },
  ],
})
