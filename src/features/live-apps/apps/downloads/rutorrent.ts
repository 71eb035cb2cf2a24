import { type Static, t } from 'elysia'
import { defineApp } from '../../app-definition'
import { readAnswer } from '../../live-app'
import { USER_AND_PASSWORD } from '../shared/fields'
import { downloadRow, torrentDatapoints } from './downloads.shared'

// rTorrent through ruTorrent's httprpc plugin (JSON, unlike rTorrent's own XML-RPC): POST plugins/httprpc/action.php
// with mode=list answers { t: { hash: [values] } } in the plugin's fixed order, behind the web server's basic auth.
const ACTION = 'plugins/httprpc/action.php'
const [STATE, NAME, SIZE, DONE, UP_RATE, DOWN_RATE, LEFT, ACTIVE] = [3, 4, 5, 8, 11, 12, 19, 28]
const Value = t.Union([t.String(), t.Number()])
// PHP sends an empty list of torrents as [].
const List = t.Object({ t: t.Union([t.Record(t.String(), t.Array(Value, { minItems: 29 })), t.Array(t.Never(), { maxItems: 0 })]) })

type Torrent = Array<string | number>
const torrents = (list: { t: Record<string, Torrent> | never[] }): Torrent[] => Object.values(list.t)
const n = (x: Torrent, at: number) => Number(x[at])
const total = (list: Torrent[], at: number) => list.reduce((sum, x) => sum + n(x, at), 0)
// Started, active and with bytes left: downloading; started with none left: seeding.
const downloading = (x: Torrent) => n(x, STATE) === 1 && n(x, ACTIVE) === 1 && n(x, LEFT) > 0
const seeding = (x: Torrent) => n(x, STATE) === 1 && n(x, LEFT) === 0

export const rutorrent = defineApp({
  id: 'rutorrent',
  name: 'ruTorrent',
  category: 'downloads',
  description: "Download and upload speed, torrents downloading and seeding, and what is downloading now, from rTorrent via ruTorrent's httprpc plugin.",
  expected: 'a ruTorrent web UI with its httprpc plugin',
  docs: 'https://github.com/Novik/ruTorrent/blob/master/plugins/httprpc/action.php',
  api: 'httprpc (mode=list)',
  repo: 'https://github.com/Novik/ruTorrent',
  license: 'GPL-3.0',
  logo: { initials: 'rT', colour: '#2d6b34' },
  config: USER_AND_PASSWORD.map((f) => ({ ...f, required: false, placeholder: "The web server's basic auth, if any" })),
  auth: { style: 'basic', user: 'username', password: 'password' },
  requests: { list: { path: ACTION, method: 'POST', answer: List } },
  hooks: {
    async load(api, _ctx, service) {
      const headers = { 'content-type': 'application/x-www-form-urlencoded' }
      return { list: await readAnswer(List, api.raw(ACTION, { method: 'POST', body: 'mode=list', headers }), service) }
    },
  },
  datapoints: torrentDatapoints<{ list: Static<typeof List> }>({
    download: (a) => total(torrents(a.list), DOWN_RATE),
    upload: (a) => total(torrents(a.list), UP_RATE),
    downloading: (a) => torrents(a.list).filter(downloading).length,
    seeding: (a) => torrents(a.list).filter(seeding).length,
    all: (a) => torrents(a.list).length,
  }),
  detail: {
    kind: 'downloads',
    read: (a) =>
      torrents(a.list)
        .filter(downloading)
        .map((x) =>
          downloadRow(String(x[NAME]), {
            progress: n(x, SIZE) > 0 ? (n(x, DONE) / n(x, SIZE)) * 100 : 0,
            speed: n(x, DOWN_RATE),
            eta: n(x, DOWN_RATE) > 0 ? n(x, LEFT) / n(x, DOWN_RATE) : undefined,
            state: 'downloading',
          }),
        ),
  },
})
