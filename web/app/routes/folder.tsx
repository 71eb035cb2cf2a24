import { Link, useLocation, useNavigate, useParams } from 'react-router'
import { ArrowLeft, FolderX, House } from 'lucide-react'
import { lazy, Suspense } from 'react'
import { Breadcrumb } from '../../components/breadcrumb'
import { MissingPage } from '../../components/empty-state'
import { ListingBoard } from '../../features/listings/components/listing-board'
import { folderBadge } from '../folder-badge'
import { NewMenu } from '../../features/listings/components/new-menu'
import { useFolderList } from '../../features/listings/use-folder-list'
import { useDashboard } from '../../stores/dashboard.store'
import type { PeerSummary } from '../../features/backup/backup.api'
import { withLaterStyles } from '../../lib/later-styles'

// Only the folder a peer import just made shows its summary: its code and styles load then, not with the home's chunk.
const ImportSummary = lazy(withLaterStyles(async () => ({ default: (await import('../../features/backup/components/import-summary')).ImportSummary })))

/** /c/{id}: a folder's cards with its breadcrumb, Back to Root, Back to Parent and the New menu. */
export default function FolderPage() {
  const id = Number(useParams().listingid)
  const user = useDashboard((s) => s.data?.userData)
  const { list, missing, reload } = useFolderList(id)
  const { pathname, state } = useLocation()
  const navigate = useNavigate()
  const imported = (state as { importSummary?: PeerSummary } | null)?.importSummary

  if (missing || !Number.isSafeInteger(id) || id < 1) return <MissingPage icon={FolderX} title="Folder not found" />
  if (!list || !user)
    return (
      <div className="page" role="status" aria-busy="true" aria-label="Loading">
        <span className="skeleton" style={{ width: 240, height: 28 }} />
      </div>
    )

  const folder = list.parentFolder!
  const crumbs = [{ label: 'Home', to: '/' }, ...list.breadcrumb.map((f) => ({ label: f.listingName, to: f.id === folder.id ? undefined : `/c/${f.id}` }))]

  return (
    <div className="page folder">
      <div className="folder-head">
        <div className="folder-title">
          <Breadcrumb items={crumbs} />
          <h1 className="page-title">{folder.listingName}</h1>
        </div>
        <div className="folder-tools">
          <Link className="btn" to="/">
            <House size={16} aria-hidden="true" /> Back to Root
          </Link>
          <Link className="btn" to={folder.parentId === null ? '/' : `/c/${folder.parentId}`}>
            <ArrowLeft size={16} aria-hidden="true" /> Back to Parent
          </Link>
          <NewMenu folder={folder.id} />
        </div>
      </div>
      {imported?.folderId === folder.id && (
        <Suspense fallback={null}>
          <ImportSummary summary={imported} onDismiss={() => navigate(pathname, { replace: true, state: null })} />
        </Suspense>
      )}
      <ListingBoard folder={folder.id} items={list.items} user={user} onChanged={reload} badge={folderBadge(user)} />
    </div>
  )
}
