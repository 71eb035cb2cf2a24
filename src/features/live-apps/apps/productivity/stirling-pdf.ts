import { t } from 'elysia'
import { defineApp } from '../../app-definition'

// Stirling-PDF's status endpoint, open even with its login enabled (its container healthcheck): no credentials to give.
export const stirlingPdf = defineApp({
  id: 'stirling-pdf',
  name: 'Stirling-PDF',
  category: 'productivity',
  description: 'Whether your Stirling-PDF is up, and its version.',
  expected: 'a Stirling-PDF server',
  docs: 'https://docs.stirlingpdf.com/API',
  api: 'v1',
  repo: 'https://github.com/Stirling-Tools/Stirling-PDF',
  license: 'MIT',
  logo: { initials: 'SP', colour: '#c0392b' },
  config: [],
  auth: { style: 'none' },
  requests: { status: { path: 'api/v1/info/status', answer: t.Object({ status: t.String(), version: t.Optional(t.String()) }) } },
  datapoints: [
    { key: 'status', label: 'Status', icon: 'heartbeat', format: 'text', default: true, read: (a) => (a.status.status === 'UP' ? 'Up' : a.status.status) },
    { key: 'version', label: 'Version', icon: 'tag', format: 'version', default: true, read: (a) => a.status.version },
  ],
})
