import { t } from 'elysia'
import { defineApp } from '../../app-definition'

// Overseerr and its fork Jellyseerr (both now Seerr) share API v1: an X-Api-Key header (Settings → General),
// request/count and issue/count for the numbers, status for the version.
interface Seerr {
  id: string
  name: string
  description: string
  docs: string
  repo: string
  initials: string
  colour: string
}

export function seerrApp(s: Seerr) {
  return defineApp({
    id: s.id,
    name: s.name,
    category: 'media',
    description: s.description,
    expected: `a ${s.name} server (API v1)`,
    docs: s.docs,
    api: 'v1',
    repo: s.repo,
    license: 'MIT',
    logo: { initials: s.initials, colour: s.colour },
    config: [{ name: 'apiKey', label: 'API key', type: 'password', required: true, placeholder: 'Settings → General → API Key' }],
    auth: { style: 'header', header: 'X-Api-Key', value: '{apiKey}' },
    requests: {
      requests: {
        path: 'api/v1/request/count',
        answer: t.Object({ total: t.Number(), pending: t.Number(), approved: t.Number(), declined: t.Number(), processing: t.Number(), available: t.Number() }),
      },
      issues: { path: 'api/v1/issue/count', answer: t.Object({ total: t.Number(), open: t.Number(), closed: t.Number() }) },
      status: { path: 'api/v1/status', answer: t.Object({ version: t.String(), updateAvailable: t.Boolean() }) },
    },
    test: ['requests'],
    datapoints: [
      { key: 'pending', label: 'Pending', icon: 'hourglass', format: 'count', default: true, read: (a) => a.requests.pending },
      { key: 'processing', label: 'Processing', icon: 'loader', format: 'count', default: true, read: (a) => a.requests.processing },
      { key: 'approved', label: 'Approved', icon: 'circle-check', format: 'count', default: true, read: (a) => a.requests.approved },
      { key: 'available', label: 'Available', icon: 'movie', format: 'count', read: (a) => a.requests.available },
      { key: 'requests', label: 'Requests', icon: 'list', format: 'count', read: (a) => a.requests.total },
      { key: 'openIssues', label: 'Open issues', icon: 'alert-triangle', format: 'count', default: true, read: (a) => a.issues.open },
      { key: 'version', label: 'Version', icon: 'tag', format: 'version', read: (a) => a.status.version },
      { key: 'update', label: 'Update', icon: 'refresh', format: 'text', read: (a) => (a.status.updateAvailable ? 'Available' : 'Up to date') },
    ],
  })
}
