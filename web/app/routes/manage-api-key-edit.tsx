import { Navigate, useParams } from 'react-router'
import { Breadcrumb } from '../../components/breadcrumb'
import { ApiKeyForm } from '../../features/api-keys/components/api-key-form'
import { routeId } from '../../lib/route-id'
import { useDashboard } from '../../stores/dashboard.store'

export default function ManageApiKeyEditPage() {
  const { keyid } = useParams()
  const id = keyid ? routeId(keyid) : null
  const isAdmin = useDashboard((s) => s.data?.userData.isSuperAdmin ?? false)
  if (keyid && id === null) return <Navigate to="/notfound" replace />
  const title = id ? 'Edit API Key' : 'Create API Key'
  return (
    <div className="page">
      <header>
        <Breadcrumb items={[{ label: 'Settings', to: '/manage' }, { label: 'API Keys', to: '/manage/api-keys' }, { label: title }]} />
        <h1 className="page-title">{title}</h1>
      </header>
      <ApiKeyForm key={id ?? 'new'} id={id} isAdmin={isAdmin} />
    </div>
  )
}
