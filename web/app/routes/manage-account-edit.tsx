import { useParams } from 'react-router'
import { Breadcrumb } from '../../components/breadcrumb'
import { AccountForm } from '../../features/accounts/components/account-form'
import { NotAuthorized } from '../../features/accounts/components/not-authorized'
import { useDashboard } from '../../stores/dashboard.store'

/** /manage/accounts/add and /manage/accounts/{userId}: 'Update Profile' for oneself, 'Edit an user' for someone else. */
export default function ManageAccountEditPage() {
  const user = useDashboard((s) => s.data?.userData)
  const { userId } = useParams()
  const id = userId === undefined ? null : Number(userId)
  if (!user) return null
  const own = id === user.id
  const title = id === null ? 'Add User' : own ? 'Update Profile' : 'Edit an user'
  const allowed = own || user.isSuperAdmin
  return (
    <div className="page">
      <header>
        <Breadcrumb
          items={
            own && !user.isSuperAdmin
              ? [{ label: 'Settings', to: '/manage' }, { label: 'My Profile', to: '/manage/profile' }, { label: title }]
              : [{ label: 'Settings', to: '/manage' }, { label: 'User Accounts', to: '/manage/accounts' }, { label: title }]
          }
        />
        <h1 className="page-title">{title}</h1>
      </header>
      {!allowed || (id !== null && !Number.isInteger(id)) ? (
        <NotAuthorized />
      ) : (
        <AccountForm key={userId ?? 'new'} userId={id} doneTo={own ? '/manage/profile' : '/manage/accounts'} />
      )}
    </div>
  )
}
