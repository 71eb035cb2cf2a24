import { t } from 'elysia'
import { defineApp } from '../../app-definition'
import { configText, readAnswer } from '../../live-app'

// Kavita: Account/login takes a user's API key (User settings → 3rd party clients) and answers a JWT sent as a bearer
// token; Stats/server/stats needs an admin.
const Login = t.Object({ token: t.String() })

export const kavita = defineApp({
  id: 'kavita',
  name: 'Kavita',
  category: 'media',
  description: 'Series, volumes, chapters and files in your Kavita library (an admin’s API key).',
  expected: 'a Kavita server, version 0.7+',
  docs: 'https://www.kavitareader.com/docs/api',
  api: 'REST (0.8)',
  repo: 'https://github.com/Kareadita/Kavita',
  license: 'GPL-3.0',
  logo: { initials: 'Ka', colour: '#4ac694' },
  config: [{ name: 'apiKey', label: 'API key', type: 'password', required: true, placeholder: 'User settings → 3rd party clients → API key' }],
  auth: {
    style: 'session',
    fields: ['apiKey'],
    login: {
      path: 'api/Account/login',
      body: (config) => ({ username: '', password: '', apiKey: configText(config, 'apiKey') }),
      async signedIn(answer, service) {
        const { token } = await readAnswer(Login, answer, service)
        return { authorization: `Bearer ${token}` }
      },
    },
  },
  requests: {
    stats: {
      path: 'api/Stats/server/stats',
      answer: t.Object({ seriesCount: t.Number(), volumeCount: t.Number(), chapterCount: t.Number(), totalFiles: t.Number(), totalSize: t.Number() }),
    },
  },
  datapoints: [
    { key: 'series', label: 'Series', icon: 'books', format: 'count', default: true, read: (a) => a.stats.seriesCount },
    { key: 'volumes', label: 'Volumes', icon: 'book', format: 'count', default: true, read: (a) => a.stats.volumeCount },
    { key: 'chapters', label: 'Chapters', icon: 'file-text', format: 'count', read: (a) => a.stats.chapterCount },
    { key: 'files', label: 'Files', icon: 'files', format: 'count', read: (a) => a.stats.totalFiles },
    { key: 'size', label: 'Library size', icon: 'database', format: 'bytes', default: true, read: (a) => a.stats.totalSize },
  ],
})
