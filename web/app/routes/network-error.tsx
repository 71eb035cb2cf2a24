import { useNavigate } from 'react-router'
import { House, WifiOff } from 'lucide-react'
import { StatusPage } from '../../components/status-page'
import { probeServerQuietly } from '../../features/system/system.api'
import { useReturnWhenHealthy } from '../../lib/use-return-when-healthy'

export default function NetworkErrorPage() {
  const navigate = useNavigate()
  useReturnWhenHealthy(probeServerQuietly)

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
