import { describe, expect, test } from 'bun:test'
import { useTestApp } from '../../../tests/helpers/test-app'
import { TODO_PAGE_SIZE } from './todos.constants'
import { earliestDueDate, MAX_TODO_ITEMS_PER_USER, parseDay } from './todos.service'
import { inlineRefs } from '../../../tests/helpers/api-doc'

const ICON = { iconUrl: '/icons/todo.svg', iconProvider: 'default', iconId: 'todo' }
const HOUR = 3_600_000
// The test clock starts at 2026-11-21 12:00 UTC.
const TODAY = '2026-11-21'

const t = useTestApp()

const ok = <T = any>(res: { status: number; body: { message: T } }): T => {
  if (res.status !== 200) throw new Error(`${res.status} ${JSON.stringify(res.body)}`)
  return res.body.message
}
async function todoList(token: string, todoName: string, parentId: number | null = null): Promise<number> {
  return ok(await t.call('POST', '/api/v1/listing/save/todo', { token, body: { todoName, todoIcon: ICON, parentId } })).id
}
async function folder(token: string, folderName: string, parentId: number | null = null): Promise<number> {
  return ok(await t.call('POST', '/api/v1/listing/save/folder', { token, body: { folderName, folderIcon: ICON, parentId } })).id
}
const save = (token: string, body: object) => t.call('POST', '/api/v1/todo/item', { token, body })
async function item(token: string, listingId: number, todoName: string, extra: object = {}) {
  return ok(await save(token, { listingId, todoId: null, todoName, ...extra }))
}
const items = (token: string, list: number | string, filter = 'all', sort = 'default', page: number | string = 1) =>
  t.call('GET', `/api/v1/todo/${list}/items/${filter}/${sort}/${page}`, { token })
const texts = async (token: string, list: number | string, filter = 'all', sort = 'default', page = 1) =>
  ok(await items(token, list, filter, sort, page)).todoItems.map((i: { todoItem: string }) => i.todoItem)
const rows = () => t.db.query('SELECT * FROM todo_items ORDER BY id').all()
const toggle = (token: string, id: number | string) => t.call('GET', `/api/v1/todo/completion/${id}`, { token })

