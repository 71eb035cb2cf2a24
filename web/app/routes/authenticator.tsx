import { useNavigate } from 'react-router'
import { AuthenticatorPanel } from '../../features/totp/components/authenticator-panel'

/** /authenticator: the panel as this route's page inside the shell; closing returns where the user came from. */
export default function AuthenticatorPage() {
  const navigate = useNavigate()
  const close = () => {
    // React Router numbers its history entries: 0 means this app was opened right here.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0
    if (idx > 0) navigate(-1)
    else navigate('/', { replace: true })
  }
  return (
    <div className="page totp-page">
      <AuthenticatorPanel onClose={close} />
    </div>
  )
}
