import { t } from 'elysia'
import { defineApp } from '../../app-definition'

// Wizarr 2025+: an API key (Settings → API Keys) in X-API-Key; api/status counts users and invitations.
export const wizarr = defineApp({
  id: 'wizarr',
  name: 'Wizarr',
  category: 'media',
  description: 'Users invited through Wizarr, and invitations open, pending and expired.',
  expected: 'a Wizarr server, version 2025.8+',
  docs: 'https://docs.wizarr.dev/using-wizarr/api',
  api: 'REST (api/)',
  repo: 'https://github.com/wizarrrr/wizarr',
  license: 'MIT',
  logo: { initials: 'Wz', colour: '#fe4155' },
  config: [{ name: 'apiKey', label: 'API key', type: 'password', required: true, placeholder: 'Settings → API Keys' }],
  auth: { style: 'header', header: 'X-API-Key', value: '{apiKey}' },
  requests: {
    status: { path: 'api/status', answer: t.Object({ users: t.Number(), invites: t.Number(), pending: t.Number(), expired: t.Number() }) },
  },
  datapoints: [
    { key: 'users', label: 'Users', icon: 'users', format: 'count', default: true, read: (a) => a.status.users },
    { key: 'invites', label: 'Invitations', icon: 'mail', format: 'count', default: true, read: (a) => a.status.invites },
    { key: 'pending', label: 'Pending', icon: 'hourglass', format: 'count', default: true, read: (a) => a.status.pending },
    { key: 'expired', label: 'Expired', icon: 'calendar-x', format: 'count', default: true, read: (a) => a.status.expired },
  ],
})
