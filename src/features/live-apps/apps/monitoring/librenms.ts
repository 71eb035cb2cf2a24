import { t } from 'elysia'
import { defineApp } from '../../app-definition'
import { formatDate } from '../../format'

// LibreNMS API v0 with an API token (Settings → API → API Settings, sent as X-Auth-Token): the devices with their
// status (up or down, ignored or disabled ones left out) and the alerts now active (state 1).
const Device = t.Object({
  hostname: t.String(),
  sysName: t.Union([t.String(), t.Null()]),
  status: t.Union([t.Boolean(), t.Number()]),
  ignore: t.Union([t.Boolean(), t.Number()]),
  disabled: t.Union([t.Boolean(), t.Number()]),
})
type Device = typeof Device.static
const Alert = t.Object({ hostname: t.Optional(t.String()), name: t.Optional(t.String()), severity: t.Optional(t.String()), timestamp: t.String() })
const watched = (devices: Device[]) => devices.filter((d) => !d.ignore && !d.disabled)

export const librenms = defineApp({
  id: 'librenms',
  name: 'LibreNMS',
  category: 'monitoring',
  description: 'Devices up and down and the alerts active on LibreNMS, with the alerts in the list.',
  expected: 'a LibreNMS server (API v0)',
  docs: 'https://docs.librenms.org/API/',
  api: 'v0',
  repo: 'https://github.com/librenms/librenms',
  license: 'GPL-3.0',
  logo: { initials: 'LN', colour: '#e64a19' },
  config: [{ name: 'token', label: 'API token', type: 'password', required: true, placeholder: 'Settings → API → API Settings' }],
  auth: { style: 'header', header: 'X-Auth-Token', value: '{token}' },
  requests: {
    devices: { path: 'api/v0/devices?type=all', answer: t.Object({ status: t.Literal('ok'), devices: t.Array(Device) }) },
    alerts: { path: 'api/v0/alerts?state=1', answer: t.Object({ status: t.Literal('ok'), alerts: t.Array(Alert) }) },
  },
  test: ['devices'],
  datapoints: [
    {
      key: 'up',
      label: 'Devices up',
      icon: 'circle-check',
      format: 'count',
      default: true,
      read: (a) => watched(a.devices.devices).filter((d) => d.status).length,
    },
    {
      key: 'down',
      label: 'Devices down',
      icon: 'circle-x',
      format: 'count',
      default: true,
      read: (a) => watched(a.devices.devices).filter((d) => !d.status).length,
    },
    { key: 'alerts', label: 'Active alerts', icon: 'bell-ringing', format: 'count', default: true, read: (a) => a.alerts.alerts.length },
    { key: 'devices', label: 'Devices', icon: 'list', format: 'count', read: (a) => a.devices.devices.length },
  ],
  detail: {
    kind: 'alerts',
    read: (a) =>
      a.alerts.alerts.map((x) => ({
        title: [x.hostname, x.name].filter(Boolean).join(': ') || '—',
        subtitle: [x.severity, formatDate(x.timestamp)].filter(Boolean).join(' · '),
      })),
  },
})
