import { AppFailure, configText, initialsLogo, type AppContext, type BuiltInApp } from '../live-app'

// Pi-hole v6 REST API: POST /api/auth { password } opens a session (session.sid), sent as X-FTL-SID;
// DELETE /api/auth ends it again, since Pi-hole keeps only a few sessions at a time.

interface Summary {
  queries: { total: number; blocked: number; percent_blocked: number }
  clients: { active: number }
  gravity: { domains_being_blocked: number }
}

async function withSession<T>(ctx: AppContext, use: (headers: Record<string, string>) => Promise<T>): Promise<T> {
  const password = configText(ctx.config, 'password')
  const auth = await ctx.http.request('api/auth', { method: 'POST', json: { password } })
  if (auth.status === 401) throw new AppFailure('Pi-hole refused the password.')
  if (auth.status !== 200) throw new AppFailure(`Pi-hole answered HTTP ${auth.status} to the sign-in.`)
  let sid: string | null = null
  try {
    const session = JSON.parse(auth.text).session as { valid: boolean; sid: string | null }
    if (!session.valid) throw new AppFailure('Pi-hole refused the password.')
    sid = session.sid
  } catch (error) {
    if (error instanceof AppFailure) throw error
    throw new AppFailure('This does not look like a Pi-hole v6 API.')
  }
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
    appName: 'Pi-hole',
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
    await withSession(ctx, (headers) => ctx.http.json('api/stats/summary', { headers }))
  },
  async run(ctx) {
    const [summary, blocking] = await withSession(ctx, (headers) =>
      Promise.all([ctx.http.json<Summary>('api/stats/summary', { headers }), ctx.http.json<{ blocking: string }>('api/dns/blocking', { headers })]),
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
