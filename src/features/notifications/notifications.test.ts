import { afterEach, beforeEach, describe, expect, test } from 'bun:test'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { startPushService } from '../../../tests/helpers/push-service'
import { createTestApp, md5, type TestApp } from '../../../tests/helpers/test-app'
import { MAX_SUBSCRIPTIONS_PER_USER } from './notifications.push'

let t: TestApp
let alice: string
let bob: string
let root: string

beforeEach(async () => {
  t = createTestApp({ FOYER_PUSH_ALLOW_PRIVATE: '1' })
  alice = await t.signIn('alice')
  bob = await t.signIn('bob')
  root = await t.signIn('root', 'root-pass', true)
})
afterEach(() => t.close())

/** A key of the caller's with these permissions; answers the whole key. */
async function keyFor(token: string, permissions: string[], expiresAt: string | null = null) {
  const res = await t.call('POST', '/api/v1/api-keys', { token, body: { name: 'script', permissions, expiresAt } })
  expect(res.status).toBe(200)
  return res.body.message.key as string
}

const post = (key: string | undefined, body: unknown) => t.call('POST', '/api/v1/notifications', { body, headers: key ? { 'x-api-key': key } : {} })

describe('posting with an API key', () => {
  test('a key with post_notification posts to its owner: listed newest first, counted unread on the dashboard', async () => {
    const key = await keyFor(alice, ['post_notification'])
    const res = await post(key, { title: 'Backup done', message: 'nas: 12 GB in 4 min', type: 'success', appName: 'restic', clickUrl: '/servers' })
    expect(res.status).toBe(200)
    expect(res.body.message.id).toBeGreaterThan(0)
    await post(key, { title: 'Second', message: 'later' })
    const list = await t.call('GET', '/api/v1/notifications?page=1', { token: alice })
    expect(list.body.message.notifications.map((n: { title: string }) => n.title)).toEqual(['Second', 'Backup done'])
    expect(list.body.message.notifications[1]).toMatchObject({ type: 'success', appName: 'restic', clickUrl: '/servers', read: false })
    expect(list.body.message.notifications[0].type).toBe('info')
    expect((await t.call('GET', '/api/v1/dashboard', { token: alice })).body.message.unreadNotifications).toBe(2)
    expect((await t.call('GET', '/api/v1/notifications', { token: bob })).body.message.notifications).toEqual([])
  })

  test('no key or an unknown one is 401, an expired one 401, a key without the permission 403, bad bodies 400', async () => {
    expect((await post(undefined, { title: 'x', message: 'y' })).status).toBe(401)
    expect((await post('foyer_not-a-key', { title: 'x', message: 'y' })).status).toBe(401)
    const stats = await keyFor(alice, ['fetch_stats'])
    expect((await post(stats, { title: 'x', message: 'y' })).status).toBe(403)
    const soon = await keyFor(alice, ['post_notification'], new Date(t.clock.now() + 60_000).toISOString())
    expect((await post(soon, { title: 'x', message: 'y' })).status).toBe(200)
    t.clock.advance(61_000)
    expect((await post(soon, { title: 'x', message: 'y' })).status).toBe(401)
    const key = await keyFor(alice, ['post_notification'])
    expect((await post(key, { title: '', message: 'y' })).status).toBe(400)
    expect((await post(key, { title: 'x', message: 'y'.repeat(4001) })).status).toBe(400)
    expect((await post(key, { title: 'x', message: 'y', clickUrl: 'javascript:alert(1)' })).status).toBe(400)
    expect((await post(key, { title: 'x', message: 'y', type: 'error' })).status).toBe(400)
    // A key opens only the routes of its permissions: never a session route.
    expect((await t.call('GET', '/api/v1/dashboard', { headers: { 'x-api-key': key } })).status).toBe(401)
  })

  test('a click target is an http(s) address or a path of this Foyer: //host and /\\host (other sites to a browser) are 400', async () => {
    const key = await keyFor(alice, ['post_notification'])
    for (const clickUrl of ['//evil.example/x', '/\\evil.example', '/\t/evil.example', '/\\/evil.example', 'https:evil.example']) {
      const res = await post(key, { title: 'x', message: 'y', clickUrl })
      expect([clickUrl, res.status, res.body.error]).toEqual([clickUrl, 400, true])
    }
    for (const clickUrl of ['/todos', '/', 'https://x.example', 'http://10.0.0.5:8096/a?b=c#d']) {
      const res = await post(key, { title: 'x', message: 'y', clickUrl })
      expect([clickUrl, res.status]).toEqual([clickUrl, 200])
    }
  })

  test('more than 60 calls a minute with one key are throttled with 429', async () => {
    const key = await keyFor(alice, ['post_notification'])
    for (let i = 0; i < 60; i++) expect((await post(key, { title: `n${i}`, message: 'm' })).status).toBe(200)
    expect((await post(key, { title: 'one too many', message: 'm' })).status).toBe(429)
    t.clock.advance(60_000)
    expect((await post(key, { title: 'next minute', message: 'm' })).status).toBe(200)
  })

  test('fetch_stats reads the stats; create_user creates users only for an admin’s key and never edits one', async () => {
    const stats = await keyFor(alice, ['fetch_stats'])
    const res = await t.call('GET', '/api/v1/stats', { headers: { 'x-api-key': stats } })
    expect(res.status).toBe(200)
    expect(res.body.message.counts).toEqual({ listings: 0, notifications: 0, unreadNotifications: 0 })
    expect(res.body.message.disk.totalBytes).toBeGreaterThan(0)
    expect(res.body.message.load).toHaveLength(3)

    const refused = await t.call('POST', '/api/v1/api-keys', { token: alice, body: { name: 'x', permissions: ['create_user'], expiresAt: null } })
    expect(refused.status).toBe(403)
    const provision = await keyFor(root, ['create_user'])
    const user = { username: 'dave', password: 'dave-pass', fullName: 'Dave', siteName: 'Dave' }
    const made = await t.call('POST', '/api/v1/accounts/save', { body: user, headers: { 'x-api-key': provision } })
    expect(made.status).toBe(200)
    expect(await t.users.verify('dave', md5('dave-pass'))).not.toBeNull()
    const edit = await t.call('POST', '/api/v1/accounts/save', { body: { ...user, userId: 1 }, headers: { 'x-api-key': provision } })
    expect(edit.status).toBe(403)
  })
})

