import { Link } from 'react-router'
import { Store } from 'lucide-react'
import { Breadcrumb } from '../../components/breadcrumb'
import { InstalledPacks } from '../../features/icons/components/installed-packs'

export default function ManageIconPackPage() {
  return (
    <div className="page">
      <header className="page-head">
        <div>
          <Breadcrumb items={[{ label: 'Settings', to: '/manage' }, { label: 'Icon Packs' }]} />
          <h1 className="page-title">Icon Packs</h1>
          <p className="page-subtitle">Your own images, the built-in sets and packs from the store.</p>
        </div>
        <Link className="btn btn-primary" to="/manage/iconpack/store">
          <Store size={16} aria-hidden="true" /> Icon Store
        </Link>
      </header>
      <InstalledPacks />
    </div>
  )
}
