import { t } from 'elysia'
import { defineApp } from '../../app-definition'
import { OPTIONAL_BASIC_AUTH } from './basic-auth.shared'
import { configText, type Service } from '../../live-app'
import { readText } from './text-answer.shared'

// HAProxy's statistics page as CSV (the stats URI with ";csv"): a header line "# pxname,svname,…", then one line per
// frontend (type 0), backend (1) and server (2) with its status and counters.
const Row = t.Object({
  proxy: t.String(),
  name: t.String(),
  type: t.String(),
  status: t.String(),
  sessions: t.Number(),
  bytesIn: t.Number(),
  bytesOut: t.Number(),
})
type Row = typeof Row.static
const SERVICE: Service = { name: 'HAProxy', expected: 'an HAProxy statistics page (stats uri)', credentials: 'username and password' }
const FRONTEND = '0'
const BACKEND = '1'
const SERVER = '2'

/** The CSV's rows by their header's column names; undefined for anything but HAProxy's CSV. */
function parseCsv(text: string): Row[] | undefined {
  const [head, ...lines] = text.trim().split('\n')
  if (!head?.startsWith('# pxname,svname,')) return undefined
  const columns = head.slice(2).split(',')
  const at = (cells: string[], name: string) => cells[columns.indexOf(name)] ?? ''
  return lines.map((line) => {
    const cells = line.split(',')
    return {
      proxy: at(cells, 'pxname'),
      name: at(cells, 'svname'),
      type: at(cells, 'type'),
      status: at(cells, 'status'),
      sessions: Number(at(cells, 'scur')) || 0,
      bytesIn: Number(at(cells, 'bin')) || 0,
      bytesOut: Number(at(cells, 'bout')) || 0,
    }
  })
}
const csvPath = (config: Record<string, unknown>) => `${configText(config, 'statsUri').replace(/^\//, '') || 'stats'};csv`
const ofType = (rows: Row[], type: string) => rows.filter((r) => r.type === type)
// A server is up in its UP states ("UP", "UP 1/3") and when it is not checked ("no check").
const up = (r: Row) => r.status.startsWith('UP') || r.status === 'OPEN' || r.status === 'no check'
const upOf = (rows: Row[]) => `${rows.filter(up).length}/${rows.length}`
const sum = (rows: Row[], field: 'sessions' | 'bytesIn' | 'bytesOut') => rows.reduce((n, r) => n + r[field], 0)

export const haproxy = defineApp({
  id: 'haproxy',
  name: SERVICE.name,
  category: 'network',
  description: 'Backends and servers up, current sessions and traffic of HAProxy, and the servers that are down.',
  expected: SERVICE.expected,
  docs: 'https://docs.haproxy.org/3.0/management.html#9.1',
  api: 'stats CSV',
  repo: 'https://github.com/haproxy/haproxy',
  license: 'GPL-2.0',
  logo: { simpleIcon: 'haproxy', initials: 'HA', colour: '#106da9' },
  config: [{ name: 'statsUri', label: 'Stats URI', type: 'text', placeholder: '/stats' }, ...OPTIONAL_BASIC_AUTH.config],
  auth: OPTIONAL_BASIC_AUTH.auth,
  requests: { stats: { path: csvPath, answer: t.Array(Row) } },
  hooks: {
    async load(api, ctx) {
      return { stats: await readText(api.raw(csvPath(ctx.config), { headers: { accept: 'text/csv' } }), SERVICE, parseCsv) }
    },
  },
  datapoints: [
    { key: 'backends', label: 'Backends up', icon: 'server-2', format: 'text', default: true, read: (a) => upOf(ofType(a.stats, BACKEND)) },
    { key: 'servers', label: 'Servers up', icon: 'server', format: 'text', default: true, read: (a) => upOf(ofType(a.stats, SERVER)) },
    { key: 'sessions', label: 'Sessions', icon: 'plug-connected', format: 'count', default: true, read: (a) => sum(ofType(a.stats, FRONTEND), 'sessions') },
    { key: 'frontends', label: 'Frontends', icon: 'world', format: 'count', read: (a) => ofType(a.stats, FRONTEND).length },
    { key: 'bytesIn', label: 'Received', icon: 'arrow-down', format: 'bytes', read: (a) => sum(ofType(a.stats, FRONTEND), 'bytesIn') },
    { key: 'bytesOut', label: 'Sent', icon: 'arrow-up', format: 'bytes', read: (a) => sum(ofType(a.stats, FRONTEND), 'bytesOut') },
  ],
  detail: {
    kind: 'alerts',
    read: (a) =>
      ofType(a.stats, SERVER)
        .filter((r) => !up(r))
        .map((r) => ({ title: `${r.proxy}/${r.name}`, subtitle: r.status })),
  },
})
