import { Breadcrumb } from '../../components/breadcrumb'
import { AppStore } from '../../features/live-apps/components/app-store'
import { useDashboard } from '../../stores/dashboard.store'

/** Spec 2 §2: super admins only; for anyone else the screen renders nothing. */
export default function ManageAppsStorePage() {
  const admin = useDashboard((s) => s.data?.userData.isSuperAdmin ?? false)
  if (!admin) return null
  return (
    <div className="page">
      <header>
        <Breadcrumb items={[{ label: 'Settings', to: '/manage' }, { label: 'Live Apps', to: '/manage/apps' }, { label: 'Live Apps Store' }]} />
        <h1 className="page-title">Live Apps Store</h1>
        <p className="page-subtitle">Apps from the catalogue, fetched by this server. Installed apps run sandboxed: they cannot reach Foyer's data.</p>
      </header>
      <AppStore />
    </div>
  )
}
