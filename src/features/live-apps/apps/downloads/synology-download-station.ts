import { t } from 'elysia'
import { defineApp } from '../../app-definition'
import { AppFailure, configText, readAnswer } from '../../live-app'
import { USER_AND_PASSWORD } from '../shared/fields'
import { downloadRow, refusedSignIn, torrentDatapoints } from './downloads.shared'

// Synology's Web API: SYNO.API.Auth login (a form POST) answers a sid for the DownloadStation session, sent as _sid;
// SYNO.DownloadStation.Task list with additional=transfer holds every task and its speeds; logout ends the session.
const AUTH = 'webapi/auth.cgi'
const TASKS = 'webapi/DownloadStation/task.cgi?api=SYNO.DownloadStation.Task&version=1&method=list&additional=transfer'
const Login = t.Object({ success: t.Boolean(), data: t.Optional(t.Object({ sid: t.String() })), error: t.Optional(t.Object({ code: t.Number() })) })
const Transfer = t.Object({ size_downloaded: t.Number(), speed_download: t.Number(), speed_upload: t.Number() })
const Task = t.Object({ title: t.String(), size: t.Number(), status: t.String(), additional: t.Optional(t.Object({ transfer: t.Optional(Transfer) })) })
const Tasks = t.Object({
  success: t.Boolean(),
  data: t.Optional(t.Object({ tasks: t.Array(Task), total: t.Number() })),
  error: t.Optional(t.Object({ code: t.Number() })),
})
// Auth codes 400-404: wrong account or password, account disabled, no permission, two-factor asked or failed.
const REFUSED = new Set([400, 401, 402, 403, 404])

type Listed = { tasks: { data?: { tasks: Array<{ status: string; additional?: { transfer?: { speed_download: number; speed_upload: number } } }> } } }
const tasks = (a: Listed) => a.tasks.data?.tasks ?? []
const speed = (a: Listed, key: 'speed_download' | 'speed_upload') => tasks(a).reduce((sum, x) => sum + (x.additional?.transfer?.[key] ?? 0), 0)

export const synologyDownloadStation = defineApp({
  id: 'synology-download-station',
  name: 'Synology Download Station',
  category: 'downloads',
  description: 'Download and upload speed, tasks downloading and seeding, and what is downloading now in Download Station on a Synology DSM 6 or 7.',
  expected: 'a Synology DSM with Download Station',
  docs: 'https://global.download.synology.com/download/Document/Software/DeveloperGuide/Package/DownloadStation/All/enu/Synology_Download_Station_Web_API.pdf',
  api: 'Web API (SYNO.DownloadStation.Task v1)',
  repo: null,
  license: null,
  logo: { simpleIcon: 'synology', initials: 'DS', colour: '#b5b5b6' },
  config: USER_AND_PASSWORD,
  auth: { style: 'none' },
  requests: { tasks: { path: TASKS, answer: Tasks } },
  hooks: {
    async load(api, ctx, service) {
      const form = new URLSearchParams({
        api: 'SYNO.API.Auth',
        version: '6',
        method: 'login',
        account: configText(ctx.config, 'username'),
        passwd: configText(ctx.config, 'password'),
        session: 'DownloadStation',
        format: 'sid',
      })
      const headers = { 'content-type': 'application/x-www-form-urlencoded' }
      const login = await readAnswer(Login, api.raw(AUTH, { method: 'POST', body: form.toString(), headers }), service)
      if (!login.success || !login.data) {
        if (REFUSED.has(login.error?.code ?? 0)) throw refusedSignIn(service, 'username and password')
        throw new AppFailure(`Synology Download Station refused the sign-in with error ${login.error?.code ?? 'unknown'}.`)
      }
      const sid = encodeURIComponent(login.data.sid)
      try {
        const listed = await readAnswer(Tasks, api.raw(`${TASKS}&_sid=${sid}`), service)
        if (!listed.success) throw new AppFailure(`Synology Download Station answered error ${listed.error?.code ?? 'unknown'}.`)
        return { tasks: listed }
      } finally {
        await api.raw(`${AUTH}?api=SYNO.API.Auth&version=6&method=logout&session=DownloadStation&_sid=${sid}`).catch(() => {})
      }
    },
  },
  datapoints: torrentDatapoints<Listed>(
    {
      download: (a) => speed(a, 'speed_download'),
      upload: (a) => speed(a, 'speed_upload'),
      downloading: (a) => tasks(a).filter((x) => x.status === 'downloading').length,
      seeding: (a) => tasks(a).filter((x) => x.status === 'seeding').length,
      all: (a) => tasks(a).length,
    },
    { key: 'tasks', label: 'Tasks' },
  ),
  detail: {
    kind: 'downloads',
    read: (a) =>
      (a.tasks.data?.tasks ?? [])
        .filter((x) => x.status === 'downloading')
        .map((x) => {
          const transfer = x.additional?.transfer
          const rate = transfer?.speed_download ?? 0
          const done = transfer?.size_downloaded ?? 0
          return downloadRow(x.title, {
            progress: x.size > 0 ? (done / x.size) * 100 : 0,
            speed: rate,
            eta: rate > 0 ? (x.size - done) / rate : undefined,
            state: 'downloading',
          })
        }),
  },
})
