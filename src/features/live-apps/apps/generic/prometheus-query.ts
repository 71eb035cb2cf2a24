import { t } from 'elysia'
import { defineApp } from '../../app-definition'
import { formatValue } from '../../format'
import { AppFailure, configText, readAnswer, type Service } from '../../live-app'
import { PROMETHEUS_DOCS, PROMETHEUS_LOGO, PROMETHEUS_SIGN_IN, seriesName, success } from './prometheus.shared'
import { formatField, formatOf } from './values.shared'

// One PromQL instant query (GET api/v1/query) shown as one value. A query of several series shows their sum, and the
// first six series with their own values in the detail list; a range vector is refused with how to make it instant.
const SERVICE: Service = { name: 'Prometheus query', expected: 'a Prometheus server, version 2.x or 3.x', credentials: 'username and password' }
const Sample = t.Tuple([t.Number(), t.String()])
const Result = t.Union([
  t.Object({ resultType: t.Literal('vector'), result: t.Array(t.Object({ metric: t.Record(t.String(), t.String()), value: Sample })) }),
  t.Object({ resultType: t.Union([t.Literal('scalar'), t.Literal('string')]), result: Sample }),
  t.Object({ resultType: t.Literal('matrix'), result: t.Array(t.Unknown()) }),
])
const Refusal = t.Object({ status: t.Literal('error'), error: t.String() })

type Series = Array<{ name: string; value: string }>

/** The query's series: a vector's, or a scalar (or string) as one series without labels. */
function seriesOf(answer: typeof Result.static): Series {
  if (answer.resultType === 'matrix')
    throw new AppFailure('The query returns a range vector: make it instant (e.g. rate(x[5m]) or avg_over_time(x[5m]) instead of x[5m]).')
  if (answer.resultType !== 'vector') return [{ name: answer.resultType, value: answer.result[1] }]
  return answer.result.map((s) => ({ name: seriesName(s.metric), value: s.value[1] }))
}

/** The series' sum; a string result (or one series of text) as it is. */
function total(series: Series): string | number | null {
  if (!series.length) return null
  const numbers = series.map((s) => Number(s.value))
  return numbers.some(Number.isNaN) ? series[0]!.value : numbers.reduce((a, b) => a + b, 0)
}

export const prometheusQuery = defineApp({
  id: 'prometheus-query',
  name: SERVICE.name,
  category: 'generic',
  description:
    'One PromQL instant query as a value with your label and format. A query of several series shows their sum, and the first six series in the detail view.',
  expected: SERVICE.expected,
  docs: PROMETHEUS_DOCS,
  api: 'HTTP API v1',
  repo: 'https://github.com/prometheus/prometheus',
  license: 'Apache-2.0',
  logo: PROMETHEUS_LOGO,
  config: [
    { name: 'query', label: 'PromQL query', type: 'text', required: true, placeholder: 'e.g. sum(up) or node_load1{instance="nas:9100"}' },
    { name: 'label', label: 'Label', type: 'text', placeholder: 'Value' },
    formatField('format', 'Format'),
    ...PROMETHEUS_SIGN_IN.config,
  ],
  auth: PROMETHEUS_SIGN_IN.auth,
  requests: { query: { path: 'api/v1/query', answer: success(Result) } },
  hooks: {
    async load(api, ctx) {
      const answer = await api.raw(`api/v1/query?${new URLSearchParams({ query: configText(ctx.config, 'query') })}`)
      // A query Prometheus cannot run is a 400 (or 422) whose error says why: said as is.
      if (answer.status === 400 || answer.status === 422) {
        const { error } = await readAnswer(Refusal, { ...answer, status: 200 }, SERVICE)
        throw new AppFailure(`Prometheus refused the query: ${error}`)
      }
      return { query: await readAnswer(success(Result), answer, SERVICE) }
    },
  },
  datapoints: [
    {
      key: 'value',
      label: 'Value',
      icon: 'chart-line',
      format: 'text',
      default: true,
      read: (a, ctx) => formatValue(total(seriesOf(a.query.data)), formatOf(configText(ctx.config, 'format'))),
      shownAs: (ctx) => configText(ctx.config, 'label') || 'Value',
    },
    { key: 'series', label: 'Series', icon: 'list', format: 'count', read: (a) => seriesOf(a.query.data).length },
  ],
  detail: {
    kind: 'items',
    // One series is the value itself: the list is for several.
    read: (a, ctx) => {
      const series = seriesOf(a.query.data)
      const format = formatOf(configText(ctx.config, 'format'))
      return series.length < 2 ? [] : series.map((s) => ({ title: s.name, subtitle: String(formatValue(s.value, format)) }))
    },
  },
})
