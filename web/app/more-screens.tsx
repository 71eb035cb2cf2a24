import type { ComponentType, ReactElement } from 'react'
import { Navigate, Route, Routes } from 'react-router'
import { formRoutePatterns, KIND_NAMES, type ListingKind } from '../../src/definitions/listing-kinds'
import { lazyPage } from './lazy-page'
import FolderForm from './routes/folder-form'
import Docker from './routes/docker'
import Health from './routes/health'
import LinkForm from './routes/link-form'
import Manage from './routes/manage'
import ManageAccountEdit from './routes/manage-account-edit'
import ManageAccounts from './routes/manage-accounts'
import ManageApps from './routes/manage-apps'
import ManageGeneral from './routes/manage-general'
import ManageImport from './routes/manage-import'
import ManageIconpack from './routes/manage-iconpack'
import ManageIconpackImages from './routes/manage-iconpack-images'
import ManageIconpackStore from './routes/manage-iconpack-store'
import ManageListing from './routes/manage-listing'
import Notifications from './routes/notifications'
import ManageProfile from './routes/manage-profile'
import ManageTheme from './routes/manage-theme'
import PageView from './routes/page-view'
import Pages from './routes/pages'
import SnippetListForm from './routes/snippet-list-form'
import StreamForm from './routes/stream-form'
import Streaming from './routes/streaming'
import SnippetLists from './routes/snippet-lists'
import TodoListForm from './routes/todo-list-form'
import Todos from './routes/todos'
import Weather from './routes/weather'
import WeatherSettings from './routes/weather-settings'

// Every signed-in screen but the home and a folder is this one chunk, fetched on the first visit to one of them: light
// screens cost less together than as two dozen round trips, and code they share would otherwise become chunks of its
// own. Only the heavy ones (the page editor, code highlighting, QR decoding) stay separate.
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
const ManageDisplays = lazyPage(() => import('./routes/manage-displays'))
const ManageDocker = lazyPage(() => import('./routes/manage-docker'))
// Devices and the locker: the device grid brings @dnd-kit.
const Servers = lazyPage(() => import('./routes/servers'))
const DeviceEdit = lazyPage(() => import('./routes/device-edit'))
const ManageCredentials = lazyPage(() => import('./routes/manage-credentials'))
const ManageCredentialEdit = lazyPage(() => import('./routes/manage-credential-edit'))
const ManageConnection = lazyPage(() => import('./routes/manage-connection'))
const ManageAppsStore = lazyPage(() => import('./routes/manage-apps-store'))

/** Each kind's form page; its paths come from the kind's definition. */
const LISTING_FORMS = {
  folder: FolderForm,
  link: LinkForm,
  todo: TodoListForm,
  snippet: SnippetListForm,
  stream: StreamForm,
} satisfies Record<ListingKind, ComponentType>

const listingForms = KIND_NAMES.flatMap((kind): Array<[string, ReactElement]> => {
  const Form = LISTING_FORMS[kind]
  return formRoutePatterns(kind).map((path) => [path, <Form />])
})

const screens: Array<[string, ReactElement]> = [
  ['manage', <Manage />],
  ['manage/theme', <ManageTheme />],
  ['manage/general', <ManageGeneral />],
  ['manage/import', <ManageImport />],
  ['weather', <Weather />],
  ['weather/settings', <WeatherSettings />],
  ['manage/weather', <WeatherSettings />],
  ['manage/profile', <ManageProfile />],
  ['manage/accounts', <ManageAccounts />],
  ['manage/accounts/add', <ManageAccountEdit />],
  ['manage/accounts/:userId', <ManageAccountEdit />],
  ['manage/apps', <ManageApps />],
  ['manage/apps/install', ManageAppsStore],
  ['manage/oidc', ManageOidc],
  ['manage/firebase', ManageFirebase],
  ['notifications', <Notifications />],
  ['health', <Health />],
  ['docker', <Docker />],
  ['manage/docker', ManageDocker],
  ['manage/api-keys', ManageApiKeys],
  ['manage/api-keys/create', ManageApiKeyEdit],
  ['manage/api-keys/:keyid', ManageApiKeyEdit],
  ['manage/displays', ManageDisplays],
  ['servers', Servers],
  ['servers/save/:deviceId?', DeviceEdit],
  ['manage/credential', ManageCredentials],
  ['manage/credential/add', ManageCredentialEdit],
  ['manage/credential/:id', ManageCredentialEdit],
  ['manage/connection', ManageConnection],
  ['streaming', <Streaming />],
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
]

/** Every signed-in screen but the home and a folder, inside the shell (screens.tsx sends every other path here). */
export default function MoreScreens() {
  return (
    <Routes>
      {screens.map(([path, element]) => (
        <Route key={path} path={path} element={element} />
      ))}
      <Route path="*" element={<Navigate to="/notfound" replace />} />
    </Routes>
  )
}
