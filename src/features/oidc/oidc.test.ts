import { afterEach, beforeEach, describe, expect, test } from 'bun:test'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { KEPT_SECRET } from '../../definitions/kept-secret'
import { type Account, signInAtProvider, startProvider, type TestProvider } from '../../../tests/helpers/oidc-provider'
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app'

const REDIRECT = 'http://127.0.0.1:9/login'
const ACCOUNTS: Record<string, Account> = {
  'alice-sub': { preferred_username: 'Alice', email: 'alice@example.test', name: 'Alice Liddell' },
  'carol-sub': { preferred_username: 'carol', email: 'carol@example.test', email_verified: true, name: 'Carol Danvers' },
  // Another person at the provider who chose alice's name and an email nobody confirmed.
  'mallory-sub': { preferred_username: 'alice', email: 'carol@example.test', name: 'Mallory' },
}

let t: TestApp
let idp: TestProvider
let admin: string
/** This test's provider accounts: a test may change one's claims at the provider. */
let accounts: Record<string, Account>

beforeEach(async () => {
  // Behind a proxy, so a test can start logins from several client addresses (X-Forwarded-For).
  t = createTestApp({ FOYER_TRUST_PROXY: '1' })
  // Tokens carry the provider's real times; this app's clock starts from now too.
  t.clock.advance(Date.now() - t.clock.now())
  admin = await t.signIn('root', 'root-pass', true)
  await t.users.create({ username: 'alice', password: 'a'.repeat(32), isSuperAdmin: false })
  accounts = structuredClone(ACCOUNTS)
  idp = await startProvider({ redirectUri: REDIRECT, accounts })
})
afterEach(async () => {
  await idp.close()
  t.close()
})

const settingsFor = (p: TestProvider, over: Record<string, unknown> = {}) => ({
  issuerUrl: p.issuer,
  clientId: p.clientId,
  clientSecret: p.clientSecret,
  redirectUri: REDIRECT,
  scope: 'openid profile email',
  authorizationEndpoint: `${p.issuer}/auth`,
  tokenEndpoint: `${p.issuer}/token`,
  userinfoEndpoint: `${p.issuer}/me`,
  jwksUri: `${p.issuer}/jwks`,
  logoutUri: `${p.issuer}/session/end`,
  userIdentifier: 'preferred_username',
  autoUserProvisioning: false,
  enableOidcAuth: true,
  ...over,
})

async function configure(over: Record<string, unknown> = {}, p = idp) {
  const res = await t.call('POST', '/api/v1/settings/oidc', { token: admin, body: settingsFor(p, over) })
  expect(res.status).toBe(200)
}

/** Start at Foyer, sign in at the provider, come back: the code, the state and the cookie the start set. */
async function loginAt(login: string, headers: Record<string, string> = {}) {
  const start = await t.call('POST', '/api/v1/login/oidc/start', { headers })
  expect(start.status).toBe(200)
  const cookie = start.headers.get('set-cookie')!.split(';')[0]
  const back = await signInAtProvider(start.body.message.url, login)
  return { code: back.searchParams.get('code')!, state: back.searchParams.get('state')!, cookie, back }
}

const validate = (body: { code: string; state: string; authStyle?: string }, cookie?: string) =>
  t.call('POST', '/api/v1/login/oidc/validate', { body, headers: cookie ? { cookie } : {} })

