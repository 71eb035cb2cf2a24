import { t } from 'elysia'
import { cookieSession } from '../../app-auth'
import { defineApp } from '../../app-definition'
import { configText, readAnswer, unexpected } from '../../live-app'
import { USER_AND_PASSWORD } from '../shared/fields'
import { downloadRow, torrentDatapoints } from './downloads.shared'

// Flood's REST API: POST api/auth/authenticate { username, password } sets its jwt cookie (401 on a wrong password);
// api/torrents lists every torrent with its status flags, rates and ETA (-1 when unknown).
const Torrent = t.Object({
  name: t.String(),
  status: t.Array(t.String()),
  percentComplete: t.Number(),
  downRate: t.Number(),
  upRate: t.Number(),
  eta: t.Number(),
})
type Listed = { torrents: Record<string, { status: string[]; downRate: number; upRate: number }> }
const having = (a: Listed, flag: string) => Object.values(a.torrents).filter((x) => x.status.includes(flag))

export const flood = defineApp({
  id: 'flood',
  name: 'Flood',
  category: 'downloads',
  description: 'Download and upload speed, torrents downloading and seeding, and what is downloading now, from Flood (any client it fronts).',
  expected: 'a Flood web UI, version 4+',
  docs: 'https://github.com/jesec/flood/tree/master/server/routes/api',
  api: 'REST (api/)',
  repo: 'https://github.com/jesec/flood',
  license: 'GPL-3.0',
  logo: { initials: 'Fl', colour: '#349cf4' },
  config: USER_AND_PASSWORD,
  auth: {
    style: 'session',
    fields: ['username', 'password'],
    login: {
      path: 'api/auth/authenticate',
      body: (config) => ({ username: configText(config, 'username'), password: configText(config, 'password') }),
      async signedIn(answer, service) {
        if (!(await readAnswer(t.Object({ success: t.Boolean() }), answer, service)).success) return undefined
        const session = cookieSession(answer)
        if (!session) throw unexpected(service)
        return session
      },
    },
  },
  requests: { list: { path: 'api/torrents', answer: t.Object({ torrents: t.Record(t.String(), Torrent) }) } },
  datapoints: torrentDatapoints<{ list: Listed }>({
    download: (a) => Object.values(a.list.torrents).reduce((sum, x) => sum + x.downRate, 0),
    upload: (a) => Object.values(a.list.torrents).reduce((sum, x) => sum + x.upRate, 0),
    downloading: (a) => having(a.list, 'downloading').length,
    seeding: (a) => having(a.list, 'seeding').length,
    all: (a) => Object.keys(a.list.torrents).length,
  }),
  detail: {
    kind: 'downloads',
    read: (a) =>
      Object.values(a.list.torrents)
        .filter((x) => x.status.includes('downloading'))
        .map((x) => downloadRow(x.name, { progress: x.percentComplete, speed: x.downRate, eta: x.eta, state: 'downloading' })),
  },
})
