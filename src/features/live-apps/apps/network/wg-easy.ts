import { t } from 'elysia'
import { USER_AND_PASSWORD } from '../shared/fields'
import { wgEasyApp } from './wg-easy.shared'

// WireGuard Easy v15: an admin account's user and password as HTTP basic auth.
export const wgEasy = wgEasyApp({
  id: 'wg-easy',
  name: 'WireGuard Easy',
  description: 'WireGuard clients connected, enabled and disabled, and their traffic, in WireGuard Easy v15 (for v14 pick WireGuard Easy v14).',
  expected: 'a WireGuard Easy server, version 15',
  api: 'v15 REST',
  config: USER_AND_PASSWORD,
  auth: { style: 'basic', user: 'username', password: 'password' },
  clients: 'api/client',
  release: { path: 'api/information', answer: t.Object({ currentRelease: t.String(), updateAvailable: t.Boolean() }), read: (r) => r.currentRelease },
})
