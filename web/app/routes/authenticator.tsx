import { useNavigate } from 'react-router'
import { AuthenticatorPanel } from '../../features/totp/components/authenticator-panel'
import { goBackOr } from '../../lib/navigation'

/** /authenticator: the panel as this route's page inside the shell; closing returns where the user came from. */
export default function AuthenticatorPage() {
  const navigate = useNavigate()
  const close = () => goBackOr(navigate, '/')
  return (
    <div className="page totp-page">
      <AuthenticatorPanel onClose={close} />
    </div>
  )
}