describe('settings', () => {
  test('only a super admin reads or saves them; a normal user gets 403 and nothing changes', async () => {
    const bob = await t.signIn('bob')
    expect((await t.call('GET', '/api/v1/settings/oidc', { token: bob })).status).toBe(403)
    expect((await t.call('POST', '/api/v1/settings/oidc', { token: bob, body: settingsFor(idp) })).status).toBe(403)
    expect((await t.call('POST', '/api/v1/settings/oidc/discover', { token: bob, body: { issuerUrl: idp.issuer } })).status).toBe(403)
    expect((await t.call('GET', '/api/v1/login/methods')).body.message).toEqual({ oidc: { enabled: false, config: null } })
  })

  test("each required field is refused with the spec's ' {field} is required'", async () => {
    for (const [field, label] of <Array<[string, string]>>[
      ['issuerUrl', 'Issuer Url'],
      ['clientSecret', 'Client Secret'],
      ['redirectUri', 'Redirect URL'],
      ['logoutUri', 'Logout URL'],
    ]) {
      const res = await t.call('POST', '/api/v1/settings/oidc', { token: admin, body: settingsFor(idp, { [field]: '  ' }) })
      expect(res.status).toBe(400)
      expect(res.body.message).toBe(` ${label} is required`)
    }
    const notUrl = await t.call('POST', '/api/v1/settings/oidc', { token: admin, body: settingsFor(idp, { tokenEndpoint: 'file:///etc/passwd' }) })
    expect(notUrl.body.message).toBe('Token Endpoint must be an http(s) address.')
    expect((await t.call('GET', '/api/v1/settings/oidc', { token: admin })).body.message.issuerUrl).toBe('')
  })

  test('the client secret is sealed at rest, answered as the kept-secret marker, and the marker sent back keeps it', async () => {
    // Nothing saved yet: the marker is no secret.
    const none = await t.call('POST', '/api/v1/settings/oidc', { token: admin, body: settingsFor(idp, { clientSecret: KEPT_SECRET }) })
    expect([none.status, none.body.message]).toEqual([400, ' Client Secret is required'])
    expect((await t.call('GET', '/api/v1/settings/oidc', { token: admin })).body.message).toMatchObject({ clientSecret: '', hasClientSecret: false })
    await configure()
    const read = await t.call('GET', '/api/v1/settings/oidc', { token: admin })
    expect(read.body.message.clientSecret).toBe(KEPT_SECRET)
    expect(read.body.message.hasClientSecret).toBe(true)
    t.db.exec('PRAGMA wal_checkpoint(TRUNCATE)')
    expect(readFileSync(join(t.dir, 'foyer.db')).includes(idp.clientSecret)).toBe(false)
    const sealed = () => t.db.query<{ client_secret: string }, []>('SELECT client_secret FROM oidc_settings').get()!.client_secret
    const before = sealed()
    await configure({ clientSecret: read.body.message.clientSecret, scope: 'openid email profile' })
    expect(sealed()).toBe(before)
    const { code, state, cookie } = await loginAt('alice-sub')
    expect((await validate({ code, state }, cookie)).status).toBe(200)
  })

  test("an earlier web client's empty client secret still keeps the saved one", async () => {
    await configure()
    await configure({ clientSecret: '' })
    const { code, state, cookie } = await loginAt('alice-sub')
    expect((await validate({ code, state }, cookie)).status).toBe(200)
  })

  test('discover reads the endpoints from the provider', async () => {
    const res = await t.call('POST', '/api/v1/settings/oidc/discover', { token: admin, body: { issuerUrl: `${idp.issuer}/` } })
    expect(res.status).toBe(200)
    expect(res.body.message).toMatchObject({
      issuerUrl: idp.issuer,
      authorizationEndpoint: `${idp.issuer}/auth`,
      tokenEndpoint: `${idp.issuer}/token`,
      jwksUri: `${idp.issuer}/jwks`,
      logoutUri: `${idp.issuer}/session/end`,
    })
    const missing = await t.call('POST', '/api/v1/settings/oidc/discover', { token: admin, body: { issuerUrl: 'http://127.0.0.1:9' } })
    expect(missing.status).toBe(400)
    expect(missing.body.message).toStartWith('Discovery failed: ')
  })
})

