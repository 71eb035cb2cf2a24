import { t } from 'elysia'
import { defineApp } from '../../app-definition'
import { configText } from '../../live-app'
import { OPTIONAL_LOGIN } from './answers.shared'

// Glances' REST API: /api/4 from Glances 4, /api/3 on Glances 3 installs (the user picks; both answer the same shapes
// for these plugins). A password set with --password is basic auth (user "glances" unless --username says otherwise).
const api = (c: Record<string, unknown>) => `api/${configText(c, 'version') === '3' ? '3' : '4'}`
const Sensor = t.Object({ label: t.String(), value: t.Number(), type: t.String() })

export const glances = defineApp({
  id: 'glances',
  name: 'Glances',
  category: 'monitoring',
  description: 'CPU, memory, swap, load, the root disk and uptime of a host running Glances in web server mode (glances -w); API v4, or v3 for Glances 3.',
  expected: 'a Glances web server (glances -w)',
  docs: 'https://glances.readthedocs.io/en/latest/api/restful.html',
  api: 'REST v4 (v3 selectable)',
  repo: 'https://github.com/nicolargo/glances',
  license: 'LGPL-3.0',
  logo: { initials: 'Gl', colour: '#3d8b3d' },
  config: [
    {
      name: 'version',
      label: 'Glances version',
      type: 'select',
      options: [
        { label: 'Glances 4 (API v4)', value: '4' },
        { label: 'Glances 3 (API v3)', value: '3' },
      ],
    },
    ...OPTIONAL_LOGIN,
  ],
  auth: { style: 'basic', user: 'username', password: 'password' },
  requests: {
    quicklook: { path: (c) => `${api(c)}/quicklook`, answer: t.Object({ cpu: t.Number(), mem: t.Number(), swap: t.Number() }) },
    load: { path: (c) => `${api(c)}/load`, answer: t.Object({ min1: t.Number(), min5: t.Number(), min15: t.Number() }) },
    fs: { path: (c) => `${api(c)}/fs`, answer: t.Array(t.Object({ mnt_point: t.String(), percent: t.Number() })) },
    uptime: { path: (c) => `${api(c)}/uptime`, answer: t.String() },
    sensors: { path: (c) => `${api(c)}/sensors`, answer: t.Array(Sensor) },
  },
  test: ['quicklook'],
  datapoints: [
    { key: 'cpu', label: 'CPU', icon: 'cpu', format: 'percent', default: true, read: (a) => a.quicklook.cpu },
    { key: 'memory', label: 'Memory', icon: 'database', format: 'percent', default: true, read: (a) => a.quicklook.mem },
    {
      key: 'disk',
      label: 'Disk (/)',
      icon: 'server-2',
      format: 'percent',
      default: true,
      // The root file system, else the fullest one (a container sees only its volumes).
      read: (a) => (a.fs.find((f) => f.mnt_point === '/') ?? [...a.fs].sort((x, y) => y.percent - x.percent)[0])?.percent,
    },
    { key: 'load', label: 'Load (1 min)', icon: 'activity', format: 'text', default: true, read: (a) => a.load.min1.toFixed(2) },
    { key: 'uptime', label: 'Uptime', icon: 'clock', format: 'text', default: true, read: (a) => a.uptime },
    { key: 'swap', label: 'Swap', icon: 'arrows-exchange', format: 'percent', read: (a) => a.quicklook.swap },
    {
      key: 'temperature',
      label: 'CPU temperature',
      icon: 'temperature',
      format: 'temperature',
      read: (a) => {
        const cores = a.sensors.filter((s) => s.type === 'temperature_core')
        return cores.length ? Math.max(...cores.map((s) => s.value)) : null
      },
    },
  ],
})
