import { t } from 'elysia'
import { defineApp } from '../../app-definition'

// Komga 1.20+: an API key (Account settings → API Keys) in X-API-Key; series/list and books/list (POST, the search
// API since 1.19) with size=1 answer a page whose totalElements is the count.
const Page = t.Object({ totalElements: t.Number() })
const list = (what: string, condition?: unknown) => ({
  path: `api/v1/${what}/list?size=1`,
  method: 'POST',
  json: () => (condition ? { condition } : {}),
  answer: Page,
})

export const komga = defineApp({
  id: 'komga',
  name: 'Komga',
  category: 'media',
  description: 'Libraries, series and books in your Komga.',
  expected: 'a Komga server, version 1.20+',
  docs: 'https://komga.org/docs/openapi/komga-api/',
  api: 'v1 (1.20+)',
  repo: 'https://github.com/gotson/komga',
  license: 'MIT',
  logo: { initials: 'Ko', colour: '#005ed3' },
  config: [{ name: 'apiKey', label: 'API key', type: 'password', required: true, placeholder: 'Account settings → API Keys' }],
  auth: { style: 'header', header: 'X-API-Key', value: '{apiKey}' },
  requests: {
    series: list('series'),
    books: list('books'),
    libraries: { path: 'api/v1/libraries', answer: t.Array(t.Object({ id: t.String(), name: t.String() })) },
  },
  test: ['series'],
  datapoints: [
    { key: 'libraries', label: 'Libraries', icon: 'books', format: 'count', default: true, read: (a) => a.libraries.length },
    { key: 'series', label: 'Series', icon: 'stack-2', format: 'count', default: true, read: (a) => a.series.totalElements },
    { key: 'books', label: 'Books', icon: 'book', format: 'count', default: true, read: (a) => a.books.totalElements },
  ],
})
