import { afterEach, beforeEach, expect, test } from 'bun:test'
import { AppError } from '../../core/errors'
import { HASHING, HASHING_BUSY } from './users.service'
import { createTestApp, md5, type TestApp } from '../../../tests/helpers/test-app'

let t: TestApp
beforeEach(() => {
  t = createTestApp()
})
afterEach(() => t.close())

test('a password is hashed off the event loop: the caller gets control back before the user exists', async () => {
  const made = t.users.create({ username: 'alice', password: md5('pw'), isSuperAdmin: false })
  expect(t.users.count()).toBe(0)
  const id = await made
  expect(t.users.userData(id)?.username).toBe('alice')
  const changed = t.users.setPassword(id, md5('new-pw'))
  expect(await t.users.verify('alice', md5('pw'))).not.toBeNull()
  expect(await changed).toBe(true)
  expect(await t.users.verify('alice', md5('new-pw'))).not.toBeNull()
})

test('two requests for one new name while both hash: one user, the other told the name is taken', async () => {
  const both = await Promise.allSettled([
    t.users.create({ username: 'alice', password: md5('one'), isSuperAdmin: false }),
    t.users.create({ username: 'alice', password: md5('two'), isSuperAdmin: false }),
  ])
  expect(both.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected'])
  const refused = both.find((r) => r.status === 'rejected') as PromiseRejectedResult
  expect(refused.reason).toBeInstanceOf(AppError)
  expect(refused.reason.message).toBe('This username is already taken.')
  expect(t.users.count()).toBe(1)
})

test('two first administrators set up at once: one is made, the other refused', async () => {
  const both = await Promise.allSettled([
    t.users.createFirstAdmin({ username: 'root', password: md5('one') }),
    t.users.createFirstAdmin({ username: 'other', password: md5('two') }),
  ])
  const refused = both.find((r) => r.status === 'rejected') as PromiseRejectedResult
  expect(refused.reason.message).toBe('Setup is already complete.')
  expect(t.users.count()).toBe(1)
})

test('a password set for a user deleted while it hashed changes nothing and says so', async () => {
  const id = await t.users.create({ username: 'alice', password: md5('pw'), isSuperAdmin: false })
  const changed = t.users.setPassword(id, md5('new-pw'))
  t.users.remove(id)
  expect(await changed).toBe(false)
})

test('password hashes queue at most 2 running and 64 waiting: past that a check is refused at once with 503', async () => {
  // The dummy hash for unknown users made first, so every check below enters the queue in the same tick.
  expect(await t.users.verify('nobody', md5('x'))).toBeNull()
  const outcomes: string[] = []
  const burst = HASHING.running + HASHING.waiting + 34
  await Promise.all(
    Array.from({ length: burst }, () =>
      t.users.verify('nobody', md5('x')).then(
        () => outcomes.push('checked'),
        (error: AppError) => outcomes.push(`${error.status} ${error.message}`),
      ),
    ),
  )
  // The 34 past the queue were answered before any hash finished.
  expect(outcomes.slice(0, 34)).toEqual(Array(34).fill(`503 ${HASHING_BUSY}`))
  expect(outcomes.slice(34)).toEqual(Array(burst - 34).fill('checked'))
  expect(await t.users.verify('nobody', md5('x'))).toBeNull()
}, 30_000)
