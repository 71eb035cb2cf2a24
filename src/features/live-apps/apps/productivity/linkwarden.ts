import { t } from 'elysia'
import { defineApp } from '../../app-definition'

// Linkwarden API v1 with an access token (Settings → Access Tokens) as a bearer token; lists come in { response }.
const Counted = t.Object({ response: t.Array(t.Object({ name: t.String(), _count: t.Optional(t.Object({ links: t.Number() })) })) })

export const linkwarden = defineApp({
  id: 'linkwarden',
  name: 'Linkwarden',
  category: 'productivity',
  description: 'Links, collections and tags in your Linkwarden.',
  expected: 'a Linkwarden server',
  docs: 'https://docs.linkwarden.app/api/api-introduction',
  api: 'v1',
  repo: 'https://github.com/linkwarden/linkwarden',
  license: 'AGPL-3.0',
  logo: { initials: 'Lw', colour: '#0ea5e9' },
  config: [{ name: 'token', label: 'Access token', type: 'password', required: true, placeholder: 'Settings → Access Tokens' }],
  auth: { style: 'bearer', field: 'token' },
  requests: {
    collections: { path: 'api/v1/collections', answer: Counted },
    tags: { path: 'api/v1/tags', answer: Counted },
  },
  test: ['collections'],
  datapoints: [
    {
      key: 'links',
      label: 'Links',
      icon: 'link',
      format: 'count',
      default: true,
      read: (a) => a.collections.response.reduce((total, c) => total + (c._count?.links ?? 0), 0),
    },
    { key: 'collections', label: 'Collections', icon: 'folders', format: 'count', default: true, read: (a) => a.collections.response.length },
    { key: 'tags', label: 'Tags', icon: 'tag', format: 'count', default: true, read: (a) => a.tags.response.length },
  ],
})
