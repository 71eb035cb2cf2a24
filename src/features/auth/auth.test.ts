import { afterEach, beforeEach, describe, expect, test } from 'bun:test'
import { createTestApp, md5, type TestApp } from '../../../tests/helpers/test-app'
import { HASHING, HASHING_BUSY } from '../users/users.service'
import { LOGIN_WINDOW_MS, MAX_FAILURES_PER_ACCOUNT, MAX_FAILURES_PER_ADDRESS } from './auth.throttle'

let t: TestApp
beforeEach(() => {
  t = createTestApp()
})
afterEach(() => t.close())

describe('POST /api/v1/login', () => {
  test('answers a token, the role and the colour theme; the token opens the dashboard', async () => {
    await t.users.create({ username: 'alice', password: md5('pw-alice'), isSuperAdmin: true })
    const res = await t.call('POST', '/api/v1/login', { body: { username: 'Alice ', password: md5('pw-alice') } })
    expect(res.status).toBe(200)
    expect(res.body.error).toBe(false)
    expect(res.body.message.role).toBe('admin')
    expect(res.body.message.colorTheme).toBe('dark')
    expect(res.body.message.token).toMatch(/^[A-Za-z0-9_-]{40,}$/)
    const dash = await t.call('GET', '/api/v1/dashboard', { token: res.body.message.token })
    expect(dash.status).toBe(200)
    expect(dash.body.message.userData.username).toBe('alice')
  })

  test('a normal user gets role user', async () => {
    await t.users.create({ username: 'bob', password: md5('pw'), isSuperAdmin: false })
    const res = await t.call('POST', '/api/v1/login', { body: { username: 'bob', password: md5('pw') } })
    expect(res.body.message.role).toBe('user')
  })

  test('wrong password and unknown user give the same 401 message', async () => {
    await t.users.create({ username: 'alice', password: md5('right'), isSuperAdmin: false })
    const wrong = await t.call('POST', '/api/v1/login', { body: { username: 'alice', password: md5('wrong') } })
    const unknown = await t.call('POST', '/api/v1/login', { body: { username: 'nobody', password: md5('wrong') } })
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401)
      expect(res.body).toEqual({ error: true, message: 'Login failed. Please check the credentials.' })
    }
  })

  test('empty fields give the spec messages', async () => {
    const noUser = await t.call('POST', '/api/v1/login', { body: { username: '  ', password: md5('x') } })
    expect(noUser.status).toBe(400)
    expect(noUser.body.message).toBe('Username must not be empty.')
    const noPass = await t.call('POST', '/api/v1/login', { body: { username: 'alice', password: '' } })
    expect(noPass.status).toBe(400)
    expect(noPass.body.message).toBe('Password must not be empty.')
  })

  test('a plain-text password is refused: the contract is the MD5 digest', async () => {
    const res = await t.call('POST', '/api/v1/login', { body: { username: 'alice', password: 'hunter2' } })
    expect(res.status).toBe(400)
    expect(res.body.message).toBe('Password must be sent as its MD5 hex digest.')
  })

  test('wrong types, missing fields and malformed JSON are 400 with a readable message', async () => {
    const wrongType = await t.call('POST', '/api/v1/login', { body: { username: 42, password: md5('x') } })
    expect(wrongType.status).toBe(400)
    expect(wrongType.body.error).toBe(true)
    expect(wrongType.body.message).toContain('username')
    const missing = await t.call('POST', '/api/v1/login', { body: {} })
    expect(missing.status).toBe(400)
    const malformed = await t.call('POST', '/api/v1/login', { raw: '{"username": "a",' })
    expect(malformed.status).toBe(400)
    expect(malformed.body).toEqual({ error: true, message: 'Malformed JSON body.' })
  })

  test('an oversize body is refused with 413 before it is parsed', async () => {
    const res = await t.call('POST', '/api/v1/login', { raw: JSON.stringify({ username: 'a'.repeat(t.config.jsonBodyLimit), password: md5('x') }) })
    expect(res.status).toBe(413)
    expect(res.body).toEqual({ error: true, message: 'Request body is too large.' })
  })

  test('after 10 failures in 5 minutes the account is throttled with 429, even for the right password', async () => {
    await t.users.create({ username: 'alice', password: md5('right'), isSuperAdmin: false })
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i++) {
      const res = await t.call('POST', '/api/v1/login', { body: { username: 'alice', password: md5(`wrong${i}`) } })
      expect(res.status).toBe(401)
    }
    const blocked = await t.call('POST', '/api/v1/login', { body: { username: 'alice', password: md5('right') } })
    expect(blocked.status).toBe(429)
    expect(blocked.body.message).toMatch(/^Too many failed login attempts\. Please try again in \d+ minute\(s\)\.$/)
    // Another account from the same address is not blocked by alice's failures.
    await t.users.create({ username: 'bob', password: md5('pw'), isSuperAdmin: false })
    expect((await t.call('POST', '/api/v1/login', { body: { username: 'bob', password: md5('pw') } })).status).toBe(200)
    t.clock.advance(LOGIN_WINDOW_MS)
    const later = await t.call('POST', '/api/v1/login', { body: { username: 'alice', password: md5('right') } })
    expect(later.status).toBe(200)
  })

  test('wrong logins sent at the same time count each other: at most 10 per account are checked', async () => {
    await t.users.create({ username: 'alice', password: md5('right'), isSuperAdmin: false })
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => t.call('POST', '/api/v1/login', { body: { username: 'alice', password: md5(`wrong${i}`) } })),
    )
    const statuses = answers.map((res) => res.status)
    expect(statuses.filter((status) => status === 401)).toHaveLength(MAX_FAILURES_PER_ACCOUNT)
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - MAX_FAILURES_PER_ACCOUNT)
    expect((await t.call('POST', '/api/v1/login', { body: { username: 'alice', password: md5('right') } })).status).toBe(429)
  })

  test('simultaneous right sign-ins of one account from one address all succeed: nothing failed', async () => {
    await t.users.create({ username: 'alice', password: md5('right'), isSuperAdmin: false })
    const answers = await Promise.all(
      Array.from({ length: MAX_FAILURES_PER_ACCOUNT * 2 }, () => t.call('POST', '/api/v1/login', { body: { username: 'alice', password: md5('right') } })),
    )
    expect(answers.map((res) => res.status)).toEqual(answers.map(() => 200))
  }, 30_000)

  test('a full password-hash queue answers a sign-in 503 with a clear message, and one after the burst works', async () => {
    const proxied = createTestApp({ FOYER_TRUST_PROXY: '1' })
    try {
      await proxied.users.create({ username: 'alice', password: md5('right'), isSuperAdmin: false })
      // One guess per address, so the throttle lets every one through to the hash queue; far more than it holds.
      const answers = await Promise.all(
        Array.from({ length: HASHING.running + HASHING.waiting + 200 }, (_, i) =>
          proxied.call('POST', '/api/v1/login', {
            body: { username: `nobody${i}`, password: md5('x') },
            headers: { 'x-forwarded-for': `10.1.${i >> 8}.${i & 255}` },
          }),
        ),
      )
      const busy = answers.filter((res) => res.status === 503)
      expect(busy.length).toBeGreaterThan(0)
      expect(busy[0]!.body).toEqual({ error: true, message: HASHING_BUSY })
      expect(answers.every((res) => res.status === 503 || res.status === 401)).toBe(true)
      const after = await proxied.call('POST', '/api/v1/login', {
        body: { username: 'alice', password: md5('right') },
        headers: { 'x-forwarded-for': '10.2.0.1' },
      })
      expect(after.status).toBe(200)
    } finally {
      proxied.close()
    }
  }, 30_000)

  test('logins for many usernames at the same time stop at 50 per address, even for a right password', async () => {
    await t.users.create({ username: 'alice', password: md5('right'), isSuperAdmin: false })
    const answers = await Promise.all(
      Array.from({ length: MAX_FAILURES_PER_ADDRESS + 10 }, (_, i) =>
        t.call('POST', '/api/v1/login', { body: { username: `nobody${i}`, password: md5('x') } }),
      ),
    )
    const statuses = answers.map((res) => res.status)
    expect(statuses.filter((status) => status === 401)).toHaveLength(MAX_FAILURES_PER_ADDRESS)
    expect(statuses.filter((status) => status === 429)).toHaveLength(10)
    expect((await t.call('POST', '/api/v1/login', { body: { username: 'alice', password: md5('right') } })).status).toBe(429)
  }, 30_000)

  test('behind a trusted proxy the address is the last X-Forwarded-For entry: entries the client sends itself do not escape the throttle', async () => {
    const proxied = createTestApp({ FOYER_TRUST_PROXY: '1' })
    try {
      const login = (forwardedFor: string) =>
        proxied.call('POST', '/api/v1/login', { body: { username: 'alice', password: md5('wrong') }, headers: { 'x-forwarded-for': forwardedFor } })
      for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i++) expect((await login(`10.0.0.${i}, 203.0.113.7`)).status).toBe(401)
      expect((await login('10.0.0.99, 203.0.113.7')).status).toBe(429)
      expect((await login('203.0.113.8')).status).toBe(401)
    } finally {
      proxied.close()
    }
  })

  test('a sign-in does not count against the address', async () => {
    await t.users.create({ username: 'alice', password: md5('right'), isSuperAdmin: false })
    for (let i = 0; i < MAX_FAILURES_PER_ADDRESS + 5; i++)
      expect((await t.call('POST', '/api/v1/login', { body: { username: 'alice', password: md5('right') } })).status).toBe(200)
  })
})

