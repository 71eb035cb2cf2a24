import { afterEach, beforeEach, expect, test } from 'bun:test'
import { createTestApp, type TestApp } from '../../tests/helpers/test-app'
import { countingDatabase } from '../../tests/helpers/query-counter'
import { eventually } from '../../tests/helpers/eventually'
import { createSessions, MAX_SESSIONS_PER_USER, type Sessions } from './sessions'

const TTL = 60_000
let t: TestApp
let sessions: Sessions
let userId: number
beforeEach(async () => {
  t = createTestApp()
  sessions = createSessions({ db: t.db, clock: t.clock, ttlMs: TTL, sweepMs: 5 })
  userId = await t.users.create({ username: 'alice', password: 'a'.repeat(32), isSuperAdmin: false })
})
afterEach(() => t.close())

const holding = (token: string) => {
  const state = { closed: false }
  const release = sessions.hold(token, () => {
    state.closed = true
  })
  return { state, release }
}

test('revoking a token closes what its session holds, and nothing of another session', () => {
  const a = sessions.issue(userId).token
  const b = sessions.issue(userId).token
  const onA = holding(a)
  const onB = holding(b)
  sessions.revoke(a)
  expect(onA.state.closed).toBe(true)
  expect(onB.state.closed).toBe(false)
  expect(sessions.verify(b)).not.toBeNull()
})

test('ending all of a user’s sessions closes every connection they hold and refuses their tokens', () => {
  const a = sessions.issue(userId).token
  const b = sessions.issue(userId).token
  const held = [holding(a), holding(b)]
  sessions.endAll(userId)
  expect(held.map((h) => h.state.closed)).toEqual([true, true])
  expect(sessions.verify(a)).toBeNull()
  expect(sessions.held).toBe(0)
})

test('a session that expires closes its connections on the next sweep, by the injected clock', async () => {
  const token = sessions.issue(userId).token
  const held = holding(token)
  await Bun.sleep(20)
  expect(held.state.closed).toBe(false)
  t.clock.advance(TTL)
  while (!held.state.closed) await Bun.sleep(5)
  expect(sessions.held).toBe(0)
})

test('past the cap a new sign-in ends the user’s oldest session like a logout: token refused, streams closed at once', async () => {
  const bobId = await t.users.create({ username: 'bob', password: 'b'.repeat(32), isSuperAdmin: false })
  const bob = sessions.issue(bobId).token
  const oldest = sessions.issue(userId).token
  const onOldest = holding(oldest)
  const rest = Array.from({ length: MAX_SESSIONS_PER_USER }, () => sessions.issue(userId).token)
  expect(sessions.verify(oldest)).toBeNull()
  expect(onOldest.state.closed).toBe(true)
  expect(sessions.held).toBe(0)
  // Another user's older session is not theirs to give way.
  expect([bob, ...rest].every((token) => sessions.verify(token) !== null)).toBe(true)
  expect(t.db.query<{ n: number }, [number]>('SELECT count(*) AS n FROM sessions WHERE user_id = ?').get(userId)!.n).toBe(MAX_SESSIONS_PER_USER)
})

test('holding with a token whose session already ended closes at once and holds nothing', () => {
  const token = sessions.issue(userId).token
  sessions.revoke(token)
  const held = holding(token)
  expect(held.state.closed).toBe(true)
  expect(sessions.held).toBe(0)
})

test('a released connection is not held any more', () => {
  const held = holding(sessions.issue(userId).token)
  held.release()
  expect(sessions.held).toBe(0)
})

test('a password changed elsewhere without saying so still closes the old session’s connections on the next sweep', async () => {
  const held = holding(sessions.issue(userId).token)
  const other = holding(sessions.issue(userId).token)
  await t.users.setPassword(userId, 'b'.repeat(32))
  // A session begun after the change stays: the sweep closes only what the change ended.
  const fresh = holding(sessions.issue(userId).token)
  // Sweeps run every 5 ms here: a second is 200 of them.
  expect(await eventually(() => held.state.closed)).toBe(true)
  expect(other.state.closed).toBe(true)
  expect(fresh.state.closed).toBe(false)
})

test('a verified session is kept in memory until the next write or its expiry: polling costs no query per call', async () => {
  const counted = countingDatabase(t.db)
  const memo = createSessions({ db: counted.db, clock: t.clock, ttlMs: TTL })
  const token = memo.issue(userId).token
  expect(memo.verify(token)).toEqual({ id: userId, username: 'alice', isSuperAdmin: false })
  const lookups = (sql: string[]) => sql.filter((q) => q.includes('FROM sessions s JOIN users')).length
  expect(lookups(await counted.statementsDuring(() => memo.verify(token)))).toBe(0)
  // A write anywhere (here: the user made an admin) is seen at once.
  t.db.query('UPDATE users SET is_super_admin = 1 WHERE id = ?').run(userId)
  expect(memo.verify(token)?.isSuperAdmin).toBe(true)
  memo.revoke(token)
  expect(memo.verify(token)).toBeNull()
  const again = memo.issue(userId).token
  memo.verify(again)
  t.clock.advance(TTL)
  expect(memo.verify(again)).toBeNull()
})
