import type { OAuth2Tokens } from 'arctic'
import type { JSONWebKeySet, JWTPayload, JWTVerifyGetKey } from 'jose'
import { fetchJson, fetchUpstream, parseJson, UpstreamError } from '../../core/http-client'

// arctic and jose load on the first OIDC login, not at start: most servers never use OIDC (idle RSS).
export const arctic = () => import('arctic')
const jose = () => import('jose')

/** Every call to the provider: a login waits for it, and its answers are small documents. */
export const PROVIDER_LIMITS = { timeoutMs: 8_000, maxBytes: 256 * 1024 }

/** The provider refused the code itself (unknown, used or expired): the user's 'Invalid authentication code'. */
export class CodeRefused extends Error {}

/**
 * The code for tokens at the token endpoint (PKCE verifier; the client secret as HTTP Basic, or in the form for providers
 * that take only client_secret_post). Done with Foyer's own limited fetch: arctic's validateAuthorizationCode has no time
 * or size limit; arctic still reads the answer.
 */
export async function redeemCode(
  s: { tokenEndpoint: string; clientId: string; clientSecret: string; redirectUri: string },
  code: string,
  codeVerifier: string,
  authStyle: 'header' | 'body' = 'header',
): Promise<OAuth2Tokens> {
  const form = new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: s.redirectUri, code_verifier: codeVerifier })
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' }
  if (authStyle === 'body') {
    form.set('client_id', s.clientId)
    form.set('client_secret', s.clientSecret)
  } else headers.authorization = `Basic ${btoa(`${encodeURIComponent(s.clientId)}:${encodeURIComponent(s.clientSecret)}`)}`
  const res = await fetchUpstream(s.tokenEndpoint, { ...PROVIDER_LIMITS, method: 'POST', body: form.toString(), maxRedirects: 0, headers })
  const data = parseJson<Record<string, unknown>>(res.text)
  if (res.status === 400 && data?.error === 'invalid_grant') throw new CodeRefused('The provider refused the code')
  if (res.status !== 200 || typeof data?.id_token !== 'string') throw new UpstreamError('status', `Token endpoint answered ${res.status}`, res.status)
  return new (await arctic()).OAuth2Tokens(data)
}

/** The provider's signing keys per JWKS address, fetched once and again only when a token names a key not seen yet. */
export function createKeyCache() {
  const sets = new Map<string, JWTVerifyGetKey>()
  const load = async (uri: string) => {
    const jwks = await fetchJson<JSONWebKeySet>(uri, PROVIDER_LIMITS)
    if (!Array.isArray(jwks?.keys)) throw new UpstreamError('invalid', 'The JWKS has no keys')
    const set = (await jose()).createLocalJWKSet(jwks)
    sets.clear() // one provider at a time: an old address's keys are of no more use
    sets.set(uri, set)
    return set
  }
  return {
    /** Signature, iss, aud, exp (jose); the caller checks the nonce. */
    async verify(idToken: string, uri: string, expect: { issuer: string[]; audience: string; now: number }): Promise<JWTPayload> {
      const { errors, jwtVerify } = await jose()
      const options = { issuer: expect.issuer, audience: expect.audience, currentDate: new Date(expect.now), clockTolerance: 60 }
      const cached = sets.get(uri)
      if (!cached) return (await jwtVerify(idToken, await load(uri), options)).payload
      try {
        return (await jwtVerify(idToken, cached, options)).payload
      } catch (error) {
        // Keys rotated at the provider: fetch them again, once.
        if (!(error instanceof errors.JWKSNoMatchingKey)) throw error
        return (await jwtVerify(idToken, await load(uri), options)).payload
      }
    },
    forget: () => sets.clear(),
  }
}

/** The userinfo claims, when the identifier is not in the ID token; they must be about the same subject. */
export async function userinfo(endpoint: string, accessToken: string, subject: string): Promise<Record<string, unknown>> {
  const claims = await fetchJson<Record<string, unknown>>(endpoint, { ...PROVIDER_LIMITS, headers: { authorization: `Bearer ${accessToken}` } })
  if (claims?.sub !== subject) throw new UpstreamError('invalid', 'Userinfo is about another subject')
  return claims
}
