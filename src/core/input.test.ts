import { describe, expect, test } from 'bun:test'
import { useTestApp } from '../../tests/helpers/test-app'

// Clients written for the spec (spec 1 §7: "Each call appends a random cache-busting query parameter t") and clients
// without a folder id at hand: what they send must reach the route, through the shared schemas of core/input.ts.

const t = useTestApp()
const ICON = { iconUrl: 'folder', iconUrlLight: null, iconProvider: 'com.astroluma.self' }
const PAGE_MESSAGE = { error: true, message: 'Page must be a whole number from 1.' }

describe('page numbers', () => {
  test('page=1?t=0.42 (a client that builds ?page=1, then appends ?t=…) reads page 1 on every paged list', async () => {
    for (const path of ['/api/v1/notifications', '/api/v1/images', '/api/v1/app/installed']) {
      const plain = await t.call('GET', `${path}?page=1`, { token: t.alice })
      const busted = await t.call('GET', `${path}?page=1?t=0.42`, { token: t.alice })
      expect([path, busted.status]).toEqual([path, 200])
      expect(busted.body).toEqual(plain.body)
      expect((await t.call('GET', `${path}?page=2?t=0.9&t=0.1`, { token: t.alice })).status).toBe(200)
    }
  })

  test('the page is the leading number: page 2 of the notifications is page 2, with or without the cache-buster', async () => {
    // Seeded through the database: 25 notifications make two pages of 20.
    const now = Date.now()
    const alice = t.users.findId('alice')!
    for (let i = 0; i < 25; i++)
      t.db.run("INSERT INTO notifications (user_id, type, title, message, created_at) VALUES (?, 'info', ?, 'm', ?)", [alice, `n${i}`, now + i])
    const page2 = await t.call('GET', '/api/v1/notifications?page=2?t=0.3', { token: t.alice })
    expect(page2.body.message.notifications).toHaveLength(5)
    expect(page2.body).toEqual((await t.call('GET', '/api/v1/notifications?page=2', { token: t.alice })).body)
  })

  test('garbage is still refused with the readable message', async () => {
    for (const page of ['abc', '0', '0?t=1', '-1', '1abc', '1.5', '1e3', ' 1', '?t=1', '100001', '100001?t=1', '01?t=1'])
      expect([page, (await t.call('GET', `/api/v1/notifications?page=${encodeURIComponent(page)}`, { token: t.alice })).body]).toEqual([page, PAGE_MESSAGE])
  })
})

describe("the root folder written as 'undefined' or 'null'", () => {
  const folder = async (body: object) => {
    const res = await t.call('POST', '/api/v1/listing/save/folder', { token: t.alice, body: { folderName: 'F', folderIcon: ICON, ...body } })
    expect(res.status).toBe(200)
    return res.body.message
  }

  test('/listing/folder/undefined/list, /listing/folder/null/list and /listing/parents/undefined are the home page', async () => {
    await folder({ folderName: 'Home item' })
    const root = await t.call('GET', '/api/v1/listing/folder/root/list', { token: t.alice })
    expect(root.body.message.items).toHaveLength(1)
    for (const id of ['undefined', 'null']) expect((await t.call('GET', `/api/v1/listing/folder/${id}/list`, { token: t.alice })).body).toEqual(root.body)
    const parents = await t.call('GET', '/api/v1/listing/parents/root', { token: t.alice })
    expect((await t.call('GET', '/api/v1/listing/parents/undefined', { token: t.alice })).body).toEqual(parents.body)
  })

  test('parentId "undefined" or "null" saves at the root, for folders, named lists, links and streams', async () => {
    for (const parentId of ['undefined', 'null']) {
      expect((await folder({ parentId })).parentId).toBeNull()
      const todo = await t.call('POST', '/api/v1/listing/save/todo', { token: t.alice, body: { todoName: 'T', todoIcon: ICON, parentId } })
      expect(todo.body.message.parentId).toBeNull()
      const link = await t.call('POST', '/api/v1/listing/save/link', {
        token: t.alice,
        body: { linkName: 'L', linkIcon: ICON, linkURL: 'https://example.org/', parentId, listingId: 'undefined' },
      })
      expect(link.body.message.parentId).toBeNull()
      const stream = await t.call('POST', '/api/v1/listing/save/stream', {
        token: t.alice,
        body: { linkName: 'Cam', linkURL: 'rtsp://127.0.0.1:9/cam', parentId, listingId: 'null' },
      })
      expect([parentId, stream.status]).toEqual([parentId, 200])
      expect(stream.body.message.parentId).toBeNull()
    }
  })

  test('a move to undefined or null is a move to the root', async () => {
    const parent = await folder({ folderName: 'Parent' })
    for (const target of ['undefined', 'null']) {
      const child = await folder({ folderName: `Child ${target}`, parentId: parent.id })
      expect((await t.call('GET', `/api/v1/listing/move/${child.id}/to/${target}`, { token: t.alice })).status).toBe(200)
      expect((await t.call('GET', `/api/v1/listing/folder/${child.id}`, { token: t.alice })).body.message.listing.parentId).toBeNull()
    }
  })

  test('other words are still refused, and a real id still works', async () => {
    for (const id of ['Undefined', 'NULL', 'nil', 'none', '0'])
      expect([id, (await t.call('GET', `/api/v1/listing/folder/${id}/list`, { token: t.alice })).status]).toEqual([id, 400])
    for (const parentId of ['Undefined', 'nil', 'root '])
      expect([
        parentId,
        (await t.call('POST', '/api/v1/listing/save/folder', { token: t.alice, body: { folderName: 'F', folderIcon: ICON, parentId } })).status,
      ]).toEqual([parentId, 400])
    const parent = await folder({ folderName: 'Parent' })
    await folder({ folderName: 'Child', parentId: String(parent.id) })
    expect((await t.call('GET', `/api/v1/listing/folder/${parent.id}/list`, { token: t.alice })).body.message.items).toHaveLength(1)
  })
})
