import { t } from 'elysia'
import { defineApp } from '../../app-definition'
import { formatBytes } from '../../format'

// Scrutiny's web API (no auth of its own): the summary of every drive the collector reported, keyed by WWN.
// device_status is a bit field: 0 passed, bit 1 failed by SMART, bit 2 failed by Scrutiny's thresholds.
const Drive = t.Object({
  device: t.Object({ device_name: t.String(), model_name: t.Optional(t.String()), capacity: t.Optional(t.Number()), device_status: t.Number() }),
  smart: t.Optional(t.Object({ temp: t.Optional(t.Number()) })),
})
type Drive = typeof Drive.static
const drives = (a: { summary: { data: { summary: Record<string, Drive> } } }) => Object.values(a.summary.data.summary)
const failed = (all: Drive[]) => all.filter((d) => d.device.device_status !== 0)

export const scrutiny = defineApp({
  id: 'scrutiny',
  name: 'Scrutiny',
  category: 'monitoring',
  description: 'Drives passing and failing their SMART checks in Scrutiny, the hottest one, and which drives failed.',
  expected: 'a Scrutiny web server',
  docs: 'https://github.com/AnalogJ/scrutiny/blob/master/docs/API.md',
  api: 'v0 web API',
  repo: 'https://github.com/AnalogJ/scrutiny',
  license: 'MIT',
  logo: { initials: 'Sc', colour: '#5b6bc0' },
  config: [],
  auth: { style: 'none' },
  requests: { summary: { path: 'api/summary', answer: t.Object({ success: t.Boolean(), data: t.Object({ summary: t.Record(t.String(), Drive) }) }) } },
  datapoints: [
    { key: 'passed', label: 'Passed', icon: 'circle-check', format: 'count', default: true, read: (a) => drives(a).length - failed(drives(a)).length },
    { key: 'failed', label: 'Failed', icon: 'circle-x', format: 'count', default: true, read: (a) => failed(drives(a)).length },
    {
      key: 'hottest',
      label: 'Hottest drive',
      icon: 'temperature',
      format: 'temperature',
      default: true,
      read: (a) => {
        const temps = drives(a).flatMap((d) => (d.smart?.temp ? [d.smart.temp] : []))
        return temps.length ? Math.max(...temps) : null
      },
    },
    { key: 'drives', label: 'Drives', icon: 'list', format: 'count', read: (a) => drives(a).length },
  ],
  detail: {
    kind: 'alerts',
    read: (a) =>
      failed(drives(a)).map((d) => ({
        title: `/dev/${d.device.device_name}`,
        subtitle: [
          d.device.model_name,
          d.device.capacity ? formatBytes(d.device.capacity) : undefined,
          d.device.device_status & 1 ? 'failed SMART' : 'failed thresholds',
        ]
          .filter(Boolean)
          .join(' · '),
      })),
  },
})
