import { t } from 'elysia'
import { defineApp } from '../../app-definition'
import { configText, readAnswer } from '../../live-app'
import { EMAIL_AND_PASSWORD } from '../shared/fields'

// Beszel's hub is PocketBase: a user's email and password sign in (auth-with-password, 400 when wrong) for a token
// sent as is in Authorization; the systems collection holds each system's status and latest figures (info).
const Auth = t.Object({ token: t.String() })
const System = t.Object({
  name: t.String(),
  host: t.String(),
  status: t.String(),
  info: t.Object({ cpu: t.Optional(t.Number()), mp: t.Optional(t.Number()), dp: t.Optional(t.Number()) }),
})
type System = typeof System.static

const withStatus = (systems: System[], status: string) => systems.filter((s) => s.status === status)
const average = (systems: System[], read: (s: System) => number | undefined) => {
  const values = withStatus(systems, 'up')
    .map(read)
    .filter((v): v is number => typeof v === 'number')
  return values.length ? values.reduce((a, b) => a + b, 0) / values.length : null
}

export const beszel = defineApp({
  id: 'beszel',
  name: 'Beszel',
  category: 'monitoring',
  description: 'Systems up and down on a Beszel hub, their average CPU and memory use and the fullest disk, and which systems are down.',
  expected: 'a Beszel hub',
  docs: 'https://beszel.dev/guide/rest-api',
  api: 'PocketBase REST (hub 0.9+)',
  repo: 'https://github.com/henrygd/beszel',
  license: 'MIT',
  logo: { initials: 'Bz', colour: '#1f2937' },
  config: EMAIL_AND_PASSWORD,
  auth: {
    style: 'session',
    fields: ['email', 'password'],
    login: {
      path: 'api/collections/users/auth-with-password',
      body: (config) => ({ identity: configText(config, 'email'), password: configText(config, 'password') }),
      refusedWith: 400,
      signedIn: async (answer, service) => ({ authorization: (await readAnswer(Auth, answer, service)).token }),
    },
  },
  requests: {
    systems: { path: 'api/collections/systems/records?perPage=500&sort=name', answer: t.Object({ totalItems: t.Number(), items: t.Array(System) }) },
  },
  datapoints: [
    { key: 'up', label: 'Up', icon: 'circle-check', format: 'count', default: true, read: (a) => withStatus(a.systems.items, 'up').length },
    { key: 'down', label: 'Down', icon: 'circle-x', format: 'count', default: true, read: (a) => withStatus(a.systems.items, 'down').length },
    { key: 'cpu', label: 'CPU (average)', icon: 'cpu', format: 'percent', default: true, read: (a) => average(a.systems.items, (s) => s.info.cpu) },
    { key: 'memory', label: 'Memory (average)', icon: 'database', format: 'percent', default: true, read: (a) => average(a.systems.items, (s) => s.info.mp) },
    {
      key: 'disk',
      label: 'Fullest disk',
      icon: 'server-2',
      format: 'percent',
      read: (a) => {
        const disks = withStatus(a.systems.items, 'up').flatMap((s) => (s.info.dp === undefined ? [] : [s.info.dp]))
        return disks.length ? Math.max(...disks) : null
      },
    },
    { key: 'systems', label: 'Systems', icon: 'list', format: 'count', read: (a) => a.systems.totalItems },
  ],
  detail: {
    kind: 'alerts',
    read: (a) => withStatus(a.systems.items, 'down').map((s) => ({ title: s.name, subtitle: `${s.host} · down` })),
  },
})
