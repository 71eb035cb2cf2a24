import { t, type TSchema } from 'elysia'
import type { AuthStyle } from '../../app-auth'
import { defineApp } from '../../app-definition'
import type { ConfigField } from '../../live-app'

// WireGuard Easy's clients, the same fields in v14 and v15: a client counts as connected when its last handshake is
// under 3 minutes old (WireGuard re-keys every 2). Each version pairs the list with a call that answers an object or number.
const Client = t.Object({
  name: t.String(),
  enabled: t.Boolean(),
  latestHandshakeAt: t.Union([t.String(), t.Null()]),
  transferRx: t.Union([t.Number(), t.Null()]),
  transferTx: t.Union([t.Number(), t.Null()]),
})
type Client = typeof Client.static
const CONNECTED_MS = 3 * 60_000
const connected = (c: Client) => c.latestHandshakeAt !== null && Date.now() - Date.parse(c.latestHandshakeAt) < CONNECTED_MS
const sum = (list: Client[], field: 'transferRx' | 'transferTx') => list.reduce((n, c) => n + (c[field] ?? 0), 0)

interface WgEasy<R extends TSchema> {
  id: string
  name: string
  api: string
  expected: string
  description: string
  config: ConfigField[]
  auth: AuthStyle
  clients: string
  release: { path: string; answer: R; read(answer: R['static']): string | number }
}

export function wgEasyApp<R extends TSchema>(w: WgEasy<R>) {
  return defineApp({
    id: w.id,
    name: w.name,
    category: 'network',
    description: w.description,
    expected: w.expected,
    docs: 'https://wg-easy.github.io/wg-easy/latest/',
    api: w.api,
    repo: 'https://github.com/wg-easy/wg-easy',
    license: 'AGPL-3.0',
    logo: { simpleIcon: 'wireguard', initials: 'WG', colour: '#88171a' },
    config: w.config,
    auth: w.auth,
    requests: {
      release: { path: w.release.path, answer: w.release.answer },
      clients: { path: w.clients, answer: t.Array(Client) },
    },
    datapoints: [
      { key: 'connected', label: 'Connected', icon: 'plug-connected', format: 'count', default: true, read: (a) => a.clients.filter(connected).length },
      { key: 'enabled', label: 'Enabled', icon: 'circle-check', format: 'count', default: true, read: (a) => a.clients.filter((c) => c.enabled).length },
      { key: 'disabled', label: 'Disabled', icon: 'circle-x', format: 'count', default: true, read: (a) => a.clients.filter((c) => !c.enabled).length },
      { key: 'received', label: 'Received', icon: 'arrow-down', format: 'bytes', read: (a) => sum(a.clients, 'transferRx') },
      { key: 'sent', label: 'Sent', icon: 'arrow-up', format: 'bytes', read: (a) => sum(a.clients, 'transferTx') },
      { key: 'version', label: 'Version', icon: 'tag', format: 'version', read: (a) => w.release.read(a.release) },
    ],
  })
}