describe('sign-in', () => {
  test('login methods say what the login screen needs, nothing secret', async () => {
    await configure()
    const res = await t.call('GET', '/api/v1/login/methods')
    expect(res.body.message).toEqual({
      oidc: { enabled: true, config: { authorizationEndpoint: `${idp.issuer}/auth`, clientId: 'foyer', redirectUri: REDIRECT, scope: 'openid profile email' } },
    })
  })

  test('a full code flow with PKCE ends in a Foyer session for the user named by the claim', async () => {
    await configure()
    const { code, state, cookie, back } = await loginAt('alice-sub')
    expect(back.origin + back.pathname).toBe(REDIRECT)
    const res = await validate({ code, state }, cookie)
    expect(res.status).toBe(200)
    expect(res.body.message.user).toEqual({ username: 'alice', fullName: 'alice', isSuperAdmin: false })
    expect(res.body.message.role).toBe('user')
    expect(res.body.message.logoutUrl).toStartWith(`${idp.issuer}/session/end?client_id=foyer&id_token_hint=`)
    const dash = await t.call('GET', '/api/v1/dashboard', { token: res.body.message.token })
    expect(dash.body.message.userData.username).toBe('alice')
  })

  test('the identifier claim can be the email (read from userinfo)', async () => {
    await t.users.create({ username: 'carol@example.test', password: 'b'.repeat(32), isSuperAdmin: false })
    await configure({ userIdentifier: 'email' })
    const { code, state, cookie } = await loginAt('carol-sub')
    const res = await validate({ code, state }, cookie)
    expect(res.status).toBe(200)
    expect(res.body.message.user.username).toBe('carol@example.test')
  })

  test('the first sign-in links the provider account: another one naming the same user is refused, the linked one gets in even after a rename', async () => {
    await configure()
    let flow = await loginAt('alice-sub')
    expect((await validate(flow, flow.cookie)).status).toBe(200)
    flow = await loginAt('mallory-sub')
    const refused = await validate(flow, flow.cookie)
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe('The Foyer account alice is linked to another account at the identity provider.')
    accounts['alice-sub']!.preferred_username = 'alice-renamed'
    flow = await loginAt('alice-sub')
    const linked = await validate(flow, flow.cookie)
    expect(linked.status).toBe(200)
    expect(linked.body.message.user.username).toBe('alice')
    // Deleting the user deletes the link with it.
    t.db.query("DELETE FROM users WHERE username = 'alice'").run()
    expect(t.db.query('SELECT COUNT(*) AS n FROM oidc_links').get()).toEqual({ n: 0 })
  })

  test('an email the provider has not verified is refused as the identifier', async () => {
    await t.users.create({ username: 'carol@example.test', password: 'b'.repeat(32), isSuperAdmin: false })
    await configure({ userIdentifier: 'email' })
    const flow = await loginAt('mallory-sub')
    const res = await validate(flow, flow.cookie)
    expect(res.status).toBe(403)
    expect(res.body.message).toBe('The identity provider has not verified the email address carol@example.test.')
    accounts['mallory-sub']!.email_verified = false
    const again = await loginAt('mallory-sub')
    expect((await validate(again, again.cookie)).status).toBe(403)
    expect(t.db.query('SELECT COUNT(*) AS n FROM oidc_links').get()).toEqual({ n: 0 })
  })

  test('an unknown identity is refused without provisioning and created as a normal user with it', async () => {
    await configure()
    let flow = await loginAt('carol-sub')
    const refused = await validate(flow, flow.cookie)
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe('No Foyer account is named carol. Ask an administrator to create it.')
    expect(t.users.findId('carol')).toBeNull()

    await configure({ autoUserProvisioning: true, clientSecret: '' })
    flow = await loginAt('carol-sub')
    const created = await validate(flow, flow.cookie)
    expect(created.status).toBe(200)
    expect(created.body.message.user).toEqual({ username: 'carol', fullName: 'Carol Danvers', isSuperAdmin: false })
  })

  test('a code is redeemed once; a wrong state, a missing cookie or a code from another login are refused', async () => {
    await configure()
    const flow = await loginAt('alice-sub')
    expect((await validate({ code: flow.code, state: 'x'.repeat(43) }, flow.cookie)).body.message).toBe('Invalid authentication code')
    expect((await validate(flow)).status).toBe(401)
    expect((await validate(flow, flow.cookie)).status).toBe(401) // the state was spent by the refusal above
    const next = await loginAt('alice-sub')
    expect((await validate(next, next.cookie)).status).toBe(200)
    const replay = await validate(next, next.cookie)
    expect(replay.status).toBe(401)
    expect(replay.body.message).toBe('Invalid authentication code')

    // A genuine state with a code the provider never issued for it: the provider refuses the code.
    const third = await loginAt('alice-sub')
    const forged = await validate({ code: `${third.code.slice(0, -4)}AAAA`, state: third.state }, third.cookie)
    expect(forged.status).toBe(401)
    expect(forged.body.message).toBe('Invalid authentication code')
  })

  test('one client address keeps at most 10 started logins (its oldest go) and can not push out those of others', async () => {
    await configure()
    const flooder = { 'x-forwarded-for': '203.0.113.9' }
    const start = () => t.call('POST', '/api/v1/login/oidc/start', { headers: flooder })
    const victim = await loginAt('alice-sub')
    const first = await loginAt('carol-sub', flooder)
    for (let i = 0; i < 10; i++) expect((await start()).status).toBe(200)
    expect((await validate(first, first.cookie)).status).toBe(401)
    for (let i = 0; i < 600; i++) await start()
    const last = await loginAt('carol-sub', flooder)
    expect((await validate(last, last.cookie)).status).toBe(403) // its state was kept: carol has no account
    expect((await validate(victim, victim.cookie)).status).toBe(200)
  })

  test('a login not finished within 10 minutes is refused', async () => {
    await configure()
    const flow = await loginAt('alice-sub')
    t.clock.advance(11 * 60_000)
    const res = await validate(flow, flow.cookie)
    expect(res.status).toBe(401)
    expect(res.body.message).toBe('Invalid authentication code')
  })

  test('an ID token that was tampered with, or is for another audience, issuer or nonce, is refused', async () => {
    // A token endpoint in between that changes the provider's ID token on its way to Foyer.
    let change: (idToken: string) => Promise<string> = async (token) => token
    const relay = Bun.serve({
      port: 0,
      hostname: '127.0.0.1',
      async fetch(request) {
        const res = await fetch(`${idp.issuer}/token`, { method: 'POST', headers: request.headers, body: await request.text() })
        const tokens = await res.json()
        if (tokens.id_token) tokens.id_token = await change(tokens.id_token)
        return Response.json(tokens, { status: res.status })
      },
    })
    try {
      await configure({ tokenEndpoint: `http://127.0.0.1:${relay.port}/token` })
      const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString())
      const cases: Array<(token: string) => Promise<string>> = [
        async (token) => {
          const [head, , sig] = token.split('.')
          const body = Buffer.from(JSON.stringify({ ...claimsOf(token), preferred_username: 'root' })).toString('base64url')
          return `${head}.${body}.${sig}`
        },
        (token) => idp.sign({ ...claimsOf(token), aud: 'someone-else' }),
        (token) => idp.sign({ ...claimsOf(token), iss: 'http://127.0.0.1:9' }),
        (token) => idp.sign({ ...claimsOf(token), nonce: 'another-login' }),
      ]
      for (const tamper of cases) {
        change = tamper
        const flow = await loginAt('alice-sub')
        const res = await validate(flow, flow.cookie)
        expect(res.status).toBe(401)
        expect(res.body.message).toBe('Error validating authentication code')
      }
      // The relay itself passes a genuine token through: the refusals above come from the changes.
      change = async (token) => token
      const flow = await loginAt('alice-sub')
      expect((await validate(flow, flow.cookie)).status).toBe(200)
    } finally {
      relay.stop(true)
    }
  })

  test("authStyle 'body' sends the client secret in the token request's form (client_secret_post), 'header' as HTTP Basic", async () => {
    const seen: Array<{ authorization: string | null; form: URLSearchParams }> = []
    const token = Bun.serve({
      hostname: '127.0.0.1',
      port: 0,
      async fetch(req) {
        seen.push({ authorization: req.headers.get('authorization'), form: new URLSearchParams(await req.text()) })
        return Response.json({ error: 'invalid_grant' }, { status: 400 })
      },
    })
    try {
      await configure({ tokenEndpoint: `http://127.0.0.1:${token.port}/token` })
      for (const authStyle of ['body', undefined]) {
        const flow = await loginAt('alice-sub')
        expect((await validate({ code: flow.code, state: flow.state, ...(authStyle ? { authStyle } : {}) }, flow.cookie)).status).toBe(401)
      }
      expect(seen.map((s) => [s.authorization, s.form.get('client_id'), s.form.get('client_secret')])).toEqual([
        [null, idp.clientId, idp.clientSecret],
        [`Basic ${btoa(`${idp.clientId}:${idp.clientSecret}`)}`, null, null],
      ])
      const flow = await loginAt('alice-sub')
      const unknown = await validate({ code: flow.code, state: flow.state, authStyle: 'query' }, flow.cookie)
      expect([unknown.status, unknown.body.message]).toEqual([400, "authStyle must be 'header' or 'body'."])
    } finally {
      token.stop(true)
    }
  })

  test('an expired ID token is refused', async () => {
    await idp.close()
    idp = await startProvider({ redirectUri: REDIRECT, accounts: ACCOUNTS, idTokenTtl: 60 })
    await configure()
    const flow = await loginAt('alice-sub')
    t.clock.advance(5 * 60_000)
    const res = await validate(flow, flow.cookie)
    expect(res.status).toBe(401)
    expect(res.body.message).toBe('Error validating authentication code')
  })

  test('new signing keys at the provider (an unknown kid) are fetched again', async () => {
    await configure()
    let flow = await loginAt('alice-sub')
    expect((await validate(flow, flow.cookie)).status).toBe(200)
    const port = idp.port
    await idp.close()
    idp = await startProvider({ redirectUri: REDIRECT, accounts: ACCOUNTS, port, kid: 'rotated' })
    flow = await loginAt('alice-sub')
    expect((await validate(flow, flow.cookie)).status).toBe(200)
  })

  test('disabled OIDC refuses start and validate', async () => {
    await configure({ enableOidcAuth: false })
    const start = await t.call('POST', '/api/v1/login/oidc/start')
    expect(start.status).toBe(400)
    expect(start.body.message).toBe('OIDC is not enabled.')
    expect((await validate({ code: 'c', state: 's' })).body.message).toBe('OIDC is not enabled.')
  })
})
