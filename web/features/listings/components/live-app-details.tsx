import { X } from 'lucide-react'
import { useEffect } from 'react'
import { DETAIL_VIEW_MS } from '../../../../src/definitions/live-app-fields'
import type { RunResult } from '../listings.api'
import { LiveContent } from './live-app-rows'

/** The card's expanded live-app view: open for 15 s with a shrinking bar, or until closed; the first 6 rows. */
export function LiveAppDetails({ result, failed, onClose }: { result: RunResult | null; failed: string | null; onClose(): void }) {
  useEffect(() => {
    const timer = setTimeout(onClose, DETAIL_VIEW_MS)
    return () => clearTimeout(timer)
  }, [onClose])

  return (
    <section className="live-details" aria-label="Live app details" style={result?.background ? { background: result.background } : undefined}>
      <div className="live-details-bar" style={{ animationDuration: `${DETAIL_VIEW_MS}ms` }} />
      <button type="button" className="card-btn live-details-close" aria-label="Close details" onClick={onClose}>
        <X size={15} aria-hidden="true" />
      </button>
      {failed && !result ? (
        <p className="live-details-note">Live app data is not available: {failed}</p>
      ) : !result ? (
        <span className="skeleton" style={{ height: 14, width: '70%' }} />
      ) : (
        <LiveContent result={result} view="rows" />
      )}
    </section>
  )
}
