import { type TSchema, t } from 'elysia'
import type { AuthStyle } from '../../app-auth'
import type { ConfigField } from '../../live-app'

// Prometheus' HTTP API v1 (https://prometheus.io/docs/prometheus/latest/querying/api/): every answer is an envelope,
// {"status": "success", "data": …}, or {"status": "error", "errorType": …, "error": …} with a 4xx or 5xx.

export const PROMETHEUS_DOCS = 'https://prometheus.io/docs/prometheus/latest/querying/api/'
export const PROMETHEUS_LOGO = { simpleIcon: 'prometheus', initials: 'Pr', colour: '#e6522c' }

/** A successful answer holding this data. */
export const success = <S extends TSchema>(data: S) => t.Object({ status: t.Literal('success'), data })

/** A series as Prometheus names it: {job="node", instance="nas:9100"} (the metric name first when it has one). */
export function seriesName(labels: Record<string, string>): string {
  const { __name__: name = '', ...rest } = labels
  const pairs = Object.entries(rest).map(([k, v]) => `${k}="${v}"`)
  return pairs.length ? `${name}{${pairs.join(', ')}}` : name || '{}'
}

/** Basic auth when Prometheus asks for it (web.config.yml basic_auth_users, or a proxy in front); left empty, it is ignored. */
export const PROMETHEUS_SIGN_IN: { config: ConfigField[]; auth: AuthStyle } = {
  config: [
    { name: 'username', label: 'Username', type: 'text', placeholder: 'only if Prometheus asks for one' },
    { name: 'password', label: 'Password', type: 'password' },
  ],
  auth: { style: 'basic', user: 'username', password: 'password' },
}
