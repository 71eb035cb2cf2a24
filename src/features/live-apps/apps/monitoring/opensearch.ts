import { searchClusterApp } from './search-cluster.shared'

export const opensearch = searchClusterApp({
  id: 'opensearch',
  name: 'OpenSearch',
  description: "An OpenSearch cluster's health, nodes, unassigned shards, documents and store size.",
  docs: 'https://docs.opensearch.org/latest/api-reference/cluster-api/cluster-health/',
  repo: 'https://github.com/opensearch-project/OpenSearch',
  license: 'Apache-2.0',
  simpleIcon: 'opensearch',
  initials: 'OS',
  colour: '#005eb8',
})
