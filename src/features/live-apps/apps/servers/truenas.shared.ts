import { t } from 'elysia'
import { usedOf } from './usage.shared'

// TrueNAS SCALE and CORE share the REST API v2.0 (an API key as a bearer token): system info, alerts and pools.
// SCALE 25.04+ also speaks JSON-RPC 2.0 over a websocket (/api/current) and deprecates REST; REST still answers
// there, and one HTTP call per reading suits a card, so both apps speak REST.
const Pool = t.Object({
  name: t.String(),
  status: t.String(),
  healthy: t.Boolean(),
  size: t.Optional(t.Union([t.Number(), t.Null()])),
  allocated: t.Optional(t.Union([t.Number(), t.Null()])),
})
const Alert = t.Object({ level: t.String(), formatted: t.Optional(t.Union([t.String(), t.Null()])), klass: t.String(), dismissed: t.Boolean() })
type Pool = typeof Pool.static

export const TRUENAS_REQUESTS = {
  info: {
    path: 'api/v2.0/system/info',
    answer: t.Object({ version: t.String(), hostname: t.String(), uptime_seconds: t.Number(), loadavg: t.Array(t.Number()) }),
  },
  alerts: { path: 'api/v2.0/alert/list', answer: t.Array(Alert) },
  pools: { path: 'api/v2.0/pool', answer: t.Array(Pool) },
}
interface TrueNasAnswers {
  info: typeof TRUENAS_REQUESTS.info.answer.static
  alerts: Array<typeof Alert.static>
  pools: Pool[]
}

const pending = (a: TrueNasAnswers) => a.alerts.filter((x) => !x.dismissed)

export const TRUENAS_CONFIG = [{ name: 'apiKey', label: 'API key', type: 'password', required: true, placeholder: 'User menu → API Keys' }]
export const TRUENAS_AUTH = { style: 'bearer', field: 'apiKey' } as const

/** The readings both editions show; `default` marks the ones a card shows unless the link chose. */
export const truenasDatapoints = (defaults: string[]) =>
  [
    { key: 'alerts', label: 'Alerts', icon: 'alert-triangle', format: 'count', read: (a: TrueNasAnswers) => pending(a).length },
    {
      key: 'critical',
      label: 'Critical alerts',
      icon: 'alert-octagon',
      format: 'count',
      read: (a: TrueNasAnswers) => pending(a).filter((x) => x.level === 'CRITICAL' || x.level === 'ERROR').length,
    },
    {
      key: 'pools',
      label: 'Pools healthy',
      icon: 'database',
      format: 'text',
      read: (a: TrueNasAnswers) => `${a.pools.filter((p) => p.healthy).length}/${a.pools.length}`,
    },
    {
      key: 'poolUsage',
      label: 'Pools used',
      icon: 'chart-pie',
      format: 'percent',
      read: (a: TrueNasAnswers) =>
        usedOf(
          a.pools,
          (p) => p.allocated,
          (p) => p.size,
        ),
    },
    { key: 'load', label: 'Load (1 min)', icon: 'activity', format: 'text', read: (a: TrueNasAnswers) => a.info.loadavg[0]?.toFixed(2) },
    { key: 'uptime', label: 'Uptime', icon: 'clock', format: 'duration', read: (a: TrueNasAnswers) => a.info.uptime_seconds },
    // "TrueNAS-SCALE-24.10.2" and "TrueNAS-13.0-U6.2" read as the version alone.
    { key: 'version', label: 'Version', icon: 'info-circle', format: 'version', read: (a: TrueNasAnswers) => a.info.version.replace(/^TrueNAS-(SCALE-)?/, '') },
  ].map((d) => ({ ...d, format: d.format as 'count' | 'text' | 'percent' | 'duration' | 'version', default: defaults.includes(d.key) }))

/** Alerts not dismissed, the worst first. */
export const truenasAlerts = {
  kind: 'alerts' as const,
  read: (a: TrueNasAnswers) =>
    pending(a)
      .toSorted((x, y) => LEVELS.indexOf(x.level) - LEVELS.indexOf(y.level))
      .map((x) => ({ title: x.formatted?.split('\n')[0] ?? x.klass, subtitle: x.level.toLowerCase() })),
}
const LEVELS = ['EMERGENCY', 'ALERT', 'CRITICAL', 'ERROR', 'WARNING', 'NOTICE', 'INFO']
