import { t } from 'elysia'
import { defineApp } from '../../app-definition'
import type { Service } from '../../live-app'
import { readText } from './text-answer.shared'

// Blocky's REST API (blocking status) and its Prometheus metrics (prometheus.enable: true), without credentials.
// Metric names changed in 0.24 (blacklist → denylist): both are read.
const SERVICE: Service = { name: 'Blocky', expected: 'a Blocky DNS proxy with its HTTP port and Prometheus metrics on' }
const Metrics = t.Object({ queries: t.Number(), blocked: t.Number(), cached: t.Number(), denylist: t.Number() })

/** Sums of the Prometheus samples whose name (and labels) match; undefined when the text has no Blocky metric at all. */
function parseMetrics(text: string): typeof Metrics.static | undefined {
  const samples = text
    .split('\n')
    .filter((line) => line.startsWith('blocky_'))
    .map((line) => {
      const m = /^(\w+)(\{[^}]*\})?\s+(\S+)/.exec(line)
      return { name: m?.[1] ?? '', labels: m?.[2] ?? '', value: Number(m?.[3]) || 0 }
    })
  if (!samples.length) return undefined
  const sum = (names: string[], labels = '') => samples.filter((s) => names.includes(s.name) && s.labels.includes(labels)).reduce((n, s) => n + s.value, 0)
  return {
    queries: sum(['blocky_query_total']),
    blocked: sum(['blocky_response_total'], 'response_type="BLOCKED"'),
    cached: sum(['blocky_response_total'], 'response_type="CACHED"'),
    denylist: sum(['blocky_denylist_cache_entries', 'blocky_blacklist_cache']),
  }
}

export const blocky = defineApp({
  id: 'blocky',
  name: SERVICE.name,
  category: 'network',
  description: 'Whether Blocky is blocking, its queries, blocked and cached answers, and the size of its denylists.',
  expected: SERVICE.expected,
  docs: 'https://0xerr0r.github.io/blocky/latest/interfaces/',
  api: 'REST API v1 + Prometheus metrics',
  repo: 'https://github.com/0xERR0R/blocky',
  license: 'Apache-2.0',
  logo: { initials: 'Bl', colour: '#1f6feb' },
  config: [],
  auth: { style: 'none' },
  requests: {
    blocking: { path: 'api/blocking/status', answer: t.Object({ enabled: t.Boolean(), autoEnableInSec: t.Optional(t.Number()) }) },
    metrics: { path: 'metrics', answer: Metrics },
  },
  test: ['blocking'],
  hooks: {
    async load(api) {
      const [blocking, metrics] = await Promise.all([
        api.get('blocking'),
        readText(api.raw('metrics', { headers: { accept: 'text/plain' } }), SERVICE, parseMetrics),
      ])
      return { blocking, metrics }
    },
  },
  datapoints: [
    { key: 'blocking', label: 'Blocking', icon: 'shield', format: 'text', default: true, read: (a) => (a.blocking.enabled ? 'On' : 'Off') },
    { key: 'queries', label: 'Queries', icon: 'world', format: 'count', default: true, read: (a) => a.metrics.queries },
    { key: 'blocked', label: 'Blocked', icon: 'hand-stop', format: 'count', default: true, read: (a) => a.metrics.blocked },
    {
      key: 'percentBlocked',
      label: 'Percent blocked',
      icon: 'chart-pie',
      format: 'percent',
      read: (a) => (a.metrics.queries ? (a.metrics.blocked / a.metrics.queries) * 100 : 0),
    },
    { key: 'cached', label: 'Cached', icon: 'database', format: 'count', read: (a) => a.metrics.cached },
    { key: 'denylist', label: 'Denylist entries', icon: 'list', format: 'count', read: (a) => a.metrics.denylist },
  ],
})
