import type { NavigateFunction } from 'react-router'

// The router registers its navigate function here so non-React code (the API client) can route.
type Navigate = (to: string, opts?: { replace?: boolean; state?: unknown }) => void

let current: Navigate | null = null

export const setNavigator = (navigate: Navigate | null) => {
  current = navigate
}
export const currentNavigate = () => current

/** One step back inside the app; `fallback` when the app was opened right here (React Router numbers its history entries, 0 is the first). */
export function goBackOr(navigate: NavigateFunction, fallback: string) {
  const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0
  if (idx > 0) navigate(-1)
  else navigate(fallback, { replace: true })
}
