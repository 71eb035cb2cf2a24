import { t } from 'elysia'
import { defineApp } from '../../app-definition'

// Portainer: an access token (My account → Access tokens) as X-API-Key; each environment carries its last snapshot.
const count = t.Optional(t.Number())
const Snapshot = t.Object({
  RunningContainerCount: count,
  StoppedContainerCount: count,
  HealthyContainerCount: count,
  UnhealthyContainerCount: count,
  StackCount: count,
  ImageCount: count,
})
type Environments = Array<{ Status: number; Snapshots?: Array<typeof Snapshot.static> | null }>

const sum = (environments: Environments, field: keyof typeof Snapshot.static) => environments.reduce((n, e) => n + (e.Snapshots?.[0]?.[field] ?? 0), 0)

export const portainer = defineApp({
  id: 'portainer',
  name: 'Portainer',
  category: 'servers',
  description: 'Running, stopped and unhealthy containers and stacks across your Portainer environments.',
  expected: 'a Portainer server, version 2.0+',
  docs: 'https://app.swaggerhub.com/apis/portainer/portainer-ce/',
  api: '2.x',
  repo: 'https://github.com/portainer/portainer',
  license: 'Zlib',
  logo: { simpleIcon: 'portainer', initials: 'Pt', colour: '#13bef9' },
  config: [{ name: 'apiKey', label: 'Access token', type: 'password', required: true, placeholder: 'My account → Access tokens' }],
  auth: { style: 'header', header: 'X-API-Key', value: '{apiKey}' },
  requests: {
    environments: { path: 'api/endpoints', answer: t.Array(t.Object({ Status: t.Number(), Snapshots: t.Optional(t.Union([t.Array(Snapshot), t.Null()])) })) },
  },
  datapoints: [
    { key: 'running', label: 'Running', icon: 'player-play', format: 'count', default: true, read: (a) => sum(a.environments, 'RunningContainerCount') },
    { key: 'stopped', label: 'Stopped', icon: 'player-stop', format: 'count', default: true, read: (a) => sum(a.environments, 'StoppedContainerCount') },
    { key: 'unhealthy', label: 'Unhealthy', icon: 'heart-broken', format: 'count', default: true, read: (a) => sum(a.environments, 'UnhealthyContainerCount') },
    { key: 'healthy', label: 'Healthy', icon: 'heart', format: 'count', read: (a) => sum(a.environments, 'HealthyContainerCount') },
    { key: 'stacks', label: 'Stacks', icon: 'stack-2', format: 'count', read: (a) => sum(a.environments, 'StackCount') },
    { key: 'images', label: 'Images', icon: 'photo', format: 'count', read: (a) => sum(a.environments, 'ImageCount') },
    // Status 1 is up, 2 down.
    {
      key: 'environments',
      label: 'Environments up',
      icon: 'server',
      format: 'text',
      read: (a) => `${a.environments.filter((e) => e.Status === 1).length}/${a.environments.length}`,
    },
  ],
})
