import { t } from 'elysia'
import { defineApp } from '../../app-definition'

// LibreNMS's API v0 with an API token (Settings → API → API Settings) in X-Auth-Token; every answer carries
// status "ok". A device's status is its reachability (1 or true up, 0 or false down).
const up = (status: boolean | number) => status === true || status === 1
const Alert = t.Object({
  device_id: t.Number(),
  hostname: t.Optional(t.String()),
  name: t.Optional(t.String()),
  severity: t.Optional(t.String()),
  timestamp: t.Optional(t.String()),
})

export const librenms = defineApp({
  id: 'librenms',
  name: 'LibreNMS',
  category: 'network',
  description: 'Devices up and down and active alerts in LibreNMS, with the alerts listed.',
  expected: 'a LibreNMS server',
  docs: 'https://docs.librenms.org/API/',
  api: 'API v0',
  repo: 'https://github.com/librenms/librenms',
  license: 'GPL-3.0',
  logo: { initials: 'LN', colour: '#f37420' },
  config: [{ name: 'token', label: 'API token', type: 'password', required: true, placeholder: 'Settings → API → API Settings' }],
  auth: { style: 'header', header: 'X-Auth-Token', value: '{token}' },
  requests: {
    system: { path: 'api/v0/system', answer: t.Object({ status: t.Literal('ok'), system: t.Array(t.Object({ local_ver: t.String() })) }) },
    devices: {
      path: 'api/v0/devices',
      answer: t.Object({
        status: t.Literal('ok'),
        devices: t.Array(t.Object({ hostname: t.String(), status: t.Union([t.Boolean(), t.Number()]), disabled: t.Optional(t.Number()) })),
      }),
    },
    alerts: { path: 'api/v0/alerts?state=1', answer: t.Object({ status: t.Literal('ok'), alerts: t.Array(Alert) }) },
  },
  test: ['system'],
  datapoints: [
    {
      key: 'devicesUp',
      label: 'Devices up',
      icon: 'server',
      format: 'text',
      default: true,
      read: (a) => `${a.devices.devices.filter((d) => up(d.status)).length}/${a.devices.devices.filter((d) => !d.disabled).length}`,
    },
    {
      key: 'devicesDown',
      label: 'Devices down',
      icon: 'server-off',
      format: 'count',
      default: true,
      read: (a) => a.devices.devices.filter((d) => !d.disabled && !up(d.status)).length,
    },
    { key: 'alerts', label: 'Active alerts', icon: 'alert-triangle', format: 'count', default: true, read: (a) => a.alerts.alerts.length },
    { key: 'version', label: 'Version', icon: 'tag', format: 'version', read: (a) => a.system.system[0]?.local_ver },
  ],
  detail: {
    kind: 'alerts',
    read: (a) =>
      a.alerts.alerts.map((x) => ({
        title: x.hostname ?? `Device ${x.device_id}`,
        subtitle: [x.name, x.severity, x.timestamp].filter(Boolean).join(' · '),
      })),
  },
})
