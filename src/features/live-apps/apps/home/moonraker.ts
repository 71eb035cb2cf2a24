import { t } from 'elysia'
import { defineApp } from '../../app-definition'

// Moonraker (Klipper's API server): printer objects queried in one call; an API key in X-Api-Key only when the
// client is not among its trusted ones.
const Heater = t.Object({ temperature: t.Number(), target: t.Number() })
const Query = t.Object({
  result: t.Object({
    status: t.Object({
      print_stats: t.Object({ state: t.String(), filename: t.String(), print_duration: t.Number() }),
      display_status: t.Object({ progress: t.Number() }),
      extruder: t.Optional(Heater),
      heater_bed: t.Optional(Heater),
    }),
  }),
})

export const moonraker = defineApp({
  id: 'moonraker',
  name: 'Moonraker',
  category: 'home',
  description: "Your Klipper printer's state, print progress and time, nozzle and bed temperatures, through Moonraker.",
  expected: 'a Moonraker server',
  docs: 'https://moonraker.readthedocs.io/en/latest/web_api/',
  api: 'HTTP (JSON-RPC objects)',
  repo: 'https://github.com/Arksine/moonraker',
  license: 'GPL-3.0',
  logo: { initials: 'Kl', colour: '#b12f36' },
  config: [{ name: 'apiKey', label: 'API key', type: 'password', placeholder: 'Only for untrusted clients: moonraker.conf [authorization]' }],
  auth: { style: 'header', header: 'X-Api-Key', value: '{apiKey}' },
  requests: {
    info: { path: 'server/info', answer: t.Object({ result: t.Object({ klippy_state: t.String(), moonraker_version: t.String() }) }) },
    query: { path: 'printer/objects/query?print_stats&display_status&extruder&heater_bed', answer: Query },
  },
  test: ['info'],
  datapoints: [
    { key: 'state', label: 'State', icon: 'printer', format: 'text', default: true, read: (a) => a.query.result.status.print_stats.state },
    {
      key: 'progress',
      label: 'Progress',
      icon: 'progress',
      format: 'percent',
      default: true,
      read: (a) => a.query.result.status.display_status.progress * 100,
    },
    {
      key: 'printTime',
      label: 'Printing for',
      icon: 'hourglass',
      format: 'duration',
      default: true,
      read: (a) => a.query.result.status.print_stats.print_duration,
    },
    { key: 'nozzle', label: 'Nozzle', icon: 'flame', format: 'temperature', default: true, read: (a) => a.query.result.status.extruder?.temperature },
    { key: 'bed', label: 'Bed', icon: 'temperature', format: 'temperature', default: true, read: (a) => a.query.result.status.heater_bed?.temperature },
    { key: 'klippy', label: 'Klipper', icon: 'heartbeat', format: 'text', read: (a) => a.info.result.klippy_state },
    { key: 'file', label: 'File', icon: 'file', format: 'text', read: (a) => a.query.result.status.print_stats.filename || null },
    { key: 'version', label: 'Moonraker version', icon: 'tag', format: 'version', read: (a) => a.info.result.moonraker_version.split('-')[0] },
  ],
})
