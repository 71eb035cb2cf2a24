import { searchClusterApp } from './search-cluster.shared'

export const elasticsearch = searchClusterApp({
  id: 'elasticsearch',
  name: 'Elasticsearch',
  description: "An Elasticsearch cluster's health, nodes, unassigned shards, documents and store size.",
  docs: 'https://www.elastic.co/docs/api/doc/elasticsearch/operation/operation-cluster-health',
  repo: 'https://github.com/elastic/elasticsearch',
  license: 'AGPL-3.0 / Elastic License',
  simpleIcon: 'elasticsearch',
  initials: 'ES',
  colour: '#005571',
})