describe('the list', () => {
  test('20 a page with hasMore; read, delete and clear all; another user’s id is 404', async () => {
    const key = await keyFor(alice, ['post_notification'])
    for (let i = 1; i <= 21; i++) await post(key, { title: `n${i}`, message: 'm' })
    const first = await t.call('GET', '/api/v1/notifications?page=1', { token: alice })
    expect(first.body.message.notifications).toHaveLength(20)
    expect(first.body.message.pagination).toEqual({ hasMore: true })
    const second = await t.call('GET', '/api/v1/notifications?page=2', { token: alice })
    expect(second.body.message.notifications.map((n: { title: string }) => n.title)).toEqual(['n1'])
    expect(second.body.message.pagination.hasMore).toBe(false)

    const id = first.body.message.notifications[0].id
    expect((await t.call('GET', `/api/v1/notifications/${id}/read`, { token: bob })).status).toBe(404)
    expect((await t.call('GET', `/api/v1/notifications/delete/${id}`, { token: bob })).status).toBe(404)
    expect((await t.call('GET', `/api/v1/notifications/${id}/read`, { token: alice })).status).toBe(200)
    expect((await t.call('GET', '/api/v1/dashboard', { token: alice })).body.message.unreadNotifications).toBe(20)
    expect((await t.call('GET', `/api/v1/notifications/delete/${id}`, { token: alice })).status).toBe(200)
    expect((await t.call('GET', '/api/v1/notifications/delete', { token: bob })).status).toBe(200)
    expect((await t.call('GET', '/api/v1/notifications', { token: alice })).body.message.notifications).toHaveLength(20)
    await t.call('GET', '/api/v1/notifications/delete', { token: alice })
    expect((await t.call('GET', '/api/v1/dashboard', { token: alice })).body.message.unreadNotifications).toBe(0)
  })
})

