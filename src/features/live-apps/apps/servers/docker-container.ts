import { t } from 'elysia'
import { AppError } from '../../../../core/errors'
import { CONTAINER_REF, NOT_A_CONTAINER } from '../../../../definitions/container-ref'
import { MAX_DATAPOINTS } from '../../../../definitions/live-app-fields'
import { defineApp } from '../../app-definition'
import type { ContainerSnapshot } from '../../docker-reader'
import { formatBytes } from '../../format'
import { AppFailure, configText, type DetailRow } from '../../live-app'

// One container of an endpoint a super admin set up in Settings → Docker. It calls no address of the link: the
// docker feature makes the Engine calls (fixed GETs, kept for its interval and shared by every card and the
// Containers screen), and the link only names the endpoint by id and the container by name or id.

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/** 'Running', 'Exited (137)', 'Paused'. */
const stateOf = (c: ContainerSnapshot) => (c.state === 'exited' ? `Exited (${c.exitCode})` : capitalised(c.state || 'unknown'))

/** '600 MB / 2.0 GB', or the use alone when the container has no limit. */
const memoryOf = (s: NonNullable<ContainerSnapshot['stats']>) =>
  s.memoryLimitBytes ? `${formatBytes(s.memoryBytes)} / ${formatBytes(s.memoryLimitBytes)}` : formatBytes(s.memoryBytes)

const mountLine = (m: ContainerSnapshot['mounts'][number]) => {
  const what = m.type === 'volume' ? `volume ${m.name ?? ''}`.trim() : m.type === 'bind' ? 'bind mount' : m.type || 'mount'
  return `${what} · ${m.readOnly ? 'read-only' : 'read-write'}`
}

/** Ports, then mounts; past the detail view's rows the last one says how many more there are. */
function portsAndMounts(c: ContainerSnapshot): DetailRow[] {
  const rows: DetailRow[] = [
    ...c.ports.map((p) => ({ title: p.port, subtitle: p.hostPorts.length ? `published on ${p.hostPorts.join(', ')}` : 'not published' })),
    ...c.mounts.map((m) => ({ title: m.destination, subtitle: mountLine(m) })),
  ]
  if (rows.length <= MAX_DATAPOINTS) return rows
  return [...rows.slice(0, MAX_DATAPOINTS - 1), { title: `${rows.length - MAX_DATAPOINTS + 1} more ports and mounts` }]
}

export const dockerContainer = defineApp({
  id: 'docker-container',
  name: 'Docker container',
  category: 'servers',
  description:
    'One container of a Docker endpoint set up in Settings → Docker: state, health, uptime, CPU, memory, network, its image and whether a newer one was pulled under its tag; its ports and mounts in the detail view.',
  expected: 'a container of a Docker endpoint set up in Settings → Docker',
  docs: 'https://docs.docker.com/reference/api/engine/version/v1.43/',
  api: 'Engine API v1.43, through Settings → Docker',
  repo: 'https://github.com/moby/moby',
  license: 'Apache-2.0',
  logo: { simpleIcon: 'docker', initials: 'D', colour: '#2496ed' },
  config: [
    { name: 'endpoint', label: 'Docker endpoint', type: 'select', required: true, optionsFrom: 'docker-endpoints' },
    {
      name: 'container',
      label: 'Container',
      type: 'text',
      required: true,
      placeholder: 'Its name or id, e.g. jellyfin',
      pattern: CONTAINER_REF,
      invalid: NOT_A_CONTAINER,
    },
  ],
  auth: { style: 'none' },
  // The docker feature reads and checks the Engine's answers; this shape only types them here.
  requests: { container: { path: '', answer: t.Unsafe<ContainerSnapshot>(t.Object({})) } },
  refreshSeconds: 10,
  hooks: {
    async load(_api, ctx) {
      if (!ctx.docker) throw new AppFailure('Docker endpoints are not available on this server.')
      try {
        return { container: await ctx.docker.containerCard(Number(configText(ctx.config, 'endpoint')), configText(ctx.config, 'container')) }
      } catch (error) {
        // The docker feature's refusals are meant for the card: a 502 naming what went wrong, never another status.
        if (error instanceof AppError) throw new AppFailure(error.message)
        throw error
      }
    },
  },
  datapoints: [
    { key: 'state', label: 'State', icon: 'player-play', format: 'text', default: true, read: (a) => stateOf(a.container) },
    {
      key: 'health',
      label: 'Health',
      icon: 'heartbeat',
      format: 'text',
      default: true,
      read: (a) => (a.container.health ? capitalised(a.container.health) : 'No check'),
    },
    { key: 'uptime', label: 'Uptime', icon: 'clock', format: 'duration', default: true, read: (a) => a.container.upSeconds },
    { key: 'cpu', label: 'CPU', icon: 'cpu', format: 'percent', default: true, read: (a) => a.container.stats?.cpuPercent },
    {
      key: 'memory',
      label: 'Memory',
      icon: 'device-desktop-analytics',
      format: 'text',
      default: true,
      read: (a) => a.container.stats && memoryOf(a.container.stats),
    },
    {
      key: 'update',
      label: 'Update',
      icon: 'refresh',
      format: 'text',
      default: true,
      read: (a) => (a.container.updateAvailable === null ? null : a.container.updateAvailable ? 'Available' : 'Up to date'),
    },
    { key: 'networkIn', label: 'Network in', icon: 'download', format: 'bytes', read: (a) => a.container.stats?.networkRxBytes },
    { key: 'networkOut', label: 'Network out', icon: 'upload', format: 'bytes', read: (a) => a.container.stats?.networkTxBytes },
    { key: 'image', label: 'Image', icon: 'brand-docker', format: 'text', read: (a) => a.container.image },
  ],
  detail: { kind: 'container', read: (a) => portsAndMounts(a.container) },
})
