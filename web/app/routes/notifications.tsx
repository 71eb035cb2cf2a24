import { Breadcrumb } from '../../components/breadcrumb'
import { NotificationList } from '../../features/notifications/components/notification-list'

export default function NotificationsPage() {
  return (
    <div className="page">
      <header>
        <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'Notifications' }]} />
        <h1 className="page-title">Notifications</h1>
        <p className="page-subtitle">What your scripts, services and live apps told you.</p>
      </header>
      <NotificationList />
    </div>
  )
}
