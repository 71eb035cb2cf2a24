import { DISPLAY_VIEWS, type DisplayViewKind, type DisplayViewRef } from '../definitions/displays'
import { forbidden } from './errors'
import type { SessionUser } from './sessions'

/** What a display token admits: its owner, and the display's id and views (each with the listing or page it names). */
export interface DisplayGrant {
  id: number
  views: readonly DisplayViewRef[]
}

/** The folders a display's folder views show: what it reads lies under one of them, so nothing above is named to it. */
export const shownFolders = (grant: DisplayGrant): number[] => grant.views.flatMap((view) => (view.kind === 'folder' && view.id !== undefined ? [view.id] : []))

/** A display token's owner and grant, or null when the token is no live display (revoked, unknown). */
export type DisplayResolver = (token: string, request: Request) => { user: SessionUser; display: DisplayGrant } | null

/** The folder a listing lies in ('root' for the home), or undefined when the owner has no such listing. */
export type ParentOf = (userId: number, listingId: number) => number | 'root' | undefined

/** The ids of a listing and of the folders above it, nearest first; empty when the owner has no such listing. */
export type ChainOf = (userId: number, listingId: number) => readonly number[]

/**
 * The path parameter naming what a route reads: the item a view shows itself (a folder's list, a todo list, a page) or,
 * with `card`, a card inside the folder a view shows (a link's live app).
 */
interface DisplayItem {
  param: string
  card?: true
}

/** The `display` auth mark: the view kinds that need a route, and on a route about one item, which parameter names it. */
export type DisplayMark = readonly DisplayViewKind[] | { views: readonly DisplayViewKind[]; item: DisplayItem }

// The marks a route carries when a display may read it: the view kinds that need it (every route without it refuses
// displays) and the parameter naming the item it reads.
export const DISPLAY_MARK = 'x-foyer-display'
export const DISPLAY_ITEM_MARK = 'x-foyer-display-item'

export const NOT_FOR_DISPLAYS = 'A wall display can only read what it shows.'

// View kinds that show one item: a route they may read that takes a path parameter must say which one names it.
const ITEM_VIEWS: readonly DisplayViewKind[] = ['home', 'folder', 'todo', 'page']

interface RouteInfo {
  method: string
  path: string
  hooks: { detail?: unknown }
}

interface Mark {
  kinds: readonly DisplayViewKind[]
  item?: { segment: number; card: boolean }
}

/** What a view shows as a path parameter would name it: the home is the 'root' folder. */
const shownBy = (view: DisplayViewRef) => (view.kind === 'home' ? 'root' : view.id === undefined ? null : String(view.id))

const listingId = (value: string) => {
  const id = /^[1-9][0-9]{0,15}$/.test(value) ? Number(value) : Number.NaN
  return Number.isSafeInteger(id) ? id : undefined
}

/** The request path's segment at `index`, decoded; null when it cannot be read. */
function segmentOf(request: Request, index: number): string | null {
  try {
    return decodeURIComponent(new URL(request.url).pathname.split('/')[index] ?? '')
  } catch {
    return null
  }
}

/**
 * Read-only wall display tokens, refused by default: a route opts in with `display: [...]` (the auth macros' mark), and a
 * display whose views need none of the kinds it names is refused (403) like on every other route. A route about one item
 * (a folder, a todo list, a page, a card) admits only a display whose view shows that very item; a folder view shows
 * its sub-folders too (and their cards), as its owner sees that folder, but nothing above or beside it.
 */
export function createDisplayAccess(resolve: DisplayResolver, parentOf: ParentOf, chainOf: ChainOf) {
  const marks = new Map<string, Mark>()

  function learnOne(r: RouteInfo) {
    const detail = r.hooks.detail as Record<string, unknown> | undefined
    const kinds = detail?.[DISPLAY_MARK]
    if (!Array.isArray(kinds)) return
    const mark: Mark = { kinds: kinds.filter((k) => (DISPLAY_VIEWS as readonly string[]).includes(k)) }
    const segments = r.path.split('/')
    const item = detail?.[DISPLAY_ITEM_MARK] as DisplayItem | undefined
    if (item) {
      const segment = segments.indexOf(`:${item.param}`)
      if (segment < 0) throw new Error(`${r.method} ${r.path} names :${item.param} as the item a display reads, but has no such parameter`)
      mark.item = { segment, card: item.card === true }
    } else if (segments.some((s) => s.startsWith(':')) && mark.kinds.some((k) => ITEM_VIEWS.includes(k)))
      // Else a display of one folder could read every folder: fail at start, not in production.
      throw new Error(`${r.method} ${r.path} is open to displays of ${mark.kinds.join(', ')} but does not say which parameter names the item they show`)
    marks.set(`${r.method} ${r.path}`, mark)
  }

  /** Whether one of these views shows the item the request names (or, for a card, the folder it lies in). */
  function shows(userId: number, views: readonly DisplayViewRef[], request: Request, item: NonNullable<Mark['item']>): boolean {
    const value = segmentOf(request, item.segment)
    if (value === null) return false
    let target: string | undefined = value
    if (item.card) {
      const id = listingId(value)
      target = id === undefined ? undefined : parentOf(userId, id)?.toString()
    }
    if (target === undefined) return false
    const id = listingId(target)
    // The target and every folder above it: a folder view admits what lies anywhere under its folder.
    const within = id !== undefined && views.some((view) => view.kind === 'folder') ? chainOf(userId, id).map(String) : [target]
    return views.some((view) => (view.kind === 'folder' ? within.includes(shownBy(view) ?? '') : shownBy(view) === target))
  }

  return {
    learn(routes: RouteInfo[]) {
      for (const r of routes) learnOne(r)
    },
    /** Null when the token is not a display's; the owner and grant when this route serves one of its views; else throws 403. */
    admit(token: string, request: Request, route: string): { user: SessionUser; display: DisplayGrant } | null {
      const found = resolve(token, request)
      if (!found) return null
      const mark = marks.get(`${request.method} ${route}`)
      const views = found.display.views.filter((view) => mark?.kinds.includes(view.kind))
      if (!mark || views.length === 0) throw forbidden(NOT_FOR_DISPLAYS)
      if (mark.item && !shows(found.user.id, views, request, mark.item)) throw forbidden(NOT_FOR_DISPLAYS)
      return found
    },
  }
}

export type DisplayAccess = ReturnType<typeof createDisplayAccess>
