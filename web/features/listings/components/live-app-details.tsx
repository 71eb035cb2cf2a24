import { useEffect, useState } from 'react'
import { X } from 'lucide-react'
import { listingsApi } from '../listings.api'

const DETAIL_VIEW_MS = 15_000
const MAX_ROWS = 6

/** The card's expanded live-app view: open for 15 s with a shrinking bar, or until closed. */
export function LiveAppDetails({ listingId, appId, onClose }: { listingId: number; appId: string; onClose(): void }) {
  const [rows, setRows] = useState<Array<{ label: string; value: string | number }> | null>(null)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    const timer = setTimeout(onClose, DETAIL_VIEW_MS)
    return () => clearTimeout(timer)
  }, [onClose])

  useEffect(() => {
    const controller = new AbortController()
    listingsApi
      .runApp(listingId, appId, controller.signal)
      .then((result) => setRows(result.type === 'json' && Array.isArray(result.data) ? result.data.slice(0, MAX_ROWS) : []))
      .catch((error) => (error as Error).name !== 'AbortError' && setFailed(true))
    return () => controller.abort()
  }, [listingId, appId])

  return (
    <section className="live-details" aria-label="Live app details">
      <div className="live-details-bar" style={{ animationDuration: `${DETAIL_VIEW_MS}ms` }} />
      <button type="button" className="card-btn live-details-close" aria-label="Close details" onClick={onClose}>
        <X size={15} aria-hidden="true" />
      </button>
      {failed ? (
        <p className="live-details-note">Live app data is not available.</p>
      ) : !rows ? (
        <span className="skeleton" style={{ height: 14, width: '70%' }} />
      ) : (
        <dl>
          {rows.map((row) => (
            <div key={row.label}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  )
}
