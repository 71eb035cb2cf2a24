import { t } from 'elysia'
import { cookieSession } from '../../app-auth'
import { defineApp } from '../../app-definition'
import { downloadRow, torrentDatapoints } from './downloads.shared'
import { USER_AND_PASSWORD } from '../shared/fields'
import { configText, unexpected } from '../../live-app'

// qBittorrent WebUI API v2: POST auth/login (a form) answers "Ok." (204 from 5.2 on) and sets the session cookie,
// "Fails." on a wrong password; auth/logout ends it.
const DOWNLOADING = new Set(['downloading', 'forcedDL', 'metaDL', 'stalledDL', 'queuedDL', 'checkingDL'])
const SEEDING = new Set(['uploading', 'forcedUP', 'stalledUP', 'queuedUP'])

export const qbittorrent = defineApp({
  id: 'qbittorrent',
  name: 'qBittorrent',
  category: 'downloads',
  description: 'Download and upload speed, torrents downloading and seeding, and what is downloading now.',
  expected: 'a qBittorrent WebUI, version 4.1+',
  docs: 'https://github.com/qbittorrent/qBittorrent/wiki/WebUI-API-(qBittorrent-5.0)',
  api: 'WebUI API v2',
  repo: 'https://github.com/qbittorrent/qBittorrent',
  license: 'GPL-2.0',
  logo: { simpleIcon: 'qbittorrent', initials: 'qB', colour: '#2f67ba' },
  config: USER_AND_PASSWORD,
  auth: {
    style: 'session',
    fields: ['username', 'password'],
    login: {
      path: 'api/v2/auth/login',
      form: true,
      body: (config) => ({ username: configText(config, 'username'), password: configText(config, 'password') }),
      signedIn(answer, service) {
        const said = answer.text.trim()
        if (said === 'Fails.') return undefined
        const session = cookieSession(answer)
        if (!session || (said !== 'Ok.' && said !== '')) throw unexpected(service)
        return session
      },
      logout: { path: 'api/v2/auth/logout', method: 'POST' },
    },
  },
  requests: {
    transfer: { path: 'api/v2/transfer/info', answer: t.Object({ dl_info_speed: t.Number(), up_info_speed: t.Number() }) },
    torrents: {
      path: 'api/v2/torrents/info',
      answer: t.Array(t.Object({ name: t.String(), state: t.String(), progress: t.Number(), eta: t.Number(), dlspeed: t.Number() })),
    },
  },
  test: ['transfer'],
  datapoints: torrentDatapoints<{ transfer: { dl_info_speed: number; up_info_speed: number }; torrents: Array<{ state: string }> }>({
    download: (a) => a.transfer.dl_info_speed,
    upload: (a) => a.transfer.up_info_speed,
    downloading: (a) => a.torrents.filter((x) => DOWNLOADING.has(x.state)).length,
    seeding: (a) => a.torrents.filter((x) => SEEDING.has(x.state)).length,
    all: (a) => a.torrents.length,
  }),
  detail: {
    kind: 'downloads',
    read: (a) =>
      a.torrents
        .filter((x) => DOWNLOADING.has(x.state))
        // eta 8640000 is qBittorrent's "infinity".
        .map((x) => downloadRow(x.name, { progress: x.progress * 100, speed: x.dlspeed, eta: x.eta < 8_640_000 ? x.eta : undefined, state: x.state })),
  },
})
