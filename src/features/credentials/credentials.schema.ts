import { t } from 'elysia'
import { Id, OneOf, Text } from '../../core/input'
import { CONNECTION_TYPES, CREDENTIAL_TYPES } from '../../definitions/devices'
import { KEPT_SECRET } from '../../definitions/kept-secret'

const SECRET_MAX = 16_384

export const CredentialBody = t.Object({
  profileName: Text(100, { description: 'Credential Name' }),
  profileType: t.Union([OneOf(CREDENTIAL_TYPES), t.Literal('')], {
    description: "password, private_key, api_key or xpassword ('' is refused with the spec's message)",
  }),
  username: t.Optional(t.Nullable(Text(200))),
  userkey: t.Optional(t.Nullable(Text(SECRET_MAX, { description: `The secret (password, private key or API key); '${KEPT_SECRET}' keeps the stored one` }))),
  passphrase: t.Optional(t.Nullable(Text(1024, { description: `The private key's passphrase; '${KEPT_SECRET}' keeps the stored one` }))),
})
export type CredentialBody = typeof CredentialBody.static

/** A locker row in lists: never a secret. */
export const CredentialSummary = t.Object({ id: Id, profileName: t.String(), profileType: OneOf(CREDENTIAL_TYPES) })
export type CredentialSummary = typeof CredentialSummary.static

/** The edit form's view: secrets only as the placeholder that keeps them. */
export const CredentialDetails = t.Object({
  ...CredentialSummary.properties,
  username: t.Nullable(t.String()),
  userkey: t.String({ description: 'The placeholder; the secret itself never leaves the server' }),
  passphrase: t.String({ description: "The placeholder when a passphrase is stored, else ''" }),
})
export type CredentialDetails = typeof CredentialDetails.static

export const TypeParam = t.Object({ type: OneOf(CONNECTION_TYPES, { description: 'A connection type: the locker entries it can use' }) })
