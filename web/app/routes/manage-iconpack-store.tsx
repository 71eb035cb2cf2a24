import { Breadcrumb } from '../../components/breadcrumb'
import { PackStore } from '../../features/icons/components/pack-store'

export default function ManageIconPackStorePage() {
  return (
    <div className="page">
      <header>
        <Breadcrumb items={[{ label: 'Settings', to: '/manage' }, { label: 'Icon Packs', to: '/manage/iconpack' }, { label: 'Store' }]} />
        <h1 className="page-title">Icon Pack Store</h1>
        <p className="page-subtitle">Installed packs are kept on this server and work offline.</p>
      </header>
      <PackStore />
    </div>
  )
}
