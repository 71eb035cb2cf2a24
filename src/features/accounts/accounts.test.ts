import { afterEach, beforeEach, expect, test } from 'bun:test'
import { createTestApp, md5, type TestApp } from '../../../tests/helpers/test-app'

let t: TestApp
let admin: string
let alice: string
const id = (username: string) => t.db.query<{ id: number }, [string]>('SELECT id FROM users WHERE username = ?').get(username)!.id

beforeEach(async () => {
  t = createTestApp()
  admin = await t.signIn('root', 'root-pass', true)
  alice = await t.signIn('alice')
})
afterEach(() => t.close())

const me = async (token: string) => (await t.call('GET', '/api/v1/dashboard', { token })).body.message.userData
const login = (username: string, password: string) => t.call('POST', '/api/v1/login', { body: { username, password: md5(password) } })
const create = (token: string, body: Record<string, unknown>) => t.call('POST', '/api/v1/accounts/save', { token, body })
// Spec 3 §7: accounts/save and accounts/password carry the password as typed; only the login sends its MD5 digest.
const NEW_USER = { username: 'Bob.Builder', fullName: 'Bob Builder', siteName: "Bob's Yard", password: 'can-we-fix-it' }

test('every admin call answers 403 to a normal user and 401 without a session', async () => {
  const bobId = (await create(admin, NEW_USER)).status === 200 ? id('bob.builder') : 0
  const adminCalls: Array<[string, string, unknown?]> = [
    ['GET', '/api/v1/accounts/list'],
    ['GET', `/api/v1/accounts/delete/${bobId}`],
    ['POST', '/api/v1/accounts/save', { ...NEW_USER, username: 'eve' }],
  ]
  for (const [method, path, body] of adminCalls) {
    expect({ path, status: (await t.call(method, path, { token: alice, body })).status }).toEqual({ path, status: 403 })
    expect({ path, status: (await t.call(method, path, { body })).status }).toEqual({ path, status: 401 })
  }
  expect(t.users.userData(bobId)).not.toBeNull()
  expect(await t.users.verify('eve', md5('can-we-fix-it'))).toBeNull()
})

test('the user list: id, fullName, username, siteName, isSuperAdmin, avatar, and never a password', async () => {
  const res = await t.call('GET', '/api/v1/accounts/list', { token: admin })
  expect(res.status).toBe(200)
  expect(res.body.message).toEqual([
    { id: id('root'), fullName: 'root', username: 'root', siteName: 'Foyer', isSuperAdmin: true, avatar: null },
    { id: id('alice'), fullName: 'alice', username: 'alice', siteName: 'Foyer', isSuperAdmin: false, avatar: null },
  ])
  expect(JSON.stringify(res.body)).not.toContain('password')
})

test('info: oneself or, for a super admin, anyone; another user is 403; an unknown id 404', async () => {
  expect((await t.call('GET', `/api/v1/accounts/info/${id('alice')}`, { token: alice })).body.message).toMatchObject({
    fullName: 'alice',
    username: 'alice',
    siteName: 'Foyer',
  })
  expect((await t.call('GET', `/api/v1/accounts/info/${id('alice')}`, { token: admin })).status).toBe(200)
  expect((await t.call('GET', `/api/v1/accounts/info/${id('root')}`, { token: alice })).status).toBe(403)
  expect((await t.call('GET', '/api/v1/accounts/info/9999', { token: admin })).status).toBe(404)
  expect((await t.call('GET', '/api/v1/accounts/info/abc', { token: admin })).status).toBe(400)
})

test('a malformed user id is a 400 with the one id message on every route that takes one', async () => {
  const calls: Array<[string, string, unknown?]> = [
    ['GET', '/api/v1/accounts/info/0'],
    ['GET', '/api/v1/accounts/delete/1.5'],
    ['POST', '/api/v1/accounts/password/-3', { password: 'abcdef' }],
    ['POST', '/api/v1/accounts/avatar/99999999999999999999', { avatar: null }],
  ]
  for (const [method, path, body] of calls) {
    const res = await t.call(method, path, { token: admin, body })
    expect([path, res.status, res.body.message]).toEqual([path, 400, 'Invalid id: a whole number from 1.'])
  }
})

