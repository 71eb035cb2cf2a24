import { t } from 'elysia'
import { defineApp } from '../../app-definition'
import { formatDate } from '../../format'

// authentik's API v3 with an API token (Directory → Tokens and App passwords, intent API): the number of users, and
// the latest login and failed-login events (newest first), counted over the last 24 hours.
const Page = t.Object({ pagination: t.Object({ count: t.Number() }) })
const Event = t.Object({
  created: t.String(),
  client_ip: t.Union([t.String(), t.Null()]),
  user: t.Object({ username: t.Optional(t.String()) }),
  context: t.Object({ username: t.Optional(t.String()) }),
})
const Events = t.Object({ pagination: t.Object({ count: t.Number() }), results: t.Array(Event) })
type Event = typeof Event.static
const DAY_MS = 86_400_000
const lastDay = (events: Event[]) => events.filter((e) => Date.now() - Date.parse(e.created) < DAY_MS)
const events = (action: string) => `api/v3/events/events/?action=${action}&ordering=-created&page_size=100`

export const authentik = defineApp({
  id: 'authentik',
  name: 'authentik',
  category: 'monitoring',
  description: 'Users, logins and failed logins of the last 24 hours on authentik, and who failed to log in from where.',
  expected: 'an authentik server (API v3)',
  docs: 'https://docs.goauthentik.io/developer-docs/api/',
  api: 'v3',
  repo: 'https://github.com/goauthentik/authentik',
  license: 'MIT (core)',
  logo: { simpleIcon: 'authentik', initials: 'ak', colour: '#fd4b2d' },
  config: [{ name: 'token', label: 'API token', type: 'password', required: true, placeholder: 'Directory → Tokens and App passwords' }],
  auth: { style: 'bearer', field: 'token' },
  requests: {
    users: { path: 'api/v3/core/users/?page_size=1', answer: Page },
    logins: { path: events('login'), answer: Events },
    failed: { path: events('login_failed'), answer: Events },
  },
  test: ['users'],
  datapoints: [
    { key: 'users', label: 'Users', icon: 'users', format: 'count', default: true, read: (a) => a.users.pagination.count },
    { key: 'logins', label: 'Logins (24 h)', icon: 'login', format: 'count', default: true, read: (a) => lastDay(a.logins.results).length },
    { key: 'failed', label: 'Failed logins (24 h)', icon: 'lock-x', format: 'count', default: true, read: (a) => lastDay(a.failed.results).length },
  ],
  detail: {
    kind: 'alerts',
    read: (a) =>
      a.failed.results.map((e) => ({
        title: e.context.username ?? e.user.username ?? '—',
        subtitle: [e.client_ip, formatDate(e.created)].filter(Boolean).join(' · '),
      })),
  },
})
