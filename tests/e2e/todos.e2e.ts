// Todo lists: create a list, add todos with priorities and due dates, the calendar, toggle, filter, sort, infinite scroll, delete.
import { beforeEach, describe, expect, test } from 'bun:test'
import type { Locator, Page } from 'playwright-core'
import { atPath, shot, sidebar, toast, until } from './support/browser'
import { useFoyer } from './support/suite'

const ADMIN = { fullName: 'Grace Hopper', username: 'grace', password: 'cobol-forever' }
const ICON = { iconUrl: '/icons/todo.svg', iconProvider: 'default', iconId: 'todo' }
const PAGE_SIZE = 20

const e2e = useFoyer(ADMIN)
// Every test starts without listings (and so without todos) in the dark theme.
beforeEach(async () => {
  // Unchecked: a listing inside a folder deleted just before answers 404.
  for (const item of await e2e.api('GET', '/listing/all')) await e2e.foyer.api('GET', `/listing/delete/${item.id}`, { token: e2e.token })
  await e2e.api('POST', '/settings/theme', { colorTheme: 'dark' })
})

const addList = async (todoName: string) => (await e2e.api('POST', '/listing/save/todo', { todoName, todoIcon: ICON })).id as number
const addTodo = (listingId: number, todoName: string, extra: object = {}) => e2e.api('POST', '/todo/item', { listingId, todoId: null, todoName, ...extra })

// The browser and this process share the machine's time zone, so their local days agree.
const pad = (n: number) => String(n).padStart(2, '0')
const dayOf = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
const TODAY = dayOf(new Date())
const TOMORROW = dayOf(new Date(Date.now() + 86_400_000))
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const label = (day: string) => `${MONTHS[Number(day.slice(5, 7)) - 1]} ${Number(day.slice(8))}, ${day.slice(0, 4)}`

const rows = (page: Page) => page.getByTestId('todo-row')
const row = (page: Page, text: string) => rows(page).filter({ has: page.locator('.todo-text', { hasText: new RegExp(`^${text}$`) }) })
const rowTexts = (page: Page) => page.locator('[data-testid="todo-row"] .todo-text').allTextContents()
const dayCell = (page: Page, day: string) =>
  page
    .locator('.cal-day')
    .filter({ has: page.locator('.cal-num', { hasText: new RegExp(`^${Number(day.slice(8))}$`) }) })
    .and(page.locator(':not([data-outside])'))
const rgb = (locator: Locator) => locator.evaluate((el) => getComputedStyle(el).backgroundColor.match(/\d+/g)!.slice(0, 3).map(Number))
const isRed = ([r, g, b]: number[]) => r! > 180 && r! > g! + 60 && r! > b! + 60
const isGreen = ([r, g]: number[]) => g! > 120 && g! > r! + 40
const isYellow = ([r, g, b]: number[]) => r! > 150 && g! > 60 && b! < g! - 40 && r! >= g!

async function newTodo(page: Page, text: string, opts: { priority?: 'High' | 'Medium' | 'Low'; when?: 'Today' | 'Tomorrow' } = {}) {
  await page.getByRole('button', { name: 'New Todo' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'New Todo' })
  await dialog.getByLabel('Todo', { exact: true }).fill(text)
  if (opts.priority) await dialog.getByLabel('Priority').selectOption({ label: opts.priority })
  if (opts.when) await dialog.getByRole('button', { name: opts.when, exact: true }).click()
  await dialog.getByRole('button', { name: 'Save' }).click()
  await toast(page, 'Todo item saved.').waitFor()
  await until(
    () => dialog.count(),
    (n) => n === 0,
    'form closed',
  )
  await row(page, text).waitFor()
}

async function sortBy(page: Page, option: string, expected: string[]) {
  await page.getByLabel('Sort').selectOption({ label: option })
  await until(
    () => rowTexts(page),
    (t) => t.join('|') === expected.join('|'),
    `sorted ${option}`,
  )
}

