import { t } from 'elysia'
import { defineApp } from '../../app-definition'
import { formatDate } from '../../format'
import { proxmoxToken, proxmoxVersion } from './proxmox.shared'
import { percentOf, sumOf, usedOf } from './usage.shared'

// Proxmox Backup Server: an API token (Configuration → Access Control → API Token) as PBSAPIToken=USER@REALM!TOKENID:SECRET.
const Datastore = t.Object({ store: t.String(), total: t.Optional(t.Number()), used: t.Optional(t.Number()), avail: t.Optional(t.Number()) })
const Task = t.Object({
  worker_type: t.String(),
  worker_id: t.Optional(t.Union([t.String(), t.Null()])),
  starttime: t.Number(),
  status: t.Optional(t.String()),
})
const DAY = 86_400

export const proxmoxBackupServer = defineApp({
  id: 'proxmox-backup-server',
  name: 'Proxmox Backup Server',
  category: 'servers',
  description: 'Datastore use, failed tasks of the last 24 hours, and the host’s CPU and memory; the failed tasks are listed.',
  expected: 'a Proxmox Backup Server, version 2+',
  docs: 'https://pbs.proxmox.com/docs/api-viewer/',
  api: 'api2/json (2.x-4.x)',
  repo: 'https://git.proxmox.com/?p=proxmox-backup.git',
  license: 'AGPL-3.0',
  logo: { simpleIcon: 'proxmox', initials: 'PBS', colour: '#e57000' },
  ...proxmoxToken('PBSAPIToken', ':'),
  requests: {
    version: proxmoxVersion,
    datastores: { path: 'api2/json/status/datastore-usage', answer: t.Object({ data: t.Array(Datastore) }) },
    host: {
      path: 'api2/json/nodes/localhost/status',
      answer: t.Object({ data: t.Object({ cpu: t.Number(), uptime: t.Number(), memory: t.Object({ used: t.Number(), total: t.Number() }) }) }),
    },
    // errors=1: only the tasks that failed; since: the last 24 hours.
    failed: {
      path: () => `api2/json/nodes/localhost/tasks?errors=1&limit=100&since=${Math.floor(Date.now() / 1000) - DAY}`,
      answer: t.Object({ data: t.Array(Task), total: t.Optional(t.Number()) }),
    },
  },
  test: ['version'],
  datapoints: [
    {
      key: 'datastoreUsage',
      label: 'Datastores used',
      icon: 'database',
      format: 'percent',
      default: true,
      read: (a) =>
        usedOf(
          a.datastores.data,
          (s) => s.used,
          (s) => s.total,
        ),
    },
    { key: 'free', label: 'Free space', icon: 'database-plus', format: 'bytes', default: true, read: (a) => sumOf(a.datastores.data, (s) => s.avail) },
    {
      key: 'failedTasks',
      label: 'Failed tasks (24 h)',
      icon: 'alert-triangle',
      format: 'count',
      default: true,
      read: (a) => a.failed.total ?? a.failed.data.length,
    },
    { key: 'cpu', label: 'CPU', icon: 'cpu', format: 'percent', default: true, read: (a) => a.host.data.cpu * 100 },
    { key: 'memory', label: 'Memory', icon: 'database', format: 'percent', read: (a) => percentOf(a.host.data.memory.used, a.host.data.memory.total) },
    { key: 'uptime', label: 'Uptime', icon: 'clock', format: 'duration', read: (a) => a.host.data.uptime },
    { key: 'version', label: 'Version', icon: 'info-circle', format: 'version', read: (a) => a.version.data.version },
  ],
  detail: {
    kind: 'alerts',
    read: (a) =>
      a.failed.data.map((task) => ({
        title: [task.worker_type, task.worker_id].filter(Boolean).join(' '),
        subtitle: `${formatDate(task.starttime)}: ${task.status ?? 'failed'}`,
      })),
  },
})
