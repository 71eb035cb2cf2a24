import { expect, test } from 'bun:test'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { tx } from '../../core/db'
import { useTestApp } from '../../../tests/helpers/test-app'
import { createApiKeysService } from './api-keys.service'

const t = useTestApp()
const save = (token: string, body: unknown, id?: number) => t.call('POST', `/api/v1/api-keys${id ? `/${id}` : ''}`, { token, body })

test("create, list, read, edit and delete one's own keys; the key is whole for its owner and sealed at rest", async () => {
  const made = await save(t.alice, { name: ' Backup script ', permissions: '["post_notification","fetch_stats"]', expiresAt: '2027-01-31' })
  expect(made.status).toBe(200)
  const key = made.body.message
  expect(key).toMatchObject({ name: 'Backup script', permissions: ['post_notification', 'fetch_stats'], expiresAt: Date.parse('2027-01-31') + 86_399_999 })
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

test('rate windows: 10,050 keys used within one minute hold at most 10,000; a deleted key leaves none behind', async () => {
  const keys = createApiKeysService({ db: t.db, clock: t.clock, secrets: t.secrets })
  const alice = { id: 1, username: 'alice', isSuperAdmin: false }
  const owner = () => alice
  const made = tx(t.db, () => Array.from({ length: 10_050 }, (_, i) => keys.create(alice, { name: `k${i}`, permissions: ['fetch_stats'], expiresAt: null })))
  for (const k of made) keys.resolve(k.key, 'fetch_stats', owner)
  expect(keys.rateWindows).toBe(10_000)
  keys.remove(alice.id, made.at(-1)!.id)
  expect(keys.rateWindows).toBe(9999)
})
