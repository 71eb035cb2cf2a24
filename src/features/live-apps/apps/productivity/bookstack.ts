import { t } from 'elysia'
import { defineApp } from '../../app-definition'

// BookStack's REST API with an API token (My account → Access & security) as "Authorization: Token {id}:{secret}";
// its lists carry their total.
const Listing = t.Object({ data: t.Array(t.Unknown()), total: t.Number() })

export const bookstack = defineApp({
  id: 'bookstack',
  name: 'BookStack',
  category: 'productivity',
  description: 'Shelves, books, chapters and pages in your BookStack.',
  expected: 'a BookStack server',
  docs: 'https://demo.bookstackapp.com/api/docs',
  api: 'REST',
  repo: 'https://github.com/BookStackApp/BookStack',
  license: 'MIT',
  logo: { simpleIcon: 'bookstack', initials: 'BS', colour: '#0288d1' },
  config: [
    { name: 'tokenId', label: 'Token ID', type: 'text', required: true, placeholder: 'My account → Access & security → API tokens' },
    { name: 'tokenSecret', label: 'Token secret', type: 'password', required: true },
  ],
  auth: { style: 'header', header: 'authorization', value: 'Token {tokenId}:{tokenSecret}' },
  requests: {
    shelves: { path: 'api/shelves?count=1', answer: Listing },
    books: { path: 'api/books?count=1', answer: Listing },
    chapters: { path: 'api/chapters?count=1', answer: Listing },
    pages: { path: 'api/pages?count=1', answer: Listing },
  },
  test: ['books'],
  datapoints: [
    { key: 'shelves', label: 'Shelves', icon: 'books', format: 'count', default: true, read: (a) => a.shelves.total },
    { key: 'books', label: 'Books', icon: 'book', format: 'count', default: true, read: (a) => a.books.total },
    { key: 'chapters', label: 'Chapters', icon: 'bookmarks', format: 'count', default: true, read: (a) => a.chapters.total },
    { key: 'pages', label: 'Pages', icon: 'file-text', format: 'count', default: true, read: (a) => a.pages.total },
  ],
})
