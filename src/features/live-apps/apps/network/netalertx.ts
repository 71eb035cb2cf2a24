import { t } from 'elysia'
import { defineApp } from '../../app-definition'

// NetAlertX's API server (port 20212, 25.x+) with its API token (Settings → API_TOKEN) as a bearer token.
// devices/totals answers six counts in a fixed order: all, connected, favourites, new, down, archived.
const amount = t.Union([t.Number(), t.String()])
const at = (totals: Array<number | string>, i: number) => Number(totals[i])

export const netalertx = defineApp({
  id: 'netalertx',
  name: 'NetAlertX',
  category: 'network',
  description: 'Devices NetAlertX knows, those connected, new and down.',
  expected: 'a NetAlertX API server, version 25+',
  docs: 'https://docs.netalertx.com/API/',
  api: 'API server (devices/totals)',
  repo: 'https://github.com/jokob-sk/NetAlertX',
  license: 'GPL-3.0',
  logo: { initials: 'NA', colour: '#2f4f6f' },
  config: [{ name: 'token', label: 'API token', type: 'password', required: true, placeholder: 'Settings → API_TOKEN' }],
  auth: { style: 'bearer', field: 'token' },
  requests: { totals: { path: 'devices/totals', answer: t.Array(amount, { minItems: 6 }) } },
  datapoints: [
    { key: 'devices', label: 'Devices', icon: 'devices', format: 'count', read: (a) => at(a.totals, 0) },
    { key: 'connected', label: 'Connected', icon: 'plug-connected', format: 'count', default: true, read: (a) => at(a.totals, 1) },
    { key: 'new', label: 'New', icon: 'sparkles', format: 'count', default: true, read: (a) => at(a.totals, 3) },
    { key: 'down', label: 'Down', icon: 'alert-triangle', format: 'count', default: true, read: (a) => at(a.totals, 4) },
    { key: 'favourites', label: 'Favourites', icon: 'star', format: 'count', read: (a) => at(a.totals, 2) },
  ],
})
