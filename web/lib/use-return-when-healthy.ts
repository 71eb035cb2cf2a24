import { useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router'
import type { ReturnState } from './navigation'

// A wall display has nobody to press a button: an error page asks again this often and returns by itself.
const RETRY_MS = 5_000
// A screen that fails again right after its return would flap between it and the error page every 5 s: each return
// within a minute of the one before doubles the wait, up to 5 minutes.
const FLAP_WINDOW_MS = 60_000
const MAX_RETRY_MS = 300_000

/** This page's last return to a screen, and how many returns in a row came within a minute of the one before. */
interface Returned {
  at: number
  flaps: number
}

let returned: Returned = { at: Number.NEGATIVE_INFINITY, flaps: 0 }

/** The wait between an error page's checks, given the returns made so far. */
export function retryWait(now: number, last: Returned): number {
  if (now - last.at >= FLAP_WINDOW_MS) return RETRY_MS
  return Math.min(RETRY_MS * 2 ** last.flaps, MAX_RETRY_MS)
}

/** The record after a return at `now`. */
export const afterReturn = (now: number, last: Returned): Returned => ({ at: now, flaps: now - last.at < FLAP_WINDOW_MS ? last.flaps + 1 : 1 })

/**
 * For the error pages: calls `probe` every 5 s until it resolves, then goes back to the screen whose call failed (null:
 * nothing to ask, the page waits for a person). `probe` must resolve only on a healthy answer, add no toast, and keep its
 * identity across renders.
 */
export function useReturnWhenHealthy(probe: (() => Promise<unknown>) | null) {
  const navigate = useNavigate()
  const from = (useLocation().state as ReturnState | null)?.from ?? '/'

  useEffect(() => {
    if (!probe) return
    const wait = retryWait(Date.now(), returned)
    let timer: ReturnType<typeof setTimeout> | undefined
    let stopped = false
    const attempt = () =>
      probe().then(
        () => {
          if (stopped) return
          returned = afterReturn(Date.now(), returned)
          navigate(from, { replace: true })
        },
        () => {
          if (!stopped) timer = setTimeout(attempt, wait)
        },
      )
    timer = setTimeout(attempt, wait)
    return () => {
      stopped = true
      clearTimeout(timer)
    }
  }, [probe, from, navigate])
}