test('an admin creates a user: username lower-cased, site name kept, a normal user who can sign in', async () => {
  const res = await create(admin, NEW_USER)
  expect(res.body).toEqual({ error: false, message: 'Account saved.' })
  const created = await login('bob.builder', 'can-we-fix-it')
  expect(created.status).toBe(200)
  expect(created.body.message.role).toBe('user')
  expect(await me(created.body.message.token)).toMatchObject({ username: 'bob.builder', fullName: 'Bob Builder', siteName: "Bob's Yard", isSuperAdmin: false })
})

test('a password sent as typed signs in through the MD5 login, as the web computes it, whatever its characters', async () => {
  // The web's login hashes with js-md5 (UTF-8), so the server's digest of the typed password must be the same.
  const { md5: webMd5 } = await import('js-md5')
  const typed = 'Grüße, 東京! 🗝 pass'
  expect((await create(admin, { ...NEW_USER, password: typed })).status).toBe(200)
  const signIn = await t.call('POST', '/api/v1/login', { body: { username: 'bob.builder', password: webMd5(typed) } })
  expect(signIn.status).toBe(200)
  expect((await t.call('POST', '/api/v1/login', { body: { username: 'bob.builder', password: webMd5(typed.toUpperCase()) } })).status).toBe(401)
  // A typed password that looks like a digest is just a password: its own digest signs in, not itself.
  const lookalike = md5('something')
  expect((await t.call('POST', `/api/v1/accounts/password/${id('bob.builder')}`, { token: admin, body: { password: lookalike } })).status).toBe(200)
  expect((await t.call('POST', '/api/v1/login', { body: { username: 'bob.builder', password: webMd5(lookalike) } })).status).toBe(200)
  expect((await login('bob.builder', 'something')).status).toBe(401)
})

test('account validation: the spec messages, unique usernames, a password of at least 6 characters', async () => {
  const cases: Array<[Record<string, unknown>, string]> = [
    [{ ...NEW_USER, fullName: '' }, 'Please fill all the fields'],
    [{ ...NEW_USER, username: ' ' }, 'Please fill all the fields'],
    [{ ...NEW_USER, siteName: undefined }, 'Please fill all the fields'],
    [{ ...NEW_USER, password: '' }, 'Please fill all the fields'],
    [{ ...NEW_USER, username: 'ALICE' }, 'This username is already taken.'],
    [{ ...NEW_USER, username: 'bad name!' }, 'Username may use letters, digits, dot, dash, underscore and @ (at most 64 characters).'],
    [{ ...NEW_USER, password: 'abcde' }, 'Password should be atleast 6 characters long'],
    // Six characters, not six UTF-16 units: five emoji are five characters.
    [{ ...NEW_USER, password: '😀😀😀😀😀' }, 'Password should be atleast 6 characters long'],
    [{ ...NEW_USER, password: 'x'.repeat(1025) }, 'Password must be at most 1024 characters.'],
    [{ ...NEW_USER, userId: 'x' }, 'Invalid id: a whole number from 1.'],
    [{ ...NEW_USER, fullName: 'x'.repeat(201) }, 'Names must be at most 200 characters.'],
    // General Settings' own limit: a longer name here would fail every later settings save.
    [{ ...NEW_USER, siteName: 'x'.repeat(101) }, 'Site name must be at most 100 characters.'],
    [{ ...NEW_USER, username: 'x'.repeat(65) }, 'Invalid username: text of at most 64 characters.'],
  ]
  for (const [body, message] of cases) {
    const res = await create(admin, body)
    expect({ body, status: res.status, message: res.body.message }).toEqual({ body, status: 400, message })
  }
  expect((await t.call('GET', '/api/v1/accounts/list', { token: admin })).body.message).toHaveLength(2)
})

