import { t } from 'elysia'
import { defineApp } from '../../app-definition'
import { USER_AND_PASSWORD } from '../shared/fields'

// Domoticz's JSON API (type=command, 2023.2+) with basic auth of a Domoticz user.
const Devices = t.Object({
  status: t.Literal('OK'),
  result: t.Optional(t.Array(t.Object({ Type: t.String(), Status: t.Optional(t.String()), HaveTimeout: t.Boolean(), BatteryLevel: t.Number() }))),
})
// 255 is Domoticz's "no battery".
const LOW_BATTERY = 20

export const domoticz = defineApp({
  id: 'domoticz',
  name: 'Domoticz',
  category: 'home',
  description: 'Lights and switches on, devices timed out or low on battery, and the version of your Domoticz (2023.2+).',
  expected: 'a Domoticz server, version 2023.2+',
  docs: 'https://wiki.domoticz.com/Domoticz_API/JSON_URL%27s',
  api: 'JSON (type=command)',
  repo: 'https://github.com/domoticz/domoticz',
  license: 'GPL-3.0',
  logo: { initials: 'Dz', colour: '#2e5a88' },
  config: USER_AND_PASSWORD,
  auth: { style: 'basic', user: 'username', password: 'password' },
  requests: {
    version: { path: 'json.htm?type=command&param=getversion', answer: t.Object({ status: t.Literal('OK'), version: t.String() }) },
    devices: { path: 'json.htm?type=command&param=getdevices&filter=all&used=true', answer: Devices },
  },
  test: ['version'],
  datapoints: [
    {
      key: 'on',
      label: 'Lights and switches on',
      icon: 'bulb',
      format: 'count',
      default: true,
      read: (a) => (a.devices.result ?? []).filter((d) => d.Type.startsWith('Light/Switch') && d.Status === 'On').length,
    },
    {
      key: 'timedOut',
      label: 'Timed out',
      icon: 'clock-exclamation',
      format: 'count',
      default: true,
      read: (a) => (a.devices.result ?? []).filter((d) => d.HaveTimeout).length,
    },
    {
      key: 'lowBattery',
      label: 'Low battery',
      icon: 'battery-1',
      format: 'count',
      default: true,
      read: (a) => (a.devices.result ?? []).filter((d) => d.BatteryLevel < LOW_BATTERY).length,
    },
    { key: 'devices', label: 'Devices', icon: 'list', format: 'count', read: (a) => (a.devices.result ?? []).length },
    { key: 'version', label: 'Version', icon: 'tag', format: 'version', read: (a) => a.version.version },
  ],
})
