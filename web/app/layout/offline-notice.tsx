import { WifiOff } from 'lucide-react'
import { useOfflineSince } from '../../lib/offline'

const time = (iso: string) => {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? null : date.toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' })
}

/** Over a screen drawn from the service worker's copy: says so, until the server answers again. */
export function OfflineNotice() {
  const since = useOfflineSince()
  if (since === null) return null
  const at = time(since)
  return (
    <p className="offline-notice" role="status">
      <WifiOff size={16} aria-hidden="true" />
      <span>Foyer is unreachable. Showing the last data it sent{at ? ` (${at})` : ''}; this screen updates once it answers again.</span>
    </p>
  )
}
