import { expect, test } from 'bun:test'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { tx } from '../../core/db'
import { useTestApp } from '../../../tests/helpers/test-app'
import type { ApiKeyBody } from './api-keys.schema'
import { createApiKeysService, MAX_KEYS_PER_USER } from './api-keys.service'

const t = useTestApp()
const save = (token: string, body: unknown, id?: number) => t.call('POST', `/api/v1/api-keys${id ? `/${id}` : ''}`, { token, body })

test("create, list, read, edit and delete one's own keys; the key is whole for its owner and sealed at rest", async () => {
  const made = await save(t.alice, { name: ' Backup script ', permissions: '["post_notification","fetch_stats"]', expiresAt: '2027-01-31' })
  expect(made.status).toBe(200)
  const key = made.body.message
  expect(key).toMatchObject({ name: 'Backup script', permissions: ['post_notification', 'fetch_stats'], expiresAt: '2027-01-31T23:59:59.999Z' })
  // Spec 3 §3 "API key: … createdAt, expiresAt": dates as ISO strings, as the form sent the expiry.
  expect(key.createdAt).toBe(new Date(t.clock.now()).toISOString())
  const exact = await save(t.alice, { name: 'Exact', permissions: ['fetch_stats'], expiresAt: '2027-02-01T10:30:00.000Z' })
  expect(exact.body.message.expiresAt).toBe('2027-02-01T10:30:00.000Z')
  expect((await t.call('GET', `/api/v1/api-keys/${exact.body.message.id}`, { token: t.alice })).body.message.expiresAt).toBe('2027-02-01T10:30:00.000Z')
  expect((await t.call('GET', `/api/v1/api-keys/delete/${exact.body.message.id}`, { token: t.alice })).status).toBe(200)
  expect(key.key).toMatch(/^foyer_[A-Za-z0-9_-]{43}$/)

  const list = await t.call('GET', '/api/v1/api-keys', { token: t.alice })
  expect(list.body.message.map((k: { key: string }) => k.key)).toEqual([key.key])
  expect((await t.call('GET', '/api/v1/api-keys', { token: t.bob })).body.message).toEqual([])

  const edited = await save(t.alice, { name: 'Renamed', permissions: ['fetch_stats'], expiresAt: null }, key.id)
  expect(edited.body.message).toMatchObject({ id: key.id, name: 'Renamed', key: key.key, permissions: ['fetch_stats'], expiresAt: null })

  t.db.exec('PRAGMA wal_checkpoint(TRUNCATE)')
  expect(readFileSync(join(t.dir, 'foyer.db')).includes(key.key)).toBe(false)

  expect((await t.call('GET', `/api/v1/api-keys/${key.id}`, { token: t.bob })).status).toBe(404)
  expect((await save(t.bob, { name: 'x', permissions: ['fetch_stats'], expiresAt: null }, key.id)).status).toBe(404)
  expect((await t.call('GET', `/api/v1/api-keys/delete/${key.id}`, { token: t.bob })).status).toBe(404)
  expect((await t.call('GET', `/api/v1/api-keys/delete/${key.id}`, { token: t.alice })).status).toBe(200)
  expect((await t.call('GET', `/api/v1/api-keys/${key.id}`, { token: t.alice })).status).toBe(404)
})

test("the spec's messages: a name, at least one permission, an expiry date or never", async () => {
  const cases: Array<[unknown, string]> = [
    [{ name: '  ', permissions: ['fetch_stats'], expiresAt: null }, 'Name is required'],
    [{ name: 'k', permissions: [], expiresAt: null }, 'At least one permission is required'],
    [{ name: 'k', permissions: ['fetch_stats'], expiresAt: '' }, 'Please select an expiry date or mark as never expire'],
    [{ name: 'k', permissions: ['fetch_stats'], expiresAt: 'someday' }, 'Please select an expiry date or mark as never expire'],
  ]
  for (const [body, message] of cases) {
    const res = await save(t.alice, body)
    expect(res.status).toBe(400)
    expect(res.body.message).toBe(message)
  }
  expect((await save(t.alice, { name: 'k', permissions: ['drop_tables'], expiresAt: null })).status).toBe(400)
  expect((await save(t.alice, { name: 'k', permissions: ['create_user'], expiresAt: null })).status).toBe(403)
  expect((await t.call('GET', '/api/v1/api-keys', { token: t.alice })).body.message).toEqual([])
})

test('a user holds at most 100 keys: one more is refused with 400 until one is deleted; other users are not counted', async () => {
  const body: ApiKeyBody = { name: 'k', permissions: ['fetch_stats'], expiresAt: null }
  const keys = createApiKeysService({ db: t.db, clock: t.clock, secrets: t.secrets })
  const alice = t.db.query<{ id: number }, []>("SELECT id FROM users WHERE username = 'alice'").get()!
  tx(t.db, () => {
    for (let i = 1; i < MAX_KEYS_PER_USER; i++) keys.create({ id: alice.id, username: 'alice', isSuperAdmin: false }, body)
  })
  const last = await save(t.alice, body)
  expect(last.status).toBe(200)
  const refused = await save(t.alice, body)
  expect([refused.status, refused.body.message]).toEqual([400, 'You can have a maximum of 100 API keys. Delete one to create another.'])
  expect((await t.call('GET', '/api/v1/api-keys', { token: t.alice })).body.message).toHaveLength(MAX_KEYS_PER_USER)
  expect((await save(t.bob, body)).status).toBe(200)
  expect((await t.call('GET', `/api/v1/api-keys/delete/${last.body.message.id}`, { token: t.alice })).status).toBe(200)
  expect((await save(t.alice, body)).status).toBe(200)
})

test('rate windows: 10,050 keys used within one minute hold at most 10,000; a deleted key leaves none behind', async () => {
  const keys = createApiKeysService({ db: t.db, clock: t.clock, secrets: t.secrets })
  const alice = { id: 1, username: 'alice', isSuperAdmin: false }
  const owner = () => alice
  // Spread over enough owners to stay within each one's cap on keys.
  const addUser = t.db.query<{ id: number }, [string]>("INSERT INTO users (username, password_hash, created_at, updated_at) VALUES (?, 'x', 0, 0) RETURNING id")
  const ownerOf = (i: number) => ({ ...alice, id: addUser.get(`owner${i}`)!.id })
  const made = tx(t.db, () => {
    const owners = Array.from({ length: Math.ceil(10_050 / MAX_KEYS_PER_USER) }, (_, i) => ownerOf(i))
    return Array.from({ length: 10_050 }, (_, i) => {
      const by = owners[Math.floor(i / MAX_KEYS_PER_USER)]!
      return { by, ...keys.create(by, { name: `k${i}`, permissions: ['fetch_stats'], expiresAt: null }) }
    })
  })
  for (const k of made) keys.resolve(k.key, 'fetch_stats', owner)
  expect(keys.rateWindows).toBe(10_000)
  keys.remove(made.at(-1)!.by.id, made.at(-1)!.id)
  expect(keys.rateWindows).toBe(9999)
})
