import { t } from 'elysia'
import { defineApp } from '../../app-definition'
import type { FamilyMember } from './answers.shared'
import { AppFailure, configText } from '../../live-app'
import { formatCount, formatDate } from '../../format'

// Sentry's web API (api/0) with an auth token, as Sentry and GlitchTip (which speaks the same API) answer it: the
// organization, and its unresolved issues (newest activity first), each with its event count and last sighting.
const Issue = t.Object({
  title: t.String(),
  level: t.String(),
  count: t.Union([t.String(), t.Number()]),
  firstSeen: t.String(),
  lastSeen: t.String(),
  project: t.Object({ slug: t.String() }),
})
type Issue = typeof Issue.static
const DAY_MS = 86_400_000

const orgOf = (config: Record<string, unknown>) => {
  const org = configText(config, 'organization')
  if (!/^[\w-]+$/.test(org)) throw new AppFailure('Organization slug: letters, digits, - and _ only.')
  return org
}
const recent = (issues: Issue[]) => issues.filter((i) => Date.now() - Date.parse(i.firstSeen) < DAY_MS)

export function sentryApp(s: FamilyMember) {
  return defineApp({
    id: s.id,
    name: s.name,
    category: 'monitoring',
    description: s.description,
    expected: `a ${s.name} server (API 0)`,
    docs: s.docs,
    api: 'web API 0',
    repo: s.repo,
    license: s.license,
    logo: { simpleIcon: s.simpleIcon, initials: s.initials, colour: s.colour },
    config: [
      { name: 'organization', label: 'Organization slug', type: 'text', required: true, placeholder: 'as in /organizations/<slug>/' },
      { name: 'token', label: 'Auth token', type: 'password', required: true, placeholder: 'a token with org:read and event:read' },
    ],
    auth: { style: 'bearer', field: 'token' },
    requests: {
      organization: { path: (c) => `api/0/organizations/${orgOf(c)}/`, answer: t.Object({ slug: t.String(), name: t.String() }) },
      issues: { path: (c) => `api/0/organizations/${orgOf(c)}/issues/?query=is:unresolved&limit=100`, answer: t.Array(Issue) },
    },
    test: ['organization'],
    datapoints: [
      { key: 'unresolved', label: 'Unresolved issues', icon: 'bug', format: 'count', default: true, read: (a) => a.issues.length },
      { key: 'new', label: 'New (24 h)', icon: 'sparkles', format: 'count', default: true, read: (a) => recent(a.issues).length },
      {
        key: 'events',
        label: 'Events',
        icon: 'activity',
        format: 'count',
        default: true,
        read: (a) => a.issues.reduce((n, i) => n + Number(i.count), 0),
      },
      {
        key: 'errors',
        label: 'Errors',
        icon: 'alert-triangle',
        format: 'count',
        read: (a) => a.issues.filter((i) => i.level === 'error' || i.level === 'fatal').length,
      },
    ],
    detail: {
      kind: 'alerts',
      read: (a) =>
        [...a.issues]
          .sort((x, y) => Date.parse(y.lastSeen) - Date.parse(x.lastSeen))
          .map((i) => ({ title: i.title, subtitle: `${i.project.slug} · ${formatCount(Number(i.count))} events · ${formatDate(i.lastSeen)}` })),
    },
  })
}
