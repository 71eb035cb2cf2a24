import { t, type TSchema } from 'elysia'
import { defineApp } from '../../app-definition'
import { configText } from '../../live-app'

// Pangolin's Integration API (its own address, /v1) with an API key (Organization → API Keys) as a bearer token;
// every answer is wrapped: { data, success, error, message, status }.
const wrapped = <T extends TSchema>(data: T) => t.Object({ success: t.Literal(true), data })
const org = (config: Record<string, unknown>) => `v1/org/${encodeURIComponent(configText(config, 'org'))}`
const Site = t.Object({ name: t.String(), online: t.Boolean(), megabytesIn: t.Optional(t.Number()), megabytesOut: t.Optional(t.Number()) })
const MB = 1_048_576

export const pangolin = defineApp({
  id: 'pangolin',
  name: 'Pangolin',
  category: 'network',
  description: 'Sites online and resources of a Pangolin organization, with the traffic through its tunnels.',
  expected: 'a Pangolin Integration API (its /v1 address)',
  docs: 'https://docs.pangolin.net/manage/integration-api',
  api: 'Integration API v1',
  repo: 'https://github.com/fosrl/pangolin',
  license: 'AGPL-3.0',
  logo: { initials: 'Pa', colour: '#f36a1d' },
  config: [
    { name: 'apiKey', label: 'API key', type: 'password', required: true, placeholder: 'Organization → API Keys' },
    { name: 'org', label: 'Organization ID', type: 'text', required: true },
  ],
  auth: { style: 'bearer', field: 'apiKey' },
  requests: {
    sites: { path: (config) => `${org(config)}/sites?pageSize=200`, answer: wrapped(t.Object({ sites: t.Array(Site) })) },
    resources: {
      path: (config) => `${org(config)}/resources?pageSize=200`,
      answer: wrapped(t.Object({ resources: t.Array(t.Object({ name: t.String(), enabled: t.Optional(t.Boolean()) })) })),
    },
  },
  test: ['sites'],
  datapoints: [
    {
      key: 'sites',
      label: 'Sites online',
      icon: 'building',
      format: 'text',
      default: true,
      read: (a) => `${a.sites.data.sites.filter((s) => s.online).length}/${a.sites.data.sites.length}`,
    },
    { key: 'resources', label: 'Resources', icon: 'world', format: 'count', default: true, read: (a) => a.resources.data.resources.length },
    {
      key: 'received',
      label: 'Received',
      icon: 'arrow-down',
      format: 'bytes',
      read: (a) => a.sites.data.sites.reduce((n, s) => n + (s.megabytesIn ?? 0), 0) * MB,
    },
    { key: 'sent', label: 'Sent', icon: 'arrow-up', format: 'bytes', read: (a) => a.sites.data.sites.reduce((n, s) => n + (s.megabytesOut ?? 0), 0) * MB },
  ],
  detail: {
    kind: 'alerts',
    read: (a) => a.sites.data.sites.filter((s) => !s.online).map((s) => ({ title: s.name, subtitle: 'offline' })),
  },
})
