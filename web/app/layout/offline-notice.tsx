import { useOfflineSince } from '../../lib/offline'

/** Over a screen drawn from the service worker's copy: says so, until the server answers again. */
export function OfflineNotice() {
  const since = useOfflineSince((s) => s.keptAt)
  if (since === null) return null
  const at = new Date(since)
  return (
    <p className="offline-notice" role="status">
      Foyer is unreachable. Showing the last data it sent{Number.isNaN(at.getTime()) ? '' : ` (${at.toLocaleString()})`}; this screen updates once it answers
      again.
    </p>
  )
}
