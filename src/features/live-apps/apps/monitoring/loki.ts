import { t } from 'elysia'
import { defineApp } from '../../app-definition'
import { readText } from './answers.shared'

// Grafana Loki's HTTP API: /ready answers "ready" (503 with the reason while an ingester is not), its build info and
// the label names it holds. A multi-tenant Loki (auth_enabled) takes the tenant in X-Scope-OrgID; a single one ignores it.
const BuildInfo = t.Object({ version: t.String(), revision: t.String() })
const Labels = t.Object({ status: t.Literal('success'), data: t.Array(t.String()) })

export const loki = defineApp({
  id: 'loki',
  name: 'Loki',
  category: 'monitoring',
  description: 'Is Loki ready (its ingesters up), its version, and how many label names it indexes.',
  expected: 'a Grafana Loki server',
  docs: 'https://grafana.com/docs/loki/latest/reference/loki-http-api/',
  api: 'HTTP API v1',
  repo: 'https://github.com/grafana/loki',
  license: 'AGPL-3.0',
  logo: { simpleIcon: 'grafana', initials: 'Lo', colour: '#f2a70c' },
  config: [{ name: 'tenant', label: 'Tenant', type: 'text', placeholder: 'X-Scope-OrgID (multi-tenant Loki only)' }],
  auth: { style: 'header', header: 'X-Scope-OrgID', value: '{tenant}' },
  requests: {
    ready: { path: 'ready', answer: t.Object({ ready: t.Boolean(), said: t.String() }) },
    build: { path: 'loki/api/v1/status/buildinfo', answer: BuildInfo },
    labels: { path: 'loki/api/v1/labels', answer: Labels },
  },
  hooks: {
    // /ready is text, and its 503 is an answer (not ready), not a failure.
    async load(api, _ctx, service) {
      const [ready, build, labels] = await Promise.all([api.raw('ready'), api.get('build'), api.get('labels')])
      const said = (ready.status === 503 ? ready.text : await readText(ready, service)).trim()
      return { ready: { ready: said === 'ready', said: said.split('\n')[0] ?? '' }, build, labels }
    },
  },
  datapoints: [
    { key: 'ready', label: 'Ready', icon: 'circle-check', format: 'text', default: true, read: (a) => (a.ready.ready ? 'Ready' : a.ready.said || 'Not ready') },
    { key: 'labels', label: 'Label names', icon: 'tags', format: 'count', default: true, read: (a) => a.labels.data.length },
    { key: 'version', label: 'Version', icon: 'tag', format: 'version', default: true, read: (a) => a.build.version },
  ],
})