describe('saving an item', () => {
  test('a new item answers every field; priority defaults to 3 (Low) and the text is trimmed', async () => {
    const list = await todoList(t.alice, 'Home')
    const saved = await item(t.alice, list, '  Buy milk  ', { priority: null, dueDate: null })
    expect(saved).toEqual({
      id: saved.id,
      todoItem: 'Buy milk',
      completed: false,
      dueDate: null,
      priority: 3,
      listingId: list,
      parent: { id: list, listingName: 'Home' },
    })
    expect(await item(t.alice, list, 'Call mum', { priority: 1, dueDate: TODAY })).toMatchObject({ priority: 1, dueDate: TODAY })
    // Priority may come as a string from a form select.
    expect(await item(t.alice, list, 'Water plants', { priority: '2', dueDate: '' })).toMatchObject({ priority: 2, dueDate: null })
    expect(await texts(t.alice, list)).toEqual(['Water plants', 'Call mum', 'Buy milk'])
  })

  test("validation: the spec's message for empty text, clear messages for the rest; nothing saved", async () => {
    const list = await todoList(t.alice, 'Home')
    const refused = async (body: object, status: number, message?: string) => {
      const res = await save(t.alice, { listingId: list, todoId: null, todoName: 'Task', ...body })
      expect(res.status).toBe(status)
      expect(res.body.error).toBe(true)
      if (message) expect(res.body.message).toBe(message)
    }
    await refused({ todoName: '' }, 400, 'Please enter todo item.')
    await refused({ todoName: '   ' }, 400, 'Please enter todo item.')
    await refused({ todoName: null }, 400, 'Please enter todo item.')
    await refused({ listingId: null }, 400, 'Please choose a todo list.')
    for (const priority of [0, 4, 1.5, 'x', '12']) await refused({ priority }, 400, 'Priority must be 1 (High), 2 (Medium) or 3 (Low).')
    for (const dueDate of ['2026-02-30', '2026-13-01', '21/11/2026', '2026-11-21T00:00:00Z', 'tomorrow'])
      await refused({ dueDate }, 400, 'Due date must be a calendar day written YYYY-MM-DD.')
    await refused({ todoName: 'x'.repeat(1001) }, 400, 'A todo item may be at most 1000 characters.')
    for (const id of ['abc', 0, -3, 1.5, '12abc']) {
      await refused({ todoId: id }, 400, 'Invalid id: a whole number from 1.')
      await refused({ listingId: id }, 400, 'Invalid id: a whole number from 1.')
    }
    expect(rows()).toEqual([])
  })

  test('a due date before today is refused; today counts until the day is over in the westernmost time zone', async () => {
    const list = await todoList(t.alice, 'Home')
    const at = (dueDate: string) => save(t.alice, { listingId: list, todoId: null, todoName: `due ${dueDate}`, dueDate })
    // 12:00 UTC on the 21st: the 20th is over everywhere.
    expect((await at('2026-11-20')).body).toEqual({ error: true, message: 'Due date cannot be before today.' })
    expect((await at(TODAY)).status).toBe(200)
    // 05:00 UTC on the 22nd: still the 21st in UTC-6 to UTC-12, so a browser there may pick its today.
    t.clock.advance(17 * HOUR)
    expect((await at('2026-11-21')).status).toBe(200)
    expect((await at('2026-11-20')).status).toBe(400)
    // Noon UTC on the 22nd: the 21st is over everywhere.
    t.clock.advance(7 * HOUR)
    expect((await at('2026-11-21')).body.message).toBe('Due date cannot be before today.')
    expect(rows().length).toBe(2)
  })

  test('editing: fields change in place; an old due date left unchanged still saves, a new past one does not', async () => {
    const list = await todoList(t.alice, 'Home')
    const saved = await item(t.alice, list, 'Renew passport', { priority: 2, dueDate: TODAY })
    const edit = (body: object) => save(t.alice, { todoId: saved.id, listingId: list, todoName: 'Renew passport', ...body })
    t.clock.advance(10 * 24 * HOUR)
    // Ten days later the date is in the past: unchanged it saves, as do other edits.
    expect(ok(await edit({ todoName: 'Renew passport!', priority: 1, dueDate: TODAY }))).toMatchObject({
      id: saved.id,
      todoItem: 'Renew passport!',
      priority: 1,
      dueDate: TODAY,
    })
    expect((await edit({ dueDate: '2026-11-22' })).body).toEqual({ error: true, message: 'Due date cannot be before today.' })
    // Absent fields keep their value; null clears the date.
    expect(ok(await save(t.alice, { todoId: saved.id, todoName: 'Passport' }))).toMatchObject({
      todoItem: 'Passport',
      priority: 1,
      dueDate: TODAY,
      listingId: list,
    })
    expect(ok(await edit({ dueDate: null }))).toMatchObject({ dueDate: null })
    expect(ok(await edit({ dueDate: '2026-12-24' }))).toMatchObject({ dueDate: '2026-12-24' })
    expect(rows().length).toBe(1)
  })

  test('an edit naming another todo list of the user moves the item there; a folder or a missing item is 404', async () => {
    const home = await todoList(t.alice, 'Home')
    const work = await todoList(t.alice, 'Work')
    const f = await folder(t.alice, 'Folder')
    const saved = await item(t.alice, home, 'Email Bob')
    expect(ok(await save(t.alice, { todoId: saved.id, listingId: work, todoName: 'Email Bob' }))).toMatchObject({
      listingId: work,
      parent: { id: work, listingName: 'Work' },
    })
    expect(await texts(t.alice, home)).toEqual([])
    expect(await texts(t.alice, work)).toEqual(['Email Bob'])
    expect((await save(t.alice, { todoId: saved.id, listingId: f, todoName: 'x' })).body).toEqual({ error: true, message: 'Todo list not found.' })
    expect((await save(t.alice, { listingId: f, todoName: 'x' })).status).toBe(404)
    expect((await save(t.alice, { todoId: 9999, listingId: work, todoName: 'x' })).body).toEqual({ error: true, message: 'Todo item not found.' })
    expect((await save(t.alice, { todoId: 'abc', listingId: work, todoName: 'x' })).status).toBe(400)
    expect(rows()).toMatchObject([{ listing_id: work, text: 'Email Bob' }])
    // A well-formed id in text, as a form reads it from the URL, is the same id.
    expect(ok(await save(t.alice, { todoId: String(saved.id), listingId: String(home), todoName: 'Back home' })).listingId).toBe(home)
  })
})

