import { expect, test } from 'bun:test'
import { Loader } from './loader'

/** A request the test answers by hand, remembering the signal it was given. */
function manual<T>() {
  const calls: Array<{ signal: AbortSignal; kept: T | undefined; resolve(value: T): void; reject(error: unknown): void }> = []
  const load = (signal: AbortSignal, kept: T | undefined) =>
    new Promise<T>((resolve, reject) => {
      calls.push({ signal, kept, resolve, reject })
    })
  return { calls, load }
}

function watched<T>() {
  const loader = new Loader<T>()
  const seen: unknown[] = []
  const failures: unknown[] = []
  loader.handlers = { onData: (data) => seen.push(data), onError: (error) => failures.push(error) }
  return { loader, seen, failures }
}

test('a new request aborts the one in flight, and the late answer of the old one never lands', async () => {
  const { loader, seen } = watched<string>()
  const { calls, load } = manual<string>()
  const first = loader.run(load)
  const second = loader.run(load)
  expect(calls[0]!.signal.aborted).toBe(true)
  expect(calls[1]!.signal.aborted).toBe(false)

  calls[1]!.resolve('new')
  await second
  calls[0]!.resolve('old')
  await first
  expect(loader.state).toEqual({ data: 'new', error: undefined, loading: false })
  expect(seen).toEqual(['new'])
})

test('stop (unmount) aborts the request in flight and keeps its answer or failure from landing', async () => {
  const { loader, seen, failures } = watched<string>()
  const { calls, load } = manual<string>()
  const answered = loader.run(load)
  loader.stop()
  expect(calls[0]!.signal.aborted).toBe(true)
  calls[0]!.reject(new DOMException('The operation was aborted.', 'AbortError'))
  await answered
  expect(loader.state.data).toBeUndefined()
  expect(seen).toEqual([])
  expect(failures).toEqual([])
})

test('a reload keeps the data shown until its answer lands, then replaces it', async () => {
  const { loader } = watched<string>()
  const { calls, load } = manual<string>()
  const loaded = loader.run(load)
  calls[0]!.resolve('v1')
  await loaded

  const reloaded = loader.run(load, true)
  expect(calls[1]!.kept).toBe('v1')
  expect(loader.state).toEqual({ data: 'v1', error: undefined, loading: true })
  calls[1]!.resolve('v2')
  await reloaded
  expect(loader.state).toEqual({ data: 'v2', error: undefined, loading: false })
})

test('new deps clear the data at once, so another resource never shows the previous one', async () => {
  const { loader } = watched<string>()
  const { calls, load } = manual<string>()
  const loaded = loader.run(load)
  calls[0]!.resolve('page 1')
  await loaded

  void loader.run(load)
  expect(calls[1]!.kept).toBeUndefined()
  expect(loader.state).toEqual({ data: undefined, error: undefined, loading: true })
})

test('a failed reload reports once and keeps the data it had', async () => {
  const { loader, failures } = watched<string>()
  const { calls, load } = manual<string>()
  const loaded = loader.run(load)
  calls[0]!.resolve('v1')
  await loaded

  const failure = new Error('offline')
  const reloaded = loader.run(load, true)
  calls[1]!.reject(failure)
  await reloaded
  expect(loader.state).toEqual({ data: 'v1', error: failure, loading: false })
  expect(failures).toEqual([failure])
})

test('nothing to load (null) ends loading with no data and no request', () => {
  const { loader } = watched<string>()
  const notified: number[] = []
  loader.subscribe(() => notified.push(1))
  void loader.run(() => null)
  expect(loader.state).toEqual({ data: undefined, error: undefined, loading: false })
  expect(notified.length).toBe(1)
})

test('update changes loaded data in place and does nothing before data arrived', async () => {
  const { loader } = watched<number[]>()
  loader.update((list) => [...list, 9])
  expect(loader.state.data).toBeUndefined()
  await loader.run(async () => [1, 2, 3])
  loader.update((list) => list.filter((n) => n !== 2))
  expect(loader.state.data).toEqual([1, 3])
})
