import { t } from 'elysia'
import { defineApp } from '../../app-definition'

// Speedtest Tracker's API v1 (1.0+) with an API token (Settings → API Tokens) as a bearer token;
// download and upload are in bytes per second, ping in milliseconds.
const Result = t.Object({
  ping: t.Union([t.Number(), t.Null()]),
  download: t.Union([t.Number(), t.Null()]),
  upload: t.Union([t.Number(), t.Null()]),
  status: t.String(),
  healthy: t.Optional(t.Union([t.Boolean(), t.Null()])),
  created_at: t.String(),
})

export const speedtestTracker = defineApp({
  id: 'speedtest-tracker',
  name: 'Speedtest Tracker',
  category: 'network',
  description: 'Download, upload and ping of the latest Speedtest Tracker result, and when it ran.',
  expected: 'a Speedtest Tracker server, version 1.0+',
  docs: 'https://docs.speedtest-tracker.dev/api/overview',
  api: 'API v1',
  repo: 'https://github.com/alexjustesen/speedtest-tracker',
  license: 'MIT',
  logo: { simpleIcon: 'speedtest', initials: 'ST', colour: '#141526' },
  config: [{ name: 'apiToken', label: 'API token', type: 'password', required: true, placeholder: 'Settings → API Tokens' }],
  auth: { style: 'bearer', field: 'apiToken' },
  requests: { latest: { path: 'api/v1/results/latest', answer: t.Object({ data: Result }) } },
  datapoints: [
    { key: 'download', label: 'Download', icon: 'download', format: 'bitRate', default: true, read: (a) => a.latest.data.download },
    { key: 'upload', label: 'Upload', icon: 'upload', format: 'bitRate', default: true, read: (a) => a.latest.data.upload },
    {
      key: 'ping',
      label: 'Ping',
      icon: 'activity',
      format: 'text',
      default: true,
      read: (a) => (a.latest.data.ping === null ? null : `${Math.round(a.latest.data.ping)} ms`),
    },
    { key: 'tested', label: 'Tested', icon: 'clock', format: 'date', read: (a) => a.latest.data.created_at },
    { key: 'status', label: 'Status', icon: 'circle-check', format: 'text', read: (a) => a.latest.data.status },
  ],
})
