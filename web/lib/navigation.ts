import type { NavigateFunction } from 'react-router'

// The router registers its navigate function here so non-React code (the API client) can route.
type Navigate = (to: string, opts?: { replace?: boolean; state?: unknown }) => void

let current: Navigate | null = null

export const setNavigator = (navigate: Navigate | null) => {
  current = navigate
}
export const currentNavigate = () => current

/** Where an error page returns once the server answers again: the screen whose call failed. */
export interface ReturnState {
  from: string
  /** /server-error: the GET that answered 500, asked again to know the fault has passed (a failed write is not repeated). */
  retry?: string
}

const RETURNING_PAGES = ['/network-error', '/database-error', '/server-error']

/** The screen to return to; an error page handing over to the other passes on its own (React Router keeps state in `usr`). */
function failedScreen(): string {
  if (!RETURNING_PAGES.includes(location.pathname)) return location.pathname + location.search
  return (window.history.state as { usr?: Partial<ReturnState> } | null)?.usr?.from ?? '/'
}

function toReturningPage(path: string, retry?: string) {
  if (location.pathname === path) return
  current?.(path, { replace: true, state: { from: failedScreen(), retry } satisfies ReturnState })
}

/** Spec 1 §8's page for a failed connection, which comes back to this screen by itself. */
export const toNetworkError = () => toReturningPage('/network-error')

/** Spec 1 §8's page for a 500 NOT_CONNECTED, which also comes back to this screen by itself once the database answers. */
export const toDatabaseError = () => toReturningPage('/database-error')

/** Spec 1 §8's page for any other 5xx; it comes back by itself once `failedGet` (if the failed call was one) answers again. */
export const toServerError = (failedGet?: string) => toReturningPage('/server-error', failedGet)

/** One step back inside the app; `fallback` when the app was opened right here (React Router numbers its history entries, 0 is the first). */
export function goBackOr(navigate: NavigateFunction, fallback: string) {
  const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0
  if (idx > 0) navigate(-1)
  else navigate(fallback, { replace: true })
}
