import { useEffect, useRef, useState } from 'react'
import { DETAIL_BUTTON_BELOW_PX } from '../../../src/definitions/live-app-fields'
import { ApiError } from '../../lib/api-client'
import { listingsApi, type RunResult } from './listings.api'

// Asks again after a failure at the card's own interval, at most this long: a card that never loaded has none yet, and
// a server back from a restart refills a fast card as soon as its next refresh would have come.
const RETRY_AFTER_FAILURE_S = 60
/** When the server gave no reason of its own (offline, a proxy's page). */
const NOT_ANSWERED = "The live app's service did not answer"

/**
 * A live card's data: fetched on mount, again every autoRefreshAfter seconds the server names, never while the tab is
 * hidden (and at once when it shows again, if a refresh came due), and only while the data can show: on a card wide enough
 * for its datapoints, or while a narrow card's detail view is open. Also measures the card for the detail-button rule.
 * A card without a live app (appId null) does nothing.
 */
export function useLiveCard(listingId: number, appId: string | null) {
  const [result, setResult] = useState<RunResult | null>(null)
  /** Why the last ask failed, as the server says it (the card shows it on hover and in the detail view); null when it did not. */
  const [failed, setFailed] = useState<string | null>(null)
  const [expanded, setExpanded] = useState(false)
  const [width, setWidth] = useState(0)
  const panelRef = useRef<HTMLDivElement>(null)
  const wide = width >= DETAIL_BUTTON_BELOW_PX
  // A card too narrow for its datapoints asks only while its detail view is open: polling data nobody sees costs the service calls.
  const shown = wide || expanded

  useEffect(() => {
    if (!appId || !shown) return
    let timer: ReturnType<typeof setTimeout> | undefined
    let controller: AbortController | undefined
    let due = false
    let interval = RETRY_AFTER_FAILURE_S
    const schedule = (seconds: number) => {
      timer = setTimeout(() => {
        if (document.hidden) due = true
        else void load()
      }, seconds * 1000)
    }
    const load = async () => {
      due = false
      controller = new AbortController()
      try {
        const answer = await listingsApi.runApp(listingId, appId, controller.signal)
        setResult(answer)
        setFailed(null)
        interval = answer.autoRefreshAfter
        schedule(interval)
      } catch (error) {
        if ((error as Error).name === 'AbortError') return
        // A 502 or 504 names what went wrong with the service (its words are the server's); a network error or a 500 says nothing useful.
        setFailed(error instanceof ApiError && error.status > 0 && error.status !== 500 ? error.message : NOT_ANSWERED)
        schedule(Math.min(interval, RETRY_AFTER_FAILURE_S))
      }
    }
    const onVisible = () => {
      if (!document.hidden && due) void load()
    }
    document.addEventListener('visibilitychange', onVisible)
    void load()
    return () => {
      clearTimeout(timer)
      controller?.abort()
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [listingId, appId, shown])

  // biome-ignore lint/correctness/useExhaustiveDependencies: the panel (and so the card) appears when the card gets a live app
  useEffect(() => {
    // The card itself is measured: the panel sits inside it.
    const card = panelRef.current?.parentElement
    if (!card) return
    const observer = new ResizeObserver(([entry]) => setWidth(entry!.borderBoxSize?.[0]?.inlineSize ?? entry!.contentRect.width))
    observer.observe(card)
    return () => observer.disconnect()
  }, [appId])

  return {
    result,
    failed,
    expanded,
    setExpanded,
    panelRef,
    /** Spec 1 §9: datapoints on the card itself when it is wide enough. */
    inline: wide && !!result && (result.type === 'html' || result.data.length > 0),
    /** Spec 1 §9: the detail button below 286 px of card, or when the app asks for it. */
    detailButton: !wide || !!result?.alwaysShowDetailedView,
  }
}

export type LiveCard = ReturnType<typeof useLiveCard>
