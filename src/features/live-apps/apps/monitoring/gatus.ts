import { t } from 'elysia'
import { defineApp } from '../../app-definition'
import { OPTIONAL_LOGIN } from './answers.shared'

// Gatus' endpoint statuses (the API its own page reads): each endpoint with its latest results, newest last.
// A Gatus with security.basic asks for its username and password on the API too.
const Endpoint = t.Object({
  name: t.String(),
  group: t.Optional(t.String()),
  results: t.Array(t.Object({ success: t.Boolean(), duration: t.Number(), timestamp: t.String() })),
})
type Endpoint = typeof Endpoint.static
const healthy = (e: Endpoint) => e.results.at(-1)?.success
const results = (all: Endpoint[]) => all.flatMap((e) => e.results)

export const gatus = defineApp({
  id: 'gatus',
  name: 'Gatus',
  category: 'monitoring',
  description: 'Endpoints up and down on a Gatus, its success rate over the latest results, and the response time.',
  expected: 'a Gatus server',
  docs: 'https://github.com/TwiN/gatus#api',
  api: 'v1',
  repo: 'https://github.com/TwiN/gatus',
  license: 'Apache-2.0',
  logo: { initials: 'Ga', colour: '#3f4b5b' },
  config: OPTIONAL_LOGIN,
  auth: { style: 'basic', user: 'username', password: 'password' },
  // Gatus does not start without an endpoint: an empty list is another server.
  requests: { statuses: { path: 'api/v1/endpoints/statuses', answer: t.Array(Endpoint, { minItems: 1 }) } },
  datapoints: [
    { key: 'up', label: 'Up', icon: 'circle-check', format: 'count', default: true, read: (a) => a.statuses.filter((e) => healthy(e) === true).length },
    { key: 'down', label: 'Down', icon: 'circle-x', format: 'count', default: true, read: (a) => a.statuses.filter((e) => healthy(e) === false).length },
    {
      key: 'success',
      label: 'Success rate',
      icon: 'activity',
      format: 'percent',
      default: true,
      read: (a) => {
        const all = results(a.statuses)
        return all.length ? (all.filter((r) => r.success).length / all.length) * 100 : null
      },
    },
    {
      key: 'responseTime',
      label: 'Response time',
      icon: 'clock',
      format: 'text',
      // Durations are nanoseconds.
      read: (a) => {
        const all = results(a.statuses)
        return all.length ? `${Math.round(all.reduce((n, r) => n + r.duration, 0) / all.length / 1e6)} ms` : null
      },
    },
    { key: 'endpoints', label: 'Endpoints', icon: 'list', format: 'count', read: (a) => a.statuses.length },
  ],
  detail: {
    kind: 'alerts',
    read: (a) => a.statuses.filter((e) => healthy(e) === false).map((e) => ({ title: e.name, subtitle: [e.group, 'down'].filter(Boolean).join(' · ') })),
  },
})