test('updating an account changes full name and site name only; username and password stay', async () => {
  const userId = id('alice')
  const res = await create(alice, { userId, fullName: 'Alice Liddell', siteName: 'Wonderland', username: 'mallory', password: 'hijack-it' })
  expect(res.body).toEqual({ error: false, message: 'Account saved.' })
  expect(await me(alice)).toMatchObject({ username: 'alice', fullName: 'Alice Liddell', siteName: 'Wonderland' })
  expect((await login('alice', 'secret-pass')).status).toBe(200)
  expect((await create(alice, { userId, fullName: 'Alice', siteName: '' })).body.message).toBe('Please fill all the fields')

  // An admin may edit anyone; a normal user may not edit someone else.
  expect((await create(admin, { userId: String(userId), fullName: 'A. Liddell', siteName: 'W' })).status).toBe(200)
  expect((await me(alice)).fullName).toBe('A. Liddell')
  const refused = await create(alice, { userId: id('root'), fullName: 'Pwned', siteName: 'Pwned' })
  expect(refused.status).toBe(403)
  expect((await me(admin)).fullName).toBe('root')
  expect((await create(admin, { userId: 9999, fullName: 'x', siteName: 'y' })).status).toBe(404)
})

test("changing one's own password ends every session of that user and hands back a fresh token", async () => {
  const other = (await login('alice', 'secret-pass')).body.message.token
  const res = await t.call('POST', `/api/v1/accounts/password/${id('alice')}`, { token: alice, body: { password: 'new-secret' } })
  expect(res.status).toBe(200)
  const fresh = res.body.message.token
  expect(typeof fresh).toBe('string')
  expect((await t.call('GET', '/api/v1/dashboard', { token: alice })).status).toBe(401)
  expect((await t.call('GET', '/api/v1/dashboard', { token: other })).status).toBe(401)
  expect((await t.call('GET', '/api/v1/dashboard', { token: fresh })).status).toBe(200)
  expect((await login('alice', 'secret-pass')).status).toBe(401)
  expect((await login('alice', 'new-secret')).status).toBe(200)
})

test("an admin resets another user's password: their sessions end, the admin stays signed in", async () => {
  const res = await t.call('POST', `/api/v1/accounts/password/${id('alice')}`, { token: admin, body: { password: 'reset-by-admin' } })
  expect(res.body).toEqual({ error: false, message: { token: null } })
  expect((await t.call('GET', '/api/v1/dashboard', { token: alice })).status).toBe(401)
  expect((await t.call('GET', '/api/v1/dashboard', { token: admin })).status).toBe(200)
  expect((await login('alice', 'reset-by-admin')).status).toBe(200)
})

test("password: another user's is 403 for a normal user; empty and short passwords are refused with the spec's messages", async () => {
  const refused = await t.call('POST', `/api/v1/accounts/password/${id('root')}`, { token: alice, body: { password: 'x-x-x-x' } })
  expect(refused.status).toBe(403)
  expect((await login('root', 'root-pass')).status).toBe(200)
  const empty = await t.call('POST', `/api/v1/accounts/password/${id('alice')}`, { token: alice, body: { password: '' } })
  expect([empty.status, empty.body.message]).toEqual([400, 'Password and Repeat Password are required.'])
  expect((await t.call('POST', `/api/v1/accounts/password/${id('alice')}`, { token: alice, body: {} })).status).toBe(400)
  const short = await t.call('POST', `/api/v1/accounts/password/${id('alice')}`, { token: alice, body: { password: 'plain' } })
  expect([short.status, short.body.message]).toEqual([400, 'Password should be atleast 6 characters long'])
  expect((await t.call('GET', '/api/v1/dashboard', { token: alice })).status).toBe(200)
  expect((await t.call('POST', '/api/v1/accounts/password/9999', { token: admin, body: { password: 'abcdef' } })).status).toBe(404)
})

