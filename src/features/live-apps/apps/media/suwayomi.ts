import { t } from 'elysia'
import { defineApp } from '../../app-definition'
import { USER_AND_PASSWORD } from '../shared/fields'

// Suwayomi-Server: one GraphQL query (api/graphql) for the library's counts and the download queue; basic auth only
// when the server turns it on (leave both fields empty otherwise).
const QUERY = `{
  mangas(condition: { inLibrary: true }) { totalCount }
  unread: chapters(condition: { isRead: false }, filter: { inLibrary: { equalTo: true } }) { totalCount }
  downloaded: chapters(condition: { isDownloaded: true }, filter: { inLibrary: { equalTo: true } }) { totalCount }
  downloadStatus { state queue { progress manga { title } chapter { name } } }
}`
const Total = t.Object({ totalCount: t.Number() })

export const suwayomi = defineApp({
  id: 'suwayomi',
  name: 'Suwayomi',
  category: 'media',
  description: 'Manga in your Suwayomi library, chapters unread and downloaded, and the download queue.',
  expected: 'a Suwayomi-Server (GraphQL API)',
  docs: 'https://github.com/Suwayomi/Suwayomi-Server/wiki/GraphQL-API',
  api: 'GraphQL',
  repo: 'https://github.com/Suwayomi/Suwayomi-Server',
  license: 'MPL-2.0',
  logo: { initials: 'Sw', colour: '#7659b5' },
  config: USER_AND_PASSWORD.map((f) => ({ ...f, required: false })),
  auth: { style: 'basic', user: 'username', password: 'password' },
  requests: {
    counts: {
      path: 'api/graphql',
      method: 'POST',
      json: () => ({ query: QUERY }),
      answer: t.Object({
        data: t.Object({
          mangas: Total,
          unread: Total,
          downloaded: Total,
          downloadStatus: t.Object({
            state: t.String(),
            queue: t.Array(t.Object({ progress: t.Number(), manga: t.Object({ title: t.String() }), chapter: t.Object({ name: t.String() }) })),
          }),
        }),
      }),
    },
  },
  datapoints: [
    { key: 'manga', label: 'Manga', icon: 'books', format: 'count', default: true, read: (a) => a.counts.data.mangas.totalCount },
    { key: 'unread', label: 'Unread chapters', icon: 'book', format: 'count', default: true, read: (a) => a.counts.data.unread.totalCount },
    { key: 'downloaded', label: 'Downloaded chapters', icon: 'download', format: 'count', default: true, read: (a) => a.counts.data.downloaded.totalCount },
    { key: 'queue', label: 'Download queue', icon: 'list', format: 'count', default: true, read: (a) => a.counts.data.downloadStatus.queue.length },
  ],
  detail: {
    kind: 'downloads',
    read: (a) =>
      a.counts.data.downloadStatus.queue.map((d) => ({
        title: `${d.manga.title}: ${d.chapter.name}`,
        subtitle: a.counts.data.downloadStatus.state,
        progress: d.progress * 100,
      })),
  },
})
