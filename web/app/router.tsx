import { Suspense, type ReactElement } from 'react'
import { matchPath, Route, Routes } from 'react-router'
import { withLaterStyles } from '../lib/later-styles'
import { lazyPage, lazyScreen } from './lazy-page'
import { RequireSession } from './require-session'
import LoginPage from './routes/login'
import type { PUBLIC_SCREENS } from './screens'

/** Every other screen lives in ./screens: one chunk, which index.html preloads when a session is stored. */
const screen = (name: keyof typeof PUBLIC_SCREENS) => lazyPage(async () => ({ default: (await import('./screens')).PUBLIC_SCREENS[name] }))

const PUBLIC: Array<[string, ReactElement]> = [
  ['/login', <LoginPage />],
  ['/setup', screen('setup')],
  ['/logout', screen('logout')],
  ['/connect/:id?', screen('connect')],
  ['/notfound', screen('notFound')],
  ['/client-error', screen('clientError')],
  ['/server-error', screen('serverError')],
  ['/network-error', screen('networkError')],
  ['/database-error', screen('databaseError')],
  // A wall display: its token in the URL, no sign-in; its own chunk, so neither bundle grows.
  ['/kiosk/:token', lazyPage(withLaterStyles(() => import('./routes/kiosk')))],
]
const signedInScreens = lazyScreen(() => import('./screens'))
const signedIn = <RequireSession>{signedInScreens.element}</RequireSession>

/** With a stored session, the code of the signed-in screen at `pathname`: main.tsx waits for it before the first render. */
export async function preloadSignedIn(pathname: string) {
  if (PUBLIC.some(([path]) => matchPath(path, pathname))) return
  await signedInScreens.preload()
  await (await import('./screens')).preloadScreen(pathname)
}

/** Only the login screen is known here: a visitor without a session loads its code and nothing more. */
export function AppRoutes() {
  return (
    <Suspense fallback={null}>
      <Routes>
        {PUBLIC.map(([path, element]) => (
          <Route key={path} path={path} element={element} />
        ))}
        <Route path="*" element={signedIn} />
      </Routes>
    </Suspense>
  )
}
