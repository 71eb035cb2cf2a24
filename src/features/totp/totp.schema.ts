import { t } from 'elysia'

export const ALGORITHMS = ['sha1', 'sha256', 'sha512'] as const
export type Algorithm = (typeof ALGORITHMS)[number]
export const DIGITS = [6, 8] as const
export const PERIOD = { min: 1, max: 3600, default: 30 } as const

export const ServiceIcon = t.Object({
  iconUrl: t.String({ maxLength: 4096 }),
  iconUrlLight: t.Optional(t.Nullable(t.String({ maxLength: 4096 }))),
  iconProvider: t.Optional(t.String({ maxLength: 100 })),
  iconId: t.Optional(t.String({ maxLength: 200 })),
})
export type ServiceIcon = typeof ServiceIcon.static

export const SaveBody = t.Object({
  authId: t.Optional(t.Integer({ description: 'Present when editing' })),
  serviceName: t.String({ description: 'May be left empty when the otpauth URI names an issuer' }),
  accountName: t.Optional(t.String()),
  secret: t.Optional(t.String({ description: 'Base32 (A-Z, 2-7, optional = padding), 16 to 128 characters; spaces and lower case are tolerated' })),
  otpauthUri: t.Optional(t.String({ description: 'otpauth://totp/Issuer:account?secret=...&algorithm=&digits=&period=' })),
  algorithm: t.Optional(t.String({ description: 'With a plain secret: SHA1 (default), SHA256 or SHA512' })),
  digits: t.Optional(t.Integer({ description: 'With a plain secret: 6 (default) or 8' })),
  period: t.Optional(t.Integer({ description: 'With a plain secret: seconds per code, default 30' })),
  serviceIcon: t.Optional(t.Nullable(ServiceIcon, { description: 'null: the default authenticator icon; omitted on edit: kept' })),
})
export type SaveInput = typeof SaveBody.static

export const ReorderBody = t.Object({ items: t.Array(t.Integer(), { description: 'Authenticator ids in their new order' }) })

export const IdParams = t.Object({ id: t.Integer() })

/** What the dashboard lists: never the secret. */
export interface TotpSummary {
  id: number
  serviceName: string
  accountName: string
  /** null: the client shows the default authenticator icon. */
  serviceIcon: ServiceIcon | null
}

/** The edit form's view: the code parameters, still never the secret. */
export interface TotpDetails extends TotpSummary {
  algorithm: Algorithm
  digits: number
  period: number
}

/** One server-sent event of the code stream. */
export type CodeEvent = { code: string; remainingSeconds: number; period: number } | { error: true; message: string }
