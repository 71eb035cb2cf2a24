import { t } from 'elysia'
import { Id, OneOf, Text } from '../../core/input'
import { PERMISSION_LABELS } from './api-keys.permissions'

/** Spec 3 §2.8 permission catalogue; create_user is offered to (and accepted from) super admins only. */
export const PERMISSIONS = Object.keys(PERMISSION_LABELS) as Array<keyof typeof PERMISSION_LABELS>
export type Permission = keyof typeof PERMISSION_LABELS

export const ApiKeyBody = t.Object({
  name: Text(100),
  permissions: t.Union([t.Array(OneOf(PERMISSIONS), { maxItems: 3 }), Text(200, { description: 'The list as JSON text' })]),
  expiresAt: t.Nullable(Text(40, { description: 'A date (YYYY-MM-DD or ISO); null never expires' })),
})
export type ApiKeyBody = typeof ApiKeyBody.static

export const ApiKey = t.Object({
  id: Id,
  name: t.String(),
  key: t.String({ description: 'The whole key: only its owner ever sees it' }),
  permissions: t.Array(OneOf(PERMISSIONS)),
  createdAt: t.String({ format: 'date-time', description: 'ISO 8601' }),
  expiresAt: t.Nullable(t.String({ format: 'date-time', description: 'ISO 8601, as sent (a bare date: the end of that day, UTC); null never expires' })),
})
export type ApiKey = typeof ApiKey.static
