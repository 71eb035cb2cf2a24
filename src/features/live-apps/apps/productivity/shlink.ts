import { t } from 'elysia'
import { defineApp } from '../../app-definition'

// Shlink's REST API v3 with an API key (shlink api-key:generate) in X-Api-Key. Visits split into non-orphan and orphan
// since Shlink 3.5; before, a plain count.
const Count = t.Object({ total: t.Number() })
const Visits = t.Object({
  visits: t.Union([t.Object({ nonOrphanVisits: Count, orphanVisits: Count }), t.Object({ visitsCount: t.Number(), orphanVisitsCount: t.Number() })]),
})
type Seen = (typeof Visits.static)['visits']
const visits = (v: Seen) => ('nonOrphanVisits' in v ? v.nonOrphanVisits.total : v.visitsCount)
const orphans = (v: Seen) => ('orphanVisits' in v ? v.orphanVisits.total : v.orphanVisitsCount)

export const shlink = defineApp({
  id: 'shlink',
  name: 'Shlink',
  category: 'productivity',
  description: 'Short URLs, their visits and visits to unknown short codes, from Shlink.',
  expected: 'a Shlink server, version 3.0+',
  docs: 'https://api-spec.shlink.io/',
  api: 'REST v3',
  repo: 'https://github.com/shlinkio/shlink',
  license: 'MIT',
  logo: { initials: 'Sh', colour: '#4696e5' },
  config: [{ name: 'apiKey', label: 'API key', type: 'password', required: true, placeholder: 'shlink api-key:generate' }],
  auth: { style: 'header', header: 'X-Api-Key', value: '{apiKey}' },
  requests: {
    shortUrls: {
      path: 'rest/v3/short-urls?itemsPerPage=1',
      answer: t.Object({ shortUrls: t.Object({ pagination: t.Object({ totalItems: t.Number() }) }) }),
    },
    visits: { path: 'rest/v3/visits', answer: Visits },
  },
  test: ['shortUrls'],
  datapoints: [
    { key: 'shortUrls', label: 'Short URLs', icon: 'link', format: 'count', default: true, read: (a) => a.shortUrls.shortUrls.pagination.totalItems },
    { key: 'visits', label: 'Visits', icon: 'click', format: 'count', default: true, read: (a) => visits(a.visits.visits) },
    { key: 'orphanVisits', label: 'Orphan visits', icon: 'link-off', format: 'count', default: true, read: (a) => orphans(a.visits.visits) },
  ],
})
