import { t } from 'elysia'
import { wgEasyApp } from './wg-easy.shared'

// WireGuard Easy v14 and older: the web password itself in the Authorization header (its API's own scheme).
export const wgEasyV14 = wgEasyApp({
  id: 'wg-easy-v14',
  name: 'WireGuard Easy v14',
  description: 'WireGuard clients connected, enabled and disabled, and their traffic, in WireGuard Easy v14 or older.',
  expected: 'a WireGuard Easy server, version 14 or older',
  api: 'v14 REST',
  config: [{ name: 'password', label: 'Password', type: 'password', required: true }],
  auth: { style: 'header', header: 'authorization', value: '{password}' },
  clients: 'api/wireguard/client',
  release: { path: 'api/release', answer: t.Number(), read: (r) => r },
})
