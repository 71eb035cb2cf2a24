import { t } from 'elysia'
import { Id, MODEL, OneOf } from '../../core/input'

const KINDS = ['link', 'device'] as const
export type HealthKind = (typeof KINDS)[number]
const RANGES = ['day', 'week', 'month'] as const
export type HealthRange = (typeof RANGES)[number]

const MIN_INTERVAL_S = 10
const MAX_INTERVAL_S = 86_400

export const ItemParams = t.Object({ kind: OneOf(KINDS, { error: "Kind must be 'link' or 'device'." }), id: Id })
export const HistoryQuery = t.Object({ range: t.Optional(OneOf(RANGES, { error: "Range must be 'day', 'week' or 'month'." })) })

const Interval = t.Integer({ minimum: MIN_INTERVAL_S, maximum: MAX_INTERVAL_S, error: `The interval is ${MIN_INTERVAL_S} to ${MAX_INTERVAL_S} seconds.` })
const Clock = t.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$', error: 'A time is HH:MM, 00:00 to 23:59.' })

export const ItemBody = t.Object({
  enabled: t.Optional(t.Boolean()),
  intervalSeconds: t.Optional(Interval),
  alert: t.Optional(t.Boolean()),
  expectStatus: t.Optional(t.Nullable(t.Integer({ minimum: 100, maximum: 599, error: 'An expected status is 100 to 599.' }))),
})
export type ItemBody = typeof ItemBody.static

const Uptime = t.Nullable(t.Number({ minimum: 0, maximum: 1 }))
export const HealthItem = t.Object(
  {
    kind: OneOf(KINDS),
    id: t.Integer(),
    name: t.String(),
    address: t.String(),
    state: OneOf(['up', 'down', 'unknown', 'paused'] as const),
    since: t.Nullable(t.Integer()),
    lastCheckedAt: t.Nullable(t.Integer()),
    latencyMs: t.Nullable(t.Integer()),
    reason: t.Nullable(t.String()),
    enabled: t.Boolean(),
    intervalSeconds: t.Integer(),
    alert: t.Boolean(),
    expectStatus: t.Nullable(t.Integer()),
    uptime: t.Object({ day: Uptime, week: Uptime, month: Uptime }),
  },
  { [MODEL]: 'HealthItem' },
)
export type HealthItem = typeof HealthItem.static

export const History = t.Object({
  buckets: t.Array(t.Object({ start: t.Integer(), up: t.Integer(), down: t.Integer(), latencyMs: t.Nullable(t.Integer()) })),
  incidents: t.Array(t.Object({ start: t.Integer(), end: t.Nullable(t.Integer()), reason: t.String() })),
})
export type History = typeof History.static

export const Settings = t.Object({
  checksEnabled: t.Boolean(),
  intervalSeconds: t.Integer(),
  quietHours: t.Nullable(t.Object({ start: t.String(), end: t.String() })),
  timeZone: t.String(),
  digestThreshold: t.Integer(),
})
export type Settings = typeof Settings.static

export const SettingsBody = t.Object({
  checksEnabled: t.Optional(t.Boolean()),
  intervalSeconds: t.Optional(Interval),
  quietHours: t.Optional(t.Nullable(t.Object({ start: Clock, end: Clock }))),
  timeZone: t.Optional(t.String({ minLength: 1, maxLength: 64, error: 'A time zone is an IANA name such as Europe/Paris.' })),
  digestThreshold: t.Optional(t.Integer({ minimum: 1, maximum: 1000, error: 'The digest threshold is 1 to 1000.' })),
})
export type SettingsBody = typeof SettingsBody.static
