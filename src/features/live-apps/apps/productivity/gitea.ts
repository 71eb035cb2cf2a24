import { t } from 'elysia'
import { defineApp } from '../../app-definition'

// Gitea (and Forgejo, which keeps its API): an access token (Settings → Applications) as "Authorization: token …".
export const gitea = defineApp({
  id: 'gitea',
  name: 'Gitea',
  category: 'productivity',
  description: "Your unread notifications, open issues and pull requests assigned to you, and the server's version.",
  expected: 'a Gitea server, version 1.17+',
  docs: 'https://docs.gitea.com/api/1.22/',
  api: 'v1',
  repo: 'https://github.com/go-gitea/gitea',
  license: 'MIT',
  logo: { simpleIcon: 'gitea', initials: 'Gt', colour: '#609926' },
  config: [{ name: 'token', label: 'Access token', type: 'password', required: true, placeholder: 'Settings → Applications → Generate token' }],
  auth: { style: 'header', header: 'authorization', value: 'token {token}' },
  requests: {
    version: { path: 'api/v1/version', answer: t.Object({ version: t.String() }) },
    notifications: { path: 'api/v1/notifications/new', answer: t.Object({ new: t.Number() }) },
    issues: {
      path: 'api/v1/repos/issues/search?state=open&assigned=true&limit=50',
      answer: t.Array(t.Object({ title: t.String(), pull_request: t.Optional(t.Union([t.Object({}), t.Null()])) })),
    },
  },
  test: ['notifications'],
  datapoints: [
    { key: 'notifications', label: 'Notifications', icon: 'bell', format: 'count', default: true, read: (a) => a.notifications.new },
    {
      key: 'issues',
      label: 'Issues assigned',
      icon: 'circle-dot',
      format: 'count',
      default: true,
      read: (a) => a.issues.filter((i) => !i.pull_request).length,
    },
    {
      key: 'pulls',
      label: 'Pull requests assigned',
      icon: 'git-pull-request',
      format: 'count',
      default: true,
      read: (a) => a.issues.filter((i) => i.pull_request).length,
    },
    { key: 'version', label: 'Version', icon: 'tag', format: 'version', read: (a) => a.version.version },
  ],
})
