import { t } from 'elysia'
import { defineApp } from '../../app-definition'
import { USER_AND_PASSWORD } from '../shared/fields'

// Calibre-Web: its OPDS feed signs in with HTTP basic auth; opds/stats counts the library.
export const calibreWeb = defineApp({
  id: 'calibre-web',
  name: 'Calibre-Web',
  category: 'media',
  description: 'Books, authors, categories and series in your Calibre-Web library.',
  expected: 'a Calibre-Web server with OPDS enabled',
  docs: 'https://github.com/janeczku/calibre-web/wiki/OPDS',
  api: 'OPDS (stats)',
  repo: 'https://github.com/janeczku/calibre-web',
  license: 'GPL-3.0',
  logo: { simpleIcon: 'calibreweb', initials: 'CW', colour: '#45b29d' },
  config: USER_AND_PASSWORD,
  auth: { style: 'basic', user: 'username', password: 'password' },
  requests: {
    stats: { path: 'opds/stats', answer: t.Object({ books: t.Number(), authors: t.Number(), categories: t.Number(), series: t.Number() }) },
  },
  datapoints: [
    { key: 'books', label: 'Books', icon: 'book', format: 'count', default: true, read: (a) => a.stats.books },
    { key: 'authors', label: 'Authors', icon: 'user-edit', format: 'count', default: true, read: (a) => a.stats.authors },
    { key: 'categories', label: 'Categories', icon: 'category', format: 'count', default: true, read: (a) => a.stats.categories },
    { key: 'series', label: 'Series', icon: 'stack-2', format: 'count', default: true, read: (a) => a.stats.series },
  ],
})
