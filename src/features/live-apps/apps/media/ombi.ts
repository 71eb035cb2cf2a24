import { t } from 'elysia'
import { defineApp } from '../../app-definition'

// Ombi v4: the API key (Settings → Ombi → API Key) in its ApiKey header.
export const ombi = defineApp({
  id: 'ombi',
  name: 'Ombi',
  category: 'media',
  description: 'Media requests pending, approved and available in your Ombi.',
  expected: 'an Ombi server, version 4',
  docs: 'https://docs.ombi.app/info/api-information/',
  api: 'v1 (Ombi 4)',
  repo: 'https://github.com/Ombi-app/Ombi',
  license: 'GPL-2.0',
  logo: { initials: 'Om', colour: '#df691a' },
  config: [{ name: 'apiKey', label: 'API key', type: 'password', required: true, placeholder: 'Settings → Ombi → API Key' }],
  auth: { style: 'header', header: 'ApiKey', value: '{apiKey}' },
  requests: {
    count: { path: 'api/v1/Request/count', answer: t.Object({ pending: t.Number(), approved: t.Number(), available: t.Number() }) },
  },
  datapoints: [
    { key: 'pending', label: 'Pending', icon: 'hourglass', format: 'count', default: true, read: (a) => a.count.pending },
    { key: 'approved', label: 'Approved', icon: 'circle-check', format: 'count', default: true, read: (a) => a.count.approved },
    { key: 'available', label: 'Available', icon: 'movie', format: 'count', default: true, read: (a) => a.count.available },
  ],
})
