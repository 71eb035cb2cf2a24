import { t } from 'elysia'
import { defineApp } from '../../app-definition'
import { USER_AND_PASSWORD } from '../shared/fields'

// Traccar's REST API with basic auth of a Traccar user: the devices that user sees, and the server's version.
const Devices = t.Array(t.Object({ name: t.String(), status: t.String(), disabled: t.Optional(t.Boolean()) }))
const withStatus = (devices: typeof Devices.static, status: string) => devices.filter((d) => d.status === status).length

export const traccar = defineApp({
  id: 'traccar',
  name: 'Traccar',
  category: 'home',
  description: 'GPS trackers online, offline and unknown in your Traccar, and its version.',
  expected: 'a Traccar server',
  docs: 'https://www.traccar.org/api-reference/',
  api: 'REST',
  repo: 'https://github.com/traccar/traccar',
  license: 'Apache-2.0',
  logo: { simpleIcon: 'traccar', initials: 'Tr', colour: '#1565c0' },
  config: USER_AND_PASSWORD,
  auth: { style: 'basic', user: 'username', password: 'password' },
  requests: {
    server: { path: 'api/server', answer: t.Object({ version: t.String() }) },
    devices: { path: 'api/devices', answer: Devices },
  },
  test: ['devices', 'server'],
  datapoints: [
    { key: 'online', label: 'Online', icon: 'map-pin', format: 'count', default: true, read: (a) => withStatus(a.devices, 'online') },
    { key: 'offline', label: 'Offline', icon: 'map-pin-off', format: 'count', default: true, read: (a) => withStatus(a.devices, 'offline') },
    { key: 'unknown', label: 'Unknown', icon: 'map-pin-question', format: 'count', read: (a) => withStatus(a.devices, 'unknown') },
    { key: 'devices', label: 'Devices', icon: 'device-mobile', format: 'count', default: true, read: (a) => a.devices.length },
    { key: 'version', label: 'Version', icon: 'tag', format: 'version', read: (a) => a.server.version },
  ],
})
