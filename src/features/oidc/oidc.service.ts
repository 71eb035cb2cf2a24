import { dropOldest } from '../../core/bounded'
import type { Clock } from '../../core/clock'
import type { SecretBox } from '../../core/crypto'
import type { Database } from '../../core/db'
import { AppError, badRequest, forbidden, unauthorized } from '../../core/errors'
import { fetchJson, UpstreamError } from '../../core/http-client'
import { nodeCrypto } from '../../core/node-builtins'
import { KEPT_SECRET } from '../../definitions/kept-secret'
import type { LoginResult } from '../auth/auth.schema'
import type { UsersService } from '../users/users.service'
import { passwordDigest } from '../users/users.service'
import { createOidcRepo, type StoredOidcSettings } from './oidc.repo'
import { OIDC_FIELDS, URL_FIELDS } from './oidc.fields'
import type { Discovered, OidcLoginResult, OidcSettings, OidcSettingsBody, ValidateBody } from './oidc.schema'
import { arctic, CodeRefused, createKeyCache, PROVIDER_LIMITS, redeemCode, userinfo } from './oidc.tokens'

/** A login started here must come back within this time. */
const PENDING_MS = 10 * 60_000
/** Started logins kept at most: /login/oidc/start needs no session, so the map is bounded (oldest dropped). */
const PENDING_MAX = 500
/** Started logins kept per client address, so one client can not push everyone else's out (its own oldest go). */
const PENDING_PER_ADDRESS = 10
const CLAIM = /^[A-Za-z_][\w.:-]{0,63}$/

const INVALID_CODE = 'Invalid authentication code'
const NOT_VALIDATED = 'Error validating authentication code'

const DEFAULTS: OidcSettings = {
  issuerUrl: '',
  clientId: '',
  clientSecret: '',
  hasClientSecret: false,
  redirectUri: '',
  scope: 'openid profile email',
  authorizationEndpoint: '',
  tokenEndpoint: '',
  userinfoEndpoint: '',
  jwksUri: '',
  logoutUri: '',
  userIdentifier: 'preferred_username',
  autoUserProvisioning: false,
  enableOidcAuth: false,
}

/** An issuer as entered may differ from the token's by a trailing slash only. */
const issuerForms = (issuer: string) => [issuer.replace(/\/+$/, ''), `${issuer.replace(/\/+$/, '')}/`]

const sameText = (a: string, b: string) => a.length === b.length && nodeCrypto().timingSafeEqual(Buffer.from(a), Buffer.from(b))

