import { expect, test } from 'bun:test'
import { subscribeWithRetry } from './push'

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

test('a failed push subscription is tried again after the retry delay, until it succeeds', async () => {
  let calls = 0
  const failTwice = async () => {
    calls++
    if (calls <= 2) throw new Error('push service unreachable')
  }
  subscribeWithRetry(0, failTwice, 10, 5)
  await settle(100)
  expect(calls).toBe(3)
})

test('retries stop after five tries, and at once when stopped', async () => {
  let always = 0
  subscribeWithRetry(
    0,
    async () => {
      always++
      throw new Error('no')
    },
    5,
    5,
  )
  await settle(150)
  expect(always).toBe(5)

  let stopped = 0
  const stop = subscribeWithRetry(
    0,
    async () => {
      stopped++
      throw new Error('no')
    },
    40,
    5,
  )
  await settle(20)
  stop()
  await settle(150)
  expect(stopped).toBe(1)
})
