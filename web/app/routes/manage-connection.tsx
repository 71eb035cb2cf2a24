import { Breadcrumb } from '../../components/breadcrumb'
import { NotAuthorized } from '../../features/accounts/components/not-authorized'
import { ConnectionSettingsForm } from '../../features/devices/components/connection-settings-form'
import { useDashboard } from '../../stores/dashboard.store'

export default function ManageConnectionPage() {
  const user = useDashboard((s) => s.data?.userData)
  return (
    <div className="page">
      <header>
        <Breadcrumb items={[{ label: 'Settings', to: '/manage' }, { label: 'Connection Settings' }]} />
        <h1 className="page-title">Connection Settings</h1>
        <p className="page-subtitle">SSH, RDP and VNC in the browser go through guacd, Apache Guacamole's proxy.</p>
      </header>
      {!user ? null : user.isSuperAdmin ? <ConnectionSettingsForm /> : <NotAuthorized />}
    </div>
  )
}
