import { t } from 'elysia'
import { defineApp } from '../../app-definition'
import { AppFailure, configText } from '../../live-app'
import { shownValue, valueAt } from './values.shared'

// apps.test.ts reads the path rule from here, where it began.
export { valueAt }

/** '200-299,301' → does the status match; empty means any 2xx or 3xx. */
export function statusMatches(status: number, expected: string): boolean {
  if (!expected.trim()) return status >= 200 && status < 400
  return expected.split(',').some((part) => {
    const [from, to] = part.split('-').map((n) => Number(n.trim()))
    return to === undefined || Number.isNaN(to) ? status === from : status >= from! && status <= to
  })
}

const jsonValue = (text: string, path: string) => {
  try {
    const value = shownValue(valueAt(JSON.parse(text), path))
    return value === null ? null : String(value)
  } catch {
    return null
  }
}

// Any address: its status, time and one JSON value, whatever the answer (so the probe is a hook, not a checked request).
export const httpStatus = defineApp({
  id: 'http-status',
  name: 'HTTP Status',
  category: 'generic',
  description: 'Is the link up? Its status code, response time and, optionally, one value read from its JSON answer.',
  expected: 'a web server',
  docs: null,
  api: 'HTTP',
  repo: null,
  license: 'MIT',
  logo: { initials: 'HTTP', colour: '#2563eb' },
  config: [
    { name: 'expectedStatus', label: 'Expected status codes', type: 'text', placeholder: '200-399 (default)' },
    { name: 'jsonPath', label: 'JSON value path', type: 'text', placeholder: 'e.g. status.version' },
  ],
  auth: { style: 'none' },
  requests: { probe: { path: '', answer: t.Object({ status: t.Number(), ms: t.Number(), url: t.String(), text: t.String() }) } },
  hooks: {
    async load(api) {
      const started = performance.now()
      const res = await api.raw('', { headers: { accept: '*/*' } })
      return { probe: { status: res.status, ms: Math.round(performance.now() - started), url: res.url, text: res.text } }
    },
    check({ probe }, ctx) {
      if (!statusMatches(probe.status, configText(ctx.config, 'expectedStatus'))) throw new AppFailure(`${probe.url} answered HTTP ${probe.status}.`)
    },
  },
  datapoints: [
    {
      key: 'state',
      label: 'State',
      icon: 'circle-check',
      format: 'text',
      default: true,
      read: (a, ctx) => (statusMatches(a.probe.status, configText(ctx.config, 'expectedStatus')) ? 'Up' : 'Down'),
    },
    { key: 'status', label: 'Status code', icon: 'hash', format: 'text', default: true, read: (a) => a.probe.status },
    { key: 'responseTime', label: 'Response time', icon: 'clock', format: 'text', default: true, read: (a) => `${a.probe.ms} ms` },
    { key: 'value', label: 'JSON value', icon: 'braces', format: 'text', read: (a, ctx) => jsonValue(a.probe.text, configText(ctx.config, 'jsonPath')) },
  ],
})
