import { t } from 'elysia'
import { defineApp } from '../../app-definition'
import { AppFailure, configText } from '../../live-app'
import { OPTIONAL_LOGIN } from './answers.shared'

// PeaNUT, a web front end for Network UPS Tools: GET /api/v1/devices/<ups> answers the UPS' NUT variables as they
// are named in NUT ("battery.charge", "ups.status" = flags such as "OL", "OB", "LB", "CHRG"). Basic auth when set.
const value = t.Union([t.String(), t.Number()])
const Vars = t.Object({
  'ups.status': t.String(),
  'battery.charge': t.Optional(value),
  'battery.runtime': t.Optional(value),
  'ups.load': t.Optional(value),
  'input.voltage': t.Optional(value),
})
const STATUS: Record<string, string> = {
  OL: 'Online',
  OB: 'On battery',
  LB: 'Low battery',
  CHRG: 'Charging',
  BYPASS: 'Bypass',
  OFF: 'Off',
  RB: 'Replace battery',
}
const upsOf = (config: Record<string, unknown>) => {
  const ups = configText(config, 'ups')
  if (!/^[\w.-]+$/.test(ups)) throw new AppFailure('UPS name: letters, digits, ".", "-" and "_" only.')
  return ups
}
const numeric = (v: string | number | undefined) => (v === undefined || v === '' ? null : Number(v))

export const peanut = defineApp({
  id: 'peanut',
  name: 'PeaNUT',
  category: 'monitoring',
  description: "A UPS' status, battery charge, runtime left and load from PeaNUT (Network UPS Tools).",
  expected: 'a PeaNUT server',
  docs: 'https://github.com/Brandawg93/PeaNUT#api',
  api: 'v1',
  repo: 'https://github.com/Brandawg93/PeaNUT',
  license: 'Apache-2.0',
  logo: { initials: 'UPS', colour: '#3a7d44' },
  config: [{ name: 'ups', label: 'UPS name', type: 'text', required: true, placeholder: 'as in NUT: ups' }, ...OPTIONAL_LOGIN],
  auth: { style: 'basic', user: 'username', password: 'password' },
  requests: { ups: { path: (c) => `api/v1/devices/${upsOf(c)}`, answer: Vars } },
  datapoints: [
    {
      key: 'status',
      label: 'Status',
      icon: 'plug-connected',
      format: 'text',
      default: true,
      read: (a) =>
        a.ups['ups.status']
          .split(' ')
          .map((flag) => STATUS[flag] ?? flag)
          .join(', '),
    },
    { key: 'charge', label: 'Battery', icon: 'battery-3', format: 'percent', default: true, read: (a) => numeric(a.ups['battery.charge']) },
    { key: 'runtime', label: 'Runtime left', icon: 'clock', format: 'duration', default: true, read: (a) => numeric(a.ups['battery.runtime']) },
    { key: 'load', label: 'Load', icon: 'gauge', format: 'percent', default: true, read: (a) => numeric(a.ups['ups.load']) },
    {
      key: 'inputVoltage',
      label: 'Input voltage',
      icon: 'bolt',
      format: 'text',
      read: (a) => (numeric(a.ups['input.voltage']) === null ? null : `${numeric(a.ups['input.voltage'])} V`),
    },
  ],
})