describe('listing items', () => {
  // Created oldest first: c1..c6 (ids ascending), so "newest first" is c6..c1.
  async function fixture() {
    const list = await todoList(t.alice, 'Chores')
    await item(t.alice, list, 'c1', { priority: 3, dueDate: '2026-12-05' })
    await item(t.alice, list, 'c2', { priority: 1 })
    await item(t.alice, list, 'c3', { priority: 2, dueDate: '2026-11-25' })
    await item(t.alice, list, 'c4', { priority: 1, dueDate: '2026-12-01' })
    const c5 = await item(t.alice, list, 'c5', { priority: 3 })
    const c6 = await item(t.alice, list, 'c6', { priority: 2, dueDate: '2026-11-25' })
    ok(await toggle(t.alice, c5.id))
    ok(await toggle(t.alice, c6.id))
    return list
  }

  test('filters: all, completed and pending', async () => {
    const list = await fixture()
    expect(await texts(t.alice, list, 'all')).toEqual(['c6', 'c5', 'c4', 'c3', 'c2', 'c1'])
    expect(await texts(t.alice, list, 'completed')).toEqual(['c6', 'c5'])
    expect(await texts(t.alice, list, 'pending')).toEqual(['c4', 'c3', 'c2', 'c1'])
  })

  test('sorts: default newest first; priority both ways (then due date, undated last); due date ascending, undated last', async () => {
    const list = await fixture()
    expect(await texts(t.alice, list, 'all', 'default')).toEqual(['c6', 'c5', 'c4', 'c3', 'c2', 'c1'])
    expect(await texts(t.alice, list, 'all', 'highToLow')).toEqual(['c4', 'c2', 'c6', 'c3', 'c1', 'c5'])
    expect(await texts(t.alice, list, 'all', 'lowToHigh')).toEqual(['c1', 'c5', 'c6', 'c3', 'c4', 'c2'])
    expect(await texts(t.alice, list, 'all', 'dueDate')).toEqual(['c6', 'c3', 'c4', 'c1', 'c2', 'c5'])
    expect(await texts(t.alice, list, 'pending', 'dueDate')).toEqual(['c3', 'c4', 'c1', 'c2'])
  })

  test(`paging: ${TODO_PAGE_SIZE} per page, totalPages, a page past the end is empty, every item exactly once`, async () => {
    const list = await todoList(t.alice, 'Many')
    expect(ok(await items(t.alice, list))).toMatchObject({ todoItems: [], totalPages: 0 })
    const total = TODO_PAGE_SIZE * 2 + 5
    for (let i = 1; i <= total; i++) await item(t.alice, list, `task ${i}`, { priority: (i % 3) + 1 })
    for (const sort of ['default', 'highToLow', 'lowToHigh', 'dueDate']) {
      const pages = await Promise.all([1, 2, 3, 4].map(async (p) => ok(await items(t.alice, list, 'all', sort, p))))
      expect(pages.map((p) => p.totalPages)).toEqual([3, 3, 3, 3])
      expect(pages.map((p) => p.todoItems.length)).toEqual([TODO_PAGE_SIZE, TODO_PAGE_SIZE, 5, 0])
      const ids = pages.flatMap((p) => p.todoItems.map((i: { id: number }) => i.id))
      expect(new Set(ids).size).toBe(total)
    }
    expect((await texts(t.alice, list))[0]).toBe(`task ${total}`)
    expect(ok(await items(t.alice, list, 'completed')).totalPages).toBe(0)
  })

  test('invalid filter, sort or page: 400 with a clear message', async () => {
    const list = await todoList(t.alice, 'Home')
    const bad = async (filter: string, sort: string, page: string, message: string) => {
      const res = await items(t.alice, list, filter, sort, page)
      expect(res.status).toBe(400)
      expect(res.body).toEqual({ error: true, message })
    }
    await bad('done', 'default', '1', 'Filter must be all, completed or pending.')
    await bad('all', 'newest', '1', 'Sort must be default, highToLow, lowToHigh or dueDate.')
    await bad('all', 'default', '0', 'Page must be a whole number from 1.')
    await bad('all', 'default', 'two', 'Page must be a whole number from 1.')
    await bad('all', 'default', '1.5', 'Page must be a whole number from 1.')
    await bad('all', 'default', '100001', 'Page must be a whole number from 1.')
  })

  test('the list answers its todo and a breadcrumb of the folders above it, ending with the list', async () => {
    const a = await folder(t.alice, 'A')
    const b = await folder(t.alice, 'B', a)
    const list = await todoList(t.alice, 'Groceries', b)
    expect(ok(await items(t.alice, list))).toEqual({
      todoItems: [],
      totalPages: 0,
      todo: { id: list, listingName: 'Groceries', parentId: b },
      breadcrumb: [
        { id: a, listingName: 'A' },
        { id: b, listingName: 'B' },
        { id: list, listingName: 'Groceries' },
      ],
    })
  })

  test("'all' holds every todo list of the user with each item's parent name, and nobody else's", async () => {
    const home = await todoList(t.alice, 'Home')
    const work = await todoList(t.alice, 'Work')
    await item(t.alice, home, 'Dishes', { priority: 2 })
    await item(t.alice, work, 'Report', { priority: 1 })
    await item(t.bob, await todoList(t.bob, 'Bob list'), 'Not yours')
    const all = ok(await items(t.alice, 'all', 'all', 'highToLow'))
    expect(all.todo).toEqual({ id: 'all', listingName: 'All Tasks', parentId: null })
    expect(all.breadcrumb).toEqual([])
    expect(all.totalPages).toBe(1)
    expect(all.todoItems.map((i: { todoItem: string; parent: { listingName: string } }) => [i.todoItem, i.parent.listingName])).toEqual([
      ['Report', 'Work'],
      ['Dishes', 'Home'],
    ])
    expect(await texts(t.bob, 'all')).toEqual(['Not yours'])
  })

  test("a missing list, a listing of another type and another user's list are all 404; a malformed id is 400", async () => {
    const f = await folder(t.alice, 'Folder')
    const bobs = await todoList(t.bob, 'Bob list')
    await item(t.bob, bobs, 'Secret')
    for (const list of [f, bobs, 9999]) {
      const res = await items(t.alice, list)
      expect(res.status).toBe(404)
      expect(res.body).toEqual({ error: true, message: 'Todo list not found.' })
    }
    for (const list of ['abc', '0', '-1', '1.5', 'All']) {
      const res = await items(t.alice, list)
      expect({ list, status: res.status, error: res.body.error, message: res.body.message }).toEqual({
        list,
        status: 400,
        error: true,
        message: expect.stringMatching(/^Invalid id: a whole number from 1/),
      })
    }
  })

  test('without a token: 401', async () => {
    expect((await t.call('GET', '/api/v1/todo/all/items/all/default/1')).status).toBe(401)
    expect((await t.call('POST', '/api/v1/todo/item', { body: { todoName: 'x' } })).status).toBe(401)
  })
})

