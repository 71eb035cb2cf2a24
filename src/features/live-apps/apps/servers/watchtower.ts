import { t } from 'elysia'
import { refused } from '../../app-auth'
import { defineApp } from '../../app-definition'
import { AppFailure, unexpected, type Service } from '../../live-app'

// Watchtower's HTTP API (WATCHTOWER_HTTP_API_METRICS=true): GET v1/metrics with the API token as a bearer answers
// Prometheus text about its last scan.
const EXPECTED = 'a Watchtower with its metrics API on (WATCHTOWER_HTTP_API_METRICS)'
const SERVICE: Service = { name: 'Watchtower', expected: EXPECTED, credentials: 'API token' }
const METRICS = ['containers_scanned', 'containers_updated', 'containers_failed', 'scans_total', 'scans_skipped'] as const
const Metrics = t.Object(Object.fromEntries(METRICS.map((m) => [m, t.Number()])) as Record<(typeof METRICS)[number], ReturnType<typeof t.Number>>)

/** The watchtower_* samples of a Prometheus text answer; a sample missing means another service answered. */
function readMetrics(text: string): typeof Metrics.static {
  const samples = new Map(
    text
      .split('\n')
      .map((line) => /^watchtower_(\w+)\s+(\S+)/.exec(line))
      .filter((m) => m !== null)
      .map((m) => [m[1]!, Number(m[2])]),
  )
  if (!METRICS.every((m) => Number.isFinite(samples.get(m)))) throw unexpected(SERVICE)
  return Object.fromEntries(METRICS.map((m) => [m, samples.get(m)!])) as typeof Metrics.static
}

export const watchtower = defineApp({
  id: 'watchtower',
  name: 'Watchtower',
  category: 'servers',
  description: 'Containers scanned, updated and failed in Watchtower’s last run, and its scan count.',
  expected: EXPECTED,
  docs: 'https://containrrr.dev/watchtower/metrics/',
  api: 'HTTP API v1 (metrics)',
  repo: 'https://github.com/containrrr/watchtower',
  license: 'Apache-2.0',
  logo: { initials: 'Wt', colour: '#3d8fd1' },
  config: [{ name: 'token', label: 'API token', type: 'password', required: true, placeholder: 'WATCHTOWER_HTTP_API_TOKEN' }],
  auth: { style: 'bearer', field: 'token' },
  requests: { metrics: { path: 'v1/metrics', answer: Metrics } },
  hooks: {
    // Prometheus text, not JSON: read here.
    async load(api) {
      const answer = await api.raw('v1/metrics')
      if (answer.status === 401 || answer.status === 403) throw refused(SERVICE, answer.status)
      if (answer.status < 200 || answer.status > 299) throw new AppFailure(`Watchtower answered HTTP ${answer.status}.`)
      return { metrics: readMetrics(answer.text) }
    },
  },
  datapoints: [
    { key: 'scanned', label: 'Scanned', icon: 'search', format: 'count', default: true, read: (a) => a.metrics.containers_scanned },
    { key: 'updated', label: 'Updated', icon: 'refresh', format: 'count', default: true, read: (a) => a.metrics.containers_updated },
    { key: 'failed', label: 'Failed', icon: 'alert-triangle', format: 'count', default: true, read: (a) => a.metrics.containers_failed },
    { key: 'scans', label: 'Scans', icon: 'history', format: 'count', read: (a) => a.metrics.scans_total },
    { key: 'skipped', label: 'Scans skipped', icon: 'player-skip-forward', format: 'count', read: (a) => a.metrics.scans_skipped },
  ],
})
