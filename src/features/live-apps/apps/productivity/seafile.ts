import { t } from 'elysia'
import { defineApp } from '../../app-definition'

// Seafile's Web API v2 with a user's API token (Settings → Web API Auth Token) as "Authorization: Token …".
const UNLIMITED = -2

export const seafile = defineApp({
  id: 'seafile',
  name: 'Seafile',
  category: 'productivity',
  description: 'Your Seafile libraries, the space they use and your quota, and the server version.',
  expected: 'a Seafile server',
  docs: 'https://manual.seafile.com/latest/develop/web_api_v2.1/',
  api: 'Web API v2',
  repo: 'https://github.com/haiwen/seahub',
  license: 'Apache-2.0',
  logo: { simpleIcon: 'seafile', initials: 'Sf', colour: '#ff9800' },
  config: [{ name: 'token', label: 'API token', type: 'password', required: true, placeholder: 'Settings → Web API Auth Token' }],
  auth: { style: 'header', header: 'authorization', value: 'Token {token}' },
  requests: {
    account: { path: 'api2/account/info/', answer: t.Object({ email: t.String(), usage: t.Number(), total: t.Number() }) },
    libraries: { path: 'api2/repos/', answer: t.Array(t.Object({ name: t.String(), size: t.Number() })) },
    server: { path: 'api2/server-info/', answer: t.Object({ version: t.String() }) },
  },
  test: ['account'],
  datapoints: [
    { key: 'libraries', label: 'Libraries', icon: 'folders', format: 'count', default: true, read: (a) => a.libraries.length },
    { key: 'used', label: 'Space used', icon: 'database', format: 'bytes', default: true, read: (a) => a.account.usage },
    {
      key: 'quota',
      label: 'Quota used',
      icon: 'chart-pie',
      format: 'percent',
      default: true,
      read: (a) => (a.account.total === UNLIMITED || a.account.total <= 0 ? null : (a.account.usage / a.account.total) * 100),
    },
    { key: 'version', label: 'Version', icon: 'tag', format: 'version', read: (a) => a.server.version },
  ],
})
