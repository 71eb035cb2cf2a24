import { t } from 'elysia'
import { defineApp } from '../../app-definition'

// The ESPHome dashboard's own JSON (a dashboard without a password, as behind Home Assistant's ingress): its
// configured devices, and /ping's online state per configuration file (null while unknown).
const Devices = t.Object({
  configured: t.Array(t.Object({ name: t.String(), deployed_version: t.Optional(t.Union([t.String(), t.Null()])), current_version: t.String() })),
  importable: t.Array(t.Unknown()),
})

export const esphome = defineApp({
  id: 'esphome',
  name: 'ESPHome',
  category: 'home',
  description: 'ESPHome devices online, offline and with an update to install, from its dashboard.',
  expected: 'an ESPHome dashboard',
  docs: 'https://esphome.io/guides/cli/#dashboard-command',
  api: 'dashboard',
  repo: 'https://github.com/esphome/esphome',
  license: 'MIT',
  logo: { simpleIcon: 'esphome', initials: 'EH', colour: '#000000' },
  config: [],
  auth: { style: 'none' },
  requests: {
    devices: { path: 'devices', answer: Devices },
    ping: { path: 'ping', answer: t.Record(t.String(), t.Union([t.Boolean(), t.Null()])) },
  },
  test: ['devices'],
  datapoints: [
    { key: 'online', label: 'Online', icon: 'wifi', format: 'count', default: true, read: (a) => Object.values(a.ping).filter((v) => v === true).length },
    {
      key: 'offline',
      label: 'Offline',
      icon: 'wifi-off',
      format: 'count',
      default: true,
      read: (a) => Object.values(a.ping).filter((v) => v === false).length,
    },
    { key: 'devices', label: 'Devices', icon: 'cpu', format: 'count', default: true, read: (a) => a.devices.configured.length },
    {
      key: 'updates',
      label: 'Updates to install',
      icon: 'download',
      format: 'count',
      default: true,
      read: (a) => a.devices.configured.filter((d) => d.deployed_version && d.deployed_version !== d.current_version).length,
    },
  ],
})
