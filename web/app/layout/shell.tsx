import { useCallback, useEffect, useState } from 'react'
import { Outlet, useLocation } from 'react-router'
import { useDrawnIcon } from '../../components/default-icon'
import { PUSH_EVENT, subscribeWithRetry } from '../../features/notifications/push'
import { useDashboard } from '../../stores/dashboard.store'
import { themeOf } from '../../themes/themes'
import { usePalette } from '../palette/use-palette'
import { Header } from './header'
import { OfflineNotice } from './offline-notice'
import { Sidebar } from './sidebar'
import { useFreshDashboard } from './use-fresh-dashboard'
import './shell.css'

/** The signed-in frame: sidebar (a drawer under 768 px), header, and the routed page. */
export function Shell() {
  const { pathname } = useLocation()
  const [drawerOpen, setDrawerOpen] = useState(false)
  const closeDrawer = useCallback(() => setDrawerOpen(false), [])

  // biome-ignore lint/correctness/useExhaustiveDependencies: closes the drawer whenever the route changes
  useEffect(closeDrawer, [pathname, closeDrawer])
  // The drawer exists only under 768 px: a window widened past that closes it (and so frees the page behind it).
  useEffect(() => {
    const wide = matchMedia('(min-width: 768px)')
    wide.onchange = () => wide.matches && closeDrawer()
    return () => {
      wide.onchange = null
    }
  }, [closeDrawer])
  useSiteIdentity()
  usePush()
  useFreshDashboard()
  const palette = usePalette()

  return (
    <div className="shell" data-drawer={drawerOpen ? 'open' : 'closed'}>
      {/* Behind the open drawer the page is inert, as behind a modal dialog: Tab and screen readers stay in the drawer. */}
      <a className="skip-link" href="#main" inert={drawerOpen}>
        Skip to content
      </a>
      <Sidebar open={drawerOpen} onClose={closeDrawer} />
      <div className="shell-body" inert={drawerOpen}>
        <Header drawerOpen={drawerOpen} onOpenDrawer={() => setDrawerOpen(true)} />
        <OfflineNotice />
        <main id="main" className="shell-main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
      {palette}
    </div>
  )
}

const PUSH_DELAY_MS = 5_000

/** Once per signed-in shell: this browser's push subscription; a push that lands refreshes the bell's count. */
function usePush() {
  useEffect(() => {
    // After the first screen has settled: the subscription is never what the user is waiting for.
    const stop = subscribeWithRetry(PUSH_DELAY_MS)
    const refresh = () => void useDashboard.getState().refresh()
    window.addEventListener(PUSH_EVENT, refresh)
    return () => {
      stop()
      window.removeEventListener(PUSH_EVENT, refresh)
    }
  }, [])
}

/** Keeps the tab title and the installable-app manifest in step with the site name, logo and accent. */
function useSiteIdentity() {
  const user = useDashboard((s) => s.data?.userData)
  const siteName = user?.siteName
  const colorTheme = user?.colorTheme
  // A default key as logo ({ iconUrl: 'link' }) is an address only once drawn as its Tabler icon.
  const logo = useDrawnIcon(user?.siteLogo)?.iconUrl

  useEffect(() => {
    if (!siteName) return
    document.title = siteName
    const params = new URLSearchParams({ name: siteName, color: themeOf(colorTheme).accent })
    const logoPath = sameOriginPath(logo)
    if (logoPath) params.set('icon', logoPath)
    document.querySelector('link[rel="manifest"]')?.setAttribute('href', `/manifest.webmanifest?${params}`)
  }, [siteName, colorTheme, logo])
}

/** The manifest accepts only paths on this origin; anything else keeps the default icons. */
function sameOriginPath(url: string | undefined): string | undefined {
  if (!url) return undefined
  try {
    const parsed = new URL(url, window.location.origin)
    return parsed.origin === window.location.origin ? parsed.pathname + parsed.search : undefined
  } catch {
    return undefined
  }
}
