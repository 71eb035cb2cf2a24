import { t } from 'elysia'
import { defineApp } from '../../app-definition'
import { formatPower } from './energy.shared'

// evcc's REST API (read without sign-in): api/state. Before 0.207 it came wrapped in { result }; before 0.133 the grid
// power was gridPower, since then grid.power.
const State = t.Object({
  homePower: t.Number(),
  pvPower: t.Optional(t.Number()),
  gridPower: t.Optional(t.Number()),
  grid: t.Optional(t.Object({ power: t.Number() })),
  batterySoc: t.Optional(t.Number()),
  version: t.Optional(t.String()),
  loadpoints: t.Array(t.Object({ title: t.Optional(t.String()), chargePower: t.Number(), charging: t.Boolean(), vehicleSoc: t.Optional(t.Number()) })),
})
type Evcc = typeof State.static
const state = (a: { state: Evcc | { result: Evcc } }) => ('result' in a.state ? a.state.result : a.state)

export const evcc = defineApp({
  id: 'evcc',
  name: 'evcc',
  category: 'home',
  description: 'Solar, grid, home and charging power, battery charge and vehicles charging, from evcc.',
  expected: 'an evcc server',
  docs: 'https://docs.evcc.io/docs/integrations/rest-api',
  api: 'REST',
  repo: 'https://github.com/evcc-io/evcc',
  license: 'MIT',
  logo: { initials: 'ev', colour: '#0fde41' },
  config: [],
  auth: { style: 'none' },
  requests: { state: { path: 'api/state', answer: t.Union([t.Object({ result: State }), State]) } },
  datapoints: [
    { key: 'pv', label: 'Solar', icon: 'solar-panel', format: 'text', default: true, read: (a) => formatPower(state(a).pvPower ?? 0) },
    {
      key: 'grid',
      label: 'Grid',
      icon: 'building-factory',
      format: 'text',
      default: true,
      read: (a) => formatPower(state(a).grid?.power ?? state(a).gridPower ?? 0),
    },
    { key: 'home', label: 'Home', icon: 'home', format: 'text', default: true, read: (a) => formatPower(state(a).homePower) },
    {
      key: 'charging',
      label: 'Charging',
      icon: 'charging-pile',
      format: 'text',
      default: true,
      read: (a) => formatPower(state(a).loadpoints.reduce((total, lp) => total + lp.chargePower, 0)),
    },
    { key: 'battery', label: 'Home battery', icon: 'battery-charging', format: 'percent', read: (a) => state(a).batterySoc },
    { key: 'vehiclesCharging', label: 'Vehicles charging', icon: 'car', format: 'count', read: (a) => state(a).loadpoints.filter((lp) => lp.charging).length },
    { key: 'version', label: 'Version', icon: 'tag', format: 'version', read: (a) => state(a).version },
  ],
  detail: {
    kind: 'downloads',
    read: (a) =>
      state(a).loadpoints.map((lp) => ({
        title: lp.title ?? 'Charge point',
        subtitle: lp.charging ? `Charging at ${formatPower(lp.chargePower)}` : 'Not charging',
        ...(lp.vehicleSoc !== undefined ? { progress: lp.vehicleSoc } : {}),
      })),
  },
})
