import { StrictMode, useEffect } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter, useNavigate } from 'react-router'
import { AppRoutes, preloadSignedIn } from './app/router'
import { listenForPushes, registerServiceWorker } from './features/notifications/push'
import { setNavigator } from './lib/navigation'
import { listenForOffline } from './lib/offline'
import { useDashboard } from './stores/dashboard.store'
import { useSession } from './stores/session.store'
import './styles/base.css'
import './themes/themes.css'

// Signed in: the dashboard (already requested by index.html's inline script) loads while the first screen's code does.
const signedIn = Boolean(useSession.getState().token)
const dashboard = signedIn ? useDashboard.getState().load() : undefined
// The first render waits for that code, so the screen paints in one pass instead of suspending; over a painted copy of
// the home's first frame (lib/first-frame.ts) it waits for the dashboard too, so the copy never gives way to a skeleton.
const copyShown = '__foyerFirstFrame' in window
const firstScreen = signedIn ? Promise.all([preloadSignedIn(location.pathname).catch(() => undefined), copyShown && dashboard]) : Promise.resolve()

// Push notifications and the offline shell (the page, the bundle, the last dashboard) come from Foyer's service worker;
// a browser without one simply gets neither. Its thread takes a core while it starts, so it is registered once the
// first screen is up and the page is idle. Its messages are heard from the start: a push in the first seconds still
// refreshes the open screen, and a dashboard from its copy shows the offline notice.
listenForPushes()
listenForOffline()
window.addEventListener(
  'load',
  () => {
    const register = () => void registerServiceWorker().catch(() => undefined)
    setTimeout(() => ('requestIdleCallback' in window ? requestIdleCallback(register, { timeout: 4000 }) : register()), 1000)
  },
  { once: true },
)

/** The API client routes from outside React (401 -> /login, 5xx -> error pages) through this navigate. */
function NavigatorBridge() {
  const navigate = useNavigate()
  useEffect(() => {
    setNavigator((to, opts) => void navigate(to, opts))
    return () => setNavigator(null)
  }, [navigate])
  return null
}

void firstScreen.then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      {/* Not transitions: controls bound to the URL (view, filter, sort) must change in the same event as the click. */}
      <BrowserRouter useTransitions={false}>
        <NavigatorBridge />
        <AppRoutes />
      </BrowserRouter>
    </StrictMode>,
  ),
)
