import { t } from 'elysia'
import type { AuthStyle } from '../../app-auth'
import { defineApp } from '../../app-definition'
import type { ConfigField } from '../../live-app'

// The *arr family (Sonarr, Radarr, Lidarr, Readarr, Whisparr, Prowlarr) share one API: an X-Api-Key header (Settings → General),
// system/status, health and, for all but Prowlarr, a paged download queue.
const Queue = t.Object({
  totalRecords: t.Number(),
  records: t.Array(
    t.Object({ title: t.Optional(t.String()), size: t.Number(), sizeleft: t.Number(), status: t.Optional(t.String()), timeleft: t.Optional(t.String()) }),
  ),
})

export interface Servarr {
  id: string
  name: string
  category: 'media' | 'downloads'
  description: string
  api: 'v1' | 'v3'
  docs: string
  repo: string
  simpleIcon?: string
  initials: string
  colour: string
}

/** What every *arr declares alike: its service, the API key and the calls they all answer. */
export function servarrBase(s: Servarr) {
  const base = `api/${s.api}`
  return {
    declaration: {
      id: s.id,
      name: s.name,
      category: s.category,
      description: s.description,
      expected: `a ${s.name} server (API ${s.api})`,
      docs: s.docs,
      api: s.api,
      repo: s.repo,
      license: 'GPL-3.0',
      logo: { simpleIcon: s.simpleIcon, initials: s.initials, colour: s.colour },
      config: [{ name: 'apiKey', label: 'API key', type: 'password', required: true, placeholder: 'Settings → General → API Key' }] as ConfigField[],
      auth: { style: 'header', header: 'X-Api-Key', value: '{apiKey}' } as AuthStyle,
    },
    requests: {
      status: { path: `${base}/system/status`, answer: t.Object({ version: t.String() }) },
      health: { path: `${base}/health`, answer: t.Array(t.Object({ type: t.String(), message: t.String() })) },
    },
    base,
  }
}

/** An *arr that downloads: its queue in the detail list. */
export function servarrApp(s: Servarr) {
  const { declaration, requests, base } = servarrBase(s)
  return defineApp({
    ...declaration,
    requests: { ...requests, queue: { path: `${base}/queue?page=1&pageSize=6`, answer: Queue } },
    test: ['status'],
    datapoints: [
      { key: 'queued', label: 'Queued', icon: 'download', format: 'count', default: true, read: (a) => a.queue.totalRecords },
      { key: 'issues', label: 'Health issues', icon: 'alert-triangle', format: 'count', default: true, read: (a) => a.health.length },
      { key: 'version', label: 'Version', icon: 'tag', format: 'version', read: (a) => a.status.version },
    ],
    detail: {
      kind: 'downloads',
      read: (a) =>
        a.queue.records.map((r) => ({
          title: r.title ?? '—',
          subtitle: [r.status, r.timeleft].filter(Boolean).join(' · '),
          progress: r.size > 0 ? ((r.size - r.sizeleft) / r.size) * 100 : 0,
        })),
    },
  })
}
