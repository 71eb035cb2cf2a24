import type { ReactElement } from 'react'
import { Navigate, Route, Routes } from 'react-router'
import { formRoutePatterns, KIND_NAMES, type ListingKind } from '../../src/definitions/listing-kinds'
import { Shell } from './layout/shell'
import { lazyPage } from './lazy-page'
import ClientError from './routes/client-error'
import { ComingSoon } from './routes/coming-soon'
import DatabaseError from './routes/database-error'
import Folder from './routes/folder'
import FolderForm from './routes/folder-form'
import Home from './routes/home'
import LinkForm from './routes/link-form'
import Logout from './routes/logout'
import Manage from './routes/manage'
import ManageAccountEdit from './routes/manage-account-edit'
import ManageAccounts from './routes/manage-accounts'
import ManageApps from './routes/manage-apps'
import ManageGeneral from './routes/manage-general'
import ManageIconpack from './routes/manage-iconpack'
import ManageIconpackImages from './routes/manage-iconpack-images'
import ManageIconpackStore from './routes/manage-iconpack-store'
import ManageListing from './routes/manage-listing'
import Notifications from './routes/notifications'
import ManageProfile from './routes/manage-profile'
import ManageTheme from './routes/manage-theme'
import NetworkError from './routes/network-error'
import NotFound from './routes/not-found'
import PageView from './routes/page-view'
import Pages from './routes/pages'
import ServerError from './routes/server-error'
import Setup from './routes/setup'
import SnippetListForm from './routes/snippet-list-form'
import SnippetLists from './routes/snippet-lists'
import TodoListForm from './routes/todo-list-form'
import Todos from './routes/todos'
import Weather from './routes/weather'
import WeatherSettings from './routes/weather-settings'

// Every screen but the login is this one chunk: light screens cost less together than as two dozen round trips, and
// code they share would otherwise become chunks of its own. Only the heavy ones (the page editor, code highlighting,
// QR decoding) stay separate.
const PageEdit = lazyPage(() => import('./routes/page-edit'))
// Its drag-and-drop list shares @dnd-kit with the card grid's reordering, which loads on demand too.
const Authenticator = lazyPage(() => import('./routes/authenticator'))
const Snippets = lazyPage(() => import('./routes/snippets'))
const TotpSave = lazyPage(() => import('./routes/totp-save'))
// Settings screens visited rarely (admin set-up, keys): kept out of the signed-in home's chunk.
const ManageOidc = lazyPage(() => import('./routes/manage-oidc'))
const ManageFirebase = lazyPage(() => import('./routes/manage-firebase'))
const ManageApiKeys = lazyPage(() => import('./routes/manage-api-keys'))
const ManageApiKeyEdit = lazyPage(() => import('./routes/manage-api-key-edit'))
// The stream hub is a screen of its own (cameras, not the home's cards): it stays out of the signed-in home's budget.
const Streaming = lazyPage(() => import('./routes/streaming'))
const StreamForm = lazyPage(() => import('./routes/stream-form'))

/** Each kind's form page; its paths come from the kind's definition. */
const LISTING_FORMS = {
  folder: <FolderForm />,
  link: <LinkForm />,
  todo: <TodoListForm />,
  snippet: <SnippetListForm />,
  stream: StreamForm,
} satisfies Record<ListingKind, ReactElement>

const listingForms = KIND_NAMES.flatMap((kind): Array<[string, ReactElement]> => formRoutePatterns(kind).map((path) => [path, LISTING_FORMS[kind]]))

/** Screens of later features: each shows a clear "coming" page until its issue lands. */
const later: Array<[string, string]> = [
  ['manage/apps/install', 'Live Apps Store'],
  ['manage/import', 'Import'],
  ['manage/connection', 'Connection Settings'],
  ['manage/credential', 'Credentials'],
  ['manage/credential/add', 'Credential'],
  ['manage/credential/:id', 'Credential'],
  ['servers', 'Devices and Servers'],
  ['servers/save/:deviceId?', 'Device'],
]

const screens: Array<[string, ReactElement]> = [
  ['manage', <Manage />],
  ['manage/theme', <ManageTheme />],
  ['manage/general', <ManageGeneral />],
  ['weather', <Weather />],
  ['weather/settings', <WeatherSettings />],
  ['manage/weather', <WeatherSettings />],
  ['manage/profile', <ManageProfile />],
  ['manage/accounts', <ManageAccounts />],
  ['manage/accounts/add', <ManageAccountEdit />],
  ['manage/accounts/:userId', <ManageAccountEdit />],
  ['manage/apps', <ManageApps />],
  ['manage/oidc', ManageOidc],
  ['manage/firebase', ManageFirebase],
  ['notifications', <Notifications />],
  ['manage/api-keys', ManageApiKeys],
  ['manage/api-keys/create', ManageApiKeyEdit],
  ['manage/api-keys/:keyid', ManageApiKeyEdit],
  ['c/:listingid', <Folder />],
  ['streaming', Streaming],
  ...listingForms,
  ['manage/listing/:id?', <ManageListing />],
  ['s/:listingid', Snippets],
  ['snippet', <SnippetLists />],
  ['authenticator', Authenticator],
  ['totp/save/:authId?', TotpSave],
  ['t/:listingid?', <Todos />],
  ['tasks', <Todos />],
  ['manage/iconpack', <ManageIconpack />],
  ['manage/iconpack/store', <ManageIconpackStore />],
  ['manage/iconpack/images', <ManageIconpackImages />],
  ['p/:pageId?', <PageView />],
  ...(['pages', 'page', 'manage/page'] as const).map((path): [string, ReactElement] => [path, <Pages />]),
  ...(['page/add', 'page/:pageId', 'manage/page/add', 'manage/page/:pageId'] as const).map((path): [string, ReactElement] => [path, PageEdit]),
  ...later.map(([path, title]): [string, ReactElement] => [path, <ComingSoon title={title} />]),
]

/** The rarely seen public screens; the router shows them from this chunk. */
export const PUBLIC_SCREENS = {
  setup: Setup,
  logout: Logout,
  connect: () => <ComingSoon title="Remote session" />,
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
        {screens.map(([path, element]) => (
          <Route key={path} path={path} element={element} />
        ))}
        <Route path="*" element={<Navigate to="/notfound" replace />} />
      </Route>
    </Routes>
  )
}
