import { type Static, type TSchema, t } from 'elysia'
import { defineApp } from '../../app-definition'
import { AppFailure, readAnswer, type Service } from '../../live-app'
import { USER_AND_PASSWORD } from '../shared/fields'
import { type Caller, downloadRow, torrentDatapoints } from './downloads.shared'

// Transmission's RPC (the method-and-arguments protocol every version 2.x-4.x speaks): POST transmission/rpc with
// optional HTTP basic auth. Its CSRF guard answers 409 with the X-Transmission-Session-Id to send; the call is then repeated.
const RPC = 'transmission/rpc'
const SESSION = 'X-Transmission-Session-Id'
const STATS = { method: 'session-stats' }
const TORRENTS = { method: 'torrent-get', arguments: { fields: ['name', 'status', 'percentDone', 'rateDownload', 'rateUpload', 'eta'] } }
// torrent-get's status: 4 is downloading, 6 seeding (3 and 5 are queued for them).
const DOWNLOADING = 4
const SEEDING = 6

const Result = t.Object({ result: t.String() })
const answer = <S extends TSchema>(args: S) => t.Object({ result: t.String(), arguments: args })
const StatsArgs = t.Object({ downloadSpeed: t.Number(), uploadSpeed: t.Number(), torrentCount: t.Number(), activeTorrentCount: t.Number() })
const TorrentsArgs = t.Object({
  torrents: t.Array(t.Object({ name: t.String(), status: t.Number(), percentDone: t.Number(), rateDownload: t.Number(), eta: t.Number() })),
})

/** The calls of one run, sending the session id the first 409 handed out. */
function rpcSession(api: Caller, service: Service) {
  let session = ''
  return async <S extends TSchema>(body: unknown, args: S): Promise<Static<ReturnType<typeof answer<S>>>> => {
    const post = () => api.raw(RPC, { method: 'POST', json: body, headers: session ? { [SESSION]: session } : {} })
    let sent = await post()
    if (sent.status === 409 && sent.headers.get(SESSION)) {
      session = sent.headers.get(SESSION)!
      sent = await post()
    }
    const { result } = await readAnswer(Result, sent, service)
    if (result !== 'success') throw new AppFailure(`Transmission said: ${result}`)
    return readAnswer(answer(args), sent, service)
  }
}

export const transmission = defineApp({
  id: 'transmission',
  name: 'Transmission',
  category: 'downloads',
  description: 'Download and upload speed, torrents downloading and seeding, and what is downloading now (RPC of Transmission 2.x to 4.x).',
  expected: 'a Transmission daemon or app with its web interface on',
  docs: 'https://github.com/transmission/transmission/blob/main/docs/rpc-spec.md',
  api: 'RPC (legacy, 2.x-4.x)',
  repo: 'https://github.com/transmission/transmission',
  license: 'GPL-2.0',
  logo: { simpleIcon: 'transmission', initials: 'Tr', colour: '#b50d0d' },
  config: USER_AND_PASSWORD.map((f) => ({ ...f, required: false, placeholder: 'When rpc-authentication-required is on' })),
  auth: { style: 'basic', user: 'username', password: 'password' },
  requests: {
    stats: { path: RPC, method: 'POST', json: () => STATS, answer: answer(StatsArgs) },
    torrents: { path: RPC, method: 'POST', json: () => TORRENTS, answer: answer(TorrentsArgs) },
  },
  hooks: {
    async load(api, _ctx, service) {
      const rpc = rpcSession(api, service)
      const stats = await rpc(STATS, StatsArgs)
      return { stats, torrents: await rpc(TORRENTS, TorrentsArgs) }
    },
  },
  datapoints: torrentDatapoints<{ stats: { arguments: Static<typeof StatsArgs> }; torrents: { arguments: Static<typeof TorrentsArgs> } }>({
    download: (a) => a.stats.arguments.downloadSpeed,
    upload: (a) => a.stats.arguments.uploadSpeed,
    downloading: (a) => a.torrents.arguments.torrents.filter((x) => x.status === DOWNLOADING).length,
    seeding: (a) => a.torrents.arguments.torrents.filter((x) => x.status === SEEDING).length,
    all: (a) => a.stats.arguments.torrentCount,
  }),
  detail: {
    kind: 'downloads',
    read: (a) =>
      a.torrents.arguments.torrents
        .filter((x) => x.status === DOWNLOADING)
        .map((x) => downloadRow(x.name, { progress: x.percentDone * 100, speed: x.rateDownload, eta: x.eta, state: 'downloading' })),
  },
})
