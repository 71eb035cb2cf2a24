import { afterEach, beforeEach, expect, test } from 'bun:test'
import { createTestApp, type TestApp } from '../../tests/helpers/test-app'
import { createSessions, type Sessions } from './sessions'
import { createTickets, TICKET_TTL_MS, type Tickets } from './tickets'

let t: TestApp
let sessions: Sessions
let tickets: Tickets
let alice: string
beforeEach(async () => {
  t = createTestApp()
  sessions = createSessions({ db: t.db, clock: t.clock, ttlMs: t.config.sessionTtlMs })
  tickets = createTickets({ clock: t.clock, sessions })
  alice = await t.signIn('alice')
})
afterEach(() => t.close())

test('a ticket works once, for its purpose, as the session that asked', () => {
  const { ticket, expiresAt } = tickets.issue(alice, 'devices', 7)
  expect(expiresAt).toBe(t.clock.now() + TICKET_TTL_MS)
  expect(tickets.redeem(ticket, 'devices')).toMatchObject({ user: { username: 'alice' }, session: alice, subject: 7 })
  expect(tickets.redeem(ticket, 'devices')).toBeNull()
  expect(tickets.redeem('made-up', 'devices')).toBeNull()
})

test('a ticket for another purpose is refused, and spent by the attempt', () => {
  const { ticket } = tickets.issue(alice, 'stream')
  expect(tickets.redeem(ticket, 'devices')).toBeNull()
  expect(tickets.redeem(ticket, 'stream')).toBeNull()
})

test('a ticket expires after its lifetime', () => {
  const late = tickets.issue(alice, 'stream').ticket
  t.clock.advance(TICKET_TTL_MS - 1)
  const inTime = tickets.issue(alice, 'stream').ticket
  t.clock.advance(1)
  expect(tickets.redeem(late, 'stream')).toBeNull()
  expect(tickets.redeem(inTime, 'stream')).not.toBeNull()
  expect(tickets.size).toBe(0)
})

test("a ticket is refused once its session ended, and other sessions' tickets still work", async () => {
  const other = await t.signIn('alice')
  const mine = tickets.issue(alice, 'stream').ticket
  const theirs = tickets.issue(other, 'stream').ticket
  sessions.revoke(alice)
  expect(tickets.redeem(mine, 'stream')).toBeNull()
  expect(tickets.redeem(theirs, 'stream')?.session).toBe(other)
})

test('a session holds at most 8 unused tickets: a ninth drops its oldest, not another session’s', async () => {
  const bob = await t.signIn('bob')
  const bobs = tickets.issue(bob, 'stream').ticket
  const issued = Array.from({ length: 9 }, () => tickets.issue(alice, 'stream').ticket)
  expect(tickets.size).toBe(9)
  expect(tickets.redeem(issued[0]!, 'stream')).toBeNull()
  for (const ticket of issued.slice(1)) expect(tickets.redeem(ticket, 'stream')).not.toBeNull()
  expect(tickets.redeem(bobs, 'stream')?.user.username).toBe('bob')
})

test('2,000 sessions asking for 8 tickets each hold at most 10,000 in all, the oldest dropped first', () => {
  const first = tickets.issue(alice, 'stream').ticket
  for (let s = 0; s < 2000; s++) for (let i = 0; i < 8; i++) tickets.issue(`session-${s}`, 'stream')
  const last = tickets.issue(alice, 'stream').ticket
  expect(tickets.size).toBe(10_000)
  expect(tickets.redeem(first, 'stream')).toBeNull()
  expect(tickets.redeem(last, 'stream')?.user.username).toBe('alice')
})
