import { t } from 'elysia'
import { defineApp } from '../../app-definition'
import { configText } from '../../live-app'
import { formatDate } from '../../format'

// Vikunja API v1 with an API token (Settings → API Tokens) as a bearer token. Vikunja 1.0 renamed tasks/all to tasks.
const NO_DATE = '0001-01-01T00:00:00Z'
const WEEK_MS = 7 * 86_400_000
const Tasks = t.Array(t.Object({ title: t.String(), due_date: t.String(), percent_done: t.Number() }))
type Task = (typeof Tasks.static)[number]
const dueBy = (tasks: Task[], ms: number) => tasks.filter((task) => task.due_date !== NO_DATE && Date.parse(task.due_date) <= ms).length

export const vikunja = defineApp({
  id: 'vikunja',
  name: 'Vikunja',
  category: 'productivity',
  description: 'Open tasks, tasks overdue and due this week, and what comes due next, from Vikunja (pick 1.0+ or 0.22–0.24).',
  expected: 'a Vikunja server (API v1)',
  docs: 'https://vikunja.io/docs/api-tokens/',
  api: 'v1',
  repo: 'https://github.com/go-vikunja/vikunja',
  license: 'AGPL-3.0',
  logo: { simpleIcon: 'vikunja', initials: 'Vk', colour: '#1973ff' },
  config: [
    { name: 'token', label: 'API token', type: 'password', required: true, placeholder: 'Settings → API Tokens (tasks: read all)' },
    {
      name: 'version',
      label: 'Vikunja version',
      type: 'select',
      options: [
        { label: '1.0 or later', value: '1' },
        { label: '0.22 to 0.24', value: '0' },
      ],
    },
  ],
  auth: { style: 'bearer', field: 'token' },
  requests: {
    user: { path: 'api/v1/user', answer: t.Object({ id: t.Number(), username: t.String() }) },
    tasks: {
      path: (config) => `api/v1/${configText(config, 'version') === '0' ? 'tasks/all' : 'tasks'}?filter=done%3Dfalse&sort_by=due_date&per_page=250`,
      answer: Tasks,
    },
  },
  test: ['user', 'tasks'],
  datapoints: [
    { key: 'open', label: 'Open tasks', icon: 'checkbox', format: 'count', default: true, read: (a) => a.tasks.length },
    { key: 'overdue', label: 'Overdue', icon: 'alarm', format: 'count', default: true, read: (a) => dueBy(a.tasks, Date.now()) },
    { key: 'dueWeek', label: 'Due within a week', icon: 'calendar-due', format: 'count', default: true, read: (a) => dueBy(a.tasks, Date.now() + WEEK_MS) },
    {
      key: 'inProgress',
      label: 'In progress',
      icon: 'progress',
      format: 'count',
      read: (a) => a.tasks.filter((task) => task.percent_done > 0 && task.percent_done < 1).length,
    },
  ],
  detail: {
    kind: 'upcoming',
    read: (a) => a.tasks.filter((task) => task.due_date !== NO_DATE).map((task) => ({ title: task.title, subtitle: `Due ${formatDate(task.due_date)}` })),
  },
})
