import { t } from 'elysia'
import { defineApp } from '../../app-definition'

// NetBird's management API (https://api.netbird.io or a self-hosted management server) with a personal access
// token ("Token …" in Authorization); users/current proves the token, peers carry their connection and login state.
const Peer = t.Object({
  name: t.String(),
  connected: t.Boolean(),
  login_expired: t.Optional(t.Boolean()),
  approval_required: t.Optional(t.Boolean()),
  last_seen: t.Optional(t.String()),
})

export const netbird = defineApp({
  id: 'netbird',
  name: 'NetBird',
  category: 'network',
  description: 'Peers of a NetBird network, how many are connected, and those whose login expired or await approval.',
  expected: 'a NetBird management API (https://api.netbird.io or self-hosted)',
  docs: 'https://docs.netbird.io/api',
  api: 'management REST API',
  repo: 'https://github.com/netbirdio/netbird',
  license: 'BSD-3-Clause',
  logo: { initials: 'NB', colour: '#f68330' },
  config: [{ name: 'token', label: 'Access token', type: 'password', required: true, placeholder: 'Team → Users → Personal access tokens' }],
  auth: { style: 'header', header: 'authorization', value: 'Token {token}' },
  requests: {
    me: { path: 'api/users/current', answer: t.Object({ id: t.String(), role: t.String() }) },
    peers: { path: 'api/peers', answer: t.Array(Peer) },
  },
  test: ['me'],
  datapoints: [
    { key: 'peers', label: 'Peers', icon: 'devices', format: 'count', default: true, read: (a) => a.peers.length },
    { key: 'connected', label: 'Connected', icon: 'plug-connected', format: 'count', default: true, read: (a) => a.peers.filter((p) => p.connected).length },
    { key: 'expired', label: 'Login expired', icon: 'clock', format: 'count', default: true, read: (a) => a.peers.filter((p) => p.login_expired).length },
    { key: 'approval', label: 'Awaiting approval', icon: 'user-question', format: 'count', read: (a) => a.peers.filter((p) => p.approval_required).length },
  ],
  detail: {
    kind: 'alerts',
    read: (a) =>
      a.peers
        .filter((p) => p.login_expired || p.approval_required)
        .map((p) => ({ title: p.name, subtitle: p.login_expired ? 'login expired' : 'awaiting approval' })),
  },
})
