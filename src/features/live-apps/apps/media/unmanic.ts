import { t } from 'elysia'
import { defineApp } from '../../app-definition'

// Unmanic API v2 (no auth of its own): workers/status, and the pending and completed task lists (POST, paged).
const Tasks = t.Object({ recordsTotal: t.Number() })

export const unmanic = defineApp({
  id: 'unmanic',
  name: 'Unmanic',
  category: 'media',
  description: 'Workers busy, files pending and completed, and what the Unmanic workers convert now.',
  expected: 'an Unmanic server',
  docs: 'https://docs.unmanic.app/docs/api/',
  api: 'v2',
  repo: 'https://github.com/Unmanic/unmanic',
  license: 'GPL-3.0',
  logo: { initials: 'Un', colour: '#009fdd' },
  config: [],
  auth: { style: 'none' },
  requests: {
    workers: {
      path: 'unmanic/api/v2/workers/status',
      answer: t.Object({
        workers_status: t.Array(
          t.Object({
            name: t.String(),
            idle: t.Boolean(),
            paused: t.Boolean(),
            current_file: t.String(),
            subprocess: t.Optional(t.Object({ percent: t.Optional(t.Union([t.String(), t.Number()])) })),
          }),
        ),
      }),
    },
    pending: { path: 'unmanic/api/v2/pending/tasks', method: 'POST', json: () => ({ start: 0, length: 1 }), answer: Tasks },
    completed: { path: 'unmanic/api/v2/history/tasks', method: 'POST', json: () => ({ start: 0, length: 1 }), answer: Tasks },
  },
  test: ['workers'],
  datapoints: [
    {
      key: 'active',
      label: 'Active workers',
      icon: 'cpu',
      format: 'count',
      default: true,
      read: (a) => a.workers.workers_status.filter((w) => !w.idle).length,
    },
    { key: 'workers', label: 'Workers', icon: 'users', format: 'count', read: (a) => a.workers.workers_status.length },
    { key: 'pending', label: 'Pending', icon: 'hourglass', format: 'count', default: true, read: (a) => a.pending.recordsTotal },
    { key: 'completed', label: 'Completed', icon: 'circle-check', format: 'count', default: true, read: (a) => a.completed.recordsTotal },
  ],
  detail: {
    kind: 'downloads',
    read: (a) =>
      a.workers.workers_status
        .filter((w) => !w.idle)
        .map((w) => ({
          title: w.current_file || w.name,
          subtitle: w.paused ? `${w.name} · paused` : w.name,
          progress: Number(w.subprocess?.percent ?? 0),
        })),
  },
})
