import { t } from 'elysia'
import { defineApp } from '../../app-definition'
import { AppFailure } from '../../live-app'

// Vaultwarden's unauthenticated endpoints: /alive (answers only while its database does), /api/version and the
// Bitwarden clients' /api/config, which names the server. No admin token needed.
export const vaultwarden = defineApp({
  id: 'vaultwarden',
  name: 'Vaultwarden',
  category: 'productivity',
  description: 'Whether your Vaultwarden and its database answer, and its version; no admin token needed.',
  expected: 'a Vaultwarden server',
  docs: 'https://github.com/dani-garcia/vaultwarden/wiki',
  api: 'Bitwarden-compatible',
  repo: 'https://github.com/dani-garcia/vaultwarden',
  license: 'AGPL-3.0',
  logo: { simpleIcon: 'vaultwarden', initials: 'Vw', colour: '#175ddc' },
  config: [],
  auth: { style: 'none' },
  requests: {
    alive: { path: 'alive', answer: t.String() },
    version: { path: 'api/version', answer: t.String() },
    config: { path: 'api/config', answer: t.Object({ version: t.String(), server: t.Union([t.Object({ name: t.String() }), t.Null()]) }) },
  },
  datapoints: [
    { key: 'status', label: 'Status', icon: 'heartbeat', format: 'text', default: true, read: () => 'Up' },
    { key: 'version', label: 'Version', icon: 'tag', format: 'version', default: true, read: (a) => a.version },
    { key: 'clientApi', label: 'Bitwarden API', icon: 'api', format: 'version', read: (a) => a.config.version },
  ],
  hooks: {
    // A Bitwarden server answers the same config without Vaultwarden's name in it.
    check(answers) {
      if (answers.config.server?.name !== 'Vaultwarden') throw new AppFailure('This server is not a Vaultwarden (its config names another server).')
    },
  },
})
