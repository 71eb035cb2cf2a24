import { t } from 'elysia'
import { defineApp } from '../../app-definition'
import { formatEnergy, formatPower } from './energy.shared'

// OpenDTU's live data (read without sign-in while "read-only access" is on, its default): totals as { v, u, d } values.
const Value = t.Object({ v: t.Number(), u: t.String() })
const Live = t.Object({
  inverters: t.Array(t.Object({ serial: t.String(), name: t.String(), reachable: t.Boolean(), producing: t.Boolean() })),
  total: t.Object({ Power: Value, YieldDay: Value, YieldTotal: Value }),
})
// Yields come in Wh or kWh as the unit says.
const wattHours = (value: typeof Value.static) => (value.u.toLowerCase() === 'kwh' ? value.v * 1000 : value.v)

export const opendtu = defineApp({
  id: 'opendtu',
  name: 'OpenDTU',
  category: 'home',
  description: 'Solar power now, yield today and in total, and inverters producing, from OpenDTU.',
  expected: 'an OpenDTU device',
  docs: 'https://www.opendtu.solar/firmware/web_api/',
  api: 'Web API',
  repo: 'https://github.com/tbnobody/OpenDTU',
  license: 'GPL-2.0',
  logo: { initials: 'DTU', colour: '#0d6efd' },
  config: [],
  auth: { style: 'none' },
  requests: { live: { path: 'api/livedata/status', answer: Live } },
  datapoints: [
    { key: 'power', label: 'Power', icon: 'solar-panel', format: 'text', default: true, read: (a) => formatPower(a.live.total.Power.v) },
    { key: 'yieldDay', label: 'Yield today', icon: 'sun', format: 'text', default: true, read: (a) => formatEnergy(wattHours(a.live.total.YieldDay)) },
    {
      key: 'yieldTotal',
      label: 'Yield in total',
      icon: 'chart-bar',
      format: 'text',
      default: true,
      read: (a) => formatEnergy(wattHours(a.live.total.YieldTotal)),
    },
    {
      key: 'producing',
      label: 'Inverters producing',
      icon: 'bolt',
      format: 'count',
      default: true,
      read: (a) => a.live.inverters.filter((i) => i.producing).length,
    },
    { key: 'unreachable', label: 'Inverters unreachable', icon: 'plug-x', format: 'count', read: (a) => a.live.inverters.filter((i) => !i.reachable).length },
  ],
})
