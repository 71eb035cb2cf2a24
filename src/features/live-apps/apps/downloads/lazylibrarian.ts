import { t } from 'elysia'
import { defineApp } from '../../app-definition'
import { readAllRefusable } from './downloads.shared'

// LazyLibrarian's API: api?cmd=...&apikey=...; lists are rows of its tables, a wrong key the text "Incorrect API key".
const Rows = t.Array(t.Object({ Status: t.Optional(t.Union([t.String(), t.Null()])) }))
const Version = t.Object({ current_version: t.String() })
const REFUSED = /^"?(Incorrect API key|Missing api key)/i
const requests = {
  authors: { path: 'api?cmd=getIndex', answer: Rows },
  wanted: { path: 'api?cmd=getWanted', answer: Rows },
  snatched: { path: 'api?cmd=getSnatched', answer: Rows },
  version: { path: 'api?cmd=getVersion', answer: Version },
}

export const lazylibrarian = defineApp({
  id: 'lazylibrarian',
  name: 'LazyLibrarian',
  category: 'downloads',
  description: 'Authors, books wanted and snatched, and the version of your LazyLibrarian.',
  expected: 'a LazyLibrarian server with its API on',
  docs: 'https://lazylibrarian.gitlab.io/lazylibrarian.gitlab.io/api/',
  api: 'api (cmd=)',
  repo: 'https://gitlab.com/LazyLibrarian/LazyLibrarian',
  license: 'GPL-3.0',
  logo: { initials: 'LL', colour: '#8b5a2b' },
  config: [{ name: 'apiKey', label: 'API key', type: 'password', required: true, placeholder: 'Config → Interface → API key' }],
  auth: { style: 'query', param: 'apikey', field: 'apiKey' },
  requests,
  hooks: { load: (api, ctx, service) => readAllRefusable(api, service, ctx.config, requests, REFUSED) },
  datapoints: [
    { key: 'authors', label: 'Authors', icon: 'users', format: 'count', default: true, read: (a) => a.authors.length },
    { key: 'wanted', label: 'Books wanted', icon: 'search', format: 'count', default: true, read: (a) => a.wanted.length },
    { key: 'snatched', label: 'Books snatched', icon: 'download', format: 'count', default: true, read: (a) => a.snatched.length },
    { key: 'version', label: 'Version', icon: 'tag', format: 'version', read: (a) => a.version.current_version },
  ],
})
