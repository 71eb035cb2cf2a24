import { expect, test } from 'bun:test'
import { loadOnce } from './load-once'

test('a load is shared while it succeeds, and one that failed is tried again on the next call', async () => {
  let calls = 0
  let up = false
  const load = loadOnce(async () => {
    calls++
    if (!up) throw new TypeError('Failed to fetch dynamically imported module')
    return calls
  })
  await expect(load()).rejects.toThrow('Failed to fetch')
  await expect(load()).rejects.toThrow('Failed to fetch')
  expect(calls).toBe(2)
  up = true
  expect(await load()).toBe(3)
  expect(await load()).toBe(3)
  expect(calls).toBe(3)
})
