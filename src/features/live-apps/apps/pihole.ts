import { t } from 'elysia'
import { AppFailure, configText, initialsLogo, readAnswer, type AppContext, type BuiltInApp, type Service } from '../live-app'

// Pi-hole v6 REST API: POST /api/auth { password } opens a session (session.sid), sent as X-FTL-SID;
// DELETE /api/auth ends it again, since Pi-hole keeps only a few sessions at a time.

const PIHOLE: Service = { name: 'Pi-hole', expected: 'a Pi-hole server, version 6+' }

// The parts of each answer the app reads.
const Auth = t.Object({ session: t.Object({ valid: t.Boolean(), sid: t.Union([t.String(), t.Null()]) }) })
const Summary = t.Object({
  queries: t.Object({ total: t.Number(), blocked: t.Number(), percent_blocked: t.Number() }),
  clients: t.Object({ active: t.Number() }),
  gravity: t.Object({ domains_being_blocked: t.Number() }),
})
const Blocking = t.Object({ blocking: t.String() })

async function withSession<T>(ctx: AppContext, use: (headers: Record<string, string>) => Promise<T>): Promise<T> {
  const password = configText(ctx.config, 'password')
  const auth = await ctx.http.request('api/auth', { method: 'POST', json: { password } })
  if (auth.status === 401) throw new AppFailure('Pi-hole refused the password.')
  if (auth.status !== 200) throw new AppFailure(`Pi-hole answered HTTP ${auth.status} to the sign-in.`)
  const { session } = await readAnswer(Auth, auth, PIHOLE)
  if (!session.valid) throw new AppFailure('Pi-hole refused the password.')
  const sid = session.sid
  // A Pi-hole without a password answers a valid session without an id.
  const headers: Record<string, string> = sid ? { 'X-FTL-SID': sid } : {}
  try {
    return await use(headers)
  } finally {
    if (sid) await ctx.http.request('api/auth', { method: 'DELETE', headers }).catch(() => {})
  }
}

const count = (n: number) => n.toLocaleString('en-US')

export const pihole: BuiltInApp = {
  definition: {
    appId: 'pihole',
    appName: PIHOLE.name,
    version: '1.0.0',
    description: 'DNS queries, blocked queries and blocklist size from Pi-hole v6.',
    repoLink: 'https://github.com/pi-hole/pi-hole',
    licenseName: 'MIT',
    config: [{ name: 'password', label: 'App password', type: 'password', placeholder: 'Settings → Web interface / API → App password' }],
    datapoints: [
      { key: 'totalQueries', label: 'Total queries', defaultSelection: true },
      { key: 'blockedQueries', label: 'Queries blocked', defaultSelection: true },
      { key: 'percentBlocked', label: 'Percent blocked', defaultSelection: true },
      { key: 'domainsBlocked', label: 'Domains on blocklists' },
      { key: 'activeClients', label: 'Active clients' },
      { key: 'blocking', label: 'Blocking' },
    ],
    alwaysShowDetailedView: false,
    autoRefreshAfterSeconds: 60,
  },
  logo: initialsLogo('Pi', '#96060c'),
  async test(ctx) {
    await withSession(ctx, (headers) => readAnswer(Summary, ctx.http.request('api/stats/summary', { headers }), PIHOLE))
  },
  async run(ctx) {
    const [summary, blocking] = await withSession(ctx, (headers) =>
      Promise.all([
        readAnswer(Summary, ctx.http.request('api/stats/summary', { headers }), PIHOLE),
        readAnswer(Blocking, ctx.http.request('api/dns/blocking', { headers }), PIHOLE),
      ]),
    )
    return {
      type: 'json',
      data: [
        { key: 'totalQueries', label: 'Total queries', value: count(summary.queries.total), icon: 'world' },
        { key: 'blockedQueries', label: 'Queries blocked', value: count(summary.queries.blocked), icon: 'hand-stop' },
        { key: 'percentBlocked', label: 'Percent blocked', value: `${summary.queries.percent_blocked.toFixed(1)} %`, icon: 'chart-pie' },
        { key: 'domainsBlocked', label: 'Domains on blocklists', value: count(summary.gravity.domains_being_blocked), icon: 'list' },
        { key: 'activeClients', label: 'Active clients', value: summary.clients.active, icon: 'devices' },
        { key: 'blocking', label: 'Blocking', value: blocking.blocking === 'enabled' ? 'On' : 'Off', icon: 'shield' },
      ],
    }
  },
}