describe('completion and delete', () => {
  test('the completion call toggles and answers the updated item', async () => {
    const list = await todoList(t.alice, 'Home')
    const saved = await item(t.alice, list, 'Laundry', { priority: 2 })
    expect(ok(await toggle(t.alice, saved.id))).toEqual({ ...saved, completed: true })
    expect(await texts(t.alice, list, 'completed')).toEqual(['Laundry'])
    expect(ok(await toggle(t.alice, saved.id))).toEqual({ ...saved, completed: false })
    expect(await texts(t.alice, list, 'pending')).toEqual(['Laundry'])
    expect((await toggle(t.alice, 9999)).body).toEqual({ error: true, message: 'Todo item not found.' })
  })

  test('delete removes the item of that list; the wrong list or a missing item is 404', async () => {
    const home = await todoList(t.alice, 'Home')
    const work = await todoList(t.alice, 'Work')
    const gone = await item(t.alice, home, 'Gone')
    const kept = await item(t.alice, home, 'Kept')
    expect((await t.call('GET', `/api/v1/todo/${work}/delete/${kept.id}`, { token: t.alice })).status).toBe(404)
    expect((await t.call('GET', `/api/v1/todo/${home}/delete/${gone.id}`, { token: t.alice })).body).toEqual({ error: false, message: 'Todo item deleted.' })
    expect((await t.call('GET', `/api/v1/todo/${home}/delete/${gone.id}`, { token: t.alice })).status).toBe(404)
    for (const path of [`${home}/delete/x`, `x/delete/${kept.id}`, `${home}/delete/0`])
      expect((await t.call('GET', `/api/v1/todo/${path}`, { token: t.alice })).body).toEqual({ error: true, message: 'Invalid id: a whole number from 1.' })
    expect((await toggle(t.alice, 'x')).body).toEqual({ error: true, message: 'Invalid id: a whole number from 1.' })
    expect(rows()).toHaveLength(1)
    expect(await texts(t.alice, home)).toEqual(['Kept'])
  })

  test("another user's items: edit, toggle, delete and adding to their list are 404, and nothing changes", async () => {
    const bobs = await todoList(t.bob, 'Bob list')
    const secret = await item(t.bob, bobs, 'Secret', { priority: 1 })
    const mine = await todoList(t.alice, 'Mine')
    const before = rows()
    expect((await save(t.alice, { todoId: secret.id, listingId: mine, todoName: 'Stolen' })).status).toBe(404)
    expect((await save(t.alice, { todoId: secret.id, todoName: 'Stolen' })).status).toBe(404)
    expect((await save(t.alice, { listingId: bobs, todoName: 'Planted' })).status).toBe(404)
    expect((await toggle(t.alice, secret.id)).status).toBe(404)
    expect((await t.call('GET', `/api/v1/todo/${bobs}/delete/${secret.id}`, { token: t.alice })).status).toBe(404)
    // Bob's own item moved into Alice's list is refused too.
    expect((await save(t.bob, { todoId: secret.id, listingId: mine, todoName: 'Moved' })).status).toBe(404)
    expect(rows()).toEqual(before)
  })

  test('deleting the todo list, or a folder above it, deletes its items', async () => {
    const f = await folder(t.alice, 'Folder')
    const inFolder = await todoList(t.alice, 'Nested', f)
    const top = await todoList(t.alice, 'Top')
    await item(t.alice, inFolder, 'n1')
    await item(t.alice, top, 't1')
    await item(t.alice, top, 't2')
    ok(await t.call('GET', `/api/v1/listing/delete/${top}`, { token: t.alice }))
    expect(rows()).toMatchObject([{ text: 'n1' }])
    ok(await t.call('GET', `/api/v1/listing/delete/${f}`, { token: t.alice }))
    expect(rows()).toEqual([])
    expect(ok(await items(t.alice, 'all')).totalPages).toBe(0)
  })
})

