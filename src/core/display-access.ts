import { DISPLAY_VIEWS, type DisplayViewKind } from '../definitions/displays'
import { forbidden } from './errors'
import type { SessionUser } from './sessions'

/** What a display token admits: its owner, and the display's id and view kinds. */
export interface DisplayGrant {
  id: number
  views: readonly DisplayViewKind[]
}

/** A display token's owner and grant, or null when the token is no live display (revoked, unknown). */
export type DisplayResolver = (token: string, request: Request) => { user: SessionUser; display: DisplayGrant } | null

// The mark a route carries when a display may read it: the view kinds that need it. Every route without it refuses displays.
export const DISPLAY_MARK = 'x-foyer-display'

const NOT_FOR_DISPLAYS = 'A wall display can only read what it shows.'

interface RouteInfo {
  method: string
  path: string
  hooks: { detail?: unknown }
}

/**
 * Read-only wall display tokens, refused by default: a route opts in with `display: [...]` (the auth macros' mark), and a
 * display whose views need none of the kinds it names is refused (403) like on every other route.
 */
export function createDisplayAccess(resolve: DisplayResolver) {
  const marks = new Map<string, readonly DisplayViewKind[]>()
  return {
    learn(routes: RouteInfo[]) {
      for (const r of routes) {
        const kinds = (r.hooks.detail as Record<string, unknown> | undefined)?.[DISPLAY_MARK]
        if (Array.isArray(kinds))
          marks.set(
            `${r.method} ${r.path}`,
            kinds.filter((k) => (DISPLAY_VIEWS as readonly string[]).includes(k)),
          )
      }
    },
    /** Null when the token is not a display's; the owner and grant when this route serves one of its views; else throws 403. */
    admit(token: string, request: Request, route: string): { user: SessionUser; display: DisplayGrant } | null {
      const found = resolve(token, request)
      if (!found) return null
      const kinds = marks.get(`${request.method} ${route}`)
      if (!kinds?.some((kind) => found.display.views.includes(kind))) throw forbidden(NOT_FOR_DISPLAYS)
      return found
    },
  }
}

export type DisplayAccess = ReturnType<typeof createDisplayAccess>
