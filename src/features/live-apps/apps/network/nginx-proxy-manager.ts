import { t } from 'elysia'
import { defineApp } from '../../app-definition'
import { configText, readAnswer } from '../../live-app'
import { EMAIL_AND_PASSWORD } from '../shared/fields'

// Nginx Proxy Manager's API: POST api/tokens { identity, secret } (the admin's email and password) answers a JWT
// sent as a bearer token; a wrong password is a 401.
const Token = t.Object({ token: t.String() })

export const nginxProxyManager = defineApp({
  id: 'nginx-proxy-manager',
  name: 'Nginx Proxy Manager',
  category: 'network',
  description: 'Proxy hosts enabled and disabled, redirections, streams and 404 hosts in Nginx Proxy Manager.',
  expected: 'an Nginx Proxy Manager, version 2',
  docs: 'https://github.com/NginxProxyManager/nginx-proxy-manager/tree/develop/backend/schema',
  api: 'v2 REST (api/tokens)',
  repo: 'https://github.com/NginxProxyManager/nginx-proxy-manager',
  license: 'MIT',
  logo: { simpleIcon: 'nginxproxymanager', initials: 'NPM', colour: '#f15833' },
  config: EMAIL_AND_PASSWORD,
  auth: {
    style: 'session',
    fields: ['email', 'password'],
    login: {
      path: 'api/tokens',
      body: (config) => ({ identity: configText(config, 'email'), secret: configText(config, 'password') }),
      async signedIn(answer, service) {
        const { token } = await readAnswer(Token, answer, service)
        return { authorization: `Bearer ${token}` }
      },
    },
  },
  requests: {
    reports: { path: 'api/reports/hosts', answer: t.Object({ proxy: t.Number(), redirection: t.Number(), stream: t.Number(), dead: t.Number() }) },
    // enabled is a boolean since 2.10, a 0/1 before.
    proxyHosts: { path: 'api/nginx/proxy-hosts', answer: t.Array(t.Object({ id: t.Number(), enabled: t.Union([t.Boolean(), t.Number()]) })) },
  },
  test: ['reports'],
  datapoints: [
    {
      key: 'enabled',
      label: 'Enabled',
      icon: 'circle-check',
      format: 'count',
      default: true,
      read: (a) => a.proxyHosts.filter((h) => Boolean(h.enabled)).length,
    },
    { key: 'disabled', label: 'Disabled', icon: 'circle-x', format: 'count', default: true, read: (a) => a.proxyHosts.filter((h) => !h.enabled).length },
    { key: 'proxyHosts', label: 'Proxy hosts', icon: 'arrows-split', format: 'count', default: true, read: (a) => a.reports.proxy },
    { key: 'redirections', label: 'Redirections', icon: 'arrow-forward-up', format: 'count', read: (a) => a.reports.redirection },
    { key: 'streams', label: 'Streams', icon: 'plug-connected', format: 'count', read: (a) => a.reports.stream },
    { key: 'deadHosts', label: '404 hosts', icon: 'ban', format: 'count', read: (a) => a.reports.dead },
  ],
})
