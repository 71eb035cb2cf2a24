import { t } from 'elysia'
import { defineApp } from '../../app-definition'
import { configText } from '../../live-app'

// ZeroTier Central's API (https://api.zerotier.com) with an API access token ("token …" in Authorization);
// one network's member counts, and the members still waiting to be authorized.
const network = (config: Record<string, unknown>) => `api/v1/network/${encodeURIComponent(configText(config, 'networkId'))}`
const Member = t.Object({ name: t.String(), nodeId: t.String(), config: t.Object({ authorized: t.Boolean() }) })

export const zerotier = defineApp({
  id: 'zerotier',
  name: 'ZeroTier',
  category: 'network',
  description: 'Members online, authorized and waiting for authorization on a ZeroTier network.',
  expected: "ZeroTier Central's API (https://api.zerotier.com)",
  docs: 'https://docs.zerotier.com/api/central/v1/',
  api: 'Central API v1',
  repo: 'https://github.com/zerotier/ZeroTierOne',
  license: 'MPL-2.0',
  logo: { simpleIcon: 'zerotier', initials: 'ZT', colour: '#ffb441' },
  config: [
    { name: 'apiToken', label: 'API token', type: 'password', required: true, placeholder: 'Account → API Access Tokens' },
    { name: 'networkId', label: 'Network ID', type: 'text', required: true, placeholder: '8056c2e21c000001' },
  ],
  auth: { style: 'header', header: 'authorization', value: 'token {apiToken}' },
  requests: {
    network: {
      path: network,
      answer: t.Object({
        config: t.Object({ name: t.String() }),
        onlineMemberCount: t.Number(),
        authorizedMemberCount: t.Number(),
        totalMemberCount: t.Number(),
      }),
    },
    members: { path: (config) => `${network(config)}/member`, answer: t.Array(Member) },
  },
  test: ['network'],
  datapoints: [
    { key: 'online', label: 'Online', icon: 'plug-connected', format: 'count', default: true, read: (a) => a.network.onlineMemberCount },
    { key: 'authorized', label: 'Authorized', icon: 'circle-check', format: 'count', default: true, read: (a) => a.network.authorizedMemberCount },
    {
      key: 'waiting',
      label: 'Awaiting authorization',
      icon: 'user-question',
      format: 'count',
      default: true,
      read: (a) => a.members.filter((m) => !m.config.authorized).length,
    },
    { key: 'members', label: 'Members', icon: 'devices', format: 'count', read: (a) => a.network.totalMemberCount },
    { key: 'name', label: 'Network', icon: 'network', format: 'text', read: (a) => a.network.config.name },
  ],
  detail: {
    kind: 'alerts',
    read: (a) => a.members.filter((m) => !m.config.authorized).map((m) => ({ title: m.name || m.nodeId, subtitle: `${m.nodeId} · awaiting authorization` })),
  },
})
