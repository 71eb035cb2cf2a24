import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { logout } from '../../features/auth/auth.api'
import { unsubscribeFromPush } from '../../features/notifications/push'
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
    // This browser's push subscription ends first (it needs the session); the server revokes the token either way.
    unsubscribeFromPush()
      .catch(() => undefined)
      .then(logout)
      .catch(() => {})
      .finally(finish)
  }, [navigate])
  return null
}
