import { startTransition, useEffect, useLayoutEffect, useState, type RefObject } from 'react'
import { afterNextPaint } from './after-paint'

const FIRST = 12

/**
 * How many of a list's `total` items to render: at mount, those that fill the viewport; all of them once that first
 * screen is painted (`painted` then turns true, for details that may also wait). Fifty cards cost about 90 ms to render
 * and lay out on a small machine, and a dozen are in view. `list` is the element whose children are the items: while
 * its last child still starts inside the viewport, the count doubles before the browser paints, so a tall kiosk screen
 * is never drawn with a gap.
 */
export function useInViewFirst(total: number, list: RefObject<HTMLElement | null>): { count: number; painted: boolean } {
  const [limit, setLimit] = useState(FIRST)
  useLayoutEffect(() => {
    if (limit >= total) return
    const last = list.current?.lastElementChild
    if (last && last.getBoundingClientRect().top < window.innerHeight) setLimit(limit * 2)
  }, [limit, total, list])
  // A transition: the rest renders in slices that yield, so the first screen stays responsive meanwhile.
  useEffect(() => afterNextPaint(() => startTransition(() => setLimit(Number.POSITIVE_INFINITY))), [])
  return { count: limit, painted: limit === Number.POSITIVE_INFINITY }
}
