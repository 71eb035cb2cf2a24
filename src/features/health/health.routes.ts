import { Elysia, t } from 'elysia'
import type { AuthPlugin } from '../../core/auth'
import { ok } from '../../core/envelope'
import { Ok } from '../../core/input'
import { HealthItem, History, HistoryQuery, ItemBody, ItemParams, Settings, SettingsBody } from './health.schema'
import type { HealthService } from './health.service'

const tags = ['Health']

export function healthRoutes(deps: { auth: AuthPlugin; service: HealthService; changed: () => void }) {
  const { service } = deps
  return new Elysia({ name: 'health-routes', prefix: '/health' })
    .use(deps.auth)
    .get('/', ({ user }) => ok(service.list(user.id)), {
      auth: true,
      response: Ok(t.Array(HealthItem)),
      detail: {
        tags,
        summary: "The caller's checked links and devices, worst first: state, since, last check, latency, reason, uptime",
        description:
          "state is up, down, unknown (not checked yet) or paused (checks off). uptime's day, week and month are fractions 0–1, null before the first check in that range.",
      },
    })
    .get('/settings', ({ user }) => ok(service.settings(user.id)), {
      auth: true,
      response: Ok(Settings),
      detail: { tags, summary: "The caller's health defaults, quiet hours (HH:MM in their time zone) and digest threshold" },
    })
    .post(
      '/settings',
      ({ user, body }) => {
        const saved = service.saveSettings(user.id, body)
        deps.changed()
        return ok(saved)
      },
      {
        auth: true,
        body: SettingsBody,
        response: Ok(Settings),
        detail: {
          tags,
          summary: 'Change any of the health settings; answers them all',
          description:
            'checksEnabled off pauses every item without its own choice; quietHours null ends quiet hours (feed only, no push, while they last); more downs than digestThreshold within a minute send one digest.',
        },
      },
    )
    .get('/:kind/:id/history', ({ user, params, query }) => ok(service.history(user.id, params.kind, params.id, query.range)), {
      auth: true,
      params: ItemParams,
      query: HistoryQuery,
      response: Ok(History),
      detail: {
        tags,
        summary: "One item's checks in bars (day: 48 half-hours, week: 42 four-hour spans, month: 30 days) and its incidents",
      },
    })
    .post(
      '/:kind/:id',
      ({ user, params, body }) => {
        const item = service.setItem(user.id, params.kind, params.id, body)
        deps.changed()
        return ok(item)
      },
      {
        auth: true,
        params: ItemParams,
        body: ItemBody,
        response: Ok(HealthItem),
        detail: { tags, summary: "Set one link's or device's check: enabled, intervalSeconds (10 to 86,400), alert, expectStatus (null: any below 500)" },
      },
    )
}
