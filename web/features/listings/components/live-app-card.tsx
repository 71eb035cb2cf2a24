import { Maximize2 } from 'lucide-react'
import { useCallback } from 'react'
import type { LiveCard } from '../use-live-card'
import { LiveAppDetails } from './live-app-details'
import { LiveContent } from './live-app-rows'
import '../live-apps.css'

/** The card bar's 'expand live-app details' button, when the card is narrow or the app always wants it. */
export function LiveDetailButton({ live }: { live: LiveCard }) {
  if (!live.detailButton) return null
  return (
    <button type="button" className="card-btn" aria-label="Expand live app details" title="Live app details" onClick={() => live.setExpanded(true)}>
      <Maximize2 size={15} aria-hidden="true" />
    </button>
  )
}

/** The live part of a card: its datapoints when wide enough, a quiet note when the service fails, and the detail view. */
export function LiveCardPanel({ live }: { live: LiveCard }) {
  const { setExpanded } = live
  const close = useCallback(() => setExpanded(false), [setExpanded])
  const { result } = live
  return (
    <div ref={live.panelRef} className="live-panel" data-testid="live-panel">
      {live.inline && result && (
        <div className="live-inline" style={result.background ? { background: result.background } : undefined}>
          <LiveContent result={result} view="strip" />
        </div>
      )}
      {live.failed && (
        <span className="live-error" role="status" title={live.failed}>
          Live data unavailable
        </span>
      )}
      {live.expanded && <LiveAppDetails result={result} failed={live.failed} onClose={close} />}
    </div>
  )
}
