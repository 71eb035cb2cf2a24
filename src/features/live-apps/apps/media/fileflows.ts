import { t } from 'elysia'
import { defineApp } from '../../app-definition'

// FileFlows: api/status (no auth unless the server turns it on) counts the queue and lists the files in flight.
export const fileflows = defineApp({
  id: 'fileflows',
  name: 'FileFlows',
  category: 'media',
  description: 'Files queued, processing and processed by FileFlows, and each file in flight with its step.',
  expected: 'a FileFlows server',
  docs: 'https://fileflows.com/docs/webconsole/api',
  api: 'REST',
  repo: 'https://github.com/revenz/FileFlows',
  license: null,
  logo: { initials: 'FF', colour: '#2b7de9' },
  config: [],
  auth: { style: 'none' },
  requests: {
    status: {
      path: 'api/status',
      answer: t.Object({
        queue: t.Number(),
        processing: t.Number(),
        processed: t.Number(),
        time: t.Optional(t.String()),
        // The counts are what the card needs; the files in flight only feed the list.
        processingFiles: t.Optional(
          t.Array(t.Object({ name: t.String(), library: t.Optional(t.String()), step: t.Optional(t.String()), stepPercent: t.Optional(t.Number()) })),
        ),
      }),
    },
  },
  datapoints: [
    { key: 'queue', label: 'Queued', icon: 'list', format: 'count', default: true, read: (a) => a.status.queue },
    { key: 'processing', label: 'Processing', icon: 'loader', format: 'count', default: true, read: (a) => a.status.processing },
    { key: 'processed', label: 'Processed', icon: 'circle-check', format: 'count', default: true, read: (a) => a.status.processed },
    { key: 'time', label: 'Processing time', icon: 'clock', format: 'text', read: (a) => a.status.time || '0:00' },
  ],
  detail: {
    kind: 'downloads',
    read: (a) =>
      (a.status.processingFiles ?? []).map((f) => ({
        title: f.name.split(/[\\/]/).at(-1) ?? f.name,
        subtitle: [f.library, f.step].filter(Boolean).join(' · '),
        progress: f.stepPercent ?? 0,
      })),
  },
})
