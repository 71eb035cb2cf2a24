import { t } from 'elysia'
import { refused } from '../../app-auth'
import { defineApp } from '../../app-definition'
import { unexpected, type Service } from '../../live-app'
import { percentOf } from './usage.shared'

// Unraid 7.x: the Unraid API's GraphQL endpoint (built in from 7.2, the Unraid Connect plugin before) with an API key
// (Settings → Management Access → API Keys, Viewer role) in x-api-key. GraphQL refuses inside a 200 answer, in its errors.
const QUERY = `{
  array {
    state
    capacity { kilobytes { free used total } }
    disks { name status temp }
    parities { name status temp }
  }
  metrics { cpu { percentTotal } memory { percentTotal } }
  notifications {
    overview { unread { alert warning total } }
    list(filter: { type: UNREAD, offset: 0, limit: 6 }) { title subject importance }
  }
}`
const Disk = t.Object({ name: t.String(), status: t.Union([t.String(), t.Null()]) })
const Data = t.Object({
  array: t.Object({
    state: t.String(),
    capacity: t.Object({ kilobytes: t.Object({ free: t.String(), used: t.String(), total: t.String() }) }),
    disks: t.Array(Disk),
    parities: t.Array(Disk),
  }),
  metrics: t.Object({ cpu: t.Object({ percentTotal: t.Number() }), memory: t.Object({ percentTotal: t.Number() }) }),
  notifications: t.Object({
    overview: t.Object({ unread: t.Object({ alert: t.Number(), warning: t.Number(), total: t.Number() }) }),
    list: t.Array(t.Object({ title: t.String(), subject: t.String(), importance: t.String() })),
  }),
})
const GraphQlError = t.Object({ message: t.String(), extensions: t.Optional(t.Object({ code: t.Optional(t.String()) })) })
const Answer = t.Object({ data: t.Optional(t.Union([Data, t.Null()])), errors: t.Optional(t.Array(GraphQlError)) })

const EXPECTED = 'an Unraid server, version 7+ with the Unraid API'
const SERVICE: Service = { name: 'Unraid', expected: EXPECTED, credentials: 'API key' }
const AUTH_CODES = new Set(['UNAUTHENTICATED', 'FORBIDDEN'])
// Disks that are fine, or slots left empty.
const FINE = new Set(['DISK_OK', 'DISK_NP'])

const kb = (text: string) => Number(text) * 1024
const troubled = (d: typeof Data.static) => [...d.array.parities, ...d.array.disks].filter((x) => x.status !== null && !FINE.has(x.status))

export const unraid = defineApp({
  id: 'unraid',
  name: 'Unraid',
  category: 'servers',
  description: 'Array state and use, CPU and memory, and unread alerts of an Unraid 7 server; disks in trouble and unread notifications are listed.',
  expected: EXPECTED,
  docs: 'https://docs.unraid.net/API/how-to-use-the-api/',
  api: 'GraphQL (Unraid API 4.x)',
  repo: 'https://github.com/unraid/api',
  license: 'GPL-2.0',
  logo: { simpleIcon: 'unraid', initials: 'Un', colour: '#f15a2c' },
  config: [{ name: 'apiKey', label: 'API key', type: 'password', required: true, placeholder: 'Settings → Management Access → API Keys' }],
  auth: { style: 'header', header: 'x-api-key', value: '{apiKey}' },
  requests: {
    graphql: { path: 'graphql', method: 'POST', json: () => ({ query: QUERY }), answer: Answer },
  },
  hooks: {
    // A GraphQL refusal is an error in a 200; an answer without data is not Unraid's.
    async load(api) {
      const answer = await api.get('graphql')
      if (answer.errors?.some((e) => AUTH_CODES.has(e.extensions?.code ?? '') || /unauthori[sz]ed|forbidden/i.test(e.message))) throw refused(SERVICE, 401)
      if (!answer.data) throw unexpected(SERVICE)
      return { graphql: { data: answer.data } }
    },
  },
  datapoints: [
    // STARTED, STOPPED, NEW_ARRAY...: shown as Started, Stopped, New array.
    {
      key: 'array',
      label: 'Array',
      icon: 'server-2',
      format: 'text',
      default: true,
      read: (a) =>
        a.graphql.data?.array.state
          .toLowerCase()
          .replaceAll('_', ' ')
          .replace(/^./, (c) => c.toUpperCase()),
    },
    {
      key: 'arrayUsage',
      label: 'Array used',
      icon: 'chart-pie',
      format: 'percent',
      default: true,
      read: (a) => a.graphql.data && percentOf(Number(a.graphql.data.array.capacity.kilobytes.used), Number(a.graphql.data.array.capacity.kilobytes.total)),
    },
    {
      key: 'arrayFree',
      label: 'Array free',
      icon: 'database',
      format: 'bytes',
      read: (a) => a.graphql.data && kb(a.graphql.data.array.capacity.kilobytes.free),
    },
    { key: 'cpu', label: 'CPU', icon: 'cpu', format: 'percent', default: true, read: (a) => a.graphql.data?.metrics.cpu.percentTotal },
    { key: 'memory', label: 'Memory', icon: 'database', format: 'percent', default: true, read: (a) => a.graphql.data?.metrics.memory.percentTotal },
    {
      key: 'alerts',
      label: 'Unread alerts',
      icon: 'alert-triangle',
      format: 'count',
      default: true,
      read: (a) => a.graphql.data && a.graphql.data.notifications.overview.unread.alert + a.graphql.data.notifications.overview.unread.warning,
    },
    { key: 'notifications', label: 'Unread notifications', icon: 'bell', format: 'count', read: (a) => a.graphql.data?.notifications.overview.unread.total },
    {
      key: 'disksInTrouble',
      label: 'Disks in trouble',
      icon: 'alert-octagon',
      format: 'count',
      read: (a) => a.graphql.data && troubled(a.graphql.data).length,
    },
  ],
  detail: {
    kind: 'alerts',
    read: (a) =>
      a.graphql.data
        ? [
            ...troubled(a.graphql.data).map((d) => ({ title: d.name, subtitle: d.status?.replace(/^DISK_/, '').toLowerCase() })),
            ...a.graphql.data.notifications.list.map((n) => ({ title: n.subject || n.title, subtitle: n.importance.toLowerCase() })),
          ]
        : [],
  },
})
