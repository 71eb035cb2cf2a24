import { useEffect } from 'react'
import { PUSH_EVENT } from '../../features/notifications/push'
import { announceDisplayCheck } from '../../lib/display-check'
import { useDashboard } from '../../stores/dashboard.store'

/** How often a visible display asks for the dashboard again: one cached answer a minute is nothing for a Pi. */
const DASHBOARD_REFRESH_MS = 60_000

/**
 * Keeps a display that nobody touches in step with what happens elsewhere (cards added on a phone, a theme changed,
 * notifications posted where push does not reach): at most one check per DASHBOARD_REFRESH_MS while the page is
 * visible, at once when it shows again after that long.
 */
export function useFreshDashboard() {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    // The dashboard was loaded with the shell.
    let last = Date.now()
    const schedule = () => {
      clearTimeout(timer)
      if (document.visibilityState === 'hidden') return
      timer = setTimeout(check, Math.max(0, last + DASHBOARD_REFRESH_MS - Date.now()))
    }
    const check = () => {
      last = Date.now()
      void useDashboard.getState().refreshQuietly()
      announceDisplayCheck()
      schedule()
    }
    // A push that lands refreshes the dashboard itself (usePush), so it stands for this interval's check.
    const pushed = () => {
      last = Date.now()
      schedule()
    }
    // Hidden, nothing is asked; shown again (or woken from sleep, when a timer may have slept too) the due check runs.
    document.addEventListener('visibilitychange', schedule)
    window.addEventListener('focus', schedule)
    window.addEventListener(PUSH_EVENT, pushed)
    schedule()
    return () => {
      clearTimeout(timer)
      document.removeEventListener('visibilitychange', schedule)
      window.removeEventListener('focus', schedule)
      window.removeEventListener(PUSH_EVENT, pushed)
    }
  }, [])
}
