import { afterAll, beforeAll, expect, test } from 'bun:test'
import { createTestApp, type TestApp } from '../../tests/helpers/test-app'

// Over a real socket on 127.0.0.1: the size and type checks must hold before Bun or Elysia read the body.
let t: TestApp
let base: string
let alice: string
let list: number

beforeAll(async () => {
  t = createTestApp()
  t.app.listen({ port: 0, hostname: '127.0.0.1' })
  base = `http://127.0.0.1:${t.app.server!.port}`
  alice = await t.signIn('alice')
  const icon = { iconUrl: '/icons/todo.svg', iconProvider: 'default', iconId: 'todo' }
  list = (await t.call('POST', '/api/v1/listing/save/todo', { token: alice, body: { todoName: 'Home', todoIcon: icon, parentId: null } })).body.message.id
})
afterAll(async () => {
  await t.app.stop(true)
  t.close()
})

const items = () => t.db.query('SELECT COUNT(*) AS n FROM todo_items').get() as { n: number }

/** A todo item save of about `mib` MiB: a valid item with a long, valid-looking pad field. */
const bigItem = (mib: number) => JSON.stringify({ listingId: list, todoId: null, todoName: 'x', priority: 1, pad: 'y'.repeat(mib * 1024 * 1024) })

async function send(type: string, body: string) {
  const started = performance.now()
  const res = await fetch(`${base}/api/v1/todo/item`, { method: 'POST', headers: { authorization: `Bearer ${alice}`, 'content-type': type }, body })
  return { status: res.status, body: await res.json(), ms: performance.now() - started }
}

test('a body over the 1 MiB limit is refused from its length whatever its content type, at once and changing nothing', async () => {
  const before = items()
  for (const type of ['text/plain', 'application/octet-stream', 'application/json', 'multipart/form-data; boundary=x']) {
    const res = await send(type, bigItem(11))
    expect([type, res.status, res.body]).toEqual([type, 413, { error: true, message: 'Request body is too large.' }])
    // Parsing 11 MiB as text and checking it took seconds of blocking CPU; refusing it is one header read plus the upload.
    expect(res.ms).toBeLessThan(1500)
  }
  expect(items()).toEqual(before)
})

test('a body a JSON route does not take is refused with 415 before it is parsed, changing nothing', async () => {
  const before = items()
  const item = JSON.stringify({ listingId: list, todoId: null, todoName: 'Milk', priority: 1 })
  for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/octet-stream', 'multipart/form-data; boundary=x']) {
    const res = await send(type, item)
    expect([type, res.status, res.body]).toEqual([type, 415, { error: true, message: 'Send the body as JSON (Content-Type: application/json).' }])
  }
  // Just under the limit: refused by type, never parsed.
  const near = await send('text/plain', bigItem(0.99))
  expect([near.status, near.ms < 1500]).toEqual([415, true])
  expect(items()).toEqual(before)
  expect((await send('application/json; charset=utf-8', item)).status).toBe(200)
  expect(items().n).toBe(before.n + 1)
})

test("the README's curl -d line posts a notification: JSON labelled as a form is read as JSON where an API key may call", async () => {
  const key = (await t.call('POST', '/api/v1/api-keys', { token: alice, body: { name: 'script', permissions: ['post_notification'], expiresAt: null } })).body
    .message.key as string
  // The data on stdin (-d @-): curl labels and sends it as it does an argument, and a long one fits no argv.
  const curl = async (data: string) => {
    const run = Bun.spawn(['curl', '-s', '-H', `x-api-key: ${key}`, '-d', '@-', `${base}/api/v1/notifications`], { stdin: new Blob([data]) })
    return JSON.parse(await new Response(run.stdout).text())
  }
  expect(await curl('{"title":"Backup done","message":"nas: ok"}')).toMatchObject({ error: false, message: { id: expect.any(Number) } })
  expect(await curl('title=Backup&message=ok')).toEqual({ error: true, message: 'Malformed JSON body.' })
  expect(await curl(`{"title":"${'x'.repeat(1024 * 1024)}","message":"big"}`)).toEqual({ error: true, message: 'Request body is too large.' })
  const listed = (await t.call('GET', '/api/v1/notifications?page=1', { token: alice })).body.message.notifications
  expect(listed.map((n: { title: string }) => n.title)).toEqual(['Backup done'])
})