describe('todos', () => {
  test('a todo list from the New menu; todos with priorities and due dates; list, calendar, toggle, filter, sort, delete', async () => {
    const page = await e2e.open()
    // Before any list exists the all-todos form says where todos live.
    await page.goto('/tasks')
    await page.getByRole('heading', { name: 'All Tasks' }).waitFor()
    await page.getByRole('button', { name: 'New Todo' }).first().click()
    await page.getByText('Todos live in todo lists, and you have none yet.').waitFor()
    await page.getByRole('dialog').getByRole('link', { name: 'Create a todo list' }).waitFor()
    await page.keyboard.press('Escape')

    await page.goto('/')
    await page.getByRole('button', { name: 'New' }).click()
    await page.getByRole('menuitem', { name: 'Todo' }).click()
    await atPath(page, '/listing/save/todo')
    await page.getByRole('heading', { name: 'Add a new todo list' }).waitFor()
    await page.getByLabel('Todo Name').fill('Groceries')
    await page.getByRole('button', { name: 'Save' }).click()
    await toast(page, 'Todo saved.').waitFor()
    await atPath(page, '/')
    const list = (await e2e.api('GET', '/listing/all'))[0].id as number
    await page.locator('[data-testid="listing-card"]').filter({ hasText: 'Groceries' }).locator('.listing-card-main').click()
    await atPath(page, `/t/${list}`)
    await page.getByRole('heading', { name: 'Groceries' }).waitFor()
    await page.getByText('No todos yet: add the first one.').waitFor()

    // The form's own messages, then four todos.
    await page.getByRole('button', { name: 'New Todo' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'New Todo' })
    expect(await dialog.getByLabel('Priority').inputValue()).toBe('3')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await dialog.getByRole('alert').filter({ hasText: 'Please enter todo item.' }).waitFor()
    await dialog.getByLabel('Todo', { exact: true }).fill('Buy milk')
    await dialog.getByLabel('Priority').selectOption({ label: 'High' })
    await dialog.getByLabel('Set a due date').check()
    await dialog.getByRole('button', { name: 'Save' }).click()
    await dialog.getByRole('alert').filter({ hasText: 'Please select a due date.' }).waitFor()
    await dialog.getByRole('button', { name: 'Tomorrow', exact: true }).click()
    expect(await dialog.getByLabel('Due date', { exact: true }).inputValue()).toBe(TOMORROW)
    await dialog.getByRole('button', { name: 'Clear Date' }).click()
    expect(await dialog.getByLabel('Due date', { exact: true }).count()).toBe(0)
    await dialog.getByRole('button', { name: 'Today', exact: true }).click()
    expect(await dialog.getByLabel('Due date', { exact: true }).inputValue()).toBe(TODAY)
    await shot(page, 'todo-form-dark')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await toast(page, 'Todo item saved.').waitFor()
    await row(page, 'Buy milk').waitFor()
    await newTodo(page, 'Bake bread', { priority: 'Medium', when: 'Tomorrow' })
    await newTodo(page, 'Call the plumber', { when: 'Today' })
    await newTodo(page, 'Read a book')
    expect(await rowTexts(page)).toEqual(['Read a book', 'Call the plumber', 'Bake bread', 'Buy milk'])

    // Priority dots: High red, Medium green, Low yellow.
    expect(isRed(await rgb(row(page, 'Buy milk').locator('.todo-dot')))).toBe(true)
    expect(isGreen(await rgb(row(page, 'Bake bread').locator('.todo-dot')))).toBe(true)
    expect(isYellow(await rgb(row(page, 'Read a book').locator('.todo-dot')))).toBe(true)
    expect(await row(page, 'Buy milk').getByRole('img').getAttribute('aria-label')).toBe('High priority')
    await row(page, 'Buy milk').getByText(label(TODAY)).waitFor()

    await sortBy(page, 'High to Low', ['Buy milk', 'Bake bread', 'Call the plumber', 'Read a book'])
    await sortBy(page, 'Low to High', ['Call the plumber', 'Read a book', 'Bake bread', 'Buy milk'])
    await sortBy(page, 'Due Date', ['Buy milk', 'Call the plumber', 'Bake bread', 'Read a book'])
    expect(new URL(page.url()).searchParams.get('sort')).toBe('dueDate')
    await sortBy(page, 'Default', ['Read a book', 'Call the plumber', 'Bake bread', 'Buy milk'])

    // Toggle: the server's answer is shown.
    await row(page, 'Buy milk').getByRole('checkbox').click()
    await toast(page, 'Status changed successfully.').waitFor()
    await until(
      () => row(page, 'Buy milk').getAttribute('data-completed'),
      (v) => v === 'true',
      'row completed',
    )
    expect(await row(page, 'Buy milk').getByRole('checkbox').isChecked()).toBe(true)
    await page.getByRole('radio', { name: 'Completed' }).check()
    await until(
      () => rowTexts(page),
      (t) => t.join() === 'Buy milk',
      'completed filter',
    )
    await page.getByRole('radio', { name: 'Pending' }).check()
    await until(
      () => rowTexts(page),
      (t) => t.join() === 'Read a book,Call the plumber,Bake bread',
      'pending filter',
    )
    await page.getByRole('radio', { name: 'All', exact: true }).check()
    await until(
      () => rows(page).count(),
      (n) => n === 4,
      'all filter',
    )
    await page.getByText('No more todos to load').waitFor()
    await shot(page, 'todo-list-dark')

    // Calendar: counts and dots per day; the panel lists the day's tasks.
    await page.getByRole('radio', { name: 'Calendar' }).check()
    expect(await page.getByLabel('Sort').count()).toBe(0)
    const today = dayCell(page, TODAY)
    if (TOMORROW.slice(0, 7) === TODAY.slice(0, 7)) {
      const tomorrow = dayCell(page, TOMORROW)
      await until(
        () => tomorrow.getByTestId('day-count').textContent(),
        (t) => t === '1',
        'tomorrow count',
      )
      expect(await tomorrow.locator('.cal-dot').getAttribute('data-state')).toBe('open')
    }
    await until(
      () => today.getByTestId('day-count').textContent(),
      (t) => t === '2',
      'today count',
    )
    expect(await today.locator('.cal-dot').getAttribute('data-state')).toBe('open')
    expect(isRed(await rgb(today.locator('.cal-dot')))).toBe(true)
    await page.getByText('Only todos with due dates appear in the calendar; 1 todo without one is only in the List View.').waitFor()
    await today.click()
    const panel = page.getByRole('region', { name: `Tasks for ${label(TODAY)}` })
    await panel.waitFor()
    expect(await panel.locator('.todo-text').allTextContents()).toEqual(['Buy milk', 'Call the plumber'])
    await shot(page, 'todo-calendar-dark')
    await row(page, 'Call the plumber').getByRole('checkbox').click()
    await toast(page, 'Status changed successfully.').waitFor()
    // Every task of the day is done: the dot turns green.
    await until(
      () => today.locator('.cal-dot').getAttribute('data-state'),
      (s) => s === 'done',
      'dot green',
    )
    await until(() => rgb(today.locator('.cal-dot')), isGreen, 'dot painted green')
    await panel.getByRole('button', { name: 'Hide' }).click()
    await until(
      () => panel.count(),
      (n) => n === 0,
      'panel hidden',
    )

    // Today, previous and next month.
    const title = page.locator('.cal-title')
    const month = await title.textContent()
    await page.getByRole('button', { name: 'Next month' }).click()
    await until(
      () => title.textContent(),
      (t) => t !== month,
      'next month',
    )
    await page.getByRole('button', { name: 'Previous month' }).click()
    await page.getByRole('button', { name: 'Previous month' }).click()
    await page.getByRole('button', { name: 'Today', exact: true }).click()
    await until(
      () => title.textContent(),
      (t) => t === month,
      'back to this month',
    )
    await panel.waitFor()

    await page.getByRole('button', { name: 'Switch to List View' }).click()
    await row(page, 'Read a book').waitFor()
    await row(page, 'Read a book').getByRole('button', { name: 'Delete Read a book' }).click()
    await page.getByRole('dialog', { name: 'Delete todo item' }).getByRole('button', { name: 'Delete' }).click()
    await toast(page, 'Todo item deleted.').waitFor()
    await until(
      () => row(page, 'Read a book').count(),
      (n) => n === 0,
      'row removed',
    )
    expect((await e2e.api('GET', `/todo/${list}/items/all/default/1`)).todoItems.map((i: { todoItem: string }) => i.todoItem)).toEqual([
      'Call the plumber',
      'Bake bread',
      'Buy milk',
    ])

    // Edit: the form opens with the item's values.
    await row(page, 'Bake bread').getByRole('button', { name: 'Edit Bake bread' }).click()
    const edit = page.getByRole('dialog', { name: 'Edit Todo' })
    expect(await edit.getByLabel('Todo', { exact: true }).inputValue()).toBe('Bake bread')
    expect(await edit.getByLabel('Priority').inputValue()).toBe('2')
    expect(await edit.getByLabel('Due date', { exact: true }).inputValue()).toBe(TOMORROW)
    await edit.getByLabel('Todo', { exact: true }).fill('Bake sourdough')
    await edit.getByRole('button', { name: 'Save' }).click()
    await toast(page, 'Todo item saved.').waitFor()
    await row(page, 'Bake sourdough').waitFor()
  })

  test('all tasks: every list with its name, the sidebar entry, and a list chooser in the form', async () => {
    const home = await addList('Home')
    await addList('Work')
    await addTodo(home, 'Water plants', { priority: 2 })
    const page = await e2e.open()
    await sidebar(page).getByRole('link', { name: 'Tasks' }).click()
    await atPath(page, '/tasks')
    await page.getByRole('heading', { name: 'All Tasks' }).waitFor()
    await row(page, 'Water plants').getByRole('link', { name: 'Home' }).waitFor()
    await page.getByRole('button', { name: 'New Todo' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'New Todo' })
    await until(
      () => dialog.getByLabel('Todo list').locator('option').allTextContents(),
      (o) => o.join() === 'Home,Work',
      'list choices',
    )
    await dialog.getByLabel('Todo list').selectOption({ label: 'Work' })
    await dialog.getByLabel('Todo', { exact: true }).fill('Send report')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await toast(page, 'Todo item saved.').waitFor()
    await row(page, 'Send report').getByRole('link', { name: 'Work' }).click()
    await page.getByRole('heading', { name: 'Work' }).waitFor()
    expect(await rowTexts(page)).toEqual(['Send report'])
    // /t/ without an id is the same view; an id that is not a todo list says so.
    await page.goto('/t')
    await page.getByRole('heading', { name: 'All Tasks' }).waitFor()
    await page.goto('/t/999999')
    await page.getByRole('heading', { name: 'Todo list not found' }).waitFor()
  })

  test(`infinite scroll: ${PAGE_SIZE} at a time with 'Loading more todos...', then 'No more todos to load'`, async () => {
    const list = await addList('Backlog')
    const total = PAGE_SIZE * 2 + 5
    for (let i = 1; i <= total; i++) await addTodo(list, `Task ${pad(i)}`, { priority: (i % 3) + 1 })
    const page = await e2e.open({ width: 1280, height: 700 })
    // Later pages answer slowly, so the loading line can be seen.
    await page.route(/\/api\/v1\/todo\/\d+\/items\/all\/default\/[23]/, async (route) => {
      await Bun.sleep(400)
      await route.continue()
    })
    await page.goto(`/t/${list}`)
    await row(page, `Task ${total}`).waitFor()
    expect(await rows(page).count()).toBe(PAGE_SIZE)
    await page.locator('.todo-more').scrollIntoViewIfNeeded()
    await page.getByText('Loading more todos...').waitFor()
    await until(
      () => rows(page).count(),
      (n) => n === PAGE_SIZE * 2,
      'second page',
    )
    await page.locator('.todo-more').scrollIntoViewIfNeeded()
    await page.getByText('No more todos to load').waitFor()
    const texts = await rowTexts(page)
    expect(texts.length).toBe(total)
    expect(new Set(texts).size).toBe(total)
    expect(texts.at(-1)).toBe('Task 01')
  })

  test('screens in a light theme and at 375 px', async () => {
    const list = await addList('Errands')
    const other = await addList('Garden')
    await addTodo(list, 'Post the parcel', { priority: 1, dueDate: TODAY })
    await addTodo(list, 'Pick up the dry cleaning from the shop on the corner before it closes', { priority: 2, dueDate: TOMORROW })
    await addTodo(list, 'Renew the library card', { priority: 3 })
    const done = await addTodo(other, 'Mow the lawn', { priority: 2, dueDate: TODAY })
    await e2e.api('GET', `/todo/completion/${done.id}`)
    await e2e.api('POST', '/settings/theme', { colorTheme: 'light' })

    const wide = await e2e.open()
    await wide.goto('/tasks')
    await rows(wide).nth(3).waitFor()
    await shot(wide, 'todo-list-light')
    await wide.getByRole('radio', { name: 'Calendar' }).check()
    await dayCell(wide, TODAY).click()
    await wide.getByRole('region', { name: `Tasks for ${label(TODAY)}` }).waitFor()
    await shot(wide, 'todo-calendar-light')

    for (const theme of ['light', 'dark']) {
      await e2e.api('POST', '/settings/theme', { colorTheme: theme })
      const narrow = await e2e.open({ width: 375, height: 812 })
      await narrow.goto(`/t/${list}`)
      await rows(narrow).nth(2).waitFor()
      await shot(narrow, `todo-list-375-${theme}`)
      expect(await narrow.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
      await narrow.getByRole('radio', { name: 'Calendar' }).check()
      await dayCell(narrow, TODAY).getByTestId('day-count').waitFor()
      await dayCell(narrow, TODAY).click()
      await narrow.getByRole('region', { name: `Tasks for ${label(TODAY)}` }).waitFor()
      await shot(narrow, `todo-calendar-375-${theme}`, { fullPage: true })
      expect(await narrow.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
      await narrow.getByRole('button', { name: 'New Todo' }).first().click()
      await narrow.getByRole('dialog', { name: 'New Todo' }).getByRole('button', { name: 'Today', exact: true }).click()
      await shot(narrow, `todo-form-375-${theme}`)
    }
  })
})
