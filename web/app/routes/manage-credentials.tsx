import { Breadcrumb } from '../../components/breadcrumb'
import { CredentialList } from '../../features/devices/components/credential-list'

export default function ManageCredentialsPage() {
  return (
    <div className="page">
      <header>
        <Breadcrumb items={[{ label: 'Settings', to: '/manage' }, { label: 'Credentials' }]} />
        <h1 className="page-title">Credentials</h1>
        <p className="page-subtitle">Logins for remote sessions, saved once and sealed on the server. They are never shown again.</p>
      </header>
      <CredentialList />
    </div>
  )
}
