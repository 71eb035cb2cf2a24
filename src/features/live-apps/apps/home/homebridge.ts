import { t } from 'elysia'
import { defineApp } from '../../app-definition'
import { configText, readAnswer } from '../../live-app'
import { USER_AND_PASSWORD } from '../shared/fields'

// Homebridge UI's API: POST api/auth/login answers an access token, sent as a bearer token.
const Updatable = t.Array(t.Object({ name: t.String(), updateAvailable: t.Boolean() }))

export const homebridge = defineApp({
  id: 'homebridge',
  name: 'Homebridge',
  category: 'home',
  description: 'Whether Homebridge runs, its child bridges, and updates waiting for it and its plugins.',
  expected: 'a Homebridge UI (homebridge-config-ui-x)',
  docs: 'https://github.com/homebridge/homebridge-config-ui-x/wiki/API-Reference',
  api: 'UI API',
  repo: 'https://github.com/homebridge/homebridge-config-ui-x',
  license: 'MIT',
  logo: { simpleIcon: 'homebridge', initials: 'Hb', colour: '#491f59' },
  config: USER_AND_PASSWORD,
  auth: {
    style: 'session',
    fields: ['username', 'password'],
    login: {
      path: 'api/auth/login',
      body: (config) => ({ username: configText(config, 'username'), password: configText(config, 'password') }),
      async signedIn(answer, service) {
        const { access_token } = await readAnswer(t.Object({ access_token: t.String() }), answer, service)
        return { authorization: `Bearer ${access_token}` }
      },
    },
  },
  requests: {
    status: { path: 'api/status/homebridge', answer: t.Object({ status: t.String() }) },
    version: { path: 'api/status/homebridge-version', answer: t.Object({ installedVersion: t.String(), updateAvailable: t.Boolean() }) },
    plugins: { path: 'api/plugins', answer: Updatable },
    childBridges: { path: 'api/status/homebridge/child-bridges', answer: t.Array(t.Object({ name: t.String(), status: t.String() })) },
  },
  test: ['status'],
  datapoints: [
    { key: 'status', label: 'Status', icon: 'heartbeat', format: 'text', default: true, read: (a) => a.status.status.replace(/^./, (c) => c.toUpperCase()) },
    {
      key: 'childBridges',
      label: 'Child bridges running',
      icon: 'topology-star',
      format: 'text',
      default: true,
      read: (a) => `${a.childBridges.filter((b) => b.status === 'ok').length} of ${a.childBridges.length}`,
    },
    {
      key: 'pluginUpdates',
      label: 'Plugin updates',
      icon: 'puzzle',
      format: 'count',
      default: true,
      read: (a) => a.plugins.filter((p) => p.updateAvailable).length,
    },
    {
      key: 'update',
      label: 'Homebridge update',
      icon: 'download',
      format: 'text',
      default: true,
      read: (a) => (a.version.updateAvailable ? 'Available' : 'None'),
    },
    { key: 'version', label: 'Version', icon: 'tag', format: 'version', read: (a) => a.version.installedVersion },
  ],
})
