import { useNavigate } from 'react-router'
import { House, RefreshCw, ServerCrash } from 'lucide-react'
import { StatusPage } from '../../components/status-page'

export default function ServerErrorPage() {
  const navigate = useNavigate()
  // The failed page was replaced by this one, so going back retries from where the user came.
  const canGoBack = (window.history.state?.idx ?? 0) > 0
  return (
    <StatusPage
      icon={ServerCrash}
      code="500"
      title="Server Error"
      actions={
        <>
          <button type="button" className="btn btn-primary" onClick={() => (canGoBack ? navigate(-1) : navigate('/'))}>
            <RefreshCw size={17} aria-hidden="true" /> Try Again
          </button>
          <button type="button" className="btn" onClick={() => navigate('/')}>
            <House size={17} aria-hidden="true" /> Go to Homepage
          </button>
        </>
      }
    >
      <p>Something went wrong on the server. Please try again in a moment.</p>
    </StatusPage>
  )
}
