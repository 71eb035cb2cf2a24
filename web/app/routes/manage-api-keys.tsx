import { Breadcrumb } from '../../components/breadcrumb'
import { ApiKeyList } from '../../features/api-keys/components/api-key-list'

export default function ManageApiKeysPage() {
  return (
    <div className="page">
      <header>
        <Breadcrumb items={[{ label: 'Settings', to: '/manage' }, { label: 'API Keys' }]} />
        <h1 className="page-title">API Keys</h1>
        <p className="page-subtitle">
          Let scripts and services post notifications:{' '}
          <code>
            curl -H 'x-api-key: …' -d '{'{'}"title":"Backup done","message":"…"{'}'}' /api/v1/notifications
          </code>
        </p>
      </header>
      <ApiKeyList />
    </div>
  )
}