export function createOidcService(deps: {
  db: Database
  clock: Clock
  secrets: SecretBox
  users: UsersService
  /** Issues a session for a user, exactly as a password login does. */
  signIn: (userId: number) => LoginResult
}) {
  const { clock, secrets, users } = deps
  const repo = createOidcRepo(deps.db)
  const keys = createKeyCache()
  const pending = new Map<string, { codeVerifier: string; nonce: string; expiresAt: number; address: string }>()

  /** The saved settings with the secret opened; null when OIDC is off or its secret can not be read. */
  const active = (): (StoredOidcSettings & { secret: string }) | 'off' | 'unset' => {
    const s = repo.get()
    if (!s?.enableOidcAuth) return 'off'
    try {
      return { ...s, secret: secrets.open(s.clientSecret) }
    } catch {
      return 'unset'
    }
  }

  const check = (body: OidcSettingsBody, keepSecret: boolean) => {
    for (const [field, label] of Object.entries(OIDC_FIELDS) as Array<[keyof typeof OIDC_FIELDS, string]>) {
      if (field === 'clientSecret' && keepSecret) continue
      if (!body[field].trim()) throw badRequest(` ${label} is required`)
    }
    for (const field of URL_FIELDS) {
      if (!/^https?:\/\/[^\s/]/i.test(body[field].trim()) || !URL.canParse(body[field].trim()))
        throw badRequest(`${OIDC_FIELDS[field]} must be an http(s) address.`)
    }
    if (!body.scope.split(/\s+/).includes('openid')) throw badRequest('Scope must include openid.')
    if (!CLAIM.test(body.userIdentifier.trim() || DEFAULTS.userIdentifier))
      throw badRequest('User Identifier must be a claim name, e.g. preferred_username or email.')
  }

  return {
    /** Spec 1 "Login methods": enough for the login screen, nothing secret. */
    methods() {
      const s = repo.get()
      if (!s?.enableOidcAuth) return { oidc: { enabled: false, config: null } }
      const { authorizationEndpoint, clientId, redirectUri, scope } = s
      return { oidc: { enabled: true, config: { authorizationEndpoint, clientId, redirectUri, scope } } }
    },

    settings(): OidcSettings {
      const s = repo.get()
      if (!s) return DEFAULTS
      return { ...s, clientSecret: s.clientSecret === '' ? '' : KEPT_SECRET, hasClientSecret: s.clientSecret !== '' }
    },

    save(body: OidcSettingsBody) {
      const saved = repo.get()
      // The marker with nothing saved behind it is no secret; '' is how earlier web clients said "keep it" (a secret is required).
      const sent = body.clientSecret === KEPT_SECRET ? '' : body.clientSecret
      const keepSecret = sent === '' && Boolean(saved?.clientSecret)
      check({ ...body, clientSecret: sent }, keepSecret)
      const trimmed = Object.fromEntries(Object.entries(body).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v])) as OidcSettingsBody
      repo.save(
        {
          ...trimmed,
          userIdentifier: trimmed.userIdentifier || DEFAULTS.userIdentifier,
          clientSecret: keepSecret && saved ? saved.clientSecret : secrets.seal(body.clientSecret),
        },
        clock.now(),
      )
      keys.forget()
    },

    /** The provider's endpoints from its discovery document (admin only: the server fetches an address it is given). */
    async discover(issuerUrl: string): Promise<Discovered> {
      const issuer = issuerUrl.trim().replace(/\/+$/, '')
      if (!/^https?:\/\/[^\s/]/i.test(issuer) || !URL.canParse(issuer)) throw badRequest('Issuer Url must be an http(s) address.')
      const doc = await fetchJson<Record<string, unknown>>(`${issuer}/.well-known/openid-configuration`, PROVIDER_LIMITS).catch((error) => {
        // The address is the admin's input: one that serves no discovery document is a bad request, not a server fault.
        if (error instanceof UpstreamError) throw badRequest(`Discovery failed: ${error.message}.`)
        throw error
      })
      const text = (key: string) => (typeof doc?.[key] === 'string' ? (doc[key] as string) : '')
      if (!text('authorization_endpoint') || !text('token_endpoint') || !text('jwks_uri'))
        throw badRequest('Discovery failed: the document has no authorization_endpoint, token_endpoint or jwks_uri.')
      return {
        issuerUrl: text('issuer') || issuer,
        authorizationEndpoint: text('authorization_endpoint'),
        tokenEndpoint: text('token_endpoint'),
        userinfoEndpoint: text('userinfo_endpoint'),
        jwksUri: text('jwks_uri'),
        logoutUri: text('end_session_endpoint'),
      }
    },

    /** A new login from `address`: state, nonce and PKCE verifier stay here; the browser gets the provider's URL and the state to keep. */
    async start(address: string): Promise<{ url: string; state: string }> {
      const s = active()
      if (s === 'off') throw badRequest('OIDC is not enabled.')
      if (s === 'unset') throw badRequest('OIDC config is not set.')
      const { CodeChallengeMethod, generateCodeVerifier, generateState, OAuth2Client } = await arctic()
      const now = clock.now()
      for (const [key, p] of pending) if (p.expiresAt <= now) pending.delete(key)
      const own = [...pending.keys()].filter((key) => pending.get(key)!.address === address)
      for (const key of own.slice(0, Math.max(0, own.length - PENDING_PER_ADDRESS + 1))) pending.delete(key)
      dropOldest(pending, () => pending.size >= PENDING_MAX)
      const state = generateState()
      const codeVerifier = generateCodeVerifier()
      const nonce = generateState()
      pending.set(state, { codeVerifier, nonce, expiresAt: now + PENDING_MS, address })
      const client = new OAuth2Client(s.clientId, s.secret, s.redirectUri)
      const url = client.createAuthorizationURLWithPKCE(s.authorizationEndpoint, state, CodeChallengeMethod.S256, codeVerifier, s.scope.split(/\s+/))
      url.searchParams.set('nonce', nonce)
      return { url: url.toString(), state }
    },

    /** Spec 1 §7 /login/oidc/validate: the code for a Foyer session. browserState is what the start left in this browser. */
    async validate(body: typeof ValidateBody.static, browserState: string | undefined): Promise<OidcLoginResult> {
      const s = active()
      if (s === 'off') throw badRequest('OIDC is not enabled.')
      if (s === 'unset') throw badRequest('OIDC config is not set.')
      const started = pending.get(body.state)
      // A state is used once, only in the browser that started it (no login CSRF), and only while fresh.
      if (started) pending.delete(body.state)
      if (!started || !browserState || !sameText(browserState, body.state) || started.expiresAt <= clock.now()) throw unauthorized(INVALID_CODE)
      try {
        const tokens = await redeemCode({ ...s, clientSecret: s.secret }, body.code, started.codeVerifier, body.authStyle)
        const idToken = tokens.idToken()
        const claims = await keys.verify(idToken, s.jwksUri, { issuer: issuerForms(s.issuerUrl), audience: s.clientId, now: clock.now() })
        if (claims.nonce !== started.nonce || typeof claims.sub !== 'string') throw new Error('Nonce or subject mismatch')
        const issuer = issuerForms(s.issuerUrl)[0]!
        const userId = repo.linkedUser(issuer, claims.sub) ?? (await linkByClaim(s, issuer, claims.sub, claims, tokens.accessToken()))
        const result = deps.signIn(userId)
        const user = users.userData(userId)!
        const logout = new URL(s.logoutUri)
        logout.searchParams.set('client_id', s.clientId)
        logout.searchParams.set('id_token_hint', idToken)
        logout.searchParams.set('post_logout_redirect_uri', s.redirectUri)
        return { ...result, user: { username: user.username, fullName: user.fullName, isSuperAdmin: user.isSuperAdmin }, logoutUrl: logout.toString() }
      } catch (error) {
        if (error instanceof AppError) throw error
        if (error instanceof CodeRefused) throw unauthorized(INVALID_CODE)
        if (error instanceof UpstreamError) throw new AppError(error.reason === 'timeout' ? 504 : 502, NOT_VALIDATED)
        throw unauthorized(NOT_VALIDATED)
      }
    },
  }

  /** A provider identity's first sign-in: the user its identifier claim names (or a new one), linked to it from now on. */
  async function linkByClaim(s: StoredOidcSettings, issuer: string, sub: string, claims: Record<string, unknown>, accessToken: string) {
    const byEmail = s.userIdentifier === 'email'
    // Whether the email was verified may, like the claims beside it, come from userinfo only.
    const complete = typeof claims[s.userIdentifier] === 'string' && (!byEmail || claims.email_verified === true)
    const all = complete ? claims : { ...claims, ...(await userinfo(s.userinfoEndpoint, accessToken, sub)) }
    const identifier = typeof all[s.userIdentifier] === 'string' ? (all[s.userIdentifier] as string).trim().toLowerCase() : ''
    if (!identifier) throw forbidden(`The identity provider sent no ${s.userIdentifier} for this account.`)
    if (byEmail && all.email_verified !== true) throw forbidden(`The identity provider has not verified the email address ${identifier}.`)
    const userId = users.findId(identifier) ?? (await provision(s, identifier, typeof all.name === 'string' ? all.name : ''))
    // A second sign-in of the same identity may have linked it meanwhile; any other identity is refused.
    if (!repo.link(issuer, sub, userId, clock.now()) && repo.linkedUser(issuer, sub) !== userId)
      throw forbidden(`The Foyer account ${identifier} is linked to another account at the identity provider.`)
    return userId
  }

  /** A first sign-in of an unknown identity: a normal user with no usable password, when the admin allows it. */
  async function provision(s: StoredOidcSettings, username: string, name: string): Promise<number> {
    if (!s.autoUserProvisioning) throw forbidden(`No Foyer account is named ${username}. Ask an administrator to create it.`)
    try {
      return await users.create({ username, password: passwordDigest(crypto.randomUUID()), fullName: name, isSuperAdmin: false })
    } catch (error) {
      if (error instanceof AppError) throw forbidden(`${username} can not be a Foyer username: ${error.message}`)
      throw error
    }
  }
}

export type OidcService = ReturnType<typeof createOidcService>
