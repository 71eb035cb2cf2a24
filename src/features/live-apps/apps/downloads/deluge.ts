import { type Static, t } from 'elysia'
import { cookieSession } from '../../app-auth'
import { defineApp } from '../../app-definition'
import { AppFailure, configText, readAnswer } from '../../live-app'
import { downloadRow, refusedSignIn, torrentDatapoints } from './downloads.shared'

// Deluge's web JSON-RPC: every call is a POST to json; auth.login [password] answers result true and sets the
// _session_id cookie, web.update_ui reads torrents and totals, auth.delete_session ends the session again.
const FIELDS = ['name', 'state', 'progress', 'eta', 'download_payload_rate', 'upload_payload_rate']
const call = (method: string, params: unknown[]) => ({ method, params, id: 1 })
const RpcError = t.Union([t.Null(), t.Object({ message: t.String(), code: t.Number() })])
const Login = t.Object({ result: t.Union([t.Boolean(), t.Null()]), error: RpcError })
const Ui = t.Object({
  result: t.Union([
    t.Null(),
    t.Object({
      torrents: t.Record(
        t.String(),
        t.Object({ name: t.String(), state: t.String(), progress: t.Number(), eta: t.Number(), download_payload_rate: t.Number() }),
      ),
      stats: t.Object({ download_rate: t.Number(), upload_rate: t.Number() }),
    }),
  ]),
  error: RpcError,
})

export const deluge = defineApp({
  id: 'deluge',
  name: 'Deluge',
  category: 'downloads',
  description: 'Download and upload speed, torrents downloading and seeding, and what is downloading now (Deluge 2 web UI).',
  expected: 'a Deluge web UI, version 2+',
  docs: 'https://deluge.readthedocs.io/en/latest/reference/webapi.html',
  api: 'Web JSON-RPC',
  repo: 'https://github.com/deluge-torrent/deluge',
  license: 'GPL-3.0',
  logo: { simpleIcon: 'deluge', initials: 'De', colour: '#094491' },
  config: [{ name: 'password', label: 'Password', type: 'password', required: true, placeholder: 'The web UI password' }],
  // The sign-in and the calls share one path, so the session is a hook rather than a session auth style.
  auth: { style: 'none' },
  requests: {
    ui: { path: 'json', method: 'POST', json: () => call('web.update_ui', [FIELDS, {}]), answer: Ui },
  },
  hooks: {
    async load(api, ctx, service) {
      const signIn = await api.raw('json', { method: 'POST', json: call('auth.login', [configText(ctx.config, 'password')]) })
      const login = await readAnswer(Login, signIn, service)
      const session = cookieSession(signIn)
      if (login.result !== true || !session) throw refusedSignIn(service, 'password')
      try {
        const ui = await readAnswer(Ui, api.raw('json', { method: 'POST', headers: session, json: call('web.update_ui', [FIELDS, {}]) }), service)
        if (ui.error) throw ui.error.code === 1 ? refusedSignIn(service, 'password') : new AppFailure(`Deluge said: ${ui.error.message}`)
        return { ui }
      } finally {
        await api.raw('json', { method: 'POST', headers: session, json: call('auth.delete_session', []) }).catch(() => {})
      }
    },
  },
  datapoints: torrentDatapoints<{ ui: Static<typeof Ui> }>({
    download: (a) => a.ui.result?.stats.download_rate,
    upload: (a) => a.ui.result?.stats.upload_rate,
    downloading: (a) => Object.values(a.ui.result?.torrents ?? {}).filter((x) => x.state === 'Downloading').length,
    seeding: (a) => Object.values(a.ui.result?.torrents ?? {}).filter((x) => x.state === 'Seeding').length,
    all: (a) => Object.keys(a.ui.result?.torrents ?? {}).length,
  }),
  detail: {
    kind: 'downloads',
    read: (a) =>
      Object.values(a.ui.result?.torrents ?? {})
        .filter((x) => x.state === 'Downloading')
        .map((x) => downloadRow(x.name, { progress: x.progress, speed: x.download_payload_rate, eta: x.eta, state: 'downloading' })),
  },
})
