import { t } from 'elysia'
import { defineApp } from '../../app-definition'
import { formatBytes } from '../../format'
import { USER_AND_PASSWORD } from '../shared/fields'
import { sumOf } from './usage.shared'

// Backrest (a restic web UI): its Connect API, POST v1.Backrest/GetSummaryDashboard with {}; basic auth when its users are
// set up. Connect's JSON writes 64-bit numbers as strings.
const int64 = t.Optional(t.Union([t.String(), t.Number()]))
const Plan = t.Object({
  id: t.String(),
  backupsFailed30days: int64,
  backupsSuccessLast30days: int64,
  bytesAddedLast30days: int64,
  recentBackups: t.Optional(t.Object({ status: t.Optional(t.Array(t.String())) })),
})
type Plan = typeof Plan.static

const sum = (plans: Plan[], field: 'backupsFailed30days' | 'backupsSuccessLast30days' | 'bytesAddedLast30days') => sumOf(plans, (p) => p[field])
// The latest backup's status comes first.
const latest = (plan: Plan) => plan.recentBackups?.status?.[0]

export const backrest = defineApp({
  id: 'backrest',
  name: 'Backrest',
  category: 'servers',
  description: 'Backup plans, their latest runs that failed, and the last 30 days’ successes, failures and bytes added; failing plans are listed.',
  expected: 'a Backrest server, version 1.5+',
  docs: 'https://github.com/garethgeorge/backrest/blob/main/proto/v1/service.proto',
  api: 'Connect API v1',
  repo: 'https://github.com/garethgeorge/backrest',
  license: 'GPL-3.0',
  logo: { initials: 'Br', colour: '#1f6f5c' },
  config: USER_AND_PASSWORD,
  auth: { style: 'basic', user: 'username', password: 'password' },
  requests: {
    summary: { path: 'v1.Backrest/GetSummaryDashboard', method: 'POST', json: () => ({}), answer: t.Object({ planSummaries: t.Array(Plan) }) },
  },
  datapoints: [
    { key: 'plans', label: 'Plans', icon: 'calendar-repeat', format: 'count', default: true, read: (a) => a.summary.planSummaries.length },
    {
      key: 'failingNow',
      label: 'Latest run failed',
      icon: 'alert-triangle',
      format: 'count',
      default: true,
      read: (a) => a.summary.planSummaries.filter((p) => latest(p) === 'STATUS_ERROR').length,
    },
    {
      key: 'success30',
      label: 'Backups (30 d)',
      icon: 'circle-check',
      format: 'count',
      default: true,
      read: (a) => sum(a.summary.planSummaries, 'backupsSuccessLast30days'),
    },
    {
      key: 'failed30',
      label: 'Failed (30 d)',
      icon: 'circle-x',
      format: 'count',
      default: true,
      read: (a) => sum(a.summary.planSummaries, 'backupsFailed30days'),
    },
    { key: 'added30', label: 'Added (30 d)', icon: 'database-plus', format: 'bytes', read: (a) => sum(a.summary.planSummaries, 'bytesAddedLast30days') },
  ],
  detail: {
    kind: 'alerts',
    read: (a) =>
      a.summary.planSummaries
        .filter((p) => latest(p) === 'STATUS_ERROR' || Number(p.backupsFailed30days ?? 0) > 0)
        .map((p) => ({
          title: p.id,
          subtitle: `${latest(p) === 'STATUS_ERROR' ? 'latest run failed, ' : ''}${Number(p.backupsFailed30days ?? 0)} failed in 30 days, ${formatBytes(Number(p.bytesAddedLast30days ?? 0))} added`,
        })),
  },
})
