import { t } from 'elysia'

export const HomeStatus = t.Object({ status: t.Literal('ok'), version: t.String({ description: 'The product version' }) })

const Bytes = t.Integer({ minimum: 0 })
export const Stats = t.Object({
  version: t.String(),
  uptimeSeconds: t.Integer({ minimum: 0 }),
  load: t.Array(t.Number(), { minItems: 3, maxItems: 3, description: '1, 5 and 15 minute load averages' }),
  memory: t.Object({ totalBytes: Bytes, freeBytes: Bytes, rssBytes: Bytes }),
  disk: t.Object({ totalBytes: Bytes, freeBytes: Bytes }, { description: 'Of DATA_DIR' }),
  counts: t.Object({ listings: t.Integer(), notifications: t.Integer(), unreadNotifications: t.Integer() }),
})
export type Stats = typeof Stats.static
