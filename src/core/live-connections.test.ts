import { expect, test } from 'bun:test'
import { eventually } from '../../tests/helpers/eventually'
import { createLiveConnections, MAX_HELD_PER_SESSION, MAX_HELD_PER_USER } from './live-connections'

const tracker = () => {
  const closed: string[] = []
  return { closed, close: (name: string) => () => void closed.push(name) }
}

test('ending a session closes only that session’s connections, at once', () => {
  const live = createLiveConnections({ sweepMs: 60_000, isLive: () => true })
  const { closed, close } = tracker()
  live.add('s1', 1, close('a'))
  live.add('s1', 1, close('b'))
  live.add('s2', 1, close('c'))
  live.endSession('s1')
  expect(closed).toEqual(['a', 'b'])
  expect(live.size).toBe(1)
  live.endSession('s1')
  expect(closed).toEqual(['a', 'b'])
})

test('ending a user closes every connection of every session of theirs and no one else’s', () => {
  const live = createLiveConnections({ sweepMs: 60_000, isLive: () => true })
  const { closed, close } = tracker()
  live.add('s1', 1, close('a'))
  live.add('s2', 1, close('b'))
  live.add('s3', 2, close('other user'))
  live.endUser(1)
  expect(closed.sort()).toEqual(['a', 'b'])
  expect(live.size).toBe(1)
})

test('a released connection is forgotten and never closed later', () => {
  const live = createLiveConnections({ sweepMs: 60_000, isLive: () => true })
  const { closed, close } = tracker()
  const release = live.add('s1', 1, close('a'))
  release()
  release()
  live.endSession('s1')
  expect(closed).toEqual([])
  expect(live.size).toBe(0)
})

test('the sweep closes connections whose session stopped being live, and a failing check counts as ended', async () => {
  const ended = new Set<string>()
  const live = createLiveConnections({
    sweepMs: 5,
    isLive: (session) => {
      if (session === 'broken') throw new Error('database is closed')
      return !ended.has(session)
    },
  })
  const { closed, close } = tracker()
  live.add('s1', 1, close('expired'))
  live.add('s2', 1, close('still valid'))
  live.add('broken', 2, close('unknown'))
  ended.add('s1')
  // Sweeps run every 5 ms here: a second is 200 of them.
  expect(await eventually(() => closed.length >= 2)).toBe(true)
  expect(closed.sort()).toEqual(['expired', 'unknown'])
  expect(live.size).toBe(1)
})

test('a close callback that throws does not keep the others open', () => {
  const live = createLiveConnections({ sweepMs: 60_000, isLive: () => true })
  const { closed, close } = tracker()
  live.add('s1', 1, () => {
    throw new Error('socket already gone')
  })
  live.add('s1', 1, close('b'))
  live.endSession('s1')
  expect(closed).toEqual(['b'])
})

test('a session past its open streams and sockets, or a user past theirs, loses its oldest one', () => {
  const live = createLiveConnections({ sweepMs: 60_000, isLive: () => true })
  const { closed, close } = tracker()
  for (let i = 0; i < MAX_HELD_PER_SESSION + 3; i++) live.add('s1', 1, close(`s1-${i}`))
  expect(closed).toEqual(['s1-0', 's1-1', 's1-2'])
  expect(live.size).toBe(MAX_HELD_PER_SESSION)
  // Over many sessions of one user: the user's oldest go, another user's stay.
  live.add('other', 2, close('other user'))
  for (let s = 2; s < 12; s++) for (let i = 0; i < 10; i++) live.add(`s${s}`, 1, close(`s${s}-${i}`))
  // s1's 32 and 100 more: the 32 oldest went, all of them s1's, and the user holds the cap.
  expect(live.size).toBe(MAX_HELD_PER_USER + 1)
  expect(closed.slice(3)).toEqual(Array.from({ length: MAX_HELD_PER_SESSION }, (_, i) => `s1-${i + 3}`))
  expect(closed).not.toContain('other user')
})