describe('POST /api/v1/tickets', () => {
  test('answers a single-use ticket for a websocket, valid 30 s, to the bearer header only', async () => {
    const token = await t.signIn('alice')
    const res = await t.call('POST', '/api/v1/tickets', { token, body: { purpose: 'devices' } })
    expect(res.status).toBe(200)
    expect(res.body.message.ticket).toMatch(/^[\w-]{43}$/)
    expect(res.body.message.expiresAt).toBe(t.clock.now() + 30_000)
    expect((await t.call('POST', '/api/v1/tickets', { body: { purpose: 'devices' } })).status).toBe(401)
    expect((await t.call('POST', `/api/v1/tickets?token=${token}`, { body: { purpose: 'devices' } })).status).toBe(401)
  })

  test('only the websockets that open with one are purposes', async () => {
    const token = await t.signIn('alice')
    for (const purpose of ['remote', 'totp', '', null]) {
      const res = await t.call('POST', '/api/v1/tickets', { token, body: { purpose } })
      expect([purpose, res.status, res.body.message]).toEqual([purpose, 400, 'Must be one of: stream, devices.'])
    }
  })
})

describe('sessions', () => {
  test('no token, a bad token and a malformed header are 401', async () => {
    expect((await t.call('GET', '/api/v1/dashboard')).status).toBe(401)
    expect((await t.call('GET', '/api/v1/dashboard', { token: 'not-a-token' })).status).toBe(401)
    const res = await t.call('GET', '/api/v1/dashboard', { headers: { authorization: 'Basic abc' } })
    expect(res.status).toBe(401)
    expect(res.body.error).toBe(true)
  })

  test('a token expires after the session lifetime', async () => {
    const token = await t.signIn('alice')
    t.clock.advance(t.config.sessionTtlMs - 1000)
    expect((await t.call('GET', '/api/v1/dashboard', { token })).status).toBe(200)
    t.clock.advance(2000)
    expect((await t.call('GET', '/api/v1/dashboard', { token })).status).toBe(401)
  })

  test('a password change ends existing sessions', async () => {
    const token = await t.signIn('alice', 'old-pass')
    const id = t.users.userData(1)!.id
    await t.users.setPassword(id, md5('new-pass'))
    expect((await t.call('GET', '/api/v1/dashboard', { token })).status).toBe(401)
    const fresh = await t.call('POST', '/api/v1/login', { body: { username: 'alice', password: md5('new-pass') } })
    expect(fresh.status).toBe(200)
  })

  test('deleting the user ends their sessions', async () => {
    const token = await t.signIn('alice')
    t.db.query("DELETE FROM users WHERE username = 'alice'").run()
    expect((await t.call('GET', '/api/v1/dashboard', { token })).status).toBe(401)
  })

  test('logout revokes the token on the server', async () => {
    const token = await t.signIn('alice')
    const res = await t.call('POST', '/api/v1/logout', { token })
    expect(res.status).toBe(200)
    expect((await t.call('GET', '/api/v1/dashboard', { token })).status).toBe(401)
  })

  test('only a hash of the token is stored', async () => {
    const token = await t.signIn('alice')
    const rows = t.db.query<{ token_hash: string }, []>('SELECT token_hash FROM sessions').all()
    expect(rows).toHaveLength(1)
    expect(rows[0]!.token_hash).not.toContain(token)
    expect(rows[0]!.token_hash).toBe(new Bun.CryptoHasher('sha256').update(token).digest('hex'))
  })

  test('the password is stored as an argon2id hash of its MD5 digest', async () => {
    await t.users.create({ username: 'alice', password: md5('pw-alice'), isSuperAdmin: false })
    const { password_hash } = t.db.query<{ password_hash: string }, []>('SELECT password_hash FROM users').get()!
    expect(password_hash).toStartWith('$argon2id$')
    expect(await Bun.password.verify(md5('pw-alice'), password_hash)).toBe(true)
  })
})

