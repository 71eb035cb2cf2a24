import type { NavigateFunction } from 'react-router'

// The router registers its navigate function here so non-React code (the API client) can route.
type Navigate = (to: string, opts?: { replace?: boolean; state?: unknown }) => void

let current: Navigate | null = null

export const setNavigator = (navigate: Navigate | null) => {
  current = navigate
}
export const currentNavigate = () => current

/** Where /network-error returns once the server answers again: the screen that could not reach it. */
export interface NetworkErrorState {
  from: string
}

/** Spec 1 §8's page for a failed connection, which comes back to this screen by itself. */
export function toNetworkError() {
  if (location.pathname === '/network-error') return
  current?.('/network-error', { replace: true, state: { from: location.pathname + location.search } satisfies NetworkErrorState })
}

/** One step back inside the app; `fallback` when the app was opened right here (React Router numbers its history entries, 0 is the first). */
export function goBackOr(navigate: NavigateFunction, fallback: string) {
  const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0
  if (idx > 0) navigate(-1)
  else navigate(fallback, { replace: true })
}
