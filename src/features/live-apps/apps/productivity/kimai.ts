import { t } from 'elysia'
import { defineApp } from '../../app-definition'

// Kimai's REST API with an API token (Profile → API access, Kimai 2.14+) as a bearer token.
const Timesheets = t.Array(t.Object({ begin: t.String(), end: t.Union([t.String(), t.Null()]), duration: t.Union([t.Number(), t.Null()]) }))
const today = () => `${new Date().toISOString().slice(0, 10)}T00:00:00`
// A running timesheet has no end and no duration yet: it counts from its start until now.
const seconds = (ts: (typeof Timesheets.static)[number]) => (ts.end ? (ts.duration ?? 0) : Math.max(0, (Date.now() - Date.parse(ts.begin)) / 1000))

export const kimai = defineApp({
  id: 'kimai',
  name: 'Kimai',
  category: 'productivity',
  description: 'Timers running and time tracked today in Kimai, and its version.',
  expected: 'a Kimai server, version 2.14+',
  docs: 'https://www.kimai.org/documentation/rest-api.html',
  api: 'REST',
  repo: 'https://github.com/kimai/kimai',
  license: 'AGPL-3.0',
  logo: { initials: 'Ki', colour: '#1e88e5' },
  config: [{ name: 'token', label: 'API token', type: 'password', required: true, placeholder: 'Profile → API access → Create' }],
  auth: { style: 'bearer', field: 'token' },
  requests: {
    version: { path: 'api/version', answer: t.Object({ version: t.String() }) },
    active: { path: 'api/timesheets/active', answer: Timesheets },
    today: { path: () => `api/timesheets?begin=${today()}&size=500`, answer: Timesheets },
  },
  test: ['version'],
  datapoints: [
    { key: 'running', label: 'Timers running', icon: 'player-play', format: 'count', default: true, read: (a) => a.active.length },
    {
      key: 'today',
      label: 'Tracked today',
      icon: 'clock',
      format: 'duration',
      default: true,
      read: (a) => a.today.reduce((total, ts) => total + seconds(ts), 0),
    },
    { key: 'version', label: 'Version', icon: 'tag', format: 'version', read: (a) => a.version.version },
  ],
})