test("avatars: one's own through either call, anyone's for an admin, 403 for someone else's, null removes", async () => {
  const avatar = { iconUrl: 'https://example.org/a.png', iconUrlLight: null, iconProvider: 'custom' }
  const own = await t.call('POST', '/api/v1/accounts/avatar', { token: alice, body: { avatar } })
  expect(own.body).toEqual({ error: false, message: 'Avatar updated successfully.' })
  expect((await me(alice)).userAvatar).toEqual(avatar)

  expect((await t.call('POST', `/api/v1/accounts/avatar/${id('alice')}`, { token: alice, body: { avatar: { iconUrl: '/b.png' } } })).status).toBe(200)
  expect((await me(alice)).userAvatar).toEqual({ iconUrl: '/b.png', iconUrlLight: null })

  const refused = await t.call('POST', `/api/v1/accounts/avatar/${id('root')}`, { token: alice, body: { avatar } })
  expect(refused.status).toBe(403)
  expect((await me(admin)).userAvatar).toBeNull()

  expect((await t.call('POST', `/api/v1/accounts/avatar/${id('alice')}`, { token: admin, body: { avatar } })).status).toBe(200)
  expect((await me(alice)).userAvatar).toEqual(avatar)
  const bad = await t.call('POST', '/api/v1/accounts/avatar', { token: alice, body: { avatar: { iconUrl: 'javascript:alert(1)' } } })
  expect([bad.status, bad.body.message]).toEqual([400, 'Invalid icon: { iconUrl, iconUrlLight?, iconProvider?, iconId? }.'])
  expect((await t.call('POST', '/api/v1/accounts/avatar', { token: alice, body: { avatar: null } })).status).toBe(200)
  expect((await me(alice)).userAvatar).toBeNull()
})

test('deleting a user takes their sessions and sign-in with them; a super admin row cannot be deleted', async () => {
  const aliceId = id('alice')
  const res = await t.call('GET', `/api/v1/accounts/delete/${aliceId}`, { token: admin })
  expect(res.body).toEqual({ error: false, message: 'User deleted.' })
  expect(t.users.userData(aliceId)).toBeNull()
  expect(t.db.query('SELECT count(*) AS n FROM sessions WHERE user_id = ?').get(aliceId)).toEqual({ n: 0 })
  expect((await t.call('GET', '/api/v1/dashboard', { token: alice })).status).toBe(401)
  expect((await login('alice', 'secret-pass')).status).toBe(401)
  expect((await t.call('GET', `/api/v1/accounts/delete/${aliceId}`, { token: admin })).status).toBe(404)

  const other = await t.signIn('root2', 'root-pass', true)
  const refused = await t.call('GET', `/api/v1/accounts/delete/${id('root2')}`, { token: admin })
  expect([refused.status, refused.body.message]).toEqual([403, 'A super admin cannot be deleted.'])
  expect((await t.call('GET', `/api/v1/accounts/delete/${id('root')}`, { token: admin })).status).toBe(403)
  expect((await t.call('GET', '/api/v1/dashboard', { token: other })).status).toBe(200)
})

test('a failing delete leaves the user whole (one transaction)', async () => {
  // A table that forgot ON DELETE CASCADE makes the delete fail: nothing of the user may be gone.
  t.db.exec('CREATE TABLE keepsakes (id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users (id))')
  t.db.query('INSERT INTO keepsakes (user_id) VALUES (?)').run(id('alice'))
  const res = await t.call('GET', `/api/v1/accounts/delete/${id('alice')}`, { token: admin })
  expect(res.status).toBe(500)
  expect(t.users.userData(id('alice'))).not.toBeNull()
  expect((await t.call('GET', '/api/v1/dashboard', { token: alice })).status).toBe(200)
})

test('branding: debrand hides it, rebrand shows it, each for the caller only', async () => {
  expect((await t.call('GET', '/api/v1/accounts/debrand', { token: alice })).status).toBe(200)
  expect((await me(alice)).hideBranding).toBe(true)
  expect((await me(admin)).hideBranding).toBe(false)
  expect((await t.call('GET', '/api/v1/accounts/rebrand', { token: alice })).status).toBe(200)
  expect((await me(alice)).hideBranding).toBe(false)
  expect((await t.call('GET', '/api/v1/accounts/debrand')).status).toBe(401)
})
