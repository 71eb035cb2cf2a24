import { Route, Routes } from 'react-router'
import { Shell } from './layout/shell'
import { withLaterStyles } from '../lib/later-styles'
import { lazyPage, lazyScreen } from './lazy-page'
import ClientError from './routes/client-error'
import DatabaseError from './routes/database-error'
import Folder from './routes/folder'
import Home from './routes/home'
import Logout from './routes/logout'
import NetworkError from './routes/network-error'
import NotFound from './routes/not-found'
import ServerError from './routes/server-error'
import Setup from './routes/setup'

// The signed-in home's chunk: the shell, the home and a folder, what a wall display shows all day. Every other screen
// loads on its first visit, with the rest (more-screens.tsx): the home's first paint does not wait for their code.
const moreScreens = lazyScreen(withLaterStyles(() => import('./more-screens')))
// The remote session view, outside the shell: guacamole-common-js loads with it.
const Connect = lazyPage(withLaterStyles(() => import('./routes/connect')))

/** The code a signed-in first load of `pathname` needs beyond this chunk: none for the home and a folder. */
export const preloadScreen = (pathname: string) => (/^\/(c\/[^/]+\/?)?$/.test(pathname) ? Promise.resolve() : moreScreens.preload())

/** The rarely seen public screens; the router shows them from this chunk. */
export const PUBLIC_SCREENS = {
  setup: Setup,
  logout: Logout,
  connect: () => Connect,
  notFound: NotFound,
  clientError: ClientError,
  serverError: ServerError,
  networkError: NetworkError,
  databaseError: DatabaseError,
}

/** The shell and every screen inside it (the router sends every non-public path here, behind RequireSession). */
export default function SignedInRoutes() {
  return (
    <Routes>
      <Route element={<Shell />}>
        <Route index element={<Home />} />
        <Route path="c/:listingid" element={<Folder />} />
        <Route path="*" element={moreScreens.element} />
      </Route>
    </Routes>
  )
}
