import { t } from 'elysia'
import { defineApp } from '../../app-definition'

// openHAB's REST API with an API token (Profile → API Tokens) as a bearer token (openHAB 3.0+).
const Items = t.Array(t.Object({ name: t.String(), type: t.String(), state: t.String() }))
const lit = (items: typeof Items.static, type: string) => items.filter((i) => i.type === type && i.state === 'ON').length

export const openhab = defineApp({
  id: 'openhab',
  name: 'openHAB',
  category: 'home',
  description: 'Switches on, items without a state and all items of your openHAB, and its version.',
  expected: 'an openHAB server, version 3.0+',
  docs: 'https://www.openhab.org/docs/configuration/restdocs.html',
  api: 'REST',
  repo: 'https://github.com/openhab/openhab-core',
  license: 'EPL-2.0',
  logo: { simpleIcon: 'openhab', initials: 'oH', colour: '#e64a19' },
  config: [{ name: 'token', label: 'API token', type: 'password', required: true, placeholder: 'Profile → API Tokens → Create an API token' }],
  auth: { style: 'bearer', field: 'token' },
  requests: {
    root: { path: 'rest/', answer: t.Object({ runtimeInfo: t.Object({ version: t.String() }) }) },
    items: { path: 'rest/items?fields=name,type,state', answer: Items },
  },
  test: ['root', 'items'],
  datapoints: [
    { key: 'switches', label: 'Switches on', icon: 'toggle-right', format: 'count', default: true, read: (a) => lit(a.items, 'Switch') },
    {
      key: 'undefined',
      label: 'Items without a state',
      icon: 'alert-triangle',
      format: 'count',
      default: true,
      read: (a) => a.items.filter((i) => i.type !== 'Group' && (i.state === 'NULL' || i.state === 'UNDEF')).length,
    },
    { key: 'items', label: 'Items', icon: 'list', format: 'count', default: true, read: (a) => a.items.length },
    { key: 'version', label: 'Version', icon: 'tag', format: 'version', read: (a) => a.root.runtimeInfo.version },
  ],
})