describe('calendar', () => {
  const month = (token: string, list: number | string, filter: string, m: string) => t.call('GET', `/api/v1/todo/${list}/calendar/${filter}/${m}`, { token })

  test('every item due in the month (no paging), by date then priority; the count of undated ones; the filter applies', async () => {
    const list = await todoList(t.alice, 'Plans')
    await item(t.alice, list, 'first', { dueDate: '2026-11-21', priority: 3 })
    await item(t.alice, list, 'urgent same day', { dueDate: '2026-11-21', priority: 1 })
    const last = await item(t.alice, list, 'last day', { dueDate: '2026-11-30' })
    await item(t.alice, list, 'next month', { dueDate: '2026-12-01' })
    await item(t.alice, list, 'undated 1')
    await item(t.alice, list, 'undated 2')
    for (let i = 0; i < TODO_PAGE_SIZE; i++) await item(t.alice, list, `bulk ${i}`, { dueDate: '2026-11-25' })
    ok(await toggle(t.alice, last.id))

    const nov = ok(await month(t.alice, list, 'all', '2026-11'))
    expect(nov.month).toBe('2026-11')
    expect(nov.todoItems.length).toBe(3 + TODO_PAGE_SIZE)
    expect(nov.todoItems.slice(0, 2).map((i: { todoItem: string }) => i.todoItem)).toEqual(['urgent same day', 'first'])
    expect(nov.todoItems.at(-1)).toMatchObject({ todoItem: 'last day', completed: true, dueDate: '2026-11-30' })
    expect(nov.withoutDueDate).toBe(2)
    expect(nov.todo).toEqual({ id: list, listingName: 'Plans', parentId: null })
    expect(nov.breadcrumb).toEqual([{ id: list, listingName: 'Plans' }])

    const done = ok(await month(t.alice, list, 'completed', '2026-11'))
    expect(done.todoItems.map((i: { todoItem: string }) => i.todoItem)).toEqual(['last day'])
    expect(done.withoutDueDate).toBe(0)
    expect(ok(await month(t.alice, list, 'pending', '2026-11')).todoItems.length).toBe(2 + TODO_PAGE_SIZE)
    expect(ok(await month(t.alice, list, 'all', '2026-12')).todoItems.map((i: { todoItem: string }) => i.todoItem)).toEqual(['next month'])
    expect(ok(await month(t.alice, list, 'all', '2026-10')).todoItems).toEqual([])
  })

  test("'all' covers every list with parent names; bad month or filter is 400; another user's list is 404", async () => {
    const a = await todoList(t.alice, 'A')
    const b = await todoList(t.alice, 'B')
    await item(t.alice, a, 'in a', { dueDate: '2026-11-22' })
    await item(t.alice, b, 'in b', { dueDate: '2026-11-23' })
    const bobs = await todoList(t.bob, 'Bob list')
    await item(t.bob, bobs, 'bob', { dueDate: '2026-11-22' })
    const all = ok(await month(t.alice, 'all', 'all', '2026-11'))
    expect(all.todoItems.map((i: { todoItem: string; parent: { listingName: string } }) => `${i.todoItem}/${i.parent.listingName}`)).toEqual([
      'in a/A',
      'in b/B',
    ])
    expect(all.todo).toMatchObject({ id: 'all' })
    for (const m of ['2026-13', '2026-1', '26-11', '2026-11-01'])
      expect((await month(t.alice, 'all', 'all', m)).body).toEqual({ error: true, message: 'Month must be written YYYY-MM.' })
    expect((await month(t.alice, 'all', 'open', '2026-11')).status).toBe(400)
    expect((await month(t.alice, bobs, 'all', '2026-11')).status).toBe(404)
  })
})

