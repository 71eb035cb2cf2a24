import { useMemo } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { House, RefreshCw, ServerCrash } from 'lucide-react'
import { StatusPage } from '../../components/status-page'
import { answersAgain } from '../../lib/api-client'
import type { ReturnState } from '../../lib/navigation'
import { useReturnWhenHealthy } from '../../lib/use-return-when-healthy'

export default function ServerErrorPage() {
  const navigate = useNavigate()
  // A passing fault (a busy disk, a restart) must not park a wall display here: the GET that failed is asked again
  // and its screen comes back once it answers.
  const state = useLocation().state as ReturnState | null
  const retry = state?.retry
  useReturnWhenHealthy(useMemo(() => (retry ? () => answersAgain(retry) : null), [retry]))
  // Try Again opens the screen whose call failed (this page replaced it in the history).
  return (
    <StatusPage
      icon={ServerCrash}
      code="500"
      title="Server Error"
      actions={
        <>
          <button type="button" className="btn btn-primary" onClick={() => navigate(state?.from ?? '/', { replace: true })}>
            <RefreshCw size={17} aria-hidden="true" /> Try Again
          </button>
          <button type="button" className="btn" onClick={() => navigate('/')}>
            <House size={17} aria-hidden="true" /> Go to Homepage
          </button>
        </>
      }
    >
      <p>
        Something went wrong on the server. Please try again in a moment
        {retry ? '; this page also tries again by itself and returns once the server answers.' : '.'}
      </p>
    </StatusPage>
  )
}
