import { Breadcrumb } from '../../components/breadcrumb'
import { Profile } from '../../features/accounts/components/profile'
import { useDashboard } from '../../stores/dashboard.store'
import { DONATE_URL } from '../layout/nav'

export default function ManageProfilePage() {
  const user = useDashboard((s) => s.data?.userData)
  return (
    <div className="page">
      <header>
        <Breadcrumb items={[{ label: 'Settings', to: '/manage' }, { label: 'My Profile' }]} />
        <h1 className="page-title">My Profile</h1>
      </header>
      {user ? <Profile user={user} donateUrl={DONATE_URL} /> : <span className="skeleton" style={{ height: 160 }} />}
    </div>
  )
}
