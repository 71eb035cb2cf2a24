import { t } from 'elysia'
import { defineApp } from '../../app-definition'
import { USER_AND_PASSWORD } from '../shared/fields'
import { sumOf } from './usage.shared'

// Kopia's server (kopia server start, or KopiaUI's): the server user and password (--server-username/--server-password)
// as HTTP basic auth; GET api/v1/sources lists every snapshot source with its last snapshot and any upload under way.
const time = t.Optional(t.Union([t.String(), t.Null()]))
const Source = t.Object({
  source: t.Object({ host: t.String(), userName: t.String(), path: t.String() }),
  status: t.String(),
  lastSnapshot: t.Optional(
    t.Union([t.Object({ startTime: t.String(), endTime: time, stats: t.Object({ totalSize: t.Number(), errorCount: t.Number() }) }), t.Null()]),
  ),
  nextSnapshotTime: time,
  upload: t.Optional(t.Union([t.Object({ hashedBytes: t.Number(), cachedBytes: t.Number(), estimatedBytes: t.Optional(t.Number()) }), t.Null()])),
})
type Source = typeof Source.static

const seconds = (iso: string) => new Date(iso).getTime() / 1000
const now = () => Date.now() / 1000
const uploading = (sources: Source[]) => sources.filter((s) => s.status === 'UPLOADING')

export const kopia = defineApp({
  id: 'kopia',
  name: 'Kopia',
  category: 'servers',
  description: 'Snapshot sources, their size, failures, and the time since the last snapshot; uploads under way are listed with their progress.',
  expected: 'a Kopia server, version 0.10+',
  docs: 'https://kopia.io/docs/repository-server/',
  api: 'server API v1',
  repo: 'https://github.com/kopia/kopia',
  license: 'Apache-2.0',
  logo: { initials: 'Ko', colour: '#3a8f3a' },
  config: USER_AND_PASSWORD,
  auth: { style: 'basic', user: 'username', password: 'password' },
  requests: {
    sources: { path: 'api/v1/sources', answer: t.Object({ localHost: t.String(), sources: t.Array(Source) }) },
  },
  datapoints: [
    { key: 'sources', label: 'Sources', icon: 'folders', format: 'count', default: true, read: (a) => a.sources.sources.length },
    {
      key: 'failing',
      label: 'With errors',
      icon: 'alert-triangle',
      format: 'count',
      default: true,
      read: (a) => a.sources.sources.filter((s) => (s.lastSnapshot?.stats.errorCount ?? 0) > 0).length,
    },
    {
      key: 'size',
      label: 'Total size',
      icon: 'database',
      format: 'bytes',
      default: true,
      read: (a) => sumOf(a.sources.sources, (s) => s.lastSnapshot?.stats.totalSize),
    },
    {
      key: 'lastSnapshot',
      label: 'Since last snapshot',
      icon: 'history',
      format: 'duration',
      default: true,
      read: (a) => {
        const last = Math.max(...a.sources.sources.map((s) => (s.lastSnapshot ? seconds(s.lastSnapshot.startTime) : Number.NaN)).filter(Number.isFinite))
        return Number.isFinite(last) ? now() - last : null
      },
    },
    {
      key: 'nextSnapshot',
      label: 'Next snapshot in',
      icon: 'clock',
      format: 'duration',
      read: (a) => {
        const next = Math.min(...a.sources.sources.flatMap((s) => (s.nextSnapshotTime ? [seconds(s.nextSnapshotTime)] : [])))
        return Number.isFinite(next) ? next - now() : null
      },
    },
    { key: 'uploading', label: 'Uploading', icon: 'upload', format: 'count', read: (a) => uploading(a.sources.sources).length },
  ],
  detail: {
    kind: 'downloads',
    read: (a) =>
      uploading(a.sources.sources).map((s) => {
        const done = (s.upload?.hashedBytes ?? 0) + (s.upload?.cachedBytes ?? 0)
        const total = s.upload?.estimatedBytes ?? 0
        return { title: `${s.source.userName}@${s.source.host}:${s.source.path}`, ...(total > 0 ? { progress: Math.min(100, (done / total) * 100) } : {}) }
      }),
  },
})
