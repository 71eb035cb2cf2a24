import { useNavigate, useParams } from 'react-router'
import { Breadcrumb } from '../../components/breadcrumb'
import { TotpForm } from '../../features/totp/components/totp-form'
import { getAuthenticator, saveAuthenticator } from '../../features/totp/totp.api'
import { notify } from '../../lib/toast'
import { useApi } from '../../lib/use-api'
import { useDashboard } from '../../stores/dashboard.store'

/** /totp/save (add) and /totp/save/{id} (edit). */
export default function TotpSavePage() {
  const { authId } = useParams()
  const navigate = useNavigate()
  // A missing or foreign id is a 404: the central handling takes the user to the error page.
  const { data: existing } = useApi((signal) => (authId ? getAuthenticator(authId, signal) : null), [authId])

  const title = authId ? 'Edit Authenticator' : 'Add Authenticator'
  return (
    <div className="page totp-page">
      <header>
        <Breadcrumb items={[{ label: 'TOTP Authenticator', to: '/authenticator' }, { label: title }]} />
        <h1 className="page-title">{title}</h1>
        <p className="page-subtitle">Scan or paste the setup QR code, or type the secret key the service shows.</p>
      </header>
      {authId && !existing ? (
        <div className="panel totp-form" role="status" aria-busy="true" aria-label="Loading">
          <span className="skeleton" style={{ height: 44 }} />
          <span className="skeleton" style={{ height: 44 }} />
        </div>
      ) : (
        <TotpForm
          key={existing?.id ?? 'new'}
          existing={existing}
          onBack={() => navigate('/authenticator')}
          onSave={async (body) => {
            const saved = await saveAuthenticator(body)
            notify.success('Authenticator saved.')
            await useDashboard.getState().load()
            navigate(`/authenticator?item=${saved.id}`)
          }}
        />
      )}
    </div>
  )
}
