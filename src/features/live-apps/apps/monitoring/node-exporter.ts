import { t } from 'elysia'
import { defineApp } from '../../app-definition'
import { OPTIONAL_LOGIN } from './answers.shared'
import { readMetrics, type Sample } from './prometheus-text.shared'

// Prometheus' node exporter, read directly (no Prometheus needed): its /metrics page (text format) holds the host's
// memory, file systems, load and boot time. Basic auth only where its web config sets some.
const Samples = t.Array(t.Object({ name: t.String(), labels: t.Record(t.String(), t.String()), value: t.Number() }))
const value = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples.find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))?.value
const usedPercent = (used: number | undefined, total: number | undefined) => (used === undefined || !total ? null : (used / total) * 100)

export const nodeExporter = defineApp({
  id: 'node-exporter',
  name: 'Node Exporter',
  category: 'monitoring',
  description: "A host's memory and root disk use, load and uptime, read straight from its Prometheus node exporter.",
  expected: 'a Prometheus node exporter (port 9100)',
  docs: 'https://github.com/prometheus/node_exporter#collectors',
  api: 'Prometheus metrics (text format)',
  repo: 'https://github.com/prometheus/node_exporter',
  license: 'Apache-2.0',
  logo: { simpleIcon: 'prometheus', initials: 'NE', colour: '#e6522c' },
  config: OPTIONAL_LOGIN,
  auth: { style: 'basic', user: 'username', password: 'password' },
  requests: { metrics: { path: 'metrics', answer: Samples } },
  hooks: {
    async load(api, _ctx, service) {
      return { metrics: await readMetrics(api.raw('metrics', { headers: { accept: 'text/plain' } }), service, 'node_uname_info') }
    },
  },
  datapoints: [
    {
      key: 'memory',
      label: 'Memory',
      icon: 'database',
      format: 'percent',
      default: true,
      read: (a) => {
        const total = value(a.metrics, 'node_memory_MemTotal_bytes')
        const available = value(a.metrics, 'node_memory_MemAvailable_bytes')
        return usedPercent(total === undefined || available === undefined ? undefined : total - available, total)
      },
    },
    {
      key: 'disk',
      label: 'Disk (/)',
      icon: 'server-2',
      format: 'percent',
      default: true,
      read: (a) => {
        const size = value(a.metrics, 'node_filesystem_size_bytes', { mountpoint: '/' })
        const available = value(a.metrics, 'node_filesystem_avail_bytes', { mountpoint: '/' })
        return usedPercent(size === undefined || available === undefined ? undefined : size - available, size)
      },
    },
    { key: 'load', label: 'Load (1 min)', icon: 'activity', format: 'text', default: true, read: (a) => value(a.metrics, 'node_load1')?.toFixed(2) },
    {
      key: 'uptime',
      label: 'Uptime',
      icon: 'clock',
      format: 'duration',
      default: true,
      read: (a) => {
        const now = value(a.metrics, 'node_time_seconds')
        const boot = value(a.metrics, 'node_boot_time_seconds')
        return now === undefined || boot === undefined ? null : now - boot
      },
    },
    { key: 'hostname', label: 'Host', icon: 'server', format: 'text', read: (a) => a.metrics.find((s) => s.name === 'node_uname_info')?.labels.nodename },
    { key: 'kernel', label: 'Kernel', icon: 'tag', format: 'text', read: (a) => a.metrics.find((s) => s.name === 'node_uname_info')?.labels.release },
  ],
})
