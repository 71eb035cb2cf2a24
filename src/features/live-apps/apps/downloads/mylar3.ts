import { t } from 'elysia'
import { defineApp } from '../../app-definition'
import { readAllRefusable } from './downloads.shared'

// Mylar3's API: api?cmd=...&apikey=...; getIndex answers { success, data }, getWanted { issues }; a wrong key is a 200
// with success false and the message "Incorrect API key".
const Index = t.Object({
  success: t.Literal(true),
  data: t.Array(t.Object({ name: t.String(), status: t.String(), totalIssues: t.Union([t.Number(), t.Null()]) })),
})
const Wanted = t.Object({ issues: t.Array(t.Object({ ComicName: t.String() })) })
const requests = { index: { path: 'api?cmd=getIndex', answer: Index }, wanted: { path: 'api?cmd=getWanted', answer: Wanted } }
const REFUSED = /"message"\s*:\s*"(Incorrect API key|Missing API key)"/

export const mylar3 = defineApp({
  id: 'mylar3',
  name: 'Mylar3',
  category: 'downloads',
  description: 'Comic series, active series, their issues and the issues wanted in your Mylar3.',
  expected: 'a Mylar3 server with its API on',
  docs: 'https://github.com/mylar3/mylar3/wiki/API-Documentation',
  api: 'api (cmd=)',
  repo: 'https://github.com/mylar3/mylar3',
  license: 'GPL-3.0',
  logo: { initials: 'My', colour: '#b91c1c' },
  config: [{ name: 'apiKey', label: 'API key', type: 'password', required: true, placeholder: 'Settings → Web Interface → API key' }],
  auth: { style: 'query', param: 'apikey', field: 'apiKey' },
  requests,
  hooks: { load: (api, ctx, service) => readAllRefusable(api, service, ctx.config, requests, REFUSED) },
  datapoints: [
    { key: 'series', label: 'Series', icon: 'books', format: 'count', default: true, read: (a) => a.index.data.length },
    { key: 'active', label: 'Series active', icon: 'player-play', format: 'count', read: (a) => a.index.data.filter((c) => c.status === 'Active').length },
    {
      key: 'issues',
      label: 'Issues',
      icon: 'book',
      format: 'count',
      default: true,
      read: (a) => a.index.data.reduce((sum, c) => sum + (c.totalIssues ?? 0), 0),
    },
    { key: 'wanted', label: 'Wanted', icon: 'search', format: 'count', default: true, read: (a) => a.wanted.issues.length },
  ],
})
