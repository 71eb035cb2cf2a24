import { useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { House, WifiOff } from 'lucide-react'
import { StatusPage } from '../../components/status-page'
import { probeServer } from '../../features/system/system.api'
import type { NetworkErrorState } from '../../lib/navigation'

// A wall display has nobody to press a button: the page asks again this often and returns by itself.
const RETRY_MS = 5_000

export default function NetworkErrorPage() {
  const navigate = useNavigate()
  const from = (useLocation().state as NetworkErrorState | null)?.from ?? '/'

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    let stopped = false
    const probe = () =>
      probeServer(true).then(
        () => !stopped && navigate(from, { replace: true }),
        () => {
          if (!stopped) timer = setTimeout(probe, RETRY_MS)
        },
      )
    timer = setTimeout(probe, RETRY_MS)
    return () => {
      stopped = true
      clearTimeout(timer)
    }
  }, [from, navigate])

  return (
    <StatusPage
      icon={WifiOff}
      tone="warning"
      title="Network Error"
      actions={
        <button type="button" className="btn btn-primary" onClick={() => navigate('/')}>
          <House size={17} aria-hidden="true" /> Go to Homepage
        </button>
      }
    >
      <p>We cannot connect to the Foyer server. Check that it is running and reachable from this device; this page returns by itself once it answers.</p>
    </StatusPage>
  )
}
