import { ArrowLeft } from 'lucide-react'
import { useNavigate } from 'react-router'
import { Breadcrumb } from '../../components/breadcrumb'
import { BackupImport } from '../../features/backup/components/backup-import'
import { PeerImport } from '../../features/backup/components/peer-import'
import { useDashboard } from '../../stores/dashboard.store'

export default function ManageImportPage() {
  const navigate = useNavigate()
  const admin = useDashboard((s) => s.data?.userData.isSuperAdmin ?? false)
  return (
    <div className="page">
      <header className="page-head">
        <div>
          <Breadcrumb items={[{ label: 'Settings', to: '/manage' }, { label: 'Import' }]} />
          <h1 className="page-title">Import</h1>
          <p className="page-subtitle">Bring your links from another dashboard or your browser; restore everything from a backup, or make one.</p>
        </div>
        <div className="page-actions">
          <button type="button" className="btn" onClick={() => navigate(-1)}>
            <ArrowLeft size={17} aria-hidden="true" /> Go Back
          </button>
        </div>
      </header>
      <div className="backup">
        <PeerImport />
        <BackupImport admin={admin} />
      </div>
    </div>
  )
}
