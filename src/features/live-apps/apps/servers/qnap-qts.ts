import { t } from 'elysia'
import { defineApp } from '../../app-definition'
import { AppFailure, configText, unexpected, type AppHttp, type Service } from '../../live-app'
import { USER_AND_PASSWORD } from '../shared/fields'
import { percentOf, sumOf } from './usage.shared'
import { xmlTexts } from './xml.shared'

// QNAP QTS / QuTS hero CGI API, answering XML: authLogin.cgi takes the user and the base64 password (a form POST) and
// answers authPassed and an authSid, which later calls carry as their sid parameter.
const EXPECTED = 'a QNAP NAS, QTS 5 or QuTS hero'
const SERVICE: Service = { name: 'QNAP QTS', expected: EXPECTED, credentials: 'username and password' }
const SYSINFO = 'cgi-bin/management/manaRequest.cgi?subfunc=sysinfo&hd=no&multicpu=1'
const VOLUMES = 'cgi-bin/management/chartReq.cgi?chart_func=disk_usage&disk_select=all&include=all'

/** One XML answer as texts by element name; a refusal or another status is named. */
async function readXml(http: AppHttp, path: string, init?: Parameters<AppHttp['request']>[1]) {
  const answer = await http.request(path, init)
  if (answer.status === 401 || answer.status === 403) throw new AppFailure(`${answer.status} from QNAP QTS: check the username and password.`)
  if (answer.status < 200 || answer.status > 299) throw new AppFailure(`QNAP QTS answered HTTP ${answer.status}.`)
  const texts = await xmlTexts(answer.text)
  if (!texts.QDocRoot) throw unexpected(SERVICE)
  return texts
}
const number = (texts: Record<string, string[]>, name: string) => {
  const value = Number.parseFloat(texts[name]?.[0] ?? '')
  if (!Number.isFinite(value)) throw unexpected(SERVICE)
  return value
}
const numbers = (texts: Record<string, string[]>, name: string) => (texts[name] ?? []).map(Number)

export const qnapQts = defineApp({
  id: 'qnap-qts',
  name: 'QNAP QTS',
  category: 'servers',
  description: 'CPU, memory, volume use and free space, temperature and uptime of a QNAP NAS (QTS or QuTS hero).',
  expected: EXPECTED,
  docs: 'https://www.qnap.com/en/how-to/faq/article/is-there-an-api-for-qts',
  api: 'CGI API (QTS 5.x)',
  repo: null,
  license: null,
  logo: { simpleIcon: 'qnap', initials: 'Q', colour: '#0c5eb8' },
  config: USER_AND_PASSWORD,
  auth: { style: 'none' },
  requests: {
    system: {
      path: SYSINFO,
      answer: t.Object({ cpu: t.Number(), totalMemory: t.Number(), freeMemory: t.Number(), temperature: t.Number(), uptime: t.Number() }),
    },
    volumes: { path: VOLUMES, answer: t.Object({ total: t.Array(t.Number()), free: t.Array(t.Number()) }) },
  },
  hooks: {
    // A sign-in, then two XML calls carrying its sid.
    async load(_api, ctx) {
      const login = await readXml(ctx.http, 'cgi-bin/authLogin.cgi', {
        method: 'POST',
        body: new URLSearchParams({
          user: configText(ctx.config, 'username'),
          pwd: Buffer.from(configText(ctx.config, 'password')).toString('base64'),
        }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      })
      if (login.authPassed?.[0] !== '1') {
        if (login.authPassed) throw new AppFailure('QNAP QTS refused the sign-in: check the username and password.')
        throw unexpected(SERVICE)
      }
      const sid = `&sid=${encodeURIComponent(login.authSid?.[0] ?? '')}`
      const [system, volumes] = await Promise.all([readXml(ctx.http, SYSINFO + sid), readXml(ctx.http, VOLUMES + sid)]).finally(() =>
        // QTS keeps a session per sign-in: end this one.
        ctx.http.request(`cgi-bin/authLogin.cgi?logout=1${sid}`).catch(() => {}),
      )
      return {
        system: {
          // "12.5 %"
          cpu: number(system, 'cpu_usage'),
          totalMemory: number(system, 'total_memory'),
          freeMemory: number(system, 'free_memory'),
          temperature: number(system, 'sys_tempc'),
          uptime: ['uptime_day', 'uptime_hour', 'uptime_min', 'uptime_sec'].reduce((n, name, i) => n + number(system, name) * [86_400, 3600, 60, 1][i]!, 0),
        },
        volumes: { total: numbers(volumes, 'total_size'), free: numbers(volumes, 'free_size') },
      }
    },
  },
  datapoints: [
    { key: 'cpu', label: 'CPU', icon: 'cpu', format: 'percent', default: true, read: (a) => a.system.cpu },
    {
      key: 'memory',
      label: 'Memory',
      icon: 'database',
      format: 'percent',
      default: true,
      read: (a) => percentOf(a.system.totalMemory - a.system.freeMemory, a.system.totalMemory),
    },
    {
      key: 'volumeUsage',
      label: 'Volumes used',
      icon: 'chart-pie',
      format: 'percent',
      default: true,
      read: (a) => percentOf(sumOf(a.volumes.total, Number) - sumOf(a.volumes.free, Number), sumOf(a.volumes.total, Number)),
    },
    { key: 'free', label: 'Free space', icon: 'database-plus', format: 'bytes', default: true, read: (a) => sumOf(a.volumes.free, Number) },
    { key: 'temperature', label: 'Temperature', icon: 'temperature', format: 'temperature', default: true, read: (a) => a.system.temperature },
    { key: 'uptime', label: 'Uptime', icon: 'clock', format: 'duration', read: (a) => a.system.uptime },
  ],
})
