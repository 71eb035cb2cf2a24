import { t } from 'elysia'
import { defineApp } from '../../app-definition'

// Karakeep (formerly Hoarder) API v1 with an API key (Settings → API Keys) as a bearer token.
const Stats = t.Object({
  numBookmarks: t.Number(),
  numFavorites: t.Number(),
  numArchived: t.Number(),
  numTags: t.Number(),
  numLists: t.Number(),
  numHighlights: t.Optional(t.Number()),
})

export const karakeep = defineApp({
  id: 'karakeep',
  name: 'Karakeep',
  category: 'productivity',
  description: 'Bookmarks, favourites, archived items, tags and lists in your Karakeep (formerly Hoarder).',
  expected: 'a Karakeep (Hoarder) server, version 0.20+',
  docs: 'https://docs.karakeep.app/api/karakeep-api',
  api: 'v1',
  repo: 'https://github.com/karakeep-app/karakeep',
  license: 'AGPL-3.0',
  logo: { simpleIcon: 'karakeep', initials: 'Kk', colour: '#f59e0b' },
  config: [{ name: 'apiKey', label: 'API key', type: 'password', required: true, placeholder: 'Settings → API Keys' }],
  auth: { style: 'bearer', field: 'apiKey' },
  requests: { stats: { path: 'api/v1/users/me/stats', answer: Stats } },
  datapoints: [
    { key: 'bookmarks', label: 'Bookmarks', icon: 'bookmark', format: 'count', default: true, read: (a) => a.stats.numBookmarks },
    { key: 'favourites', label: 'Favourites', icon: 'star', format: 'count', default: true, read: (a) => a.stats.numFavorites },
    { key: 'archived', label: 'Archived', icon: 'archive', format: 'count', default: true, read: (a) => a.stats.numArchived },
    { key: 'tags', label: 'Tags', icon: 'tag', format: 'count', default: true, read: (a) => a.stats.numTags },
    { key: 'lists', label: 'Lists', icon: 'list', format: 'count', read: (a) => a.stats.numLists },
    { key: 'highlights', label: 'Highlights', icon: 'highlight', format: 'count', read: (a) => a.stats.numHighlights },
  ],
})
