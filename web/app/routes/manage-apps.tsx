import { Store } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { Breadcrumb } from '../../components/breadcrumb'
import { InstalledApps } from '../../features/live-apps/components/installed-apps'
import { ZipUpload } from '../../features/live-apps/components/zip-upload'
import { useDashboard } from '../../stores/dashboard.store'

export default function ManageAppsPage() {
  const admin = useDashboard((s) => s.data?.userData.isSuperAdmin ?? false)
  const [version, setVersion] = useState(0)
  return (
    <div className="page">
      <header className="page-head">
        <div>
          <Breadcrumb items={[{ label: 'Settings', to: '/manage' }, { label: 'Live Apps' }]} />
          <h1 className="page-title">Live Apps</h1>
          <p className="page-subtitle">Integrations that show your services' status on link cards.</p>
        </div>
        {admin && (
          <div className="page-actions">
            <Link to="/manage/apps/install" className="btn btn-primary">
              <Store size={17} aria-hidden="true" /> Live Apps Store
            </Link>
            <ZipUpload onInstalled={() => setVersion((v) => v + 1)} />
          </div>
        )}
      </header>
      {!admin && (
        <p className="panel app-notice" role="note">
          Only Admin can install, update and remove Live Apps. You can only view and use the installed Live Apps.
        </p>
      )}
      <InstalledApps admin={admin} version={version} />
    </div>
  )
}
