import { Breadcrumb } from '../../components/breadcrumb'
import { NotAuthorized } from '../../features/accounts/components/not-authorized'
import { DockerSettingsForm } from '../../features/docker/components/docker-settings-form'
import { useDashboard } from '../../stores/dashboard.store'

export default function ManageDockerPage() {
  const user = useDashboard((s) => s.data?.userData)
  return (
    <div className="page">
      <header>
        <Breadcrumb items={[{ label: 'Settings', to: '/manage' }, { label: 'Docker' }]} />
        <h1 className="page-title">Docker</h1>
        <p className="page-subtitle">The Docker Engines whose containers the Containers screen shows.</p>
      </header>
      {!user ? null : user.isSuperAdmin ? <DockerSettingsForm /> : <NotAuthorized />}
    </div>
  )
}
