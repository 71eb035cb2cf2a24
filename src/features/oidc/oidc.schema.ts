import { t } from 'elysia'
import { OneOf, Text } from '../../core/input'
import { KEPT_SECRET } from '../../definitions/kept-secret'
import { LoginResult } from '../auth/auth.schema'
import { OIDC_FIELDS, type OidcField } from './oidc.fields'

const Field = Text(2048)
const Strings = Object.fromEntries(Object.keys(OIDC_FIELDS).map((name) => [name, Field])) as Record<OidcField, typeof Field>

const Switches = {
  userIdentifier: Text(64, { description: 'The claim that names a Foyer user, e.g. preferred_username or email' }),
  autoUserProvisioning: t.Boolean({ description: 'Create a normal user on the first sign-in of an unknown identity' }),
  enableOidcAuth: t.Boolean(),
}

/** What the form sends; a clientSecret of the kept-secret marker (or, as earlier clients send, empty) keeps the one already saved. */
export const OidcSettingsBody = t.Object({ ...Strings, ...Switches })
export type OidcSettingsBody = typeof OidcSettingsBody.static

/** What the form reads: the secret itself never leaves the server once saved. */
export const OidcSettings = t.Object({
  ...Strings,
  ...Switches,
  clientSecret: t.Union([t.Literal(KEPT_SECRET), t.Literal('')], {
    description: `'${KEPT_SECRET}' when a secret is saved (sent back untouched, it keeps it), else empty: the saved secret is never sent back`,
  }),
  hasClientSecret: t.Boolean({ description: `A secret is saved; sending clientSecret '${KEPT_SECRET}' keeps it` }),
})
export type OidcSettings = typeof OidcSettings.static

export const DiscoverBody = t.Object({ issuerUrl: Field })
export const Discovered = t.Object({
  issuerUrl: t.String(),
  authorizationEndpoint: t.String(),
  tokenEndpoint: t.String(),
  userinfoEndpoint: t.String(),
  jwksUri: t.String(),
  logoutUri: t.String({ description: 'end_session_endpoint; empty when the provider has none' }),
})
export type Discovered = typeof Discovered.static

export const OidcStart = t.Object({ url: t.String({ description: "The provider's authorization URL to send the browser to" }) })

const AUTH_STYLES = ['header', 'body'] as const

export const ValidateBody = t.Object({
  code: Text(4096, { description: 'The code the provider put on /login' }),
  state: Text(256, { description: 'The state the provider gave back with it' }),
  authStyle: t.Optional(
    OneOf(AUTH_STYLES, {
      description:
        "Spec 1 §2: /login's optional authStyle (a redirect URI may carry it). How the client secret reaches the token endpoint: 'header' (HTTP Basic, the default) or 'body' (client_secret_post)",
      error: "authStyle must be 'header' or 'body'.",
    }),
  ),
})

export const OidcLoginResult = t.Composite([
  LoginResult,
  t.Object({
    user: t.Object({ username: t.String(), fullName: t.String(), isSuperAdmin: t.Boolean() }),
    logoutUrl: t.String({ description: "Where the browser goes after logging out, to end the provider's session too" }),
  }),
])
export type OidcLoginResult = typeof OidcLoginResult.static

/** Spec 1 "Login methods": what the login screen needs to offer OIDC; nothing secret. */
export const LoginMethods = t.Object({
  oidc: t.Object({
    enabled: t.Boolean(),
    config: t.Nullable(t.Object({ authorizationEndpoint: t.String(), clientId: t.String(), redirectUri: t.String(), scope: t.String() })),
  }),
})
