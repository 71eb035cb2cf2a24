import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { api } from '../../lib/api-client'
import { useDashboard } from '../../stores/dashboard.store'
import { useSession } from '../../stores/session.store'
import { applyAppearance } from '../../themes/themes'

/** Spec 1 §4: end the session, clear stored state, back to the dark theme, then /login. */
export default function LogoutPage() {
  const navigate = useNavigate()
  useEffect(() => {
    const finish = () => {
      const { logoutUrl } = useSession.getState()
      useSession.getState().clear()
      useDashboard.getState().reset()
      applyAppearance('dark')
      // A session that came through OIDC ends at the provider too, which sends the browser back to /login.
      if (logoutUrl) window.location.assign(logoutUrl)
      else navigate('/login', { replace: true })
    }
    // Push unsubscription joins here once notifications land; the server revokes the token either way.
    api('POST', '/logout', { central: false })
      .catch(() => {})
      .finally(finish)
  }, [navigate])
  return null
}
