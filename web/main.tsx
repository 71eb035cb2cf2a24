import { StrictMode, useEffect } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter, useNavigate } from 'react-router'
import { AppRoutes } from './app/router'
import { registerServiceWorker } from './features/notifications/push'
import { setNavigator } from './lib/navigation'
import { useDashboard } from './stores/dashboard.store'
import { useSession } from './stores/session.store'
import './styles/base.css'
import './themes/themes.css'

// Signed in: the dashboard (already requested by index.html's inline script) and the shell's code load while React starts.
if (useSession.getState().token) {
  void useDashboard.getState().load()
  void import('./app/screens')
}

// Push notifications reach this browser through Foyer's service worker (registered after the first screen has loaded);
// a browser without one simply gets none.
window.addEventListener('load', () => void registerServiceWorker().catch(() => undefined), { once: true })

/** The API client routes from outside React (401 -> /login, 5xx -> error pages) through this navigate. */
function NavigatorBridge() {
  const navigate = useNavigate()
  useEffect(() => {
    setNavigator((to, opts) => void navigate(to, opts))
    return () => setNavigator(null)
  }, [navigate])
  return null
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    {/* Not transitions: controls bound to the URL (view, filter, sort) must change in the same event as the click. */}
    <BrowserRouter useTransitions={false}>
      <NavigatorBridge />
      <AppRoutes />
    </BrowserRouter>
  </StrictMode>,
)
