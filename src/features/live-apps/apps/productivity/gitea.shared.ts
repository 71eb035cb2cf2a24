import { t } from 'elysia'
import { defineApp } from '../../app-definition'

// Gitea's API, kept by its fork Forgejo: an access token (Settings → Applications) as "Authorization: token …".
interface GiteaFamily {
  id: string
  name: string
  expected: string
  docs: string
  repo: string
  license: string
  simpleIcon: string
  initials: string
  colour: string
}

export function giteaApp(g: GiteaFamily) {
  return defineApp({
    id: g.id,
    name: g.name,
    category: 'productivity',
    description: "Your unread notifications, open issues and pull requests assigned to you, and the server's version.",
    expected: g.expected,
    docs: g.docs,
    api: 'v1',
    repo: g.repo,
    license: g.license,
    logo: { simpleIcon: g.simpleIcon, initials: g.initials, colour: g.colour },
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
      // Forgejo answers "11.0.1+gitea-1.22.0": its own version, then the Gitea API it keeps.
      { key: 'version', label: 'Version', icon: 'tag', format: 'version', read: (a) => a.version.version.split('+')[0] },
    ],
  })
}
