import { Breadcrumb } from '../../components/breadcrumb'
import { AccountsList } from '../../features/accounts/components/accounts-list'
import { NotAuthorized } from '../../features/accounts/components/not-authorized'
import { useDashboard } from '../../stores/dashboard.store'

export default function ManageAccountsPage() {
  const user = useDashboard((s) => s.data?.userData)
  return (
    <div className="page">
      <header>
        <Breadcrumb items={[{ label: 'Settings', to: '/manage' }, { label: 'User Accounts' }]} />
        <h1 className="page-title">User Accounts</h1>
      </header>
      {!user ? null : user.isSuperAdmin ? <AccountsList currentUserId={user.id} /> : <NotAuthorized />}
    </div>
  )
}
