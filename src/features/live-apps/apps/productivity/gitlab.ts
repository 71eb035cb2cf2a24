import { t } from 'elysia'
import { defineApp } from '../../app-definition'

// GitLab REST API v4 with a personal access token (scope read_api) in the PRIVATE-TOKEN header.
const Titled = t.Array(t.Object({ title: t.String() }))

export const gitlab = defineApp({
  id: 'gitlab',
  name: 'GitLab',
  category: 'productivity',
  description: 'Your pending to-dos, and the merge requests and issues assigned to you that are still open.',
  expected: 'a GitLab server (API v4)',
  docs: 'https://docs.gitlab.com/api/rest/',
  api: 'v4',
  repo: 'https://gitlab.com/gitlab-org/gitlab',
  license: 'MIT',
  logo: { simpleIcon: 'gitlab', initials: 'GL', colour: '#fc6d26' },
  config: [{ name: 'token', label: 'Personal access token', type: 'password', required: true, placeholder: 'Preferences → Access tokens (read_api)' }],
  auth: { style: 'header', header: 'PRIVATE-TOKEN', value: '{token}' },
  requests: {
    version: { path: 'api/v4/version', answer: t.Object({ version: t.String() }) },
    todos: {
      path: 'api/v4/todos?state=pending&per_page=100',
      answer: t.Array(t.Object({ body: t.String(), action_name: t.String(), project: t.Optional(t.Union([t.Object({ name: t.String() }), t.Null()])) })),
    },
    mergeRequests: { path: 'api/v4/merge_requests?state=opened&scope=assigned_to_me&per_page=100', answer: Titled },
    issues: {
      path: 'api/v4/issues_statistics?scope=assigned_to_me',
      answer: t.Object({ statistics: t.Object({ counts: t.Object({ opened: t.Number() }) }) }),
    },
  },
  test: ['version'],
  datapoints: [
    { key: 'todos', label: 'To-dos', icon: 'checklist', format: 'count', default: true, read: (a) => a.todos.length },
    { key: 'mergeRequests', label: 'Merge requests assigned', icon: 'git-merge', format: 'count', default: true, read: (a) => a.mergeRequests.length },
    { key: 'issues', label: 'Issues assigned', icon: 'circle-dot', format: 'count', default: true, read: (a) => a.issues.statistics.counts.opened },
    { key: 'version', label: 'Version', icon: 'tag', format: 'version', read: (a) => a.version.version },
  ],
  detail: {
    kind: 'alerts',
    read: (a) =>
      a.todos.map((todo) => ({ title: todo.body, subtitle: [todo.project?.name, todo.action_name.replaceAll('_', ' ')].filter(Boolean).join(' · ') })),
  },
})
