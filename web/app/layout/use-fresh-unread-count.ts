import { useEffect } from 'react'
import { PUSH_EVENT } from '../../features/notifications/push'
import { useDashboard } from '../../stores/dashboard.store'

/** How often a visible display asks for the bell's count: one cached dashboard answer a minute is nothing for a Pi. */
const UNREAD_REFRESH_MS = 60_000

/**
 * Keeps the bell current on a display that push does not reach (no permission, push off, no way to the push service):
 * at most one check per UNREAD_REFRESH_MS while the page is visible, at once when it shows again after that long.
 */
export function useFreshUnreadCount() {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    // The dashboard was loaded with the shell.
    let last = Date.now()
    const schedule = () => {
      clearTimeout(timer)
      if (document.visibilityState === 'hidden') return
      timer = setTimeout(check, Math.max(0, last + UNREAD_REFRESH_MS - Date.now()))
    }
    const check = () => {
      last = Date.now()
      void useDashboard.getState().refreshUnread()
      schedule()
    }
    // A push that lands refreshes the count itself (usePush), so it stands for this interval's check: a display whose
    // push delivers never polls. A subscription alone proves nothing (the server may not reach the push service).
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
