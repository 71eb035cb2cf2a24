import { t } from 'elysia'
import { defineApp } from '../../app-definition'
import { OPTIONAL_BASIC_AUTH } from './basic-auth.shared'
import { configText, type Service } from '../../live-app'
import { readText } from './text-answer.shared'

// Nginx's stub_status page (ngx_http_stub_status_module), plain text: active connections, the accepts / handled /
// requests counters since start, and the connections reading, writing and waiting.
const Status = t.Object({
  active: t.Number(),
  accepts: t.Number(),
  handled: t.Number(),
  requests: t.Number(),
  reading: t.Number(),
  writing: t.Number(),
  waiting: t.Number(),
})
const SERVICE: Service = {
  name: 'Nginx',
  expected: 'an Nginx stub_status page (for example location /nginx_status { stub_status; })',
  credentials: 'username and password',
}
const STUB = /Active connections:\s*(\d+)\s+server accepts handled requests\s+(\d+)\s+(\d+)\s+(\d+)\s+Reading:\s*(\d+)\s+Writing:\s*(\d+)\s+Waiting:\s*(\d+)/

/** The stub_status text as numbers; undefined for any other text. */
function parseStub(text: string): typeof Status.static | undefined {
  const m = STUB.exec(text)
  if (!m) return undefined
  const [active, accepts, handled, requests, reading, writing, waiting] = m.slice(1).map(Number) as [number, number, number, number, number, number, number]
  return { active, accepts, handled, requests, reading, writing, waiting }
}
const statusPath = (config: Record<string, unknown>) => configText(config, 'path').replace(/^\//, '') || 'nginx_status'

export const nginx = defineApp({
  id: 'nginx',
  name: SERVICE.name,
  category: 'network',
  description: 'Active connections, requests served and connections reading, writing and waiting, from Nginx’s stub_status.',
  expected: SERVICE.expected,
  docs: 'https://nginx.org/en/docs/http/ngx_http_stub_status_module.html',
  api: 'stub_status',
  repo: 'https://github.com/nginx/nginx',
  license: 'BSD-2-Clause',
  logo: { simpleIcon: 'nginx', initials: 'Nx', colour: '#009639' },
  config: [{ name: 'path', label: 'Status path', type: 'text', placeholder: 'nginx_status' }, ...OPTIONAL_BASIC_AUTH.config],
  auth: OPTIONAL_BASIC_AUTH.auth,
  requests: { status: { path: statusPath, answer: Status } },
  hooks: {
    async load(api, ctx) {
      return { status: await readText(api.raw(statusPath(ctx.config), { headers: { accept: 'text/plain' } }), SERVICE, parseStub) }
    },
  },
  datapoints: [
    { key: 'active', label: 'Active connections', icon: 'plug-connected', format: 'count', default: true, read: (a) => a.status.active },
    { key: 'requests', label: 'Requests', icon: 'world', format: 'count', default: true, read: (a) => a.status.requests },
    { key: 'reading', label: 'Reading', icon: 'arrow-down', format: 'count', read: (a) => a.status.reading },
    { key: 'writing', label: 'Writing', icon: 'arrow-up', format: 'count', default: true, read: (a) => a.status.writing },
    { key: 'waiting', label: 'Waiting', icon: 'clock', format: 'count', default: true, read: (a) => a.status.waiting },
    { key: 'dropped', label: 'Dropped', icon: 'alert-triangle', format: 'count', read: (a) => a.status.accepts - a.status.handled },
  ],
})
