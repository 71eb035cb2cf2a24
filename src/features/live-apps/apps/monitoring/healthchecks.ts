import { t } from 'elysia'
import { defineApp } from '../../app-definition'
import { formatDate } from '../../format'

// Healthchecks.io (hosted or self-hosted) Management API v3 with a project's read-only API key (X-Api-Key).
// A check's status: new, up, grace (late, within its grace time), down, paused, started.
const Check = t.Object({ name: t.String(), status: t.String(), last_ping: t.Union([t.String(), t.Null()]) })
type Check = typeof Check.static
const withStatus = (checks: Check[], status: string) => checks.filter((c) => c.status === status)

export const healthchecks = defineApp({
  id: 'healthchecks',
  name: 'Healthchecks',
  category: 'monitoring',
  description: 'Checks up, late (in their grace time), down and paused in a Healthchecks project, and which are down.',
  expected: 'a Healthchecks server (API v3)',
  docs: 'https://healthchecks.io/docs/api/',
  api: 'v3',
  repo: 'https://github.com/healthchecks/healthchecks',
  license: 'BSD-3-Clause',
  logo: { initials: 'Hc', colour: '#2c3e50' },
  config: [{ name: 'apiKey', label: 'API key (read-only)', type: 'password', required: true, placeholder: 'Project Settings → API Access' }],
  auth: { style: 'header', header: 'X-Api-Key', value: '{apiKey}' },
  requests: { checks: { path: 'api/v3/checks/', answer: t.Object({ checks: t.Array(Check) }) } },
  datapoints: [
    { key: 'up', label: 'Up', icon: 'circle-check', format: 'count', default: true, read: (a) => withStatus(a.checks.checks, 'up').length },
    { key: 'late', label: 'Late', icon: 'hourglass', format: 'count', default: true, read: (a) => withStatus(a.checks.checks, 'grace').length },
    { key: 'down', label: 'Down', icon: 'circle-x', format: 'count', default: true, read: (a) => withStatus(a.checks.checks, 'down').length },
    { key: 'paused', label: 'Paused', icon: 'player-pause', format: 'count', read: (a) => withStatus(a.checks.checks, 'paused').length },
    { key: 'checks', label: 'Checks', icon: 'list', format: 'count', read: (a) => a.checks.checks.length },
  ],
  detail: {
    kind: 'alerts',
    read: (a) =>
      [...withStatus(a.checks.checks, 'down'), ...withStatus(a.checks.checks, 'grace')].map((c) => ({
        title: c.name,
        subtitle: `${c.status === 'down' ? 'down' : 'late'} · last ping ${c.last_ping ? formatDate(c.last_ping) : 'never'}`,
      })),
  },
})
