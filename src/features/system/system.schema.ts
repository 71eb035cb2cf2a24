import { t } from 'elysia'

export const HomeStatus = t.Object({ status: t.Literal('ok'), version: t.String({ description: 'The product version' }) })
