import type { Clock } from '../../core/clock'
import type { Database } from '../../core/db'
import { refuseOneMore } from '../../core/caps'
import { tx } from '../../core/db'
import { badRequest, notFound } from '../../core/errors'
import { parseId } from '../../core/input'
import type { ListingsService } from '../listings/listings.service'
import { ALL_TODOS, DEFAULT_PRIORITY, TODO_PAGE_SIZE, TODO_MESSAGES as M, type TodoFilter, type TodoSort } from './todos.constants'
import { createTodosRepo, type Scope } from './todos.repo'
import type { BreadcrumbEntry, SaveItemBody, TodoHeader, TodoItem, TodoMonth, TodoPage } from './todos.schema'

// UTC-12 is the last zone to reach a date: a day is over everywhere only 12 hours after it ended in UTC.
/** Todo items per user, over all lists: a busy list holds hundreds; the 10,000th is a loop, not a person. */
export const MAX_TODO_ITEMS_PER_USER = 10_000

const LATEST_ZONE_OFFSET_MS = 12 * 3_600_000

/** The earliest due date a new one may have: today in the westernmost time zone, so any browser's today passes. */
export const earliestDueDate = (now: number) => new Date(now - LATEST_ZONE_OFFSET_MS).toISOString().slice(0, 10)

/** A real calendar day written YYYY-MM-DD, or null. */
export function parseDay(raw: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw)
  if (!m) return null
  const d = new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!))
  return d.getUTCFullYear() === +m[1]! && d.getUTCMonth() === +m[2]! - 1 && d.getUTCDate() === +m[3]! ? raw : null
}

/** A todo list's id, or 'all' for every list of the user. */
type ListKey = number | typeof ALL_TODOS.id

/** The first day of the month after YYYY-MM. */
function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number]
  return new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10)
}

export function createTodosService(deps: { db: Database; clock: Clock; listings: ListingsService }) {
  const { db, clock, listings } = deps
  const repo = createTodosRepo(db)

  /** One of the user's todo lists with its folder chain; anything else (missing, another user's, another type) is 404. */
  function todoList(userId: number, id: number): { todo: TodoHeader; breadcrumb: BreadcrumbEntry[] } {
    const { listing, parents } = listings.ofType(userId, id, 'todo')
    return {
      todo: { id: listing.id, listingName: listing.listingName, parentId: listing.parentId },
      breadcrumb: [...parents, { id: listing.id, listingName: listing.listingName }],
    }
  }

  /** 'all' reads every todo list of the user; an id reads that list alone. */
  function scopeOf(userId: number, listingId: ListKey, filter: TodoFilter) {
    if (listingId === ALL_TODOS.id) return { scope: { listingId: null, filter } as Scope, todo: { ...ALL_TODOS, parentId: null } as TodoHeader, breadcrumb: [] }
    const list = todoList(userId, listingId)
    return { scope: { listingId: list.todo.id as number, filter }, ...list }
  }

  const owned = (userId: number, id: number): TodoItem => {
    const item = repo.get(userId, id)
    if (!item) throw notFound(M.itemNotFound)
    return item
  }

  /** undefined keeps the current date (edits), null or '' clears it; a new or changed date may not be in the past. */
  function dueDate(raw: string | null | undefined, current: string | null): string | null {
    if (raw === undefined) return current
    if (!raw) return null
    const day = parseDay(raw.trim())
    if (!day) throw badRequest(M.invalidDueDate)
    // Editing an old item must not force a new date on it.
    if (day !== current && day < earliestDueDate(clock.now())) throw badRequest(M.pastDueDate)
    return day
  }

  return {
    save(userId: number, body: SaveItemBody): TodoItem {
      const text = body.todoName?.trim()
      if (!text) throw badRequest(M.enterItem)
      return tx(db, () => {
        const todoId = parseId(body.todoId)
        const existing = todoId === null ? null : owned(userId, todoId)
        const newListingId = parseId(body.listingId)
        if (!existing && newListingId === null) throw badRequest(M.chooseList)
        const listingId = newListingId === null ? existing!.listingId : (todoList(userId, newListingId).todo.id as number)
        const write = {
          listingId,
          text,
          priority: body.priority ?? existing?.priority ?? DEFAULT_PRIORITY,
          dueDate: dueDate(body.dueDate, existing?.dueDate ?? null),
        }
        const now = clock.now()
        if (existing) {
          repo.update(userId, existing.id, write, now)
          return repo.get(userId, existing.id)!
        }
        refuseOneMore(repo.count(userId, { listingId: null, filter: 'all' }), MAX_TODO_ITEMS_PER_USER, 'todo items')
        return repo.get(userId, repo.insert(userId, write, now))!
      })
    },

    /** Flips completed and answers the item as it is now. */
    toggle(userId: number, id: number): TodoItem {
      if (!repo.toggle(userId, id, clock.now())) throw notFound(M.itemNotFound)
      return repo.get(userId, id)!
    },

    /** The item must belong to the named list as well as to the user. */
    remove(userId: number, listingId: number, todoId: number) {
      if (!repo.remove(userId, listingId, todoId)) throw notFound(M.itemNotFound)
    },

    /** One page of TODO_PAGE_SIZE items; a page past the end is empty, and no items means totalPages 0. */
    items(userId: number, listingId: ListKey, filter: TodoFilter, sort: TodoSort, page: number): TodoPage {
      const { scope, todo, breadcrumb } = scopeOf(userId, listingId, filter)
      const totalPages = Math.ceil(repo.count(userId, scope) / TODO_PAGE_SIZE)
      const todoItems = page > totalPages ? [] : repo.page(userId, scope, sort, TODO_PAGE_SIZE, (page - 1) * TODO_PAGE_SIZE)
      return { todoItems, totalPages, todo, breadcrumb }
    },

    /** Every item due in the month YYYY-MM, and how many of the same list and filter have no due date. */
    calendar(userId: number, listingId: ListKey, filter: TodoFilter, month: string): TodoMonth {
      const { scope, todo, breadcrumb } = scopeOf(userId, listingId, filter)
      const todoItems = repo.dueBetween(userId, scope, `${month}-01`, nextMonth(month))
      return { month, todoItems, withoutDueDate: repo.countUndated(userId, scope), todo, breadcrumb }
    },
  }
}

export type TodosService = ReturnType<typeof createTodosService>
