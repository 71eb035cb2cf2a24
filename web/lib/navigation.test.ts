import { afterAll, beforeEach, expect, test } from 'bun:test'
import { setNavigator, toDatabaseError, toNetworkError, toServerError } from './navigation'

const calls: Array<{ to: string; state: unknown }> = []
const saved = { location: globalThis.location, window: globalThis.window }

/** The browser's address and React Router's history state (its own state under `usr`). */
function at(pathname: string, search = '', usr?: unknown) {
  Object.assign(globalThis, { location: { pathname, search }, window: { history: { state: usr === undefined ? null : { usr, idx: 1 } } } })
}

beforeEach(() => {
  calls.length = 0
  setNavigator((to, opts) => calls.push({ to, state: opts?.state }))
})
afterAll(() => {
  setNavigator(null)
  Object.assign(globalThis, saved)
})

test('an error page remembers the screen whose call failed, query included', () => {
  at('/c/7', '?item=3')
  toDatabaseError()
  toNetworkError()
  expect(calls).toEqual([
    { to: '/database-error', state: { from: '/c/7?item=3' } },
    { to: '/network-error', state: { from: '/c/7?item=3' } },
  ])
})

test('one error page handing over to the other passes on that screen, not itself', () => {
  at('/network-error', '', { from: '/todos' })
  toDatabaseError()
  at('/database-error', '', { from: '/weather' })
  toNetworkError()
  // Opened right at an error page: home.
  at('/network-error')
  toDatabaseError()
  expect(calls.map((c) => c.state)).toEqual([{ from: '/todos' }, { from: '/weather' }, { from: '/' }])
})

test('an error page already shown keeps its return address (its own retries fail there again)', () => {
  at('/database-error', '', { from: '/todos' })
  toDatabaseError()
  expect(calls).toEqual([])
})

test('/server-error keeps the GET that failed, to ask it again; a write leaves nothing to ask', () => {
  at('/c/7')
  toServerError('/listing/folder/7/list?page=1')
  at('/c/8')
  toServerError()
  expect(calls).toEqual([
    { to: '/server-error', state: { from: '/c/7', retry: '/listing/folder/7/list?page=1' } },
    { to: '/server-error', state: { from: '/c/8' } },
  ])
})

test('/server-error handing over to the database page passes on its screen', () => {
  at('/server-error', '', { from: '/todos', retry: '/todos/list' })
  toDatabaseError()
  expect(calls).toEqual([{ to: '/database-error', state: { from: '/todos' } }])
})
