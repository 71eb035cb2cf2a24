import { expect, test } from 'bun:test'
import { createLimiter, NoSlot } from './concurrency'

/** A job that runs until the test lets it finish, noting when it started. */
function jobs() {
  const started: number[] = []
  const finishers = new Map<number, () => void>()
  let under = 0
  let most = 0
  const job = (n: number) => () => {
    started.push(n)
    most = Math.max(most, ++under)
    return new Promise<number>((resolve) =>
      finishers.set(n, () => {
        under--
        resolve(n)
      }),
    )
  }
  const finish = async (n: number) => {
    finishers.get(n)!()
    // Lets the released slot pass to the next waiter.
    await Bun.sleep(0)
  }
  return { job, finish, started, most: () => most }
}

test('10 jobs at once: at most 3 run together, the rest start in the order they came, and all finish', async () => {
  const limiter = createLimiter({ running: 3, waiting: 10 })
  const { job, finish, started, most } = jobs()
  const results = Array.from({ length: 10 }, (_, n) => limiter.run(job(n), 60_000))
  expect(started).toEqual([0, 1, 2])
  for (let n = 0; n < 10; n++) await finish(n)
  expect(await Promise.all(results)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])
  expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])
  expect(most()).toBe(3)
})

test('a full queue refuses at once; the queued ones still run', async () => {
  const limiter = createLimiter({ running: 1, waiting: 2 })
  const { job, finish, started } = jobs()
  const results = [0, 1, 2].map((n) => limiter.run(job(n), 60_000))
  await expect(limiter.run(job(3), 60_000)).rejects.toBeInstanceOf(NoSlot)
  for (const n of [0, 1, 2]) await finish(n)
  expect(await Promise.all(results)).toEqual([0, 1, 2])
  expect(started).toEqual([0, 1, 2])
})

test('a waiter whose wait runs out leaves the queue without taking a slot; a failed job frees its slot', async () => {
  const limiter = createLimiter({ running: 1, waiting: 5 })
  const { job, finish, started } = jobs()
  const first = limiter.run(job(0), 60_000)
  const impatient = limiter.run(job(1), 10)
  const patient = limiter.run(job(2), 60_000)
  await expect(impatient).rejects.toBeInstanceOf(NoSlot)
  await finish(0)
  await finish(2)
  expect([await first, await patient]).toEqual([0, 2])
  expect(started).toEqual([0, 2])
  await expect(limiter.run(() => Promise.reject(new Error('broken')), 10)).rejects.toThrow('broken')
  // The slot was given back each time: a new job starts at once.
  expect(await limiter.run(async () => 'free', 0)).toBe('free')
})
