import { t } from 'elysia'
import { defineApp } from '../../app-definition'

// linkding's REST API with its API token (Settings → Integrations) as "Authorization: Token …"; its lists are paged with a count.
const Page = t.Object({ count: t.Number(), results: t.Array(t.Unknown()) })

export const linkding = defineApp({
  id: 'linkding',
  name: 'linkding',
  category: 'productivity',
  description: 'Bookmarks, archived bookmarks and tags in your linkding.',
  expected: 'a linkding server',
  docs: 'https://linkding.link/api/',
  api: 'REST',
  repo: 'https://github.com/sissbruecker/linkding',
  license: 'MIT',
  logo: { initials: 'ld', colour: '#5856e0' },
  config: [{ name: 'token', label: 'API token', type: 'password', required: true, placeholder: 'Settings → Integrations → REST API' }],
  auth: { style: 'header', header: 'authorization', value: 'Token {token}' },
  requests: {
    bookmarks: { path: 'api/bookmarks/?limit=1', answer: Page },
    archived: { path: 'api/bookmarks/archived/?limit=1', answer: Page },
    tags: { path: 'api/tags/?limit=1', answer: Page },
  },
  test: ['bookmarks'],
  datapoints: [
    { key: 'bookmarks', label: 'Bookmarks', icon: 'bookmark', format: 'count', default: true, read: (a) => a.bookmarks.count },
    { key: 'archived', label: 'Archived', icon: 'archive', format: 'count', default: true, read: (a) => a.archived.count },
    { key: 'tags', label: 'Tags', icon: 'tag', format: 'count', default: true, read: (a) => a.tags.count },
  ],
})
