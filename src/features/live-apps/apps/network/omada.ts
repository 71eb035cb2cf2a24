import { t, type Static, type TSchema } from 'elysia'
import { Value } from '@sinclair/typebox/value'
import type { UpstreamAnswer } from '../../../../core/http-client'
import { cookieSession } from '../../app-auth'
import { defineApp } from '../../app-definition'
import { AppFailure, configText, readAnswer, type Service, unexpected } from '../../live-app'
import { refusedInside } from './refusal.shared'

// TP-Link Omada Controller (software or OC hardware, 5.x and 6.x) through its web API: api/info names the controller
// (omadacId), {omadacId}/api/v2/login answers a token sent as Csrf-Token beside the session cookie. Every answer is
// 200 with an errorCode of its own (0 ok; -30109 a wrong user or password).
const SERVICE: Service = { name: 'Omada', expected: 'a TP-Link Omada Controller, version 5+', credentials: 'username and password' }
const Envelope = t.Object({ errorCode: t.Number(), msg: t.Optional(t.String()), result: t.Optional(t.Unknown()) })
const WRONG_LOGIN = [-30109, -30111]
const Overview = t.Object({
  totalClientNum: t.Number(),
  wirelessClientNum: t.Optional(t.Number()),
  connectedApNum: t.Number(),
  totalApNum: t.Optional(t.Number()),
  connectedSwitchNum: t.Number(),
  connectedGatewayNum: t.Number(),
})
const Alerts = t.Object({ alertNum: t.Number() })

/** The result of an Omada answer, checked against its shape; an errorCode is said as Omada says it. */
async function result<S extends TSchema>(call: Promise<UpstreamAnswer>, schema: S): Promise<Static<S>> {
  const answer = await readAnswer(Envelope, call, SERVICE)
  if (WRONG_LOGIN.includes(answer.errorCode)) throw refusedInside(SERVICE.name, SERVICE.credentials!)
  if (answer.errorCode !== 0) throw new AppFailure(`${SERVICE.name} answered: ${answer.msg ?? `error ${answer.errorCode}`}`)
  if (!Value.Check(schema, answer.result)) throw unexpected(SERVICE)
  return answer.result
}

export const omada = defineApp({
  id: 'omada',
  name: SERVICE.name,
  category: 'network',
  description: 'Clients, access points, switches and gateways connected, and alerts, of a TP-Link Omada site.',
  expected: SERVICE.expected,
  docs: 'https://www.tp-link.com/us/support/faq/3231/',
  api: 'controller web API v2 (5.x, 6.x)',
  repo: null,
  license: null,
  logo: { simpleIcon: 'tplink', initials: 'Om', colour: '#4acbd6' },
  config: [
    { name: 'username', label: 'Username', type: 'text', required: true, placeholder: 'A local viewer account' },
    { name: 'password', label: 'Password', type: 'password', required: true },
    { name: 'site', label: 'Site', type: 'text', placeholder: 'Default (the first site)' },
  ],
  // The sign-in's address holds the controller's id from api/info: the load hook makes it.
  auth: { style: 'hook', fields: ['username', 'password'] },
  requests: {
    overview: { path: 'api/v2/sites', answer: Overview },
    alerts: { path: 'api/v2/sites', answer: Alerts },
  },
  hooks: {
    async load(api, ctx) {
      const { omadacId } = await result(api.raw('api/info'), t.Object({ omadacId: t.String() }))
      const base = `${encodeURIComponent(omadacId)}/api/v2`
      const json = { username: configText(ctx.config, 'username'), password: configText(ctx.config, 'password') }
      const login = api.raw(`${base}/login`, { method: 'POST', json })
      const { token } = await result(login, t.Object({ token: t.String() }))
      const headers = { 'Csrf-Token': token, ...cookieSession(await login) }
      try {
        const sites = await result(
          api.raw(`${base}/sites?currentPage=1&currentPageSize=1000`, { headers }),
          t.Object({ data: t.Array(t.Object({ id: t.String(), name: t.String() })) }),
        )
        const wanted = configText(ctx.config, 'site')
        const site = wanted ? sites.data.find((s) => s.name === wanted) : sites.data[0]
        if (!site) throw new AppFailure(wanted ? `Omada has no site named "${wanted}".` : 'Omada has no site.')
        const at = `${base}/sites/${encodeURIComponent(site.id)}`
        const [overview, alerts] = await Promise.all([
          result(api.raw(`${at}/dashboard/overviewDiagram`, { headers }), Overview),
          result(api.raw(`${at}/alerts/num`, { headers }), Alerts),
        ])
        return { overview, alerts }
      } finally {
        await api.raw(`${base}/logout`, { method: 'POST', headers }).catch(() => undefined)
      }
    },
  },
  datapoints: [
    { key: 'clients', label: 'Clients', icon: 'devices', format: 'count', default: true, read: (a) => a.overview.totalClientNum },
    { key: 'wifiClients', label: 'Wi-Fi clients', icon: 'wifi', format: 'count', read: (a) => a.overview.wirelessClientNum },
    { key: 'aps', label: 'Access points', icon: 'access-point', format: 'count', default: true, read: (a) => a.overview.connectedApNum },
    { key: 'switches', label: 'Switches', icon: 'topology-star-3', format: 'count', read: (a) => a.overview.connectedSwitchNum },
    { key: 'gateways', label: 'Gateways', icon: 'router', format: 'count', read: (a) => a.overview.connectedGatewayNum },
    { key: 'alerts', label: 'Alerts', icon: 'alert-triangle', format: 'count', default: true, read: (a) => a.alerts.alertNum },
  ],
})
