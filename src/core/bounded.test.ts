import { expect, test } from 'bun:test'
import { CappedMap, dropOldest } from './bounded'

test('dropOldest drops from the oldest end only while the condition holds, through the given drop', () => {
  const map = new Map([1, 2, 3, 4, 5].map((n) => [n, n * 10]))
  const dropped: number[] = []
  dropOldest(
    map,
    (key) => key < 3,
    (key) => {
      dropped.push(key)
      map.delete(key)
    },
  )
  expect(dropped).toEqual([1, 2])
  expect([...map.keys()]).toEqual([3, 4, 5])
})

test('a CappedMap holds at most its cap over 10,000 distinct keys and keeps the newest', () => {
  const map = new CappedMap<string, number>(100)
  for (let i = 0; i < 10_000; i++) map.set(`k${i}`, i)
  expect(map.size).toBe(100)
  expect(map.has('k9999')).toBe(true)
  expect(map.has('k9899')).toBe(false)
})

test('setting a key again makes it the newest, so the one not set since goes first', () => {
  const map = new CappedMap<string, number>(2)
  map.set('a', 1).set('b', 2).set('a', 3).set('c', 4)
  expect([...map]).toEqual([
    ['a', 3],
    ['c', 4],
  ])
})
