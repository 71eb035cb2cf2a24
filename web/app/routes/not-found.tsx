import { useNavigate } from 'react-router'
import { House, SearchX } from 'lucide-react'
import { StatusPage } from '../../components/status-page'

export default function NotFoundPage() {
  const navigate = useNavigate()
  return (
    <StatusPage
      icon={SearchX}
      code="404"
      tone="accent"
      title="Oops! Page Not Found"
      actions={
        <button type="button" className="btn btn-primary" onClick={() => navigate('/')}>
          <House size={17} aria-hidden="true" /> Go to Homepage
        </button>
      }
    >
      <p>The page you are looking for does not exist or has moved.</p>
    </StatusPage>
  )
}
