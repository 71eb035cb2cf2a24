import { Database } from 'bun:sqlite'
import { beforeEach, expect, test } from 'bun:test'
import { createAnswerCache, jsonResponse } from './answer-cache'

let db: Database
let builds: string[]
beforeEach(() => {
  db = new Database(':memory:')
  db.exec('CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT)')
  builds = []
})

/** A build that records its key and answers with it. */
const builder =
  (key: string, size = 10) =>
  () => {
    builds.push(key)
    return key.padEnd(size, '.')
  }

test('an answer is built once until the database changes, then once more', () => {
  const cache = createAnswerCache({ db })
  expect(JSON.parse(cache.json('a', builder('a')))).toEqual({ error: false, message: 'a.........' })
  cache.json('a', builder('a'))
  cache.json('a', builder('a'))
  expect(builds).toEqual(['a'])
  db.query("INSERT INTO notes (text) VALUES ('x')").run()
  cache.json('a', builder('a'))
  cache.json('a', builder('a'))
  expect(builds).toEqual(['a', 'a'])
})

test('a statement that changes no row keeps the answers', () => {
  const cache = createAnswerCache({ db })
  cache.json('a', builder('a'))
  db.query('UPDATE notes SET text = 1 WHERE id = 42').run()
  cache.json('a', builder('a'))
  expect(builds).toEqual(['a'])
})

test('keys are separate answers', () => {
  const cache = createAnswerCache({ db })
  expect(cache.json('user:1', builder('user:1'))).not.toBe(cache.json('user:2', builder('user:2')))
  cache.json('user:1', builder('user:1'))
  cache.json('user:2', builder('user:2'))
  expect(builds).toEqual(['user:1', 'user:2'])
})

test('a build that throws keeps nothing', () => {
  const cache = createAnswerCache({ db })
  expect(() =>
    cache.json('a', () => {
      throw new Error('not found')
    }),
  ).toThrow('not found')
  expect(cache.size()).toEqual({ entries: 0, chars: 0 })
  cache.json('a', builder('a'))
  expect(builds).toEqual(['a'])
})

test('the size stays within its bound, dropping the least recently used first', () => {
  // Each answer is {"error":false,"message":"…"}: 28 characters around a 72-character message, 100 in all.
  const cache = createAnswerCache({ db, maxChars: 350 })
  for (const key of ['a', 'b', 'c']) cache.json(key, builder(key, 72))
  expect(cache.size()).toEqual({ entries: 3, chars: 300 })
  cache.json('a', builder('a', 72)) // a is now the most recently used
  cache.json('d', builder('d', 72))
  expect(cache.size()).toEqual({ entries: 3, chars: 300 })
  builds = []
  for (const key of ['a', 'c', 'd', 'b']) cache.json(key, builder(key, 72))
  expect(builds).toEqual(['b'])
  for (let i = 0; i < 1000; i++) cache.json(`many:${i}`, builder(`many:${i}`, 72))
  expect(cache.size().chars).toBeLessThanOrEqual(350)
})

test('an answer larger than the whole bound is served but not kept', () => {
  const cache = createAnswerCache({ db, maxChars: 50 })
  expect(cache.json('big', builder('big', 100)).length).toBe(128)
  expect(cache.size()).toEqual({ entries: 0, chars: 0 })
})

test('a write drops every entry at once, so stale answers do not hold memory', () => {
  const cache = createAnswerCache({ db })
  for (const key of ['a', 'b', 'c']) cache.json(key, builder(key))
  db.query("INSERT INTO notes (text) VALUES ('x')").run()
  cache.json('a', builder('a'))
  expect(cache.size().entries).toBe(1)
})

test('a cached answer goes out gzipped to clients that take it, compressed once per change', async () => {
  const cache = createAnswerCache({ db })
  let built = 0
  const build = () => {
    built++
    return 'x'.repeat(5000)
  }
  const gzipped = new Request('http://localhost/', { headers: { 'accept-encoding': 'gzip, deflate, br' } })
  const first = jsonResponse(cache.answer('a', build), gzipped)
  expect(first.headers.get('content-encoding')).toBe('gzip')
  const text = new TextDecoder().decode(Bun.gunzipSync(new Uint8Array(await first.arrayBuffer())))
  expect(JSON.parse(text)).toEqual({ error: false, message: 'x'.repeat(5000) })
  const again = cache.answer('a', build)
  expect(again.gzip()).toBe(again.gzip())
  expect(built).toBe(1)
  const plain = jsonResponse(again, new Request('http://localhost/'))
  expect(plain.headers.get('content-encoding')).toBeNull()
  expect(await plain.text()).toBe(again.text)
  // Small answers are not worth compressing.
  expect(
    jsonResponse(
      cache.answer('small', () => 'y'),
      gzipped,
    ).headers.get('content-encoding'),
  ).toBeNull()
})