describe('login methods and setup', () => {
  test('OIDC is off until it is configured', async () => {
    const res = await t.call('GET', '/api/v1/login/methods')
    expect(res.status).toBe(200)
    expect(res.body.message).toEqual({ oidc: { enabled: false, config: null } })
  })

  test('setup creates the first super admin once, then answers 403', async () => {
    expect((await t.call('GET', '/api/v1/setup')).body.message).toEqual({ required: true })
    const first = await t.call('POST', '/api/v1/setup', { body: { username: 'Root', password: md5('pw-root'), fullName: 'The Root' } })
    expect(first.status).toBe(200)
    expect(first.body.message.role).toBe('admin')
    const dash = await t.call('GET', '/api/v1/dashboard', { token: first.body.message.token })
    expect(dash.body.message.userData).toMatchObject({ username: 'root', fullName: 'The Root', isSuperAdmin: true })
    expect((await t.call('GET', '/api/v1/setup')).body.message).toEqual({ required: false })
    const second = await t.call('POST', '/api/v1/setup', { body: { username: 'mallory', password: md5('x') } })
    expect(second.status).toBe(403)
    expect(t.users.count()).toBe(1)
  })

  test('setup validates the username and refuses a plain password without creating anyone', async () => {
    const bad = await t.call('POST', '/api/v1/setup', { body: { username: 'has space', password: md5('x') } })
    expect(bad.status).toBe(400)
    const plain = await t.call('POST', '/api/v1/setup', { body: { username: 'root', password: 'plain' } })
    expect(plain.status).toBe(400)
    const longName = await t.call('POST', '/api/v1/setup', { body: { username: 'root', password: md5('x'), fullName: 'n'.repeat(201) } })
    expect([longName.status, longName.body.message]).toEqual([400, 'At most 200 characters.'])
    expect(t.users.count()).toBe(0)
  })

  test('usernames and digests are bounded by schema, with readable messages', async () => {
    const long = await t.call('POST', '/api/v1/login', { body: { username: 'u'.repeat(65), password: md5('x') } })
    expect([long.status, long.body.message]).toEqual([400, 'Invalid username: text of at most 64 characters.'])
    const longDigest = await t.call('POST', '/api/v1/login', { body: { username: 'alice', password: `${md5('x')}ab` } })
    expect([longDigest.status, longDigest.body.message]).toEqual([400, 'Password must be sent as its MD5 hex digest.'])
  })
})

