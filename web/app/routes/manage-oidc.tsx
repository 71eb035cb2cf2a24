import { Breadcrumb } from '../../components/breadcrumb'
import { OidcSettingsForm } from '../../features/oidc/components/oidc-settings-form'
import { useDashboard } from '../../stores/dashboard.store'
import { NotAuthorized } from '../../features/accounts/components/not-authorized'

export default function ManageOidcPage() {
  const user = useDashboard((s) => s.data?.userData)
  return (
    <div className="page">
      <header>
        <Breadcrumb items={[{ label: 'Settings', to: '/manage' }, { label: 'OIDC Setup' }]} />
        <h1 className="page-title">OIDC Setup</h1>
        <p className="page-subtitle">Sign in with your identity provider (Authentik, Keycloak, Authelia, Pocket ID…).</p>
      </header>
      {!user ? null : user.isSuperAdmin ? <OidcSettingsForm /> : <NotAuthorized />}
    </div>
  )
}
