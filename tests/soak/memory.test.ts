import { afterAll, expect, test } from 'bun:test'
import { heapStats } from 'bun:jsc'
import { createTestApp } from '../helpers/test-app'

const t = createTestApp()
const LINK_ICON = { iconUrl: '/api/v1/icons/tabler/3.0.0/dark/link.svg', iconUrlLight: null, iconProvider: 'tabler', iconId: 'link' }
afterAll(() => t.close())

/** Live heap after a full collection. */
const heap = () => {
  Bun.gc(true)
  return heapStats().heapSize
}

/**
 * Requests of the kinds that leave something in process memory (answers cached per user, tickets, throttled logins,
 * unknown routes, links made and deleted), each with keys that never repeat: what they leave must stay bounded.
 */
async function round(tokens: string[], i: number) {
  const token = tokens[i % tokens.length]!
  await t.call('GET', '/api/v1/dashboard', { token })
  await t.call('GET', '/api/v1/listing/folder/root/list', { token })
  await t.call('POST', '/api/v1/tickets', { token, body: { purpose: 'stream' } })
  await t.call('POST', '/api/v1/login', { body: { username: `nobody${i}`, password: 'x'.repeat(32) } })
  await t.call('GET', `/api/v1/no/such/route/${i}?q=${i}`, { token })
  const made = await t.call('POST', '/api/v1/listing/save/link', {
    token,
    body: { linkName: `l${i}`, linkIcon: LINK_ICON, linkURL: `https://example.org/${i}`, localUrl: '', parentId: null, showInSidebar: false },
  })
  await t.call('GET', `/api/v1/listing/delete/${made.body.message.id}`, { token })
}

test('several users through a few thousand mixed requests: after a warm-up the heap does not keep growing', async () => {
  const tokens = await Promise.all(['ann', 'ben', 'cay', 'dot'].map((name) => t.signIn(name)))
  // The first rounds grow the heap as code is compiled and caches fill; it is flat by about 800.
  const run = async (from: number, to: number) => {
    for (let i = from; i < to; i++) await round(tokens, i)
    return heap()
  }
  await run(0, 800)
  const first = await run(800, 1200)
  const second = await run(1200, 1600)
  // Measured growth between halves is within ±30 KB; 512 KB over 2,800 requests trips on anything kept per request of ~190 bytes or more.
  expect(second - first).toBeLessThan(512 * 1024)
}, 20_000)
