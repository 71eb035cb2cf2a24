import { useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router'
import type { ReturnState } from './navigation'

// A wall display has nobody to press a button: an error page asks again this often and returns by itself.
const RETRY_MS = 5_000

/**
 * For /network-error and /database-error: calls `probe` every 5 s until it resolves, then goes back to the screen whose
 * call failed. `probe` must resolve only on a healthy answer, add no toast, and be defined once (not per render).
 */
export function useReturnWhenHealthy(probe: () => Promise<unknown>) {
  const navigate = useNavigate()
  const from = (useLocation().state as ReturnState | null)?.from ?? '/'

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    let stopped = false
    const attempt = () =>
      probe().then(
        () => !stopped && navigate(from, { replace: true }),
        () => {
          if (!stopped) timer = setTimeout(attempt, RETRY_MS)
        },
      )
    timer = setTimeout(attempt, RETRY_MS)
    return () => {
      stopped = true
      clearTimeout(timer)
    }
  }, [probe, from, navigate])
}
