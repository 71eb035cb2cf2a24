import { AppFailure, configText, initialsLogo, type AppContext, type BuiltInApp } from '../live-app'

/** Reads a dotted path (items.0.name) out of a JSON answer. */
export function valueAt(data: unknown, path: string): unknown {
  let here = data
  for (const part of path.split('.').filter(Boolean)) {
    if (here === null || typeof here !== 'object') return undefined
    here = (here as Record<string, unknown>)[part]
  }
  return here
}

/** '200-299,301' → does the status match; empty means any 2xx or 3xx. */
export function statusMatches(status: number, expected: string): boolean {
  if (!expected.trim()) return status >= 200 && status < 400
  return expected.split(',').some((part) => {
    const [from, to] = part.split('-').map((n) => Number(n.trim()))
    return to === undefined || Number.isNaN(to) ? status === from : status >= from! && status <= to
  })
}

async function probe(ctx: AppContext) {
  const started = performance.now()
  const res = await ctx.http.request('', { headers: { accept: '*/*' } })
  return { res, ms: Math.round(performance.now() - started) }
}

export const httpStatus: BuiltInApp = {
  definition: {
    appId: 'http-status',
    appName: 'HTTP Status',
    version: '1.0.0',
    description: 'Is the link up? Its status code, response time and, optionally, one value read from its JSON answer.',
    repoLink: null,
    licenseName: 'MIT',
    config: [
      { name: 'expectedStatus', label: 'Expected status codes', type: 'text', placeholder: '200-399 (default)' },
      { name: 'jsonPath', label: 'JSON value path', type: 'text', placeholder: 'e.g. status.version' },
    ],
    datapoints: [
      { key: 'state', label: 'State', defaultSelection: true },
      { key: 'status', label: 'Status code', defaultSelection: true },
      { key: 'responseTime', label: 'Response time', defaultSelection: true },
      { key: 'value', label: 'JSON value' },
    ],
    alwaysShowDetailedView: false,
    autoRefreshAfterSeconds: 60,
  },
  logo: initialsLogo('HTTP', '#2563eb'),
  async test(ctx) {
    const { res } = await probe(ctx)
    if (!statusMatches(res.status, configText(ctx.config, 'expectedStatus'))) throw new AppFailure(`${res.url} answered HTTP ${res.status}.`)
  },
  async run(ctx) {
    const { res, ms } = await probe(ctx)
    const up = statusMatches(res.status, configText(ctx.config, 'expectedStatus'))
    const data = [
      { key: 'state', label: 'State', value: up ? 'Up' : 'Down', icon: up ? 'circle-check' : 'circle-x' },
      { key: 'status', label: 'Status code', value: res.status, icon: 'hash' },
      { key: 'responseTime', label: 'Response time', value: `${ms} ms`, icon: 'clock' },
    ]
    const path = configText(ctx.config, 'jsonPath')
    if (path) {
      let value: unknown
      try {
        value = valueAt(JSON.parse(res.text), path)
      } catch {}
      data.push({
        key: 'value',
        label: path,
        value: value === undefined ? '—' : typeof value === 'object' ? JSON.stringify(value) : String(value),
        icon: 'braces',
      })
    }
    return { type: 'json', data }
  },
}
