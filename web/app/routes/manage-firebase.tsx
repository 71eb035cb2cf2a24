import { Breadcrumb } from '../../components/breadcrumb'
import { NotAuthorized } from '../../features/accounts/components/not-authorized'
import { PushSettingsForm } from '../../features/notifications/components/push-settings-form'
import { useDashboard } from '../../stores/dashboard.store'

export default function ManageFirebasePage() {
  const user = useDashboard((s) => s.data?.userData)
  return (
    <div className="page">
      <header>
        <Breadcrumb items={[{ label: 'Settings', to: '/manage' }, { label: 'Firebase Settings' }]} />
        <h1 className="page-title">Push Settings</h1>
        <p className="page-subtitle">Phone and desktop notifications through standard Web Push.</p>
      </header>
      {!user ? null : user.isSuperAdmin ? <PushSettingsForm /> : <NotAuthorized />}
    </div>
  )
}
