import { t } from 'elysia'
import { defineApp } from '../../app-definition'
import { errorInAnswer, refusedInAnswer } from './answers.shared'

// UptimeRobot's API v2 (https://api.uptimerobot.com): POST getMonitors with a read-only or main API key. A refused key
// is a 200 whose stat is "fail", so a hook tells it apart. Monitor status: 0 paused, 1 not checked yet, 2 up, 8 seems down, 9 down.
const Monitor = t.Object({ id: t.Number(), friendly_name: t.String(), url: t.String(), status: t.Number(), custom_uptime_ratio: t.Optional(t.String()) })
type Monitor = typeof Monitor.static
const Answer = t.Union([
  t.Object({ stat: t.Literal('ok'), monitors: t.Array(Monitor) }),
  t.Object({ stat: t.Literal('fail'), error: t.Object({ type: t.String(), parameter_name: t.Optional(t.String()), message: t.Optional(t.String()) }) }),
])
const DOWN = new Set([8, 9])
const monitorsOf = (a: { monitors: typeof Answer.static }): Monitor[] => ('monitors' in a.monitors ? a.monitors.monitors : [])

export const uptimeRobot = defineApp({
  id: 'uptime-robot',
  name: 'UptimeRobot',
  category: 'monitoring',
  description: 'Monitors up, down and paused on UptimeRobot, their 7-day uptime, and which are down. Link it to https://api.uptimerobot.com.',
  expected: 'the UptimeRobot API (api.uptimerobot.com)',
  docs: 'https://uptimerobot.com/api/',
  api: 'v2',
  repo: null,
  license: null,
  logo: { initials: 'UR', colour: '#3bd671' },
  config: [{ name: 'apiKey', label: 'API key', type: 'password', required: true, placeholder: 'My Settings → API → read-only API key' }],
  auth: { style: 'query', param: 'api_key', field: 'apiKey' },
  requests: { monitors: { path: 'v2/getMonitors?format=json&custom_uptime_ratios=7', method: 'POST', answer: Answer } },
  hooks: {
    async load(api, _ctx, service) {
      const answer = await api.get('monitors')
      if (answer.stat === 'ok') return { monitors: answer }
      if (answer.error.parameter_name === 'api_key' || /api_key/.test(answer.error.message ?? '')) throw refusedInAnswer(service)
      throw errorInAnswer(service, answer.error.message ?? answer.error.type)
    },
  },
  datapoints: [
    { key: 'up', label: 'Up', icon: 'circle-check', format: 'count', default: true, read: (a) => monitorsOf(a).filter((m) => m.status === 2).length },
    { key: 'down', label: 'Down', icon: 'circle-x', format: 'count', default: true, read: (a) => monitorsOf(a).filter((m) => DOWN.has(m.status)).length },
    {
      key: 'uptime',
      label: 'Uptime (7 d)',
      icon: 'activity',
      format: 'percent',
      default: true,
      read: (a) => {
        const ratios = monitorsOf(a).flatMap((m) => (m.custom_uptime_ratio ? [Number(m.custom_uptime_ratio)] : []))
        return ratios.length ? ratios.reduce((x, y) => x + y, 0) / ratios.length : null
      },
    },
    { key: 'paused', label: 'Paused', icon: 'player-pause', format: 'count', read: (a) => monitorsOf(a).filter((m) => m.status === 0).length },
    { key: 'monitors', label: 'Monitors', icon: 'list', format: 'count', read: (a) => monitorsOf(a).length },
  ],
  detail: {
    kind: 'alerts',
    read: (a) =>
      monitorsOf(a)
        .filter((m) => DOWN.has(m.status))
        .map((m) => ({ title: m.friendly_name, subtitle: `${m.status === 8 ? 'seems down' : 'down'} · ${m.url}` })),
  },
})
