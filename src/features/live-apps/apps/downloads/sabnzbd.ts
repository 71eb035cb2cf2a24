import { t } from 'elysia'
import { defineApp } from '../../app-definition'
import { downloadRow, readAllRefusable } from './downloads.shared'

// SABnzbd's API: api?mode=queue&output=json with the apikey parameter; a wrong key is a 200 saying "API Key Incorrect".
const Queue = t.Object({
  queue: t.Object({
    version: t.String(),
    status: t.String(),
    kbpersec: t.String(),
    mbleft: t.String(),
    timeleft: t.String(),
    noofslots_total: t.Number(),
    slots: t.Array(t.Object({ filename: t.String(), status: t.String(), percentage: t.String(), timeleft: t.String() })),
  }),
})
const requests = { queue: { path: 'api?mode=queue&output=json&limit=6', answer: Queue } }

const UNITS = [1, 60, 3600, 86_400]
/** "1:02:03", or "1:01:02:03" with days → seconds. */
const seconds = (clock: string) =>
  clock
    .split(':')
    .reverse()
    .reduce((total, part, i) => total + Number(part) * (UNITS[i] ?? 0), 0)

export const sabnzbd = defineApp({
  id: 'sabnzbd',
  name: 'SABnzbd',
  category: 'downloads',
  description: 'Download speed, what is left and how long it takes, and the jobs in the queue of your SABnzbd.',
  expected: 'a SABnzbd server, version 3+',
  docs: 'https://sabnzbd.org/wiki/configuration/4.5/api',
  api: 'api (mode=queue)',
  repo: 'https://github.com/sabnzbd/sabnzbd',
  license: 'GPL-2.0',
  logo: { initials: 'SAB', colour: '#f5b900' },
  config: [{ name: 'apiKey', label: 'API key', type: 'password', required: true, placeholder: 'Config → General → API Key' }],
  auth: { style: 'query', param: 'apikey', field: 'apiKey' },
  requests,
  hooks: { load: (api, ctx, service) => readAllRefusable(api, service, ctx.config, requests, /"error"\s*:\s*"API Key (Incorrect|Required)"/) },
  datapoints: [
    { key: 'speed', label: 'Speed', icon: 'download', format: 'bitRate', default: true, read: (a) => Number(a.queue.queue.kbpersec) * 1024 },
    { key: 'left', label: 'Left', icon: 'database', format: 'bytes', default: true, read: (a) => Number(a.queue.queue.mbleft) * 1024 * 1024 },
    { key: 'timeLeft', label: 'Time left', icon: 'clock', format: 'duration', default: true, read: (a) => seconds(a.queue.queue.timeleft) },
    { key: 'queued', label: 'Queued', icon: 'list', format: 'count', default: true, read: (a) => a.queue.queue.noofslots_total },
    { key: 'status', label: 'Status', icon: 'player-play', format: 'text', read: (a) => a.queue.queue.status },
    { key: 'version', label: 'Version', icon: 'tag', format: 'version', read: (a) => a.queue.queue.version },
  ],
  detail: {
    kind: 'downloads',
    read: (a) => a.queue.queue.slots.map((s) => downloadRow(s.filename, { progress: Number(s.percentage), eta: seconds(s.timeleft), state: s.status })),
  },
})
