import { useEffect, type ReactNode } from 'react'
import { Navigate } from 'react-router'
import { useDashboard } from '../stores/dashboard.store'
import { useSession } from '../stores/session.store'
import { applyAppearance } from '../themes/themes'

/** The signed-in guard: no token, no shell (and none of its code). Loads the dashboard once per session and applies its theme. */
export function RequireSession({ children }: { children: ReactNode }) {
  const token = useSession((s) => s.token)
  const data = useDashboard((s) => s.data)
  const load = useDashboard((s) => s.load)

  useEffect(() => {
    // Also the store's state now: main.tsx's load may have ended between this render and its effect (one request, not two).
    if (token && !data && !useDashboard.getState().data) void load()
  }, [token, data, load])

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-applies only when the theme or density change, not on every dashboard refresh
  useEffect(() => {
    if (data) applyAppearance(data.userData.colorTheme, data.userData.uiMode)
  }, [data?.userData.colorTheme, data?.userData.uiMode])

  if (!token) return <Navigate to="/login" replace />
  return children
}
