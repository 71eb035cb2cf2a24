import { t } from 'elysia'
import { defineApp } from '../../app-definition'

// Syncthing's REST API with its API key (Actions → Settings → GUI) in X-API-Key.
const Connections = t.Object({ connections: t.Record(t.String(), t.Object({ connected: t.Boolean(), paused: t.Boolean() })) })

export const syncthing = defineApp({
  id: 'syncthing',
  name: 'Syncthing',
  category: 'productivity',
  description: 'Folders shared, devices connected and how far this device is in sync, from Syncthing.',
  expected: 'a Syncthing GUI/API address',
  docs: 'https://docs.syncthing.net/dev/rest.html',
  api: 'REST',
  repo: 'https://github.com/syncthing/syncthing',
  license: 'MPL-2.0',
  logo: { simpleIcon: 'syncthing', initials: 'St', colour: '#0891d1' },
  config: [{ name: 'apiKey', label: 'API key', type: 'password', required: true, placeholder: 'Actions → Settings → GUI → API Key' }],
  auth: { style: 'header', header: 'X-API-Key', value: '{apiKey}' },
  requests: {
    status: { path: 'rest/system/status', answer: t.Object({ myID: t.String(), uptime: t.Number() }) },
    version: { path: 'rest/system/version', answer: t.Object({ version: t.String() }) },
    connections: { path: 'rest/system/connections', answer: Connections },
    folders: { path: 'rest/config/folders', answer: t.Array(t.Object({ id: t.String(), paused: t.Boolean() })) },
    // Without a folder or device: this device's completion over every folder.
    completion: { path: 'rest/db/completion', answer: t.Object({ completion: t.Number(), needBytes: t.Number() }) },
  },
  test: ['status'],
  datapoints: [
    { key: 'folders', label: 'Folders', icon: 'folders', format: 'count', default: true, read: (a) => a.folders.filter((f) => !f.paused).length },
    {
      key: 'devicesConnected',
      label: 'Devices connected',
      icon: 'devices',
      format: 'count',
      default: true,
      read: (a) => Object.values(a.connections.connections).filter((c) => c.connected).length,
    },
    { key: 'devices', label: 'Devices', icon: 'device-desktop', format: 'count', read: (a) => Object.keys(a.connections.connections).length },
    { key: 'inSync', label: 'In sync', icon: 'refresh', format: 'percent', default: true, read: (a) => a.completion.completion },
    { key: 'outOfSync', label: 'Still to sync', icon: 'cloud-download', format: 'bytes', read: (a) => a.completion.needBytes },
    { key: 'uptime', label: 'Uptime', icon: 'clock', format: 'duration', read: (a) => a.status.uptime },
    { key: 'version', label: 'Version', icon: 'tag', format: 'version', read: (a) => a.version.version },
  ],
})
