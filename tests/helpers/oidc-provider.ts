// A real OpenID Provider (oidc-provider, its development login pages) on 127.0.0.1 for the single sign-on tests.
import type { Server } from 'node:http'
import { exportJWK, generateKeyPair, SignJWT } from 'jose'
import Provider from 'oidc-provider'

export interface Account {
  preferred_username?: string
  email?: string
  email_verified?: boolean
  name?: string
}

export interface TestProvider {
  issuer: string
  port: number
  clientId: string
  clientSecret: string
  kid: string
  /** Signs claims with the provider's own key: a token that verifies but says something else. */
  sign(claims: Record<string, unknown>): Promise<string>
  close(): Promise<void>
}

/** Starts a provider with one confidential client whose redirect is `redirectUri`; accounts are keyed by login name. */
export async function startProvider(opts: {
  redirectUri: string
  accounts: Record<string, Account>
  port?: number
  kid?: string
  /** Put the profile claims in the ID token too (otherwise they come from userinfo only). */
  claimsInIdToken?: boolean
  /** Lifetime of ID tokens in seconds. */
  idTokenTtl?: number
}): Promise<TestProvider> {
  const kid = opts.kid ?? `key-${crypto.randomUUID().slice(0, 8)}`
  const { privateKey } = await generateKeyPair('RS256', { extractable: true })
  const jwk = { ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' }
  const port = opts.port ?? (await freePort())
  const issuer = `http://127.0.0.1:${port}`
  const clientId = 'foyer'
  const clientSecret = 'provider-side-secret-0123456789'
  // Its start-up warnings (in-memory store, development login pages) are what a test provider is meant to have.
  const warn = console.warn
  console.warn = () => {}
  const provider = new Provider(issuer, {
    clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: [opts.redirectUri], post_logout_redirect_uris: [opts.redirectUri] }],
    jwks: { keys: [jwk] },
    claims: { openid: ['sub'], profile: ['name', 'preferred_username'], email: ['email', 'email_verified'] },
    conformIdTokenClaims: !opts.claimsInIdToken,
    pkce: { required: () => true },
    ttl: { IdToken: opts.idTokenTtl ?? 3600, AccessToken: 3600, Interaction: 600, Session: 3600, Grant: 3600 },
    features: {
      rpInitiatedLogout: {
        logoutSource: (ctx, form) => {
          ctx.body = `<!doctype html><title>Sign out</title>${form}<button form="op.logoutForm" value="yes" name="logout">Sign out</button>`
        },
      },
    },
    findAccount: (_ctx, id) => {
      const account = opts.accounts[id]
      return account ? { accountId: id, claims: () => ({ sub: id, ...account }) } : undefined
    },
  })
  console.warn = warn
  const server: Server = provider.listen(port, '127.0.0.1')
  await new Promise<void>((resolve) => server.once('listening', () => resolve()))
  return {
    issuer,
    port,
    clientId,
    clientSecret,
    kid,
    sign: (claims) => new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid }).sign(privateKey),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

async function freePort(): Promise<number> {
  const probe = Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: () => new Response() })
  const port = probe.port as number
  await probe.stop(true)
  return port
}

/**
 * A user signing in at the provider, driven with fetch: follows the authorization URL through the login and consent
 * pages with the provider's cookies, and returns the address it finally sends the browser to (Foyer's /login?code=…).
 */
export async function signInAtProvider(authorizationUrl: string, login: string): Promise<URL> {
  const jar = new Map<string, string>()
  const remember = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const pair = line.split(';')[0] ?? ''
      const at = pair.indexOf('=')
      jar.set(pair.slice(0, at), pair.slice(at + 1))
    }
  }
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ')
  let url = new URL(authorizationUrl)
  let form: URLSearchParams | undefined
  for (let hop = 0; hop < 12; hop++) {
    const res = await fetch(url, {
      method: form ? 'POST' : 'GET',
      body: form,
      redirect: 'manual',
      headers: { cookie: cookie(), ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
    })
    remember(res)
    form = undefined
    const location = res.headers.get('location')
    if (location) {
      const next = new URL(location, url)
      if (next.host !== url.host) return next
      url = next
      continue
    }
    const page = await res.text()
    if (res.status !== 200) throw new Error(`Provider answered ${res.status}: ${page.slice(0, 300)}`)
    const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1]
    if (!prompt) throw new Error(`No prompt on the provider's page: ${page.slice(0, 300)}`)
    form = new URLSearchParams(prompt === 'login' ? { prompt, login, password: 'any' } : { prompt })
  }
  throw new Error('The provider never sent the browser back')
}
