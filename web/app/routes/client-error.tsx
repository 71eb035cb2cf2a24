import { useNavigate } from 'react-router'
import { House, TriangleAlert } from 'lucide-react'
import { StatusPage } from '../../components/status-page'

export default function ClientErrorPage() {
  const navigate = useNavigate()
  return (
    <StatusPage
      icon={TriangleAlert}
      tone="warning"
      title="Oops! Some error occurred."
      actions={
        <button type="button" className="btn btn-primary" onClick={() => navigate('/')}>
          <House size={17} aria-hidden="true" /> Go to Homepage
        </button>
      }
    >
      <p>The request could not be completed. Go back to the homepage and try again.</p>
    </StatusPage>
  )
}
