import { ArrowLeft } from 'lucide-react'
import { useNavigate } from 'react-router'
import { viewPath } from '../../../src/definitions/listing-kinds'
import { Breadcrumb } from '../../components/breadcrumb'
import { BackupImport } from '../../features/backup/components/backup-import'
import { PeerImport } from '../../features/backup/components/peer-import'
import { PersonalBackup } from '../../features/backup/components/personal-backup'
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
          <p className="page-subtitle">
            Bring your links from another dashboard or your browser, carry your own data to another Foyer, or back up and restore the whole instance.
          </p>
        </div>
        <div className="page-actions">
          <button type="button" className="btn" onClick={() => navigate(-1)}>
            <ArrowLeft size={17} aria-hidden="true" /> Go Back
          </button>
        </div>
      </header>
      <div className="backup">
        <PeerImport onImported={(summary) => navigate(viewPath('category', summary.folderId)!, { state: { importSummary: summary } })} />
        <PersonalBackup />
        <BackupImport admin={admin} />
      </div>
    </div>
  )
}
