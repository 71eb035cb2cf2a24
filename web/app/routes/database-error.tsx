import { useState } from 'react'
import { useNavigate } from 'react-router'
import { DatabaseZap, LifeBuoy, RefreshCw } from 'lucide-react'
import { StatusPage } from '../../components/status-page'
import { probeServer, probeServerQuietly } from '../../features/system/system.api'
import { notify } from '../../lib/toast'
import { useReturnWhenHealthy } from '../../lib/use-return-when-healthy'
import { SUPPORT_URL } from '../layout/nav'

export default function DatabaseErrorPage() {
  const navigate = useNavigate()
  const [busy, setBusy] = useState(false)
  // A kiosk has nobody to press Retry: once Foyer is restarted with a usable database, its screen comes back.
  useReturnWhenHealthy(probeServerQuietly)

  async function retry() {
    setBusy(true)
    try {
      await probeServer()
      navigate('/', { replace: true })
    } catch {
      notify.error('Can not connect to the API.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <StatusPage
      icon={DatabaseZap}
      code="Database"
      title="Database Connection Failed"
      actions={
        <>
          <button type="button" className="btn btn-primary" onClick={() => void retry()} disabled={busy}>
            <RefreshCw size={17} aria-hidden="true" className={busy ? 'spin' : undefined} /> Retry
          </button>
          <a className="btn" href={SUPPORT_URL} target="_blank" rel="noopener noreferrer">
            <LifeBuoy size={17} aria-hidden="true" /> Get Help
          </a>
        </>
      }
    >
      <p>Foyer is running but cannot use its database. Try these steps, then press Retry; this page also returns by itself once the database answers.</p>
      <ol className="status-steps" aria-label="Troubleshooting steps">
        <li>
          Check that the <code>DATA_DIR</code> folder exists, is writable by Foyer and that the disk has free space.
        </li>
        <li>
          Make sure <code>foyer.db</code> in that folder is not corrupt (restore it from a backup if needed).
        </li>
        <li>Look at the server log for the exact database error.</li>
        <li>Restart Foyer.</li>
      </ol>
    </StatusPage>
  )
}
