import { expect, test } from 'bun:test'
import { manualClock } from '../../tests/helpers/test-app'
import { createRunCache } from './run-cache'

const KB = 'x'.repeat(1024)

test('10,000 distinct 1 KB results are held to 8 MiB of characters: the oldest are run again, the newest are not', async () => {
  const clock = manualClock()
  const cache = createRunCache<string>({ clock })
  let runs = 0
  const run = (key: string) => cache.get(key, 60_000, async () => `${runs++}${KB}`)
  for (let i = 0; i < 10_000; i++) await run(`link${i}`)
  expect(cache.size).toBeLessThan(8 * 1024)
  const before = runs
  await run('link9999')
  expect(runs).toBe(before)
  await run('link0')
  expect(runs).toBe(before + 1)
})

test('a failure is kept for its interval like a result', async () => {
  const clock = manualClock()
  const cache = createRunCache<string>({ clock, maxChars: 100 })
  let runs = 0
  const fail = () => cache.get('k', 1000, async () => Promise.reject(new Error(`down ${runs++}`)))
  await expect(fail()).rejects.toThrow('down 0')
  await expect(fail()).rejects.toThrow('down 0')
  clock.advance(1000)
  await expect(fail()).rejects.toThrow('down 1')
})

test('a deleted result is run again at the next ask; the others stay', async () => {
  const clock = manualClock()
  const cache = createRunCache<number>({ clock })
  let runs = 0
  const run = (key: string) => cache.get(key, 1000, async () => runs++)
  await run('a')
  await run('b')
  cache.delete('a')
  cache.delete('missing')
  expect([await run('a'), await run('b'), cache.size]).toEqual([2, 1, 2])
})