describe('bootstrap administrator from the environment', () => {
  test('FOYER_ADMIN_USERNAME and FOYER_ADMIN_PASSWORD create a super admin on an empty database', async () => {
    const env = createTestApp({ FOYER_ADMIN_USERNAME: 'Admin', FOYER_ADMIN_PASSWORD: 'plain-secret' })
    try {
      // The app is built before the admin's hash is done (the server answers meanwhile); setup and sign-in wait for it.
      expect(env.users.count()).toBe(0)
      expect((await env.call('GET', '/api/v1/setup')).body.message.required).toBe(false)
      const res = await env.call('POST', '/api/v1/login', { body: { username: 'admin', password: md5('plain-secret') } })
      expect(res.status).toBe(200)
      expect(res.body.message.role).toBe('admin')
      expect((await env.call('GET', '/api/v1/setup')).body.message.required).toBe(false)
    } finally {
      env.close()
    }
  })

  test('a username the rules refuse is logged and leaves setup to the first screen', async () => {
    const env = createTestApp({ FOYER_ADMIN_USERNAME: 'has space', FOYER_ADMIN_PASSWORD: 'plain-secret' })
    try {
      expect((await env.call('GET', '/api/v1/setup')).body.message.required).toBe(true)
      expect(env.logs).toEqual([expect.stringContaining('FOYER_ADMIN_USERNAME has space was not created: Username may use letters')])
    } finally {
      env.close()
    }
  })
})
