import { t } from 'elysia'
import { defineApp } from '../../app-definition'
import { formatDate, formatDuration } from '../../format'
import { errorInAnswer, refusedInAnswer } from './answers.shared'

// Cronicle's API v1 with an API key (Admin → API Keys, sent as X-API-Key): the jobs running now, the schedule and the
// latest completed jobs (code 0 = success). Cronicle answers 200 to everything: an error has a non-zero code, and a
// refused key says so in its description, so a hook reads each answer.
const Failure = t.Object({ code: t.String(), description: t.String() })
const Job = t.Object({
  id: t.String(),
  event_title: t.String(),
  code: t.Union([t.Number(), t.String()]),
  time_end: t.Optional(t.Number()),
  elapsed: t.Optional(t.Number()),
})
type Job = typeof Job.static
const Active = t.Object({ code: t.Literal(0), jobs: t.Record(t.String(), t.Object({ event_title: t.String(), progress: t.Optional(t.Number()) })) })
const Schedule = t.Object({ code: t.Literal(0), rows: t.Array(t.Object({ title: t.String(), enabled: t.Number() })) })
const History = t.Object({ code: t.Literal(0), rows: t.Array(Job) })
const failed = (jobs: Job[]) => jobs.filter((j) => j.code !== 0)

export const cronicle = defineApp({
  id: 'cronicle',
  name: 'Cronicle',
  category: 'monitoring',
  description: 'Jobs running now, events scheduled and the latest jobs that failed on a Cronicle scheduler.',
  expected: 'a Cronicle server',
  docs: 'https://github.com/jhuckaby/Cronicle/blob/master/docs/APIReference.md',
  api: 'v1',
  repo: 'https://github.com/jhuckaby/Cronicle',
  license: 'MIT',
  logo: { initials: 'Cr', colour: '#3f7fbf' },
  config: [{ name: 'apiKey', label: 'API key', type: 'password', required: true, placeholder: 'Admin → API Keys' }],
  auth: { style: 'header', header: 'X-API-Key', value: '{apiKey}' },
  requests: {
    active: { path: 'api/app/get_active_jobs/v1', answer: t.Union([Active, Failure]) },
    schedule: { path: 'api/app/get_schedule/v1?offset=0&limit=500', answer: t.Union([Schedule, Failure]) },
    history: { path: 'api/app/get_history/v1?offset=0&limit=50', answer: t.Union([History, Failure]) },
  },
  hooks: {
    async load(api, _ctx, service) {
      const [active, schedule, history] = await Promise.all([api.get('active'), api.get('schedule'), api.get('history')])
      for (const answer of [active, schedule, history])
        if (answer.code !== 0) throw /api key/i.test(answer.description) ? refusedInAnswer(service) : errorInAnswer(service, answer.description)
      return { active, schedule, history }
    },
  },
  datapoints: [
    {
      key: 'running',
      label: 'Running',
      icon: 'player-play',
      format: 'count',
      default: true,
      read: (a) => ('jobs' in a.active ? Object.keys(a.active.jobs).length : null),
    },
    {
      key: 'events',
      label: 'Events enabled',
      icon: 'calendar-event',
      format: 'count',
      default: true,
      read: (a) => ('rows' in a.schedule ? a.schedule.rows.filter((e) => e.enabled).length : null),
    },
    {
      key: 'failed',
      label: 'Failed (last 50)',
      icon: 'alert-triangle',
      format: 'count',
      default: true,
      read: (a) => ('rows' in a.history ? failed(a.history.rows).length : null),
    },
  ],
  detail: {
    kind: 'alerts',
    read: (a) =>
      'rows' in a.history
        ? failed(a.history.rows).map((j) => ({
            title: j.event_title,
            subtitle: [j.time_end ? formatDate(j.time_end) : undefined, j.elapsed === undefined ? undefined : `ran ${formatDuration(j.elapsed)}`]
              .filter(Boolean)
              .join(' · '),
          }))
        : [],
  },
})
