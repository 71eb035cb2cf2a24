import { t } from 'elysia'
import { cookieSession } from '../../app-auth'
import { defineApp } from '../../app-definition'
import { AppFailure, type AppContext, configText, readAnswer, type Service, unexpected } from '../../live-app'
import { refusedInside } from './refusal.shared'

// UniFi Network through the controller's own web API with a local admin's user and password, for every version
// (the Integration API needs 9.0+): a UniFi OS console signs in at api/auth/login and proxies Network under
// proxy/network; a self-hosted controller signs in at api/login. Which one answers is detected by trying the first.
const SERVICE: Service = { name: 'UniFi Controller', expected: 'a UniFi OS console or a UniFi Network controller', credentials: 'username and password' }
const Health = t.Object({
  meta: t.Object({ rc: t.String() }),
  data: t.Array(
    t.Object({
      subsystem: t.String(),
      status: t.Optional(t.String()),
      num_user: t.Optional(t.Number()),
      num_adopted: t.Optional(t.Number()),
      num_disconnected: t.Optional(t.Number()),
      wan_ip: t.Optional(t.String()),
      latency: t.Optional(t.Number()),
      uptime: t.Optional(t.Number()),
    }),
  ),
})
type Subsystem = (typeof Health.static)['data'][number]

interface Session {
  headers: Record<string, string>
  prefix: string
  logout: string
}

/** Signs in on a UniFi OS console, or on a self-hosted controller when the console's sign-in is not there. */
async function signIn(ctx: AppContext): Promise<Session> {
  const json = { username: configText(ctx.config, 'username'), password: configText(ctx.config, 'password'), remember: false }
  const attempts = [
    { path: 'api/auth/login', prefix: 'proxy/network/', logout: 'api/auth/logout' },
    { path: 'api/login', prefix: '', logout: 'api/logout' },
  ]
  for (const attempt of attempts) {
    const answer = await ctx.http.request(attempt.path, { method: 'POST', json })
    if (answer.status === 404) continue
    // A self-hosted controller refuses with 400 and meta.msg api.err.Invalid; a console with 401 or 403.
    if (answer.status === 400 && answer.text.includes('"api.err.Invalid"')) throw refusedInside(SERVICE.name, SERVICE.credentials!)
    await readAnswer(t.Object({}), answer, SERVICE)
    const cookie = cookieSession(answer)
    if (!cookie) throw unexpected(SERVICE)
    const csrf = answer.headers.get('x-csrf-token')
    return { headers: { ...cookie, ...(csrf ? { 'x-csrf-token': csrf } : {}) }, prefix: attempt.prefix, logout: attempt.logout }
  }
  throw new AppFailure(`${SERVICE.name} answered HTTP 404 to the sign-in.`)
}

const part = (a: { health: typeof Health.static }, name: string): Subsystem | undefined => a.health.data.find((s) => s.subsystem === name)
const sum = (a: { health: typeof Health.static }, field: 'num_adopted' | 'num_disconnected') => a.health.data.reduce((n, s) => n + (s[field] ?? 0), 0)

export const unifiController = defineApp({
  id: 'unifi-controller',
  name: SERVICE.name,
  category: 'network',
  description: 'Clients, devices, WAN state and internet latency of a UniFi site, signed in as a local admin (any UniFi Network version).',
  expected: SERVICE.expected,
  docs: 'https://ubntwiki.com/products/software/unifi-controller/api',
  api: 'controller web API (stat/health)',
  repo: null,
  license: null,
  logo: { simpleIcon: 'ubiquiti', initials: 'UC', colour: '#006fff' },
  config: [
    { name: 'username', label: 'Username', type: 'text', required: true, placeholder: 'A local, read-only admin' },
    { name: 'password', label: 'Password', type: 'password', required: true },
    { name: 'site', label: 'Site', type: 'text', placeholder: 'default' },
  ],
  // The sign-in's address depends on the controller: the load hook finds it.
  auth: { style: 'hook', fields: ['username', 'password'] },
  requests: { health: { path: 'api/s/default/stat/health', answer: Health } },
  hooks: {
    async load(api, ctx) {
      const session = await signIn(ctx)
      try {
        const site = encodeURIComponent(configText(ctx.config, 'site') || 'default')
        const health = await readAnswer(Health, api.raw(`${session.prefix}api/s/${site}/stat/health`, { headers: session.headers }), SERVICE)
        return { health }
      } finally {
        await api.raw(session.logout, { method: 'POST', headers: session.headers }).catch(() => undefined)
      }
    },
  },
  datapoints: [
    {
      key: 'clients',
      label: 'Clients',
      icon: 'devices',
      format: 'count',
      default: true,
      read: (a) => (part(a, 'wlan')?.num_user ?? 0) + (part(a, 'lan')?.num_user ?? 0),
    },
    { key: 'wifiClients', label: 'Wi-Fi clients', icon: 'wifi', format: 'count', read: (a) => part(a, 'wlan')?.num_user },
    {
      key: 'devices',
      label: 'Devices online',
      icon: 'router',
      format: 'text',
      default: true,
      read: (a) => `${sum(a, 'num_adopted') - sum(a, 'num_disconnected')}/${sum(a, 'num_adopted')}`,
    },
    { key: 'wan', label: 'WAN', icon: 'world', format: 'text', default: true, read: (a) => part(a, 'wan')?.status },
    { key: 'wanIp', label: 'WAN address', icon: 'network', format: 'text', read: (a) => part(a, 'wan')?.wan_ip },
    {
      key: 'latency',
      label: 'Latency',
      icon: 'activity',
      format: 'text',
      default: true,
      read: (a) => (part(a, 'www')?.latency === undefined ? null : `${part(a, 'www')!.latency} ms`),
    },
    { key: 'uptime', label: 'Internet uptime', icon: 'clock', format: 'duration', read: (a) => part(a, 'www')?.uptime },
  ],
})
