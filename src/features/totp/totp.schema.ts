import { t } from 'elysia'
import { Icon, Id, OneOf, OptionalBodyId, OrNull, StoredIcon, Text } from '../../core/input'

export const ALGORITHMS = ['sha1', 'sha256', 'sha512'] as const
export type Algorithm = (typeof ALGORITHMS)[number]
export const DIGITS = [6, 8] as const
export const PERIOD = { min: 1, max: 3600, default: 30 } as const
export const NAME_MAX = { service: 100, account: 200 } as const
const MAX_ITEMS = 10_000

export const TOTP_MESSAGES = {
  notFound: 'Authenticator not found.',
  missingSecret: 'Enter a secret key or an otpauth URI.',
  bothSecrets: 'Enter either a secret key or an otpauth URI, not both.',
  serviceName: 'Service name is required.',
  serviceNameLength: `Service name must be at most ${NAME_MAX.service} characters.`,
  accountNameLength: `Account name must be at most ${NAME_MAX.account} characters.`,
  duplicateIds: 'Each authenticator may appear only once in the order.',
  tooManyIds: `At most ${MAX_ITEMS} authenticators may be ordered at once.`,
  algorithm: 'The algorithm must be SHA1, SHA256 or SHA512.',
  digits: 'Codes must have 6 or 8 digits.',
  period: `The period must be a whole number of seconds from ${PERIOD.min} to ${PERIOD.max}.`,
  // The spec's OTP card message, sent as an event when the seed cannot be opened or used.
  generate: 'Failed to generate OTP',
} as const

export type ServiceIcon = Icon

export const SaveBody = t.Object({
  authId: OptionalBodyId,
  serviceName: Text(NAME_MAX.service, { description: 'May be left empty when the otpauth URI names an issuer', error: TOTP_MESSAGES.serviceNameLength }),
  accountName: t.Optional(Text(NAME_MAX.account, { error: TOTP_MESSAGES.accountNameLength })),
  secret: t.Optional(Text(512, { description: 'Base32 (A-Z, 2-7, optional = padding), 16 to 128 characters; spaces and lower case are tolerated' })),
  otpauthUri: t.Optional(Text(4096, { description: 'otpauth://totp/Issuer:account?secret=...&algorithm=&digits=&period=' })),
  // Any letter case: an otpauth URI writes SHA1, the form sends sha1.
  algorithm: t.Optional(
    t.String({ pattern: '^[sS][hH][aA](1|256|512)$', description: 'With a plain secret: SHA1 (default), SHA256 or SHA512', error: TOTP_MESSAGES.algorithm }),
  ),
  // 6 or 8 written as a range, so a form's numeric text is still read as a number.
  digits: t.Optional(t.Integer({ minimum: 6, maximum: 8, multipleOf: 2, description: 'With a plain secret: 6 (default) or 8', error: TOTP_MESSAGES.digits })),
  period: t.Optional(
    t.Integer({
      minimum: PERIOD.min,
      maximum: PERIOD.max,
      description: `With a plain secret: seconds per code, default ${PERIOD.default}`,
      error: TOTP_MESSAGES.period,
    }),
  ),
  serviceIcon: t.Optional(OrNull(Icon)),
})
export type SaveInput = typeof SaveBody.static

export const ReorderBody = t.Object({
  items: t.Array(Id, {
    maxItems: MAX_ITEMS,
    description: 'Authenticator ids in their new order; any left out keep their order after them',
    error: TOTP_MESSAGES.tooManyIds,
  }),
})

/** What the dashboard lists: never the secret. */
export const TotpSummary = t.Object({
  id: t.Integer(),
  serviceName: t.String(),
  accountName: t.String(),
  serviceIcon: t.Nullable(StoredIcon, { description: 'null: the client shows the default authenticator icon' }),
})
export type TotpSummary = typeof TotpSummary.static

/** The edit form's view: the code parameters, still never the secret. */
export const TotpDetails = t.Composite([TotpSummary, t.Object({ algorithm: OneOf(ALGORITHMS), digits: t.Integer(), period: t.Integer() })])
export type TotpDetails = typeof TotpDetails.static

/** One server-sent event of the code stream. */
export type CodeEvent = { code: string; remainingSeconds: number; period: number } | { error: true; message: string }