describe('date rules', () => {
  test('parseDay accepts real calendar days only', () => {
    expect(parseDay('2028-02-29')).toBe('2028-02-29')
    expect(parseDay('2027-02-29')).toBeNull()
    expect(parseDay('2026-04-31')).toBeNull()
    expect(parseDay('2026-1-01')).toBeNull()
  })

  test('the earliest due date is the UTC day twelve hours ago', () => {
    expect(earliestDueDate(Date.UTC(2026, 10, 21, 11, 59))).toBe('2026-11-20')
    expect(earliestDueDate(Date.UTC(2026, 10, 21, 12, 0))).toBe('2026-11-21')
    expect(earliestDueDate(Date.UTC(2026, 10, 21, 23, 59))).toBe('2026-11-21')
  })
})

test('/api-docs documents the todo answers and the filter, sort and page rules', async () => {
  const paths = inlineRefs((await t.call('GET', '/api-docs/json')).body).paths
  const op = paths['/api/v1/todo/{listingId}/items/{filter}/{sort}/{page}'].get
  const message = op.responses['200'].content['application/json'].schema.properties.message
  expect(Object.keys(message.properties).sort()).toEqual(['breadcrumb', 'todo', 'todoItems', 'totalPages'])
  expect(Object.keys(message.properties.todoItems.items.properties).sort()).toEqual([
    'completed',
    'dueDate',
    'id',
    'listingId',
    'parent',
    'priority',
    'todoItem',
  ])
  const param = (name: string) => op.parameters.find((p: { name: string }) => p.name === name).schema
  expect(param('filter').enum).toEqual(['all', 'completed', 'pending'])
  expect(param('sort').enum).toEqual(['default', 'highToLow', 'lowToHigh', 'dueDate'])
  expect(param('page').description).toBe('Page must be a whole number from 1.')
  for (const [path, method] of [
    ['/api/v1/todo/item', 'post'],
    ['/api/v1/todo/completion/{todoId}', 'get'],
    ['/api/v1/todo/{listingId}/calendar/{filter}/{month}', 'get'],
  ] as const)
    expect(paths[path][method].responses['200'].content['application/json'].schema.properties.message.type).toBe('object')
})

test('a user past 10,000 todo items over all lists is refused the next with a clear 400; edits, deletes and other users go on', async () => {
  const list = await todoList(t.alice, 'Home')
  const other = await todoList(t.alice, 'Work')
  const first = await item(t.alice, list, 'First')
  t.copyRow('todo_items', first.id, MAX_TODO_ITEMS_PER_USER - 1)
  const before = rows().length
  const refused = await save(t.alice, { listingId: other, todoId: null, todoName: 'One more' })
  expect([refused.status, refused.body]).toEqual([400, { error: true, message: 'You can have a maximum of 10,000 todo items. Delete some to add more.' }])
  expect(rows().length).toBe(before)
  expect((await save(t.alice, { listingId: list, todoId: first.id, todoName: 'Edited' })).status).toBe(200)
  expect((await save(t.bob, { listingId: await todoList(t.bob, 'Bob'), todoId: null, todoName: 'Bob’s' })).status).toBe(200)
  expect((await t.call('GET', `/api/v1/todo/${list}/delete/${first.id}`, { token: t.alice })).status).toBe(200)
  expect((await save(t.alice, { listingId: other, todoId: null, todoName: 'Room again' })).status).toBe(200)
})
