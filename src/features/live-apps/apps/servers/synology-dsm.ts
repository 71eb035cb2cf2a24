import { t } from 'elysia'
import { defineApp } from '../../app-definition'
import { configText, readAnswer } from '../../live-app'
import { USER_AND_PASSWORD } from '../shared/fields'
import { sumOf, usedOf } from './usage.shared'

// Synology DSM 7 Web API: SYNO.API.Auth login (a form POST to entry.cgi) answers a session id, sent back as the `id`
// cookie; every API is entry.cgi?api=…&version=…&method=…, answering { success, data } (or { success: false, error: { code } }).
const Login = t.Object({ success: t.Boolean(), data: t.Optional(t.Object({ sid: t.String() })) })
const ok = <T extends Parameters<typeof t.Object>[0]>(data: T) => t.Object({ success: t.Literal(true), data: t.Object(data) })
const Status = t.Object({ id: t.String(), status: t.String() })
const entry = (api: string, method: string, version = 1) => `webapi/entry.cgi?api=${api}&version=${version}&method=${method}`

const Volume = t.Object({ id: t.String(), status: t.String(), size: t.Object({ total: t.String(), used: t.String() }) })
const NORMAL = new Set(['normal', 'background'])
// "312:10:5": hours, minutes, seconds since boot.
const uptime = (text: string) => text.split(':').reduce((n, part) => n * 60 + Number(part), 0)

export const synologyDsm = defineApp({
  id: 'synology-dsm',
  name: 'Synology DSM',
  category: 'servers',
  description: 'CPU, memory, volume use and free space, uptime and temperature of a Synology NAS (DSM 7); volumes, pools and disks not healthy are listed.',
  expected: 'a Synology DiskStation, DSM 7+',
  docs: 'https://global.download.synology.com/download/Document/Software/DeveloperGuide/Os/DSM/All/enu/DSM_Login_Web_API_Guide_enu.pdf',
  api: 'Web API (DSM 7.x)',
  repo: null,
  license: null,
  logo: { simpleIcon: 'synology', initials: 'DS', colour: '#b5b5b6' },
  // An administrator account: the storage API answers only to them.
  config: USER_AND_PASSWORD,
  auth: {
    style: 'session',
    fields: ['username', 'password'],
    login: {
      path: 'webapi/entry.cgi',
      form: true,
      body: (config) => ({
        api: 'SYNO.API.Auth',
        version: '6',
        method: 'login',
        account: configText(config, 'username'),
        passwd: configText(config, 'password'),
        format: 'sid',
      }),
      // success: false is a refusal (400 wrong password, 401 disabled, 403/404 two-step verification).
      async signedIn(answer, service) {
        const login = await readAnswer(Login, answer, service)
        return login.success && login.data ? { cookie: `id=${login.data.sid}` } : undefined
      },
      logout: { path: entry('SYNO.API.Auth', 'logout', 6), method: 'GET' },
    },
  },
  requests: {
    system: {
      path: entry('SYNO.Core.System', 'info'),
      answer: ok({ model: t.String(), firmware_ver: t.String(), up_time: t.String(), sys_temp: t.Optional(t.Number()) }),
    },
    utilization: {
      path: entry('SYNO.Core.System.Utilization', 'get'),
      answer: ok({
        cpu: t.Object({ user_load: t.Number(), system_load: t.Number(), other_load: t.Number() }),
        memory: t.Object({ real_usage: t.Number() }),
      }),
    },
    storage: {
      path: entry('SYNO.Storage.CGI.Storage', 'load_info'),
      answer: ok({
        volumes: t.Array(Volume),
        storagePools: t.Array(Status),
        disks: t.Array(t.Object({ id: t.String(), name: t.String(), status: t.String(), smart_status: t.Optional(t.String()) })),
      }),
    },
  },
  test: ['system'],
  datapoints: [
    {
      key: 'cpu',
      label: 'CPU',
      icon: 'cpu',
      format: 'percent',
      default: true,
      read: (a) => a.utilization.data.cpu.user_load + a.utilization.data.cpu.system_load + a.utilization.data.cpu.other_load,
    },
    { key: 'memory', label: 'Memory', icon: 'database', format: 'percent', default: true, read: (a) => a.utilization.data.memory.real_usage },
    {
      key: 'volumeUsage',
      label: 'Volumes used',
      icon: 'chart-pie',
      format: 'percent',
      default: true,
      read: (a) =>
        usedOf(
          a.storage.data.volumes,
          (v) => v.size.used,
          (v) => v.size.total,
        ),
    },
    {
      key: 'free',
      label: 'Free space',
      icon: 'database-plus',
      format: 'bytes',
      default: true,
      read: (a) => sumOf(a.storage.data.volumes, (v) => Number(v.size.total) - Number(v.size.used)),
    },
    { key: 'uptime', label: 'Uptime', icon: 'clock', format: 'duration', default: true, read: (a) => uptime(a.system.data.up_time) },
    { key: 'temperature', label: 'Temperature', icon: 'temperature', format: 'temperature', read: (a) => a.system.data.sys_temp },
    {
      key: 'disksInTrouble',
      label: 'Disks in trouble',
      icon: 'alert-octagon',
      format: 'count',
      read: (a) => a.storage.data.disks.filter((d) => !NORMAL.has(d.status) || (d.smart_status && d.smart_status !== 'normal')).length,
    },
    { key: 'version', label: 'DSM', icon: 'info-circle', format: 'text', read: (a) => a.system.data.firmware_ver.replace(/^DSM /, '') },
  ],
  detail: {
    kind: 'alerts',
    read: (a) => [
      ...a.storage.data.volumes.filter((v) => !NORMAL.has(v.status)).map((v) => ({ title: v.id.replace('volume_', 'Volume '), subtitle: v.status })),
      ...a.storage.data.storagePools.filter((p) => !NORMAL.has(p.status)).map((p) => ({ title: p.id.replace('reuse_', 'Storage pool '), subtitle: p.status })),
      ...a.storage.data.disks
        .filter((d) => !NORMAL.has(d.status) || (d.smart_status && d.smart_status !== 'normal'))
        .map((d) => ({ title: d.name, subtitle: d.status === 'normal' ? `S.M.A.R.T. ${d.smart_status}` : d.status })),
    ],
  },
})
