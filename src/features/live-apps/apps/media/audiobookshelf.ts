import { t } from 'elysia'
import { defineApp } from '../../app-definition'

// Audiobookshelf: an API token (Settings → Users → API token, or Settings → API Keys from 2.26) as a bearer token.
// Its counts are per library: the run lists the libraries, then sums each one's stats by media type (book or podcast).
const Stats = t.Object({ totalItems: t.Number(), totalDuration: t.Number(), totalSize: t.Number() })
type Totals = typeof Stats.static
const ZERO: Totals = { totalItems: 0, totalDuration: 0, totalSize: 0 }
const add = (a: Totals, b: Totals): Totals => ({
  totalItems: a.totalItems + b.totalItems,
  totalDuration: a.totalDuration + b.totalDuration,
  totalSize: a.totalSize + b.totalSize,
})

export const audiobookshelf = defineApp({
  id: 'audiobookshelf',
  name: 'Audiobookshelf',
  category: 'media',
  description: 'Audiobooks and podcasts in your Audiobookshelf libraries, and how many hours they hold.',
  expected: 'an Audiobookshelf server',
  docs: 'https://api.audiobookshelf.org/',
  api: 'REST (2.x)',
  repo: 'https://github.com/advplyr/audiobookshelf',
  license: 'GPL-3.0',
  logo: { simpleIcon: 'audiobookshelf', initials: 'AB', colour: '#4e6e58' },
  config: [{ name: 'token', label: 'API token', type: 'password', required: true, placeholder: 'Settings → API Keys' }],
  auth: { style: 'bearer', field: 'token' },
  requests: {
    libraries: {
      path: 'api/libraries',
      answer: t.Object({ libraries: t.Array(t.Object({ id: t.String(), name: t.String(), mediaType: t.String() })) }),
    },
    // Read once per library by the load hook; these two hold the sums.
    books: { path: 'api/libraries/{id}/stats', answer: Stats },
    podcasts: { path: 'api/libraries/{id}/stats', answer: Stats },
  },
  hooks: {
    async load(api) {
      const libraries = await api.get('libraries')
      const totals = { books: ZERO, podcasts: ZERO }
      for (const library of libraries.libraries) {
        const kind = library.mediaType === 'podcast' ? 'podcasts' : 'books'
        totals[kind] = add(totals[kind], await api.get(kind, `api/libraries/${encodeURIComponent(library.id)}/stats`))
      }
      return { libraries, ...totals }
    },
  },
  datapoints: [
    { key: 'books', label: 'Audiobooks', icon: 'headphones', format: 'count', default: true, read: (a) => a.books.totalItems },
    { key: 'bookHours', label: 'Audiobook time', icon: 'clock', format: 'duration', default: true, read: (a) => a.books.totalDuration },
    { key: 'podcasts', label: 'Podcasts', icon: 'microphone-2', format: 'count', default: true, read: (a) => a.podcasts.totalItems },
    { key: 'podcastHours', label: 'Podcast time', icon: 'clock', format: 'duration', read: (a) => a.podcasts.totalDuration },
    { key: 'size', label: 'Library size', icon: 'database', format: 'bytes', read: (a) => a.books.totalSize + a.podcasts.totalSize },
    { key: 'libraries', label: 'Libraries', icon: 'books', format: 'count', read: (a) => a.libraries.libraries.length },
  ],
})
