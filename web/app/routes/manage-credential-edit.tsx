import { Navigate, useNavigate, useParams } from 'react-router'
import { Breadcrumb } from '../../components/breadcrumb'
import { CredentialForm } from '../../features/devices/components/credential-form'
import { routeId } from '../../lib/route-id'

export default function ManageCredentialEditPage() {
  const navigate = useNavigate()
  const params = useParams()
  const id = params.id ? routeId(params.id) : null
  if (params.id && id === null) return <Navigate to="/notfound" replace />
  const title = id ? 'Edit Credential' : 'Add Credential'
  return (
    <div className="page">
      <header>
        <Breadcrumb items={[{ label: 'Settings', to: '/manage' }, { label: 'Credentials', to: '/manage/credential' }, { label: title }]} />
        <h1 className="page-title">{title}</h1>
      </header>
      <div className="panel settings-card credential-page">
        <CredentialForm key={id ?? 'new'} id={id} onCancel={() => navigate(-1)} onSaved={() => navigate('/manage/credential')} />
      </div>
    </div>
  )
}
