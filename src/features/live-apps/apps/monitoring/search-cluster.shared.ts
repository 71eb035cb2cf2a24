import { t } from 'elysia'
import { defineApp } from '../../app-definition'
import type { FamilyMember } from './answers.shared'
import { USER_AND_PASSWORD } from '../shared/fields'

// The cluster APIs Elasticsearch and OpenSearch (its fork) share: the root (name and version), the cluster health
// (green, yellow, red and the shard counts) and the cluster stats (indices, documents, store size). Basic auth.
const Health = t.Object({ status: t.String(), number_of_nodes: t.Number(), active_shards: t.Number(), unassigned_shards: t.Number() })
const Stats = t.Object({ indices: t.Object({ count: t.Number(), docs: t.Object({ count: t.Number() }), store: t.Object({ size_in_bytes: t.Number() }) }) })

export function searchClusterApp(s: FamilyMember & { simpleIcon: string }) {
  return defineApp({
    id: s.id,
    name: s.name,
    category: 'monitoring',
    description: s.description,
    expected: `an ${s.name} cluster`,
    docs: s.docs,
    api: 'REST (cluster APIs)',
    repo: s.repo,
    license: s.license,
    logo: { simpleIcon: s.simpleIcon, initials: s.initials, colour: s.colour },
    config: USER_AND_PASSWORD,
    auth: { style: 'basic', user: 'username', password: 'password' },
    requests: {
      root: { path: '', answer: t.Object({ cluster_name: t.String(), version: t.Object({ number: t.String() }) }) },
      health: { path: '_cluster/health', answer: Health },
      stats: { path: '_cluster/stats', answer: Stats },
    },
    test: ['root'],
    datapoints: [
      { key: 'status', label: 'Health', icon: 'heart-rate-monitor', format: 'text', default: true, read: (a) => a.health.status },
      { key: 'nodes', label: 'Nodes', icon: 'server', format: 'count', default: true, read: (a) => a.health.number_of_nodes },
      { key: 'unassigned', label: 'Unassigned shards', icon: 'alert-triangle', format: 'count', default: true, read: (a) => a.health.unassigned_shards },
      { key: 'documents', label: 'Documents', icon: 'file-text', format: 'count', default: true, read: (a) => a.stats.indices.docs.count },
      { key: 'storage', label: 'Store size', icon: 'database', format: 'bytes', read: (a) => a.stats.indices.store.size_in_bytes },
      { key: 'indices', label: 'Indices', icon: 'list', format: 'count', read: (a) => a.stats.indices.count },
      { key: 'version', label: 'Version', icon: 'tag', format: 'version', read: (a) => a.root.version.number },
    ],
  })
}