describe('web push', () => {
  test('a posted notification reaches the subscribed browser encrypted (aes128gcm, VAPID); 410 removes the subscription', async () => {
    const service = startPushService()
    try {
      const phone = service.subscription('phone')
      // The spec's token may be the subscription's JSON text.
      expect((await t.call('POST', '/api/v1/notifications/fcm-token', { token: alice, body: { token: JSON.stringify(phone) } })).status).toBe(200)
      const key = await keyFor(alice, ['post_notification'])
      const { body } = await post(key, { title: 'Backup done', message: 'nas: ok', type: 'success', clickUrl: '/notifications' })
      await waitFor(() => service.deliveries.length === 1)
      const [delivery] = service.deliveries
      expect(delivery!.payload).toEqual({ title: 'Backup done', body: 'nas: ok', type: 'success', clickUrl: '/notifications', notificationId: body.message.id })
      expect(delivery!.headers.get('content-encoding')).toBe('aes128gcm')
      expect(delivery!.headers.get('authorization')).toStartWith('vapid t=')
      expect(delivery!.headers.get('ttl')).toBe('86400')

      service.answer('/push/phone', 410)
      await post(key, { title: 'Gone', message: 'x' })
      await waitFor(() => service.deliveries.length === 2)
      await waitFor(
        () => t.db.query('SELECT count(*) AS n FROM push_subscriptions').get() as { n: number },
        (r) => r.n === 0,
      )
      await post(key, { title: 'Nobody', message: 'x' })
      await Bun.sleep(200)
      expect(service.deliveries).toHaveLength(2)
    } finally {
      service.stop()
    }
  })

  test('a user keeps at most 20 subscriptions: a new endpoint drops the least recently subscribed; the same one again adds none', async () => {
    const subscribe = (token: string, name: string) => {
      t.clock.advance(1)
      return t.call('POST', '/api/v1/notifications/fcm-token', {
        token,
        body: { token: { endpoint: `https://push.example.com/${name}`, keys: { p256dh: 'BExample', auth: 'abc' } } },
      })
    }
    const endpoints = (user: string) =>
      t.db
        .query<{ endpoint: string }, [string]>('SELECT endpoint FROM push_subscriptions WHERE user_id = (SELECT id FROM users WHERE username = ?) ORDER BY id')
        .all(user)
        .map((r) => r.endpoint.replace('https://push.example.com/', ''))
    await subscribe(bob, 'bob')
    for (let i = 0; i < MAX_SUBSCRIPTIONS_PER_USER; i++) expect((await subscribe(alice, `a${i}`)).status).toBe(200)
    await subscribe(alice, 'a0')
    expect(endpoints('alice')).toHaveLength(MAX_SUBSCRIPTIONS_PER_USER)
    expect((await subscribe(alice, 'new')).status).toBe(200)
    const kept = endpoints('alice')
    expect(kept).toHaveLength(MAX_SUBSCRIPTIONS_PER_USER)
    expect(kept).toContain('a0')
    expect(kept).toContain('new')
    expect(kept).not.toContain('a1')
    expect(endpoints('bob')).toEqual(['bob'])
  })

  test('endpoints must be https; private addresses only with FOYER_PUSH_ALLOW_PRIVATE; the VAPID private key is sealed', async () => {
    const strict = createTestApp()
    try {
      const token = await strict.signIn('erin')
      const keys = { p256dh: 'BExample', auth: 'abc' }
      const http = await strict.call('POST', '/api/v1/notifications/fcm-token', { token, body: { token: { endpoint: 'http://push.example.com/x', keys } } })
      expect(http.status).toBe(400)
      const lan = await strict.call('POST', '/api/v1/notifications/fcm-token', { token, body: { token: { endpoint: 'https://192.168.1.5/x', keys } } })
      expect(lan.body.message).toBe('A push subscription endpoint must be a public address.')
      for (const endpoint of ['https://[::ffff:7f00:1]/', 'https://[64:ff9b::7f00:1]/', 'https://localhost./', 'https://[fd00::1]/x', 'https://224.0.0.1/x']) {
        const res = await strict.call('POST', '/api/v1/notifications/fcm-token', { token, body: { token: { endpoint, keys } } })
        expect([endpoint, res.status, res.body.message]).toEqual([endpoint, 400, 'A push subscription endpoint must be a public address.'])
      }
      // Subscribing sends nothing: a public IPv6 literal is taken.
      const v6 = await strict.call('POST', '/api/v1/notifications/fcm-token', {
        token,
        body: { token: { endpoint: 'https://[2001:db8::1]/x', keys } },
      })
      expect(v6.status).toBe(200)
      const settings = await strict.call('GET', '/api/v1/settings/firebase', { token })
      expect(settings.body.message.vapidKey).toMatch(/^[A-Za-z0-9_-]{80,}$/)
      expect(settings.body.message.enableNotifications).toBe(true)
      strict.db.exec('PRAGMA wal_checkpoint(TRUNCATE)')
      const row = strict.db.query('SELECT private_key FROM push_settings').get() as { private_key: string }
      expect(row.private_key).toStartWith('v1:')
      expect(readFileSync(join(strict.dir, 'foyer.db')).includes(strict.secrets.open(row.private_key))).toBe(false)
    } finally {
      strict.close()
    }
  })

  test('push settings: super admin only; a half key pair is refused with the spec message', async () => {
    expect((await t.call('POST', '/api/v1/settings/firebase', { token: alice, body: { enableNotifications: false } })).status).toBe(403)
    const half = await t.call('POST', '/api/v1/settings/firebase', { token: root, body: { enableNotifications: true, vapidPublicKey: 'abc' } })
    expect(half.status).toBe(400)
    expect(half.body.message).toBe('All fields are required')
    const before = (await t.call('GET', '/api/v1/settings/firebase', { token: alice })).body.message.vapidKey
    // Empty key fields (the form's untouched pair) keep the generated keys.
    const off = await t.call('POST', '/api/v1/settings/firebase', {
      token: root,
      body: { enableNotifications: false, vapidSubject: 'mailto:me@home.lan', vapidPublicKey: '', vapidPrivateKey: '' },
    })
    expect(off.status).toBe(200)
    const read = await t.call('GET', '/api/v1/settings/firebase', { token: alice })
    expect(read.body.message).toMatchObject({ enableNotifications: false, vapidSubject: 'mailto:me@home.lan', vapidKey: before })
  })
})

async function waitFor<T>(probe: () => T, check: (value: T) => boolean = Boolean, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = probe()
    if (check(value)) return value
    if (Date.now() > deadline) throw new Error(`condition not met: ${JSON.stringify(value)}`)
    await Bun.sleep(20)
  }
}
